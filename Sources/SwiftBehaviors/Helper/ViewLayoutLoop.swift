import Foundation
import ScrollTargets

/// The entry point of a view file's layout helper: lays the view out on each
/// screen the tool asks for and writes each layout as JSON.
///
/// Arguments: the data cap in bytes (as ``ScrollScriptHelperLoop``), the
/// file of screens (a JSON array of ``LayoutExchange/Screen``), the file to
/// write (a JSON array of ``LayoutExchange/Reply``, one a screen, in order).
/// Exits 0 when every screen was answered, 3 on an unreadable input, 4 when
/// the output cannot be written.
enum ScrollScriptViewLayoutLoop {
  /// `name`, when given, is how an error names the view made, in place of its type (a provider's previews).
  @MainActor static func run<Content: View>(named name: String? = nil, _ make: @MainActor () -> Content) -> Never {
    let arguments = CommandLine.arguments
    guard arguments.count > 3 else { exit(3) }
    ScrollScriptHelperLoop.capMemory(arguments[1])
    guard let data = FileManager.default.contents(atPath: arguments[2]),
      let screens = try? LayoutExchange.decoder.decode([LayoutExchange.Screen].self, from: data)
    else { exit(3) }
    var replies: [LayoutExchange.Reply] = []
    for screen in screens {
      guard let layout = screen.layout else { exit(3) }
      do {
        // Made afresh for each screen, as SwiftUI makes a new scene's views: its onAppear actions run once
        // on each, never twice on one set of states.
        replies.append(.layout(LayoutExchange.Layout(try layout.layout(make()), name: BuiltInBehaviors.name(of:))))
      } catch {
        var failure = LayoutExchange.Failure(error)
        if let name, failure.view == String(describing: Content.self) { failure.view = name }
        replies.append(.failure(failure))
      }
    }
    fflush(nil)
    guard let out = try? LayoutExchange.encoder.encode(replies),
      (try? out.write(to: URL(fileURLWithPath: arguments[3]))) != nil
    else { exit(4) }
    exit(0)
  }
}
