import SwiftUI

// MARK: - Model

struct Swatch: Identifiable {
    let id = UUID()
    let name: String
    let hue: Double

    var color: Color {
        Color(hue: hue, saturation: 0.65, brightness: 0.9)
    }
}

extension Swatch {
    static let samples: [Swatch] = [
        Swatch(name: "Ruby", hue: 0.98),
        Swatch(name: "Coral", hue: 0.03),
        Swatch(name: "Tangerine", hue: 0.08),
        Swatch(name: "Honey", hue: 0.13),
        Swatch(name: "Lime", hue: 0.25),
        Swatch(name: "Mint", hue: 0.40),
        Swatch(name: "Teal", hue: 0.48),
        Swatch(name: "Sky", hue: 0.56),
        Swatch(name: "Cobalt", hue: 0.62),
        Swatch(name: "Violet", hue: 0.75),
        Swatch(name: "Orchid", hue: 0.82),
        Swatch(name: "Rose", hue: 0.92)
    ]
}

// MARK: - Custom scroll target behavior

/// Snaps the scroll offset to whole multiples of `itemWidth + spacing`,
/// so a tile's leading edge always comes to rest at the same spot.
struct FixedWidthSnapBehavior: ScrollTargetBehavior {
    let itemWidth: CGFloat
    let spacing: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // Step 1: The distance from one tile's leading edge to the next.
        let stride = itemWidth + spacing
        guard stride > 0 else { return }

        // Step 2: Nothing to snap if everything already fits on screen.
        let maxOffset = context.contentSize.width - context.containerSize.width
        guard maxOffset > 0 else { return }

        // Step 3: `target.rect` is where the scroll view *would* stop
        // (already including momentum). Round its origin to the nearest tile.
        let proposedX = target.rect.origin.x
        let snappedX = (proposedX / stride).rounded() * stride

        // Step 4: Never snap past the start or the end of the content.
        target.rect.origin.x = min(max(0, snappedX), maxOffset)
    }
}

// Step 5: A static helper so we can write `.scrollTargetBehavior(.fixedWidth(...))`,
// just like the built-in `.paging` and `.viewAligned`.
extension ScrollTargetBehavior where Self == FixedWidthSnapBehavior {
    static func fixedWidth(_ itemWidth: CGFloat, spacing: CGFloat = 0) -> FixedWidthSnapBehavior {
        FixedWidthSnapBehavior(itemWidth: itemWidth, spacing: spacing)
    }
}

// MARK: - View

struct CustomSnapBehaviorView: View {
    private let swatches = Swatch.samples
    private let itemWidth: CGFloat = 140
    private let spacing: CGFloat = 16

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Palette")
                .font(.largeTitle.bold())
                .padding(.horizontal, spacing)

            Text("A custom ScrollTargetBehavior snaps to every \(Int(itemWidth + spacing)) points.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal, spacing)

            // Step 6: A regular horizontal ScrollView – no scrollTargetLayout
            // needed, because our behavior only does math on the offset.
            ScrollView(.horizontal) {
                HStack(spacing: spacing) {
                    ForEach(swatches) { swatch in
                        SwatchTile(swatch: swatch)
                            .frame(width: itemWidth, height: 180)
                    }
                }
                // The leading padding equals the spacing, so the math above
                // lines every tile up `spacing` points from the edge.
                .padding(.horizontal, spacing)
            }
            .scrollTargetBehavior(.fixedWidth(itemWidth, spacing: spacing))
            .scrollIndicators(.hidden)
            .frame(height: 200)

            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - Tile

struct SwatchTile: View {
    let swatch: Swatch

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(swatch.color.gradient)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: "paintpalette.fill")
                        .foregroundStyle(Color.white.opacity(0.8))
                        .padding(10)
                }

            Text(swatch.name)
                .font(.headline)
            Text("Hue \(Int(swatch.hue * 360))°")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    CustomSnapBehaviorView()
}
