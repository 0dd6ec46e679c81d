import ScrollTargets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point of a view file's layout helper: lays the view out on each
/// screen the tool asks for and writes each layout as JSON.
///
/// Arguments: the data cap in bytes (as ``ScrollScriptHelperLoop``), the
/// file of screens, the file to write. A screen is one line of eleven
/// fields: `width height top leading bottom trailing direction
/// relativeFrames horizontalSizeClass verticalSizeClass scrollViewLine`
/// (lengths in pt, `leftToRight`, `lessMargins`, `compact`, `-` for no size
/// class; the line of the `ScrollView` to report, `-` for the outermost). The output is a JSON
/// array with one object per screen, in order: the layout
/// (`{"layout":{…}}`) or where and why it failed (`{"error":{…}}`), the
/// keys of ``ScrollViewLayout``. Exits 0 when every line was answered, 3 on
/// an unreadable input, 4 when the output cannot be written.
enum ScrollScriptViewLayoutLoop {
  static func run<Content: View>(_ make: () -> Content) -> Never {
    let arguments = CommandLine.arguments
    guard arguments.count > 3 else { exit(3) }
    ScrollScriptHelperLoop.capData(arguments[1])
    guard let screens = readScreens(arguments[2]) else { exit(3) }
    var out = "["
    for (index, screen) in screens.enumerated() {
      if index > 0 { out += ",\n" }
      do {
        // Made afresh for each screen, as SwiftUI makes a new scene's views: its onAppear actions run once
        // on each, never twice on one set of states.
        out += "{\"layout\":" + encode(try screen.layout(make())) + "}"
      } catch {
        out += "{\"error\":" + encode(error) + "}"
      }
    }
    out += "]\n"
    fflush(nil)
    guard let file = fopen(arguments[3], "w") else { exit(4) }
    let written = out.utf8.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, $0.count, file) }
    guard fclose(file) == 0, written == out.utf8.count else { exit(4) }
    exit(0)
  }

  /// The screens of the file at `path`; `nil` when it cannot be read or a line is malformed.
  private static func readScreens(_ path: String) -> [ViewLayout]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var text: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count <= 0 { break }
      text += chunk.prefix(count)
    }
    var screens: [ViewLayout] = []
    for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      guard fields.count == 11 else { return nil }
      let numbers = fields.prefix(6).compactMap(Double.init)
      guard numbers.count == 6, let direction = LayoutDirection(rawValue: fields[6]),
        let rule = ViewLayout.RelativeFrames(rawValue: fields[7])
      else { return nil }
      var screen = ViewLayout(
        bounds: CGSize(width: numbers[0], height: numbers[1]),
        safeAreaInsets: EdgeInsets(top: numbers[2], leading: numbers[3], bottom: numbers[4], trailing: numbers[5]),
        layoutDirection: direction, relativeFrames: rule)
      screen.environment.horizontalSizeClass = UserInterfaceSizeClass(rawValue: fields[8])
      screen.environment.verticalSizeClass = UserInterfaceSizeClass(rawValue: fields[9])
      if fields[10] != "-" {
        guard let line = Int(fields[10]), line > 0 else { return nil }
        screen.scrollViewLine = line
      }
      screens.append(screen)
    }
    return screens
  }

  private static func encode(_ layout: ScrollViewLayout) -> String {
    var axes: [String] = []
    if layout.axes.contains(.horizontal) { axes.append("\"horizontal\"") }
    if layout.axes.contains(.vertical) { axes.append("\"vertical\"") }
    var behavior = "null"
    if let made = layout.behavior {
      if let name = BuiltInBehaviors.name(of: made) {
        behavior = "{\"builtIn\":\(quoted(name))}"
      } else {
        behavior = "{\"type\":\(quoted(String(describing: type(of: made))))}"
      }
    }
    var targets = ""
    targets.reserveCapacity(layout.targets.count * 40)
    for (index, frame) in layout.targets.enumerated() {
      if index > 0 { targets += "," }
      targets += rect(frame)
    }
    let environment = layout.environment
    let estimates = layout.estimates.map { estimate in
      "{\"view\":\(quoted(estimate.view)),\"line\":\(estimate.at.map { "\($0.line)" } ?? "null"),"
        + "\"column\":\(estimate.at.map { "\($0.column)" } ?? "null")}"
    }
    let candidates = layout.candidates.map { candidate in
      "{\"line\":\(candidate.location.line),\"column\":\(candidate.location.column),\"snaps\":\(candidate.snaps)}"
    }
    return """
      {"axes":[\(axes.joined(separator: ","))],"frame":\(rect(layout.frame)),\
      "safeAreaInsets":\(insets(layout.safeAreaInsets)),"safeAreaPadding":\(insets(layout.safeAreaPadding)),\
      "contentMargins":\(insets(layout.contentMargins)),"indicatorMargins":\(insets(layout.indicatorMargins)),\
      "containerSize":\(size(layout.containerSize)),"relativeContainerSize":\(size(layout.relativeContainerSize)),\
      "contentSize":\(size(layout.contentSize)),"behavior":\(behavior),\
      "layoutDirection":"\(environment.layoutDirection.rawValue)",\
      "horizontalSizeClass":\(environment.horizontalSizeClass.map { quoted($0.rawValue) } ?? "null"),\
      "verticalSizeClass":\(environment.verticalSizeClass.map { quoted($0.rawValue) } ?? "null"),\
      "line":\(layout.location.line),"column":\(layout.location.column),\
      "estimates":[\(estimates.joined(separator: ","))],"candidates":[\(candidates.joined(separator: ","))],\
      "targets":[\(targets)]}
      """
  }

  private static func encode(_ error: ViewLayoutError) -> String {
    """
    {"kind":\(quoted(error.kind.rawValue)),"line":\(error.at.map { "\($0.line)" } ?? "null"),\
    "column":\(error.at.map { "\($0.column)" } ?? "null"),"view":\(quoted(error.view)),\
    "issue":\(quoted(error.issue)),"advice":\(quoted(error.advice))}
    """
  }

  private static func number(_ value: CGFloat) -> String {
    value.isFinite ? "\(Double(value))" : "null"
  }

  private static func rect(_ rect: CGRect) -> String {
    "[\(number(rect.origin.x)),\(number(rect.origin.y)),\(number(rect.size.width)),\(number(rect.size.height))]"
  }

  private static func size(_ size: CGSize) -> String {
    "[\(number(size.width)),\(number(size.height))]"
  }

  private static func insets(_ insets: EdgeInsets) -> String {
    "[\(number(insets.top)),\(number(insets.leading)),\(number(insets.bottom)),\(number(insets.trailing))]"
  }

  /// `text` as a JSON string.
  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20:
        out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
