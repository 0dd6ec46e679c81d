/// A duration in the units the tool's figures use.
extension Duration {
  public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
  public var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
