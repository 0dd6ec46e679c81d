---@meta
-- Annotations of ScrollScript's Lua API for the Lua language server
-- (LuaLS / sumneko). `.luarc.json` at the repository root points the server
-- here, so editors complete `target.rect.origin.x` and `context.velocity.dx`
-- in scripts under behaviors/. Nothing here runs. LuaAPITests checks these
-- classes, fields, parameters and globals against the bridge's own list
-- (Sources/CLuaBridge/api.c).

---A point in content coordinates (pt).
---@class Point
---@field x number
---@field y number

---A size (pt).
---@class Size
---@field width number
---@field height number

---A velocity in content-offset space (pt/s): positive `dx` moves toward later content.
---@class Vector
---@field dx number
---@field dy number

---A rectangle whose computed members follow its current origin and size.
---@class Rect
---@field origin Point writable on the target's rect, read-only elsewhere
---@field size Size writable on the target's rect, read-only elsewhere
---@field minX number read-only: origin.x
---@field midX number read-only: origin.x + size.width / 2
---@field maxX number read-only: origin.x + size.width
---@field minY number read-only: origin.y
---@field midY number read-only: origin.y + size.height / 2
---@field maxY number read-only: origin.y + size.height
---@field width number read-only: size.width
---@field height number read-only: size.height
---@field x number read-only: origin.x
---@field y number read-only: origin.y

---A normalized point: (0, 0) top leading, (1, 1) bottom trailing.
---@class UnitPointValue
---@field x number
---@field y number

---Where the scroll view comes to rest: `rect.origin` is the content offset.
---@class ScrollTarget
---@field rect Rect
---@field anchor UnitPointValue|nil nil aligns origins; else aligns that point of rect with the container's

---@class Axes
---@field horizontal boolean
---@field vertical boolean

---The layout children's frames, sorted along the axis: `#targets`, `targets[i]` (1-based).
---@class Targets
---@field [integer] Rect

---What the behavior knows. Read-only: writing any field is an error that names it.
---@class Context
---@field originalTarget ScrollTarget the target when the gesture began (in flight if it interrupted an animation)
---@field velocity Vector the release velocity (pt/s)
---@field contentSize Size
---@field containerSize Size bounds minus insets such as the safe area
---@field boundsSize Size beyond SwiftUI: the scroll view's bounds, before the insets (the container when there are none)
---@field axes Axes
---@field layoutDirection "leftToRight"|"rightToLeft"
---@field horizontalSizeClass "compact"|"regular"|nil
---@field verticalSizeClass "compact"|"regular"|nil
---@field targets Targets

---The scroll view's geometry, as onScrollGeometryChange sees it.
---@class Geometry
---@field offset Point
---@field contentSize Size
---@field containerSize Size

---@class Properties
---@field limitsScrolls boolean|nil prefer shorter scrolls: the proposal stays within one container of the start

---Named unit points, as in SwiftUI.
---@type { zero: UnitPointValue, center: UnitPointValue, leading: UnitPointValue, trailing: UnitPointValue, top: UnitPointValue, bottom: UnitPointValue, topLeading: UnitPointValue, topTrailing: UnitPointValue, bottomLeading: UnitPointValue, bottomTrailing: UnitPointValue }
UnitPoint = {}

---Required: move `target` (in place) to where the scroll view should rest.
---Called when a gesture ends, with the natural resting place, and when the
---container changes size, with where the view would rest at the new size.
---@param target ScrollTarget
---@param context Context
function updateTarget(target, context) end

---Optional: the behavior's properties.
---@param context Context only contentSize, containerSize, axes and the environment are meaningful
---@return Properties
function properties(context) end

---Optional: called during `simulate` whenever the offset, content size or container size changes.
---@param old Geometry
---@param new Geometry
function onScrollGeometryChange(old, new) end

---Optional: called during `simulate` whenever the scroll view's phase changes, as
---SwiftUI's onScrollPhaseChange: "idle", "tracking", "interacting", "decelerating" or "animating".
---@param old string the phase it leaves
---@param new string the phase it enters
function onScrollPhaseChange(old, new) end

---Optional, for check: a property of the script's own, asked after every
---call of the generated gestures and scenarios (docs/properties.md).
---@param target ScrollTarget the target as proposed
---@param context Context
---@param result Point where the behavior left the target (its resting offset)
---@return boolean|string|nil verdict true or nil when it holds; false or a message when not
function expect(target, context, result) end

---Puts an event on the simulation's timeline (only inside onScrollGeometryChange or onScrollPhaseChange).
---@param name string
---@param value any converted with tostring
function emit(name, value) end
