import Foundation

/// Who may open the playground's page and its WebSocket: the page the
/// terminal printed, and nothing else on the machine or the web.
///
/// The server listens on 127.0.0.1, but any page in the person's browser can
/// reach that address: a site's script can open `ws://127.0.0.1:PORT/socket`,
/// and a name the site controls can be made to resolve to 127.0.0.1 later
/// (DNS rebinding). Three checks keep both out:
///
/// - **Host** must name the server itself, `127.0.0.1:PORT` or
///   `localhost:PORT`, so a rebound name is refused.
/// - **Origin**, which a browser sets on every WebSocket handshake and no page
///   can forge, must be that same host over `http`, so a page from another site
///   (or another port) is refused. A client that is not a browser sends none;
///   it still needs the token.
/// - **The token**, random for each run and printed only in the terminal
///   (`?token=…` in the address), must be in the query of the page and the socket.
public struct PlayAccess: Sendable {
  /// The run's token: 32 hexadecimal digits (128 random bits).
  public let token: String
  /// The port the server listens on.
  public var port: Int

  /// Access for a server on `port`, with `token` (a fresh random one unless given).
  public init(port: Int, token: String = PlayAccess.randomToken()) {
    self.port = port
    self.token = token
  }

  /// 128 bits from the system's random source, as 32 hexadecimal digits.
  public static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
  }

  /// The hosts the page may be reached at.
  public var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

  /// The address to print: the page, with the token.
  public var pageAddress: String { "http://127.0.0.1:\(port)/?token=\(token)" }

  /// Why a request with these headers and query may not have the page or the
  /// socket, or `nil` when it may. `host` is the Host header (HTTP/1.1's
  /// authority), `origin` the Origin header when one was sent, `token` the
  /// query's `token`.
  public func refusal(host: String?, origin: String?, token: String?) -> String? {
    guard let host, hosts.contains(host.lowercased()) else {
      return "the playground answers only at 127.0.0.1:\(port) or localhost:\(port), not at '\(host ?? "")'"
    }
    if let origin, !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
      return "a page from \(origin) may not drive the playground: open the address scrollscript play printed"
    }
    guard let token, Self.same(token, self.token) else {
      return "the token is missing or wrong: open the address scrollscript play printed, with its ?token="
    }
    return nil
  }

  /// Whether `a` and `b` are equal, in a time that does not depend on where they differ.
  static func same(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
