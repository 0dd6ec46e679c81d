import SwiftUI

// MARK: - Model

struct Trip: Identifiable {
    let id = UUID()
    let place: String
    let nights: Int
    let symbol: String
    let hue: Double
}

extension Trip {
    static let samples: [Trip] = [
        Trip(place: "Lofoten", nights: 5, symbol: "mountain.2.fill", hue: 0.60),
        Trip(place: "Bali", nights: 10, symbol: "beach.umbrella.fill", hue: 0.45),
        Trip(place: "Sahara", nights: 3, symbol: "sun.dust.fill", hue: 0.08),
        Trip(place: "Yosemite", nights: 4, symbol: "tree.fill", hue: 0.30),
        Trip(place: "Lapland", nights: 6, symbol: "snowflake", hue: 0.70)
    ]
}

// MARK: - Parallax carousel

struct ParallaxCarouselView: View {
    private let trips = Trip.samples

    /// Horizontal content margin. A centered card's minX equals this value.
    static let sideMargin: CGFloat = 32

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Getaways")
                .font(.largeTitle.bold())
                .padding(.horizontal, Self.sideMargin)

            Text("The background drifts slower than the card.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal, Self.sideMargin)

            // Step 1: A regular view-aligned carousel.
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(trips) { trip in
                        ParallaxCard(trip: trip, restingMinX: Self.sideMargin)
                            .frame(height: 420)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, Self.sideMargin, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .frame(height: 440)

            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - Parallax card

struct ParallaxCard: View {
    let trip: Trip
    /// Where the card's leading edge sits when it is snapped in place.
    let restingMinX: CGFloat

    var body: some View {
        // Step 2: A GeometryReader *inside* the card tells us where the card is.
        GeometryReader { proxy in
            // Step 3: Read the card's frame in the scroll view's coordinate space.
            let minX = proxy.frame(in: .scrollView(axis: .horizontal)).minX
            // Step 4: How far the card has moved away from its resting position.
            let distance = minX - restingMinX
            let size = proxy.size

            ZStack(alignment: .bottomLeading) {
                // Step 5: The background is wider than the card and moves in the
                // opposite direction at a fraction of the speed.
                ParallaxBackdrop(trip: trip)
                    .frame(width: size.width * 1.6, height: size.height)
                    .offset(x: -distance * 0.25)
                    .frame(width: size.width, height: size.height)

                // Step 6: A second layer moving at a different rate adds depth.
                Image(systemName: trip.symbol)
                    .font(.system(size: 120))
                    .foregroundStyle(Color.white.opacity(0.9))
                    .shadow(radius: 10)
                    .offset(x: -distance * 0.5)
                    .frame(width: size.width, height: size.height)

                VStack(alignment: .leading, spacing: 4) {
                    Text(trip.place)
                        .font(.largeTitle.bold())
                    Label("\(trip.nights) nights", systemImage: "moon.fill")
                        .font(.caption)
                        .opacity(0.85)
                }
                .foregroundStyle(.white)
                .padding(24)
            }
            .frame(width: size.width, height: size.height)
            .clipShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
        }
    }
}

/// The wide background layer: a gradient with a few "hills" and a sun.
struct ParallaxBackdrop: View {
    let trip: Trip

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [
                    Color(hue: trip.hue, saturation: 0.45, brightness: 1.0),
                    Color(hue: trip.hue, saturation: 0.9, brightness: 0.45)
                ],
                startPoint: .top,
                endPoint: .bottom
            )

            Circle()
                .fill(Color.white.opacity(0.35))
                .frame(width: 90, height: 90)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .padding(40)

            HStack(spacing: -40) {
                ForEach(0..<5, id: \.self) { index in
                    Ellipse()
                        .fill(Color(hue: trip.hue, saturation: 0.8, brightness: 0.3 + Double(index % 2) * 0.1))
                        .frame(width: 200, height: 140)
                }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
            .offset(y: 60)
        }
    }
}

#Preview {
    ParallaxCarouselView()
}
