/*
 * The fast reader of case lines (docs/formats.md, "Case lines"): a small C
 * interface over simdjson's On-Demand parser, which reads a line in the
 * common shape into a flat struct. Anything else (a syntax error, an
 * unknown key, a key given twice, a missing member, a value of another type,
 * a name that is not one of the format's, a null, a key written with an
 * escape, a number out of a double's range) makes it answer 0, and the caller reads the line again with the
 * exact reader, which says what is wrong and where. So this reader accepts
 * a subset of the lines the exact reader accepts, with the same values.
 */
#ifndef CCASEJSON_H
#define CCASEJSON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** `{"x":…,"y":…,"width":…,"height":…}` */
typedef struct {
  double x, y, width, height;
} ccj_rect;

/** A case line's values, unchecked (the validator checks their ranges). */
typedef struct {
  ccj_rect target;
  double anchor_x, anchor_y;
  ccj_rect original_target;
  double velocity_dx, velocity_dy;
  double content_width, content_height;
  double container_width, container_height;
  /** The scroll view's bounds, meaningful when `has_bounds`. */
  double bounds_width, bounds_height;
  /** The children's frames, four doubles each (x, y, width, height); owned by the parser, valid until its next call. */
  const double *targets;
  size_t target_count;
  /** 1 when the target has an anchor. */
  uint8_t has_anchor;
  /** 1 when the line gives `boundsSize`. */
  uint8_t has_bounds;
  /** Bit 0 horizontal, bit 1 vertical; 0 when `axes` is absent. */
  uint8_t axes;
  /** 0 absent, 1 leftToRight, 2 rightToLeft. */
  uint8_t layout_direction;
  /** 0 absent, 1 compact, 2 regular. */
  uint8_t horizontal_size_class;
  uint8_t vertical_size_class;
} ccj_case;

/** A reusable parser: its buffers grow to the longest line read and are kept. */
typedef struct ccj_parser ccj_parser;

/** A new parser, or NULL when memory is short. */
ccj_parser *ccj_parser_create(void);
void ccj_parser_destroy(ccj_parser *parser);

/**
 * Reads the `length` bytes at `bytes` as a case line into `*out`. Returns 1
 * when it did, 0 when the line is not in the common shape (see above).
 */
int ccj_parse_case(ccj_parser *parser, const char *bytes, size_t length, ccj_case *out);

#ifdef __cplusplus
}
#endif

#endif
