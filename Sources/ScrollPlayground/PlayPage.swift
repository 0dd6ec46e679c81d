import Foundation

/// The playground's page: one HTML file with its script and style sheet
/// inlined (the files under Page/, embedded in the code at build time).
public enum PlayPage {
  public static let html: String = {
    let page = String(decoding: PackageResources.play_html, as: UTF8.self)
    let script = String(decoding: PackageResources.play_js, as: UTF8.self)
    let style = String(decoding: PackageResources.play_css, as: UTF8.self)
    return
      page
      .replacingOccurrences(of: "/*STYLE*/", with: style)
      .replacingOccurrences(of: "/*SCRIPT*/", with: script)
  }()
}
