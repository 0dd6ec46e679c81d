import SwiftUI

// MARK: - Model

struct ShelfItem: Identifiable {
    let id = UUID()
    let title: String
    let subtitle: String
    let symbol: String
    let hue: Double
}

struct Shelf: Identifiable {
    let id = UUID()
    let title: String
    let symbol: String
    let items: [ShelfItem]
}

extension Shelf {
    static let samples: [Shelf] = [
        Shelf(title: "Podcasts", symbol: "mic.fill", items: [
            ShelfItem(title: "Swift Talk", subtitle: "Weekly", symbol: "swift", hue: 0.05),
            ShelfItem(title: "Design Notes", subtitle: "Bi-weekly", symbol: "paintbrush.fill", hue: 0.85),
            ShelfItem(title: "Deep Space", subtitle: "Daily", symbol: "moon.stars.fill", hue: 0.68),
            ShelfItem(title: "Kitchen Chat", subtitle: "Weekly", symbol: "fork.knife", hue: 0.10),
            ShelfItem(title: "Trail Mix", subtitle: "Monthly", symbol: "figure.hiking", hue: 0.35)
        ]),
        Shelf(title: "Audiobooks", symbol: "headphones", items: [
            ShelfItem(title: "The Long Road", subtitle: "12 h 40 min", symbol: "road.lanes", hue: 0.55),
            ShelfItem(title: "Ocean Deep", subtitle: "8 h 05 min", symbol: "fish.fill", hue: 0.50),
            ShelfItem(title: "City Lights", subtitle: "10 h 20 min", symbol: "building.2.fill", hue: 0.75),
            ShelfItem(title: "Wild Things", subtitle: "6 h 55 min", symbol: "pawprint.fill", hue: 0.12)
        ]),
        Shelf(title: "Radio", symbol: "dot.radiowaves.left.and.right", items: [
            ShelfItem(title: "Chill Mix", subtitle: "Live", symbol: "waveform", hue: 0.45),
            ShelfItem(title: "Morning Jazz", subtitle: "Live", symbol: "music.quarternote.3", hue: 0.08),
            ShelfItem(title: "Retro Hits", subtitle: "Live", symbol: "radio.fill", hue: 0.95),
            ShelfItem(title: "Focus", subtitle: "Live", symbol: "brain.head.profile", hue: 0.62),
            ShelfItem(title: "Night Owl", subtitle: "Live", symbol: "moon.fill", hue: 0.72)
        ]),
        Shelf(title: "Videos", symbol: "play.rectangle.fill", items: [
            ShelfItem(title: "Behind the Scenes", subtitle: "24 min", symbol: "film.fill", hue: 0.02),
            ShelfItem(title: "Studio Tour", subtitle: "18 min", symbol: "video.fill", hue: 0.58),
            ShelfItem(title: "Live Session", subtitle: "45 min", symbol: "guitars.fill", hue: 0.30),
            ShelfItem(title: "Q&A", subtitle: "32 min", symbol: "questionmark.bubble.fill", hue: 0.80)
        ])
    ]
}

// MARK: - Nested layout

struct NestedSectionCarouselsView: View {
    private let shelves = Shelf.samples

    var body: some View {
        NavigationStack {
            // Step 1: The outer, vertical ScrollView scrolls freely (no snapping).
            ScrollView(.vertical) {
                // Step 2: `pinnedViews: [.sectionHeaders]` keeps each header
                // stuck to the top while its section is on screen.
                LazyVStack(alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
                    ForEach(shelves) { shelf in
                        Section {
                            // Step 3: Every section holds its own snapping carousel.
                            ShelfCarousel(items: shelf.items)
                                .padding(.bottom, 8)
                        } header: {
                            ShelfHeader(shelf: shelf)
                        }
                    }
                }
            }
            .scrollIndicators(.hidden)
            .navigationTitle("Library")
        }
    }
}

// MARK: - Helper views

/// A pinned section header with a material background so content
/// scrolling underneath stays readable.
struct ShelfHeader: View {
    let shelf: Shelf

    var body: some View {
        HStack {
            Label(shelf.title, systemImage: shelf.symbol)
                .font(.title2.bold())
            Spacer()
            Button("See All") {}
                .font(.subheadline)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
        .background(.bar)
    }
}

/// Step 4: The inner, horizontal carousel that snaps to each card.
struct ShelfCarousel: View {
    let items: [ShelfItem]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(items) { item in
                    ShelfCard(item: item)
                        // Two cards per screen width.
                        .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

struct ShelfCard: View {
    let item: ShelfItem

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 18, style: .continuous)
                .fill(Color(hue: item.hue, saturation: 0.65, brightness: 0.9).gradient)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: item.symbol)
                        .font(.system(size: 44))
                        .foregroundStyle(.white)
                }

            Text(item.title)
                .font(.headline)
                .lineLimit(1)
            Text(item.subtitle)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    NestedSectionCarouselsView()
}
