/// The system a user's `.swift` file is compiled for, as its author sees it:
/// iOS, whatever the host. The compiler here answers `os(…)` for the host
/// (Linux, or macOS), so a file written for several systems would compile
/// the branch of another one: its `#if os(iOS)` modifiers dropped, a Mac
/// window's `.frame(minWidth:)` laid out on an iPhone. So in the copy the
/// compiler reads, each `os(…)` of an `#if` or `#elseif` line becomes `true`
/// for iOS and `false` for any other system, and `targetEnvironment(…)`
/// `true` for the simulator a preview runs in, each padded with spaces to its
/// own width: every byte, line and column of the file stays where it was
/// (docs/swift-files.md, "A file for several systems").
enum SwiftTargetSystem {
  /// The system `os(…)` holds for.
  static let name = "iOS"

  /// Whether `os(argument)` holds in a user's file.
  static func holds(_ argument: String) -> Bool { argument == name }

  /// The environment `targetEnvironment(…)` holds for: the simulator, where Xcode runs a `#Preview`, which
  /// is what the tool stands for (a file's `#if targetEnvironment(simulator)` mock data is taken).
  static let environment = "simulator"

  /// `text` with the `os(…)` and `targetEnvironment(…)` conditions of its `#if` and `#elseif` lines
  /// replaced by their values; as many bytes as `text`, so that offsets read
  /// in `text` hold in the result. Comments and strings are left alone.
  static func resolvingConditions(in text: SwiftSourceText) -> SwiftSourceText {
    var bytes = text.bytes
    var changed = false
    for (index, start) in text.lineStarts.enumerated() {
      let end = index + 1 < text.lineStarts.count ? text.lineStarts[index + 1] : text.code.count
      let line = String(decoding: text.code[start..<end], as: UTF8.self)
      guard line.firstMatch(of: #/^\s*#(?:if|elseif)\b/#) != nil else { continue }
      for match in line.matches(of: #/(os|targetEnvironment)\(\s*(\w+)\s*\)/#) {
        // `os(` itself, not the end of a longer name (`macos(`, `info.os(`).
        if match.range.lowerBound > line.startIndex,
          let before = line[line.index(before: match.range.lowerBound)...].unicodeScalars.first,
          before == "." || before == "_" || before.properties.isAlphabetic || before.properties.numericType != nil
        {
          continue
        }
        let offset = start + line.utf8.distance(from: line.startIndex, to: match.range.lowerBound)
        let width = line.utf8.distance(from: match.range.lowerBound, to: match.range.upperBound)
        let holds = match.output.1 == "os" ? holds(String(match.output.2)) : match.output.2 == environment
        let value = Array((holds ? "true" : "false").utf8)
        bytes.replaceSubrange(
          offset..<(offset + width), with: value + Array(repeating: UInt8(ascii: " "), count: width - value.count))
        changed = true
      }
    }
    return changed ? SwiftSourceText(String(decoding: bytes, as: UTF8.self)) : text
  }
}
