import SwiftUI

// MARK: - Model

struct Album: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
    let symbol: String
    let hue: Double
}

extension Album {
    static let samples: [Album] = [
        Album(title: "Midnight Drive", artist: "The Neon Lights", symbol: "car.fill", hue: 0.70),
        Album(title: "Summer Haze", artist: "Golden Coast", symbol: "sun.max.fill", hue: 0.10),
        Album(title: "Deep Blue", artist: "Tidal", symbol: "water.waves", hue: 0.56),
        Album(title: "Wildflowers", artist: "Meadow", symbol: "leaf.fill", hue: 0.32),
        Album(title: "Static", artist: "Radio Ghosts", symbol: "antenna.radiowaves.left.and.right", hue: 0.88),
        Album(title: "Afterglow", artist: "Ember", symbol: "flame.fill", hue: 0.02)
    ]
}

// MARK: - Cards with scroll transitions

struct ScrollTransitionCardsView: View {
    private let albums = Album.samples

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Now Trending")
                .font(.largeTitle.bold())
                .padding(.horizontal, 24)

            Text("Cards shrink and tilt as they leave the center.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 24)

            // Step 1: A horizontal carousel with snapping.
            ScrollView(.horizontal) {
                LazyHStack(spacing: 20) {
                    ForEach(albums) { album in
                        AlbumCard(album: album)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 20)
                            // Step 2: Attach a scroll transition to every card.
                            // `.interactive` means the effect follows the finger
                            // continuously instead of animating in one go.
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    // Step 3: Shrink cards that are not centered.
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                    // Step 4: Rotate them based on how far off-center
                                    // they are. `phase.value` is -1 (leading)…1 (trailing).
                                    .rotationEffect(.degrees(phase.value * 8))
                                    // Step 5: Fade them slightly.
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            // Leave room on each side so the transformed neighbours stay visible.
            .contentMargins(.horizontal, 48, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .frame(height: 400)

            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - Card

struct AlbumCard: View {
    let album: Album

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [
                            Color(hue: album.hue, saturation: 0.6, brightness: 1.0),
                            Color(hue: album.hue, saturation: 0.9, brightness: 0.45)
                        ],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .overlay {
                    Image(systemName: album.symbol)
                        .font(.system(size: 72, weight: .bold))
                        .foregroundStyle(.white)
                        .shadow(radius: 8)
                }

            VStack(alignment: .leading, spacing: 2) {
                Text(album.title)
                    .font(.title3.bold())
                Text(album.artist)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 4)
        }
        .padding(12)
        .background(
            RoundedRectangle(cornerRadius: 32, style: .continuous)
                .fill(Color(.secondarySystemBackground))
        )
    }
}

#Preview {
    ScrollTransitionCardsView()
}
