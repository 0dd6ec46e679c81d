import SwiftUI

// MARK: - Model

struct JournalPlace: Identifiable, Hashable {
    let id: String
    let name: String
    let kind: String
    let symbol: String
    let day: Int
    let rating: Int
    let colors: [Color]
}

struct JournalEntry: Identifiable, Hashable {
    let id: String
    let day: Int
    let title: String
    let body: String
    let weatherSymbol: String
    let temperature: Int
    let steps: Int
}

struct JournalTrip: Hashable {
    let title: String
    let country: String
    let dates: String
    let coverColors: [Color]
    let places: [JournalPlace]
    let entries: [JournalEntry]
}

extension JournalTrip {
    static let lisbon = JournalTrip(
        title: "Lisbon",
        country: "Portugal",
        dates: "12 – 19 May",
        coverColors: [
            Color(red: 0.98, green: 0.78, blue: 0.55),
            Color(red: 0.93, green: 0.52, blue: 0.42),
            Color(red: 0.25, green: 0.42, blue: 0.62)
        ],
        places: [
            JournalPlace(id: "alfama", name: "Alfama", kind: "Neighbourhood", symbol: "building.2.fill", day: 1, rating: 5,
                         colors: [.orange, .pink]),
            JournalPlace(id: "tram28", name: "Tram 28", kind: "Ride", symbol: "tram.fill", day: 1, rating: 4,
                         colors: [.yellow, .orange]),
            JournalPlace(id: "belem", name: "Belém Tower", kind: "Landmark", symbol: "building.columns.fill", day: 2, rating: 4,
                         colors: [.teal, .blue]),
            JournalPlace(id: "pasteis", name: "Pastéis de Belém", kind: "Bakery", symbol: "fork.knife", day: 2, rating: 5,
                         colors: [Color(red: 0.85, green: 0.60, blue: 0.30), .brown]),
            JournalPlace(id: "sintra", name: "Sintra", kind: "Day trip", symbol: "tree.fill", day: 3, rating: 5,
                         colors: [.green, .mint]),
            JournalPlace(id: "cascais", name: "Cascais", kind: "Beach", symbol: "beach.umbrella.fill", day: 4, rating: 4,
                         colors: [.cyan, .blue]),
            JournalPlace(id: "lx-factory", name: "LX Factory", kind: "Market", symbol: "bag.fill", day: 5, rating: 3,
                         colors: [.purple, .indigo])
        ],
        entries: [
            JournalEntry(id: "d1", day: 1, title: "Seven hills, one tired pair of legs",
                         body: "Got lost in Alfama within ten minutes and didn't mind. Fado drifting out of a doorway near the Sé, grilled sardines for lunch.",
                         weatherSymbol: "sun.max.fill", temperature: 24, steps: 21_430),
            JournalEntry(id: "d2", day: 2, title: "Custard tarts, plural",
                         body: "Queued for Pastéis de Belém at nine. Worth it. The tower is smaller than I imagined and more beautiful.",
                         weatherSymbol: "cloud.sun.fill", temperature: 22, steps: 15_870),
            JournalEntry(id: "d3", day: 3, title: "Fog in Sintra",
                         body: "The palace appeared out of the mist like a painted set. Climbed to the Moorish castle walls and saw nothing but cloud, which was somehow perfect.",
                         weatherSymbol: "cloud.fog.fill", temperature: 17, steps: 24_102),
            JournalEntry(id: "d4", day: 4, title: "Salt and sunscreen",
                         body: "Train along the coast to Cascais. Swam, read, fell asleep on the sand. Sunset from the marina wall.",
                         weatherSymbol: "sun.horizon.fill", temperature: 26, steps: 9_310)
        ]
    )
}

// MARK: - Cover art

struct JournalCoverArt: View {
    let colors: [Color]

    var body: some View {
        ZStack {
            LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)

            Circle()
                .fill(.white.opacity(0.55))
                .frame(width: 140, height: 140)
                .blur(radius: 6)
                .offset(x: 90, y: -40)

            // Rooftops silhouette.
            Canvas { context, size in
                var skyline = Path()
                skyline.move(to: CGPoint(x: 0, y: size.height))
                var x: CGFloat = 0
                var step = 0
                while x < size.width {
                    let width = CGFloat(28 + (step * 37) % 46)
                    let height = size.height * (0.18 + CGFloat((step * 53) % 30) / 100)
                    skyline.addLine(to: CGPoint(x: x, y: size.height - height))
                    skyline.addLine(to: CGPoint(x: x + width * 0.5, y: size.height - height - 14))
                    skyline.addLine(to: CGPoint(x: x + width, y: size.height - height))
                    x += width
                    step += 1
                }
                skyline.addLine(to: CGPoint(x: size.width, y: size.height))
                skyline.closeSubpath()
                context.fill(skyline, with: .color(.black.opacity(0.35)))
            }
        }
    }
}

