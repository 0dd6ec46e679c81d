import Foundation
import ScrollFormats

extension ScriptCheck {
  /// The check as one JSON object: the verdict, diagnostics and the property report.
  public var json: String {
    struct Document: Encodable {
      var behavior: String
      var passed: Bool
      var reference: String?
      var axis: String?
      var diagnostics: [String]
      /// What the counterexamples printed when run again; absent when nothing.
      var printed: [String]?
      var report: PropertyReport.Document?
    }
    return JSONLine.encode(
      Document(
        behavior: path, passed: passed, reference: reference, axis: (report?.axis).map(\.description),
        diagnostics: diagnostics.map(\.description), printed: printed.isEmpty ? nil : printed,
        report: report?.document(behavior: path)))
  }
}
