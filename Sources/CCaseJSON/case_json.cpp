// Reads case lines with simdjson's On-Demand API (error codes, no exceptions).
// Every function answers false at the first thing it does not expect; the
// Swift side then reads the line with the exact reader.
#include "CCaseJSON.h"

#include <simdjson.h>

#include <cstring>
#include <new>
#include <string_view>
#include <utility>
#include <vector>

using namespace simdjson;

struct ccj_parser {
  ondemand::parser parser;
  /// The line copied with SIMDJSON_PADDING bytes after it, as simdjson reads ahead.
  std::vector<char> padded;
  std::vector<double> targets;
};

namespace {

/// Calls `member(key, value)` for each member of the object `value`; false
/// when it is not an object, on a syntax error, or when `member` says so.
///
/// Keys are compared as written, without unescaping: a key spelt with an
/// escape matches no name here, so its line goes to the exact reader.
template <typename Member>
bool members(ondemand::value &value, Member member) {
  ondemand::object object;
  if (value.get_object().get(object)) return false;
  for (auto result : object) {
    ondemand::field field;
    if (std::move(result).get(field)) return false;
    if (!member(field.key(), field.value())) return false;
  }
  return true;
}

/// Marks `bit` in `seen`; false when it was already there (a key given twice).
bool mark(unsigned &seen, unsigned bit) {
  if (seen & bit) return false;
  seen |= bit;
  return true;
}

bool number(ondemand::value &value, double &out) {
  return value.get_double().get(out) == SUCCESS;
}

/// An object of exactly the two members named `first` and `second`.
bool pair(ondemand::value &value, const char *first, const char *second, double &a, double &b) {
  unsigned seen = 0;
  bool ok = members(value, [&](ondemand::raw_json_string key, ondemand::value &member) {
    if (key == first) return mark(seen, 1) && number(member, a);
    if (key == second) return mark(seen, 2) && number(member, b);
    return false;
  });
  return ok && seen == 3;
}

bool rect(ondemand::value &value, ccj_rect &out) {
  unsigned seen = 0;
  bool ok = members(value, [&](ondemand::raw_json_string key, ondemand::value &member) {
    if (key == "x") return mark(seen, 1) && number(member, out.x);
    if (key == "y") return mark(seen, 2) && number(member, out.y);
    if (key == "width") return mark(seen, 4) && number(member, out.width);
    if (key == "height") return mark(seen, 8) && number(member, out.height);
    return false;
  });
  return ok && seen == 15;
}

/// `{"rect":{…},"anchor":null|{"x":…,"y":…}}`; `anchor` may be absent.
bool target(ondemand::value &value, ccj_rect &out, uint8_t &has_anchor, double &x, double &y) {
  unsigned seen = 0;
  has_anchor = 0;
  bool ok = members(value, [&](ondemand::raw_json_string key, ondemand::value &member) {
    if (key == "rect") return mark(seen, 1) && rect(member, out);
    if (key == "anchor") {
      if (!mark(seen, 2)) return false;
      bool null = false;
      if (member.is_null().get(null)) return false;
      if (null) return true;
      has_anchor = 1;
      return pair(member, "x", "y", x, y);
    }
    return false;
  });
  return ok && (seen & 1);
}

bool axes(ondemand::value &value, uint8_t &out) {
  ondemand::array array;
  if (value.get_array().get(array)) return false;
  out = 0;
  for (auto result : array) {
    std::string_view name;
    if (result.get_string().get(name)) return false;
    if (name == "horizontal") {
      out |= 1;
    } else if (name == "vertical") {
      out |= 2;
    } else {
      return false;
    }
  }
  return out != 0;
}

bool targets(ondemand::value &value, std::vector<double> &out) {
  ondemand::array array;
  if (value.get_array().get(array)) return false;
  for (auto result : array) {
    ondemand::value element;
    if (result.get(element)) return false;
    ccj_rect frame;
    if (!rect(element, frame)) return false;
    out.insert(out.end(), {frame.x, frame.y, frame.width, frame.height});
  }
  return true;
}

/// A name among `first` (1) and `second` (2).
bool name(ondemand::value &value, const char *first, const char *second, uint8_t &out) {
  std::string_view text;
  if (value.get_string().get(text)) return false;
  if (text == first) {
    out = 1;
  } else if (text == second) {
    out = 2;
  } else {
    return false;
  }
  return true;
}

bool environment(ondemand::value &value, ccj_case &out) {
  unsigned seen = 0;
  return members(value, [&](ondemand::raw_json_string key, ondemand::value &member) {
    if (key == "layoutDirection")
      return mark(seen, 1) && name(member, "leftToRight", "rightToLeft", out.layout_direction);
    if (key == "horizontalSizeClass")
      return mark(seen, 2) && name(member, "compact", "regular", out.horizontal_size_class);
    if (key == "verticalSizeClass")
      return mark(seen, 4) && name(member, "compact", "regular", out.vertical_size_class);
    return false;
  });
}

bool parse(ccj_parser &parser, const char *bytes, size_t length, ccj_case &out) {
  // A byte order mark is refused by the exact reader; newer simdjson skips it.
  if (length >= 3 && std::memcmp(bytes, "\xEF\xBB\xBF", 3) == 0) return false;
  if (parser.padded.size() < length + SIMDJSON_PADDING) parser.padded.resize(length + SIMDJSON_PADDING);
  std::memcpy(parser.padded.data(), bytes, length);
  parser.targets.clear();
  ondemand::document document;
  if (parser.parser.iterate(padded_string_view(parser.padded.data(), length, parser.padded.size())).get(document))
    return false;
  ondemand::object root;
  if (document.get_object().get(root)) return false;
  out = ccj_case{};
  unsigned seen = 0;
  uint8_t original_anchor = 0;
  double ignored_x = 0, ignored_y = 0;
  for (auto result : root) {
    ondemand::field field;
    if (std::move(result).get(field)) return false;
    ondemand::raw_json_string key = field.key();
    ondemand::value &value = field.value();
    bool ok;
    if (key == "target") {
      ok = mark(seen, 1) && target(value, out.target, out.has_anchor, out.anchor_x, out.anchor_y);
    } else if (key == "originalTarget") {
      // The original target's anchor is read and not used, as the exact reader does.
      ok = mark(seen, 2) && target(value, out.original_target, original_anchor, ignored_x, ignored_y);
    } else if (key == "velocity") {
      ok = mark(seen, 4) && pair(value, "dx", "dy", out.velocity_dx, out.velocity_dy);
    } else if (key == "contentSize") {
      ok = mark(seen, 8) && pair(value, "width", "height", out.content_width, out.content_height);
    } else if (key == "containerSize") {
      ok = mark(seen, 16) && pair(value, "width", "height", out.container_width, out.container_height);
    } else if (key == "boundsSize") {
      ok = mark(seen, 256) && pair(value, "width", "height", out.bounds_width, out.bounds_height);
      out.has_bounds = 1;
    } else if (key == "axes") {
      ok = mark(seen, 32) && axes(value, out.axes);
    } else if (key == "targets") {
      ok = mark(seen, 64) && targets(value, parser.targets);
    } else if (key == "environment") {
      ok = mark(seen, 128) && environment(value, out);
    } else {
      ok = false;
    }
    if (!ok) return false;
  }
  // Only whitespace may follow the object.
  if (document.current_location().error() != OUT_OF_BOUNDS) return false;
  if ((seen & 31) != 31) return false;
  out.targets = parser.targets.data();
  out.target_count = parser.targets.size() / 4;
  return true;
}

}  // namespace

extern "C" ccj_parser *ccj_parser_create(void) {
  return new (std::nothrow) ccj_parser();
}

extern "C" void ccj_parser_destroy(ccj_parser *parser) {
  delete parser;
}

extern "C" int ccj_parse_case(ccj_parser *parser, const char *bytes, size_t length, ccj_case *out) {
  try {
    return parse(*parser, bytes, length, *out) ? 1 : 0;
  } catch (...) {
    // Memory for a longer line could not be had: the exact reader takes over.
    return 0;
  }
}