// MARK: - Place card

struct JournalPlaceCard: View {
    let place: JournalPlace

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                LinearGradient(colors: place.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                Image(systemName: place.symbol)
                    .font(.system(size: 56))
                    .foregroundStyle(.white.opacity(0.9))
                    .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 8)
                    // Symbol drifts against the card while the strip scrolls.
                    .visualEffect { content, proxy in
                        content.offset(x: proxy.frame(in: .scrollView).minX * -0.08)
                    }
            }
            .frame(height: 140)
            .overlay(alignment: .topLeading) {
                Text("Day \(place.day)")
                    .font(.caption.weight(.bold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(.ultraThinMaterial, in: .capsule)
                    .padding(10)
            }
            .clipShape(.rect(cornerRadii: .init(topLeading: 24, topTrailing: 24)))

            VStack(alignment: .leading, spacing: 4) {
                Text(place.name)
                    .font(.headline)
                    .lineLimit(1)
                HStack {
                    Text(place.kind)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer()
                    HStack(spacing: 1) {
                        ForEach(0..<5, id: \.self) { index in
                            Image(systemName: index < place.rating ? "star.fill" : "star")
                                .font(.system(size: 9))
                        }
                    }
                    .foregroundStyle(.orange)
                }
            }
            .padding(12)
        }
        .background(.background, in: .rect(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.12), radius: 14, x: 0, y: 8)
    }
}

// MARK: - Entry row

struct JournalEntryRow: View {
    let entry: JournalEntry
    let isLast: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            VStack(spacing: 0) {
                Text("\(entry.day)")
                    .font(.headline.monospacedDigit())
                    .frame(width: 36, height: 36)
                    .background(Color.accentColor.opacity(0.15), in: .circle)
                if !isLast {
                    Rectangle()
                        .fill(Color.accentColor.opacity(0.25))
                        .frame(width: 2)
                        .frame(maxHeight: .infinity)
                }
            }

            VStack(alignment: .leading, spacing: 8) {
                Text(entry.title)
                    .font(.headline)
                Text(entry.body)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 16) {
                        weatherLabel
                        stepsLabel
                    }
                    VStack(alignment: .leading, spacing: 6) {
                        weatherLabel
                        stepsLabel
                    }
                }
                .font(.caption.weight(.medium))
            }
            .padding(.bottom, 24)
        }
    }

    private var weatherLabel: some View {
        Label("\(entry.temperature)°C", systemImage: entry.weatherSymbol)
            .symbolRenderingMode(.multicolor)
    }

    private var stepsLabel: some View {
        Label {
            Text("\(entry.steps.formatted()) steps")
        } icon: {
            Image(systemName: "figure.walk")
        }
        .foregroundStyle(.secondary)
    }
}

// MARK: - Journal

struct TravelJournalView: View {
    let trip: JournalTrip

    @Environment(\.dismiss) private var dismiss
    @State private var scrollOffset: CGFloat = 0
    @State private var focusedPlaceID: JournalPlace.ID?
    @State private var visiblePlaceIDs: [JournalPlace.ID] = []
    @State private var isMapTeaserVisible = false
    @State private var isBookmarked = false

    private let headerHeight: CGFloat = 380

