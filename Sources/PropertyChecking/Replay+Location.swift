import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollTargets

extension Replay {
  /// Where `run --expect` and `simulate --expect` report a violation, as
  /// ``ScriptCheck`` reports it: at the header line that declares the
  /// property (`pager.lua:2`), at the line that defines `expect` for the
  /// script's own rule, else at the file's first line; a failed call at the
  /// line it failed on. A built-in has no file, and no location.
  public struct Location: Hashable, Sendable {
    /// `path:line` of the property's declaration, `path:1` when the file does
    /// not declare it; `nil` for a built-in.
    public var declared: String?

    /// The location of `property` in the behavior `spec` names (a script, a
    /// Swift file, `Pager.swift:Type`, or a built-in), or, for a built-in
    /// that is a view's own behavior, in the view file `view` (`path:1`).
    public init(behavior spec: String, property: any BehaviorProperty, view: String? = nil) {
      guard BehaviorSpec.isScript(spec) || BehaviorSpec.isSwiftFile(spec) else {
        declared = view.map { BehaviorSpec.file($0) + ":1" }
        return
      }
      let file = BehaviorSpec.file(spec)
      declared = "\(file):1"
      let limit = BehaviorSpec.sourceLimit(spec)
      // A file that no longer reads, or whose header does not parse, is located at its first line.
      guard let source = try? InputFile.read(file, limit: limit) else { return }
      if property is ScriptExpectation {
        if let line = ScriptCheck.line(defining: "expect", in: source) { declared = "\(file):\(line)" }
      } else if let promises = try? Promises.read(source, path: file), let line = promises.locations[property.name] {
        declared = line
      }
    }

    /// Where a violation is reported: `failure`'s own line when a call failed
    /// and the script says where, else ``declared``.
    public func of(_ failure: BehaviorFailure?) -> String? {
      failure?.location ?? declared
    }
  }
}
