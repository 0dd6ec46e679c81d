import ArgumentParser
import CEditLine
import CommandOptions
import Foundation
import ScrollREPL
import SwiftBehaviors

extension ScrollScript {
  struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play with a behavior: set a scene, throw gestures at it, tweak the script, reload.",
      discussion: """
        Reads commands from a terminal (with line editing, history in ~/.scrollscript_history or \
        $SCROLLSCRIPT_HISTORY, and tab completion) or from a pipe. Type :help for the commands. The scene \
        options set the scene the session starts in; its device, container, pages, children, margins and \
        safe-area-padding commands change it.
        """)

    @Argument(
      help: ArgumentHelp(
        "A built-in name (its script in behaviors/ when there is one), a .lua script or a .swift file (F.swift:Type); with --scene, 'view' or none is the view's .scrollTargetBehavior (default: paging).",
        valueName: "behavior"))
    var behavior: String?

    @OptionGroup(title: "Scene")
    var scene: SceneOptions

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func run() throws {
      // A Swift file takes seconds to compile: its `building …` line shows at once.
      let session: ReplSession
      // A view is laid out on the screen turned too, for `rotate`.
      let (initial, view) = try scene.resolvedScene(steps: [.rotate(to: nil)], memoryBytes: limits.memory << 20)
      let behavior = view == nil ? self.behavior ?? "paging" : try SceneOptions.behavior(self.behavior, view: view)
      do {
        session = try ReplSession.starting(behavior: behavior, limits: limits.limits, scene: initial) { notice in
          print(notice)
          fflush(nil)
        }
      } catch {
        // A behavior named on the command line that does not load is refused (:load keeps the last one).
        FileHandle.standardError.write(Data((error.message + "\n").utf8))
        throw ExitCode(2)
      }
      if let file = scene.viewFile {
        // A resize to a size the view was not laid out in lays it out again (a cached build: no compile).
        let viewFile = try SwiftViewFile(
          file, pick: scene.viewPick, memoryBytes: max(limits.memory << 20, SwiftViewFile.defaultMemoryBytes))
        session.layOutView = { screens in try viewFile.viewScreens(screens, like: initial) }
      }
      if isatty(STDIN_FILENO) != 0 {
        LineEditor.run(session)
      } else {
        print(session.startupMessage)
        while !session.isFinished, let line = readLine() {
          let output = session.handle(line)
          if !output.isEmpty { print(output) }
          fflush(nil)
        }
      }
    }
  }
}

/// The interactive loop: libedit's readline with history and completion; Ctrl-C
/// interrupts a running script (or drops the line being typed), Ctrl-D leaves.
enum LineEditor {
  /// The session completion asks for file and global names (readline's hook takes no context).
  nonisolated(unsafe) static var session: ReplSession?

  static func run(_ session: ReplSession) {
    let history =
      ProcessInfo.processInfo.environment["SCROLLSCRIPT_HISTORY"]
      ?? (NSHomeDirectory() as NSString).appendingPathComponent(".scrollscript_history")
    using_history()
    stifle_history(1000)  // keep the last 1000 lines
    _ = read_history(history)
    LineEditor.session = session
    ceditline_set_completion(complete)
    _ = ReplSession.takeInterrupt()  // sets up what the handler touches, outside it
    signal(SIGINT) { _ in ReplSession.interrupt() }
    print(session.startupMessage)
    print("Type :help for the commands, Ctrl-D to leave.")
    while !session.isFinished {
      _ = ReplSession.takeInterrupt()
      guard let raw = readline(session.prompt) else {
        // Ctrl-C at the prompt ends readline too: drop the line, stay.
        if ReplSession.takeInterrupt() {
          session.cancelInput()
          print("^C")
          continue
        }
        break
      }
      let line = String(cString: raw)
      free(raw)
      if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        add_history(line)
        _ = write_history(history)
      }
      let output = session.handle(line)
      // `clear` prints nothing; on a terminal it clears the screen, as a shell's does.
      if session.clearsScreen { print("\u{1B}[H\u{1B}[2J", terminator: "") }
      if !output.isEmpty { print(output) }
      fflush(nil)
    }
    print()
  }
}

/// readline's completion hook: the word's completions, the first entry being
/// their longest common prefix. libedit frees the list and its strings with
/// free(), so both are made in C (ceditline_matches), never by Swift's allocator.
private func complete(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
  -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
{
  ceditline_completion_over()
  guard let text else { return nil }
  let word = String(cString: text)
  let line = ceditline_line().map { Array(String(cString: $0).utf8) } ?? []
  let before = String(decoding: line.prefix(max(0, Int(start))), as: UTF8.self)
  let matches =
    LineEditor.session?.completions(of: word, after: before) ?? ReplCompletion.completions(of: word)
  let entries = ReplCompletion.readlineEntries(matching: matches)
  // A folder completes to its `/`, ready for the next name: no space after it.
  ceditline_set_append_character(entries.count == 1 && entries[0].hasSuffix("/") ? 0 : 32)
  // One buffer of NUL-terminated strings, and a pointer to each, for C to copy.
  var bytes: [CChar] = []
  var offsets: [Int] = []
  for entry in entries {
    offsets.append(bytes.count)
    bytes += entry.utf8CString
  }
  return bytes.withUnsafeBufferPointer { buffer in
    let pointers = offsets.map { UnsafePointer<CChar>?(buffer.baseAddress! + $0) }
    return pointers.withUnsafeBufferPointer { ceditline_matches($0.baseAddress, $0.count) }
  }
}
