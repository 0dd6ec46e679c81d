import Foundation
import ScrollFormats
import ScrollSimulation

/// Writes SVG elements with a shared style sheet.
struct SVGWriter {
  private var body = ""
  private let width: Double
  private let height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  static let style = """
    .title{font:600 16px sans-serif;fill:#222}.legend,.note{font:12px sans-serif;fill:#444}
    .xlabel{font:11px sans-serif;fill:#555;text-anchor:middle}.ylabel{font:11px sans-serif;fill:#555;text-anchor:end}
    .frame{fill:none;stroke:#888;stroke-width:1}.stop{stroke:#c9d3e0;stroke-width:1}
    .end{stroke:#c9d3e0;stroke-width:1;stroke-dasharray:6 4}
    .resize{stroke:#8e44ad;stroke-width:1.5;stroke-dasharray:4 4}.offset{fill:none;stroke:#1f6feb;stroke-width:2}
    .touch{fill:#888}.jump{stroke:#e8871e;stroke-width:1.5;stroke-dasharray:3 3}
    .proposed{fill:#fff;stroke:#e8871e;stroke-width:2}.failed{fill:#fff;stroke:#d1242f;stroke-width:2}
    .chosen{fill:#1f6feb;stroke:#fff;stroke-width:1}.cell{fill:#eef2f7;stroke:#c9d3e0}.odd{fill:#dde5ef}
    .visit{fill:#1f6feb;fill-opacity:0.08;stroke:#1f6feb;stroke-opacity:0.3}.viewport{fill:none;stroke:#1f6feb;stroke-width:3}
    .stoplabel{font:10px sans-serif;fill:#7a8699}.yaxis{font:11px sans-serif;fill:#555;text-anchor:middle}
    .card{fill:#fff;fill-opacity:0.7;stroke:#9aa9bd;stroke-width:1}
    """

  mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class name: String) {
    body += "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" class=\"\(name)\"/>\n"
  }

  mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, class name: String) {
    body +=
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" class=\"\(name)\"/>\n"
  }

  /// A rectangle filled with `fill` (a colour, `#rrggbb` or `#rrggbbaa`).
  mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String) {
    body +=
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" fill=\"\(fill)\"/>\n"
  }

  mutating func circle(_ x: Double, _ y: Double, _ radius: Double, class name: String) {
    body += "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" class=\"\(name)\"/>\n"
  }

  /// A circle filled with `fill` that shows `title` when the pointer rests on it.
  mutating func circle(_ x: Double, _ y: Double, _ radius: Double, fill: String, title: String) {
    body +=
      "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" fill=\"\(fill)\"><title>\(Self.escape(title))</title></circle>\n"
  }

  mutating func polyline(_ points: [(Double, Double)], class name: String) {
    body +=
      "<polyline points=\"\(points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\" class=\"\(name)\"/>\n"
  }

  mutating func polygon(_ points: [(Double, Double)], class name: String) {
    body += "<polygon points=\"\(points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\" class=\"\(name)\"/>\n"
  }

  mutating func text(_ x: Double, _ y: Double, _ text: String, class name: String) {
    body += "<text x=\"\(n(x))\" y=\"\(n(y))\" class=\"\(name)\">\(Self.escape(text))</text>\n"
  }

  /// Text squeezed into at most `maximumWidth` px: past it, the browser
  /// narrows the glyphs and their spacing (`textLength`) rather than let the
  /// text run off the picture. `pixelsPerCharacter` estimates its natural width.
  mutating func text(
    _ x: Double, _ y: Double, _ text: String, class name: String, maximumWidth: Double, pixelsPerCharacter: Double
  ) {
    let natural = Double(text.count) * pixelsPerCharacter
    guard natural > maximumWidth else { return self.text(x, y, text, class: name) }
    body +=
      "<text x=\"\(n(x))\" y=\"\(n(y))\" class=\"\(name)\" textLength=\"\(n(maximumWidth))\" lengthAdjust=\"spacingAndGlyphs\">\(Self.escape(text))</text>\n"
  }

  /// An element written as it is, such as `<defs>` of patterns that fills refer to.
  mutating func raw(_ element: String) {
    body += element + "\n"
  }

  /// Text turned by `rotate` degrees about its anchor (-90 reads upwards).
  mutating func text(_ x: Double, _ y: Double, _ text: String, class name: String, rotate: Double) {
    body +=
      "<text x=\"\(n(x))\" y=\"\(n(y))\" class=\"\(name)\" transform=\"rotate(\(n(rotate)) \(n(x)) \(n(y)))\">\(Self.escape(text))</text>\n"
  }

  func finish() -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
    <style>\(Self.style)</style>
    <rect width="100%" height="100%" fill="#fff"/>
    \(body)</svg>

    """
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// A coordinate to a tenth of a pixel; 0 for what is not a number.
  private func n(_ value: Double) -> String {
    NumberText.fixed(value.isFinite ? value : 0, decimals: 1)
  }
}
