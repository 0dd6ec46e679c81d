import SwiftUI

// MARK: - Model

struct Destination: Identifiable {
    let id = UUID()
    let name: String
    let country: String
    let symbol: String
    let hue: Double
}

extension Destination {
    static let samples: [Destination] = [
        Destination(name: "Kyoto", country: "Japan", symbol: "building.columns.fill", hue: 0.95),
        Destination(name: "Reykjavík", country: "Iceland", symbol: "snowflake", hue: 0.55),
        Destination(name: "Marrakesh", country: "Morocco", symbol: "sun.haze.fill", hue: 0.07),
        Destination(name: "Banff", country: "Canada", symbol: "mountain.2.fill", hue: 0.40),
        Destination(name: "Santorini", country: "Greece", symbol: "sailboat.fill", hue: 0.60),
        Destination(name: "Patagonia", country: "Argentina", symbol: "wind", hue: 0.75)
    ]
}

// MARK: - Peek carousel

struct PeekCarouselView: View {
    private let destinations = Destination.samples

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Explore")
                .font(.largeTitle.bold())
                .padding(.horizontal, 32)

            Text("The next destination peeks in from the edge.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)

            // Step 1: A horizontal ScrollView with a lazy stack of cards.
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(destinations) { destination in
                        DestinationCard(destination: destination)
                            // Step 2: Each card is one "container width" wide.
                            // The container already excludes the content margins,
                            // so the neighbouring cards peek in from both sides.
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                    }
                }
                // Step 3: Every card becomes a snap target.
                .scrollTargetLayout()
            }
            // Step 4: Inset the content so there is room for the "peek".
            .contentMargins(32, for: .scrollContent)
            // Step 5: Snap so a card's leading edge lines up with the margin.
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .frame(height: 360)

            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - Card

struct DestinationCard: View {
    let destination: Destination

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 28, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [
                            Color(hue: destination.hue, saturation: 0.55, brightness: 0.95),
                            Color(hue: destination.hue, saturation: 0.90, brightness: 0.50)
                        ],
                        startPoint: .top,
                        endPoint: .bottom
                    )
                )

            Image(systemName: destination.symbol)
                .font(.system(size: 110))
                .foregroundStyle(Color.white.opacity(0.25))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding(24)

            VStack(alignment: .leading, spacing: 4) {
                Text(destination.name)
                    .font(.title.bold())
                Label(destination.country, systemImage: "mappin.and.ellipse")
                    .font(.caption)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding(24)
        }
        .shadow(color: Color.black.opacity(0.15), radius: 10, y: 6)
    }
}

#Preview {
    PeekCarouselView()
}