    private var showsCompactBar: Bool {
        scrollOffset > headerHeight - 120
    }

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 0) {
                parallaxHeader

                VStack(alignment: .leading, spacing: 32) {
                    placesSection
                    mapTeaser
                    entriesSection
                }
                .padding(.top, 28)
                .padding(.bottom, 40)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    Color(.systemBackground),
                    in: .rect(cornerRadii: .init(topLeading: 32, topTrailing: 32), style: .continuous)
                )
                .padding(.top, -32)
            }
        }
        .scrollIndicators(.never)
        .ignoresSafeArea(edges: .top)
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top
        } action: { _, newValue in
            scrollOffset = newValue
        }
        .overlay(alignment: .top) {
            topBar
        }
        .animation(.smooth(duration: 0.25), value: showsCompactBar)
        .toolbar(.hidden, for: .navigationBar)
        .background(Color(.systemBackground))
    }

    // MARK: Header

    private var parallaxHeader: some View {
        JournalCoverArt(colors: trip.coverColors)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(trip.country.uppercased())
                        .font(.caption.weight(.bold))
                        .tracking(2)
                        .opacity(0.85)
                    Text(trip.title)
                        .font(.system(size: 52, weight: .bold, design: .serif))
                    Label(trip.dates, systemImage: "calendar")
                        .font(.subheadline.weight(.medium))
                }
                .foregroundStyle(.white)
                .shadow(color: .black.opacity(0.25), radius: 8, x: 0, y: 4)
                .padding(.horizontal, 24)
                .padding(.bottom, 56)
            }
            .frame(height: headerHeight)
            .visualEffect { content, proxy in
                let minY = proxy.frame(in: .scrollView).minY
                return content
                    // Stretch when pulled down…
                    .scaleEffect(minY > 0 ? 1 + minY / 380 : 1, anchor: .bottom)
                    // …and lag behind when scrolled up.
                    .offset(y: minY > 0 ? 0 : -minY * 0.45)
            }
    }

    // MARK: Places

    private var placesSection: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .firstTextBaseline) {
                Text("Places")
                    .font(.title2.bold())
                Spacer()
                Text("\(trip.places.count) saved")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 20)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(trip.places) { place in
                        JournalPlaceCard(place: place)
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $focusedPlaceID)
            .safeAreaPadding(.horizontal, 16)
            .scrollIndicators(.never)
            .scrollClipDisabled()
            .onScrollTargetVisibilityChange(idType: JournalPlace.ID.self, threshold: 0.6) { ids in
                visiblePlaceIDs = ids
            }

            HStack(spacing: 6) {
                ForEach(trip.places) { place in
                    Capsule()
                        .fill(visiblePlaceIDs.contains(place.id) ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: visiblePlaceIDs.contains(place.id) ? 16 : 6, height: 6)
                }
            }
            .frame(maxWidth: .infinity)
            .animation(.snappy, value: visiblePlaceIDs)
        }
    }

    // MARK: Map teaser

    private var mapTeaser: some View {
        HStack(spacing: 16) {
            Image(systemName: "mappin.and.ellipse")
                .font(.system(size: 34))
                .foregroundStyle(.red)
                .symbolEffect(.pulse, options: .repeating, isActive: isMapTeaserVisible)
            VStack(alignment: .leading, spacing: 4) {
                Text("Route map")
                    .font(.headline)
                Text("\(trip.places.count) stops · 86 km on foot")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding(18)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 24, style: .continuous))
        .background {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: trip.coverColors.map { $0.opacity(0.35) },
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                )
        }
        .padding(.horizontal, 20)
        .onScrollVisibilityChange(threshold: 0.8) { isVisible in
            isMapTeaserVisible = isVisible
        }
    }

    // MARK: Entries

    private var entriesSection: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Journal")
                .font(.title2.bold())

            VStack(alignment: .leading, spacing: 0) {
                ForEach(trip.entries) { entry in
                    JournalEntryRow(entry: entry, isLast: entry.id == trip.entries.last?.id)
                }
            }
        }
        .padding(.horizontal, 20)
    }

    // MARK: Top bar

    private var topBar: some View {
        HStack(spacing: 12) {
            Button {
                dismiss()
            } label: {
                Image(systemName: "chevron.left")
                    .font(.headline)
                    .frame(width: 40, height: 40)
                    .background(.ultraThinMaterial, in: .circle)
            }
            .accessibilityLabel("Back")

            Text(trip.title)
                .font(.headline)
                .frame(maxWidth: .infinity)
                .opacity(showsCompactBar ? 1 : 0)

            Button {
                isBookmarked.toggle()
            } label: {
                Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                    .font(.headline)
                    .symbolEffect(.bounce, value: isBookmarked)
                    .frame(width: 40, height: 40)
                    .background(.ultraThinMaterial, in: .circle)
            }
            .accessibilityLabel(isBookmarked ? "Remove bookmark" : "Bookmark")
        }
        .foregroundStyle(showsCompactBar ? Color.primary : Color.white)
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
        .background {
            Rectangle()
                .fill(.bar)
                .ignoresSafeArea(edges: .top)
                .opacity(showsCompactBar ? 1 : 0)
        }
        .sensoryFeedback(.impact(weight: .light), trigger: isBookmarked)
    }
}

// MARK: - Previews

#Preview("Journal") {
    NavigationStack {
        TravelJournalView(trip: .lisbon)
    }
}

#Preview("Dark", traits: .landscapeLeft) {
    NavigationStack {
        TravelJournalView(trip: .lisbon)
    }
    .preferredColorScheme(.dark)
}

#Preview("Place card", traits: .sizeThatFitsLayout) {
    JournalPlaceCard(place: JournalTrip.lisbon.places[4])
        .frame(width: 240)
        .padding()
}
