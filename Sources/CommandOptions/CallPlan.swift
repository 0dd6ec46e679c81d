import ScrollFormats
import ScrollSimulation

/// What `run` calls, before anything runs: each case of a JSON Lines file, or
/// the one call that the scene and `--original`, `--proposed` and
/// `--velocity` describe.
public enum CallPlan: Sendable {
  /// The cases of a file, `-` for standard input.
  case cases(path: String)
  case single(SingleCall)

  /// The cases of `cases` when given, else one call on `scene`: from
  /// `original` (default 0) to `proposed` (default: what the scene proposes),
  /// released at `velocity` (default 0).
  public init(cases: String?, scene: Scene, original: Double?, proposed: Double?, velocity: Double?) {
    if let cases {
      self = .cases(path: cases)
      return
    }
    var call = SingleCall(scene: scene, original: original ?? 0)
    call.proposed = proposed
    call.velocity = velocity ?? 0
    self = .single(call)
  }
}
