import Foundation

extension Double {
  /// The value without a trailing `.0`: `390` rather than `390.0`.
  public var formatted: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return "\(self)"
  }
}
