import ArgumentParser
import ScrollTargets

/// A device preset as the scene of a command: its bounds and safe-area insets
/// in one orientation (docs/formats.md, "Devices").
public struct DeviceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A device preset whose bounds less its safe-area insets are the container: \(DevicePreset.names.joined(separator: ", ")).",
      valueName: "name"))
  public var device: String?

  @Flag(help: "Hold the --device in landscape (default: portrait).")
  public var landscape = false

  public init() {}

  public func validate() throws {
    if landscape, device == nil { throw ValidationError("--landscape needs --device") }
    if let device {
      do {
        _ = try DevicePreset.named(device)
      } catch {
        throw ValidationError("--device: \(error.description)")
      }
    }
  }

  /// The preset and orientation, or `nil` without `--device`.
  public var screen: (preset: DevicePreset, orientation: Orientation)? {
    guard let device, let preset = try? DevicePreset.named(device) else { return nil }
    return (preset, landscape ? .landscape : .portrait)
  }
}
