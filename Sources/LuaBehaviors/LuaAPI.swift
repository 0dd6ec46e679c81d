import CLuaBridge

/// The Lua API as the C bridge serves it (`Sources/CLuaBridge/api.c`): the one
/// place its names are spelled. The REPL completes from it; the type stubs
/// (`lua/scrollscript.lua`) and `docs/lua-api.md` are checked against it.
public enum LuaAPI {
  /// What an entry is.
  public enum Kind: Sendable {
    /// A function the script defines or the host adds, or `UnitPoint`.
    case global
    /// A parameter of the global function `owner`.
    case parameter
    /// What the script's function `owner` returns (`name` is empty).
    case result
    /// A member of the class `owner`; `[integer]` for an array's elements.
    case member
  }

  /// One name of the API.
  public struct Entry: Hashable, Sendable {
    public var kind: Kind
    /// A member's class, or the function of a parameter or result; empty for a global.
    public var owner: String
    public var name: String
    /// The value's class (as the stubs name it), or `number`, `boolean`, `string`, `function` or `any`.
    public var type: String

    public init(kind: Kind, owner: String, name: String, type: String) {
      self.kind = kind
      self.owner = owner
      self.name = name
      self.type = type
    }
  }

  /// Every entry, in the bridge's order.
  public static let entries: [Entry] = {
    var count = 0
    guard let table = slb_api(&count) else { return [] }
    return UnsafeBufferPointer(start: table, count: count).map { entry in
      let kind: Kind =
        switch entry.kind {
        case SLB_API_GLOBAL: .global
        case SLB_API_PARAMETER: .parameter
        case SLB_API_RESULT: .result
        default: .member
        }
      return Entry(
        kind: kind, owner: String(cString: entry.owner), name: String(cString: entry.name),
        type: String(cString: entry.type))
    }
  }()

  /// The members of the class `owner`.
  public static func members(of owner: String) -> [Entry] {
    entries.filter { $0.kind == .member && $0.owner == owner }
  }

  /// The names a script starts from: the parameters of the API's functions and
  /// the globals whose value has members (`UnitPoint`), each with its class.
  public static var roots: [(name: String, type: String)] {
    var seen: Set<String> = []
    return entries.filter { $0.kind == .parameter || ($0.kind == .global && $0.type != "function") }
      .filter { seen.insert($0.name).inserted }.map { ($0.name, $0.type) }
  }

  /// Every dotted path from a root to a member, its prefixes included, in
  /// the bridge's order; array elements are left out.
  ///
  /// `target`, `target.rect`, `target.rect.origin`, `target.rect.origin.x`, …, `UnitPoint.bottomTrailing.y`.
  public static let paths: [String] = roots.flatMap { root in [root.name] + paths(under: root.name, type: root.type) }

  private static func paths(under path: String, type: String) -> [String] {
    members(of: type).filter { $0.name != "[integer]" }.flatMap { member -> [String] in
      let child = "\(path).\(member.name)"
      return [child] + paths(under: child, type: member.type)
    }
  }
}
