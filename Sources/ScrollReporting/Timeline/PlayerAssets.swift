/// The playback page's script and style sheet, `Player/player.js` and
/// `Player/player.css` in this module's folder, as the build embedded them.
///
/// They are files of their own so that they can be read, edited and checked
/// as JavaScript and CSS (`node --check Sources/ScrollReporting/Player/player.js`).
/// The package declares them `.embedInCode`: the build turns each into bytes
/// compiled into this module, so the tool needs no resource bundle beside its
/// executable and writes the same self-contained page wherever it is run
/// from or copied to. (A `.process`/`.copy` resource would be looked up at run
/// time through `Bundle.module`, which on Linux means a folder next to the
/// executable or the build folder it was built in: a copied binary would
/// lose it.)
public enum PlayerAssets {
  /// The player script: draws the stage for a time and moves the plot's cursor.
  public static let script = String(decoding: PackageResources.player_js, as: UTF8.self)

  /// The page's style sheet.
  public static let css = String(decoding: PackageResources.player_css, as: UTF8.self)
}
