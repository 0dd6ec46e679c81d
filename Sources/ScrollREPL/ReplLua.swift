/// The Lua the REPL runs in a script's state besides what is typed: the
/// wrapper that shows values, and the walk that lists the globals.
///
/// Both are chunks evaluated like input (``LuaScrollTargetBehavior/evaluate(_:)``,
/// under the same budget); they create no global but `_`.
enum ReplLua {
  /// Most entries a table shows (the array part first, then the other keys sorted), then `…`.
  static let shownEntries = 20
  /// How deep tables inside tables show their contents; deeper ones show as `{…}`.
  static let shownDepth = 3
  /// Most characters a string inside a table shows, then `…`.
  static let shownString = 200

  /// Wraps an expression list `code` so that it runs once, sets the global `_`
  /// to its first value (when there is one and it is not `nil`), and returns
  /// the values as text joined by tabs: a table by its contents
  /// (`{1, 2, name = "x", sub = {…}}`), a string at the top as it is, anything else by `tostring`.
  ///
  /// The prefix holds no line break, so messages keep the input's line numbers
  /// (`repl:1: …`); the closing parenthesis goes on a line of its own, after any
  /// comment the input ends with. When `code` is not an expression list, the
  /// wrapper does not parse and nothing runs.
  static func showing(_ code: String) -> String {
    showPrefix + code + "\n)"
  }

  private static let showPrefix = [
    "return (function(...)",
    "local values = table.pack(...)",
    "if values.n > 0 and values[1] ~= nil then rawset(_G, '_', values[1]) end",
    "local show",
    "local function quoted(s)",
    "if #s > \(shownString) then s = s:sub(1, \(shownString)) .. '…' end",
    "return (string.format('%q', s):gsub('\\n', 'n'))",
    "end",
    "local function order(a, b)",
    "local ta, tb = type(a), type(b)",
    "if ta ~= tb then return ta < tb end",
    "if ta == 'number' or ta == 'string' then return a < b end",
    "return tostring(a) < tostring(b)",
    "end",
    "show = function(x, depth)",
    "local kind = type(x)",
    "if kind == 'string' then return depth == 0 and x or quoted(x) end",
    "if kind ~= 'table' then return tostring(x) end",
    "local meta = getmetatable(x)",
    "if type(meta) == 'table' and rawget(meta, '__tostring') then return tostring(x) end",
    "if depth >= \(shownDepth) then return next(x) == nil and '{}' or '{…}' end",
    "local parts, length, more = {}, rawlen(x), false",
    "for i = 1, math.min(length, \(shownEntries)) do parts[#parts + 1] = show(rawget(x, i), depth + 1) end",
    "more = length > \(shownEntries)",
    "local keys = {}",
    "for k in next, x do",
    "if not (math.type(k) == 'integer' and k >= 1 and k <= length) then",
    "if #keys == 1000 then more = true break end",
    "keys[#keys + 1] = k",
    "end",
    "end",
    "table.sort(keys, order)",
    "for _, k in ipairs(keys) do",
    "if #parts >= \(shownEntries) then more = true break end",
    "local name = type(k) == 'string' and k:match('^[%a_][%w_]*$') and k or '[' .. show(k, depth + 1) .. ']'",
    "parts[#parts + 1] = name .. ' = ' .. show(rawget(x, k), depth + 1)",
    "end",
    "if more then parts[#parts + 1] = '…' end",
    "return '{' .. table.concat(parts, ', ') .. '}'",
    "end",
    "local out = {}",
    "for i = 1, values.n do out[i] = show(values[i], 0) end",
    "return table.concat(out, '\\t')",
    "end)(",
  ].joined(separator: " ")

  /// Most lines ``globals`` lists; past it, a last line `…` says the list was cut.
  static let listedGlobals = 5000
  /// Most keys a table may have to be listed entry by entry, and how deep.
  static let listedKeys = 1000
  static let listedDepth = 4

  /// Lists every global, one `PATH<TAB>VALUE` line each, tables entry by entry
  /// (keys sorted: integers, then strings), parents before their entries:
  ///
  /// - `PAGES<TAB>=3`, `NAME<TAB>="x"`, `ON<TAB>=true`: a number, string or
  ///   boolean, as Lua that gives it back exactly (`math.huge`, `0/0`);
  /// - `CONFIG<TAB>{0x55d0…`: a table (its address), its entries on the lines after;
  /// - `ALIAS<TAB>@CONFIG`: a table listed already under another path;
  /// - `BIG<TAB>~0x55d0…`: a table of more than ``listedKeys`` keys or deeper than ``listedDepth``, not listed;
  /// - `f<TAB>!function 0x55d0…`: anything else (a function), by kind and address.
  ///
  /// A path is Lua that names the value: `CONFIG.speed`, `list[2]`, `t["a b"]`.
  /// Keys of other types are left out.
  static let globals = [
    "local lines, seen = {}, {[_G] = '_G'}",
    "local keywords = {}",
    "for word in ('and break do else elseif end false for function goto if in local nil not or repeat return then true until while'):gmatch('%a+') do keywords[word] = true end",
    "local function literal(v)",
    "if type(v) == 'string' then return (string.format('%q', v):gsub('\\n', 'n')) end",
    "if type(v) == 'boolean' then return tostring(v) end",
    "if v ~= v then return '0/0' end",
    "if v == math.huge then return 'math.huge' end",
    "if v == -math.huge then return '-math.huge' end",
    "local text = tostring(v)",
    "if tonumber(text) ~= v then text = string.format('%.17g', v) end",
    "return text",
    "end",
    "local function child(path, k)",
    "if type(k) == 'string' and k:match('^[%a_][%w_]*$') and not keywords[k] then",
    "return path == '' and k or path .. '.' .. k",
    "end",
    "return (path == '' and '_G' or path) .. '[' .. literal(k) .. ']'",
    "end",
    "local function keysOf(t)",
    "local keys = {}",
    "for k in next, t do",
    "if type(k) == 'string' or math.type(k) == 'integer' then",
    "if #keys == \(listedKeys) then return nil end",
    "keys[#keys + 1] = k",
    "end",
    "end",
    "table.sort(keys, function(a, b) if type(a) ~= type(b) then return type(a) == 'number' end return a < b end)",
    "return keys",
    "end",
    "local function walk(t, path, keys, depth)",
    "for _, k in ipairs(keys) do",
    "if #lines >= \(listedGlobals) then return end",
    "local p, v = child(path, k), rawget(t, k)",
    "local kind = type(v)",
    "if kind == 'table' then",
    "local inner = depth < \(listedDepth) and keysOf(v)",
    "if seen[v] then lines[#lines + 1] = p .. '\\t@' .. seen[v]",
    "elseif not inner then lines[#lines + 1] = p .. '\\t~' .. string.format('%p', v)",
    "else",
    "seen[v] = p",
    "lines[#lines + 1] = p .. '\\t{' .. string.format('%p', v)",
    "walk(v, p, inner, depth + 1)",
    "end",
    "elseif kind == 'number' or kind == 'string' or kind == 'boolean' then",
    "lines[#lines + 1] = p .. '\\t=' .. literal(v)",
    "else",
    "lines[#lines + 1] = p .. '\\t!' .. kind .. ' ' .. string.format('%p', v)",
    "end",
    "end",
    "end",
    "local top = keysOf(_G)",
    "if top then walk(_G, '', top, 0) end",
    "if not top or #lines >= \(listedGlobals) then lines[#lines + 1] = '…' end",
    "return table.concat(lines, '\\n')",
  ].joined(separator: "\n")
}
