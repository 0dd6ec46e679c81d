//
//  MapCardCarouselView.swift
//  Wander
//
//  Maps-style screen: a stylised map with pins and a snapping card carousel
//  pinned to the bottom safe area.
//

import SwiftUI

// MARK: - Models

enum PlaceCategory: String, CaseIterable, Identifiable {
    case coffee = "Coffee"
    case food = "Food"
    case parks = "Parks"
    case museums = "Museums"
    case bars = "Bars"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .coffee: "cup.and.saucer.fill"
        case .food: "fork.knife"
        case .parks: "tree.fill"
        case .museums: "building.columns.fill"
        case .bars: "wineglass.fill"
        }
    }

    var color: Color {
        switch self {
        case .coffee: .brown
        case .food: .orange
        case .parks: .green
        case .museums: .indigo
        case .bars: .pink
        }
    }
}

struct Place: Identifiable {
    let id: Int
    let name: String
    let category: PlaceCategory
    let rating: Double
    let reviewCount: Int
    let priceLevel: Int
    /// Normalised position on the map canvas (0...1 in both axes).
    let location: CGPoint
    let distanceMeters: Double
    let closesAt: Date
    let isOpen: Bool
    let address: String
}

extension Place {
    private static func today(at hour: Int, _ minute: Int = 0) -> Date {
        Calendar.current.date(bySettingHour: hour, minute: minute, second: 0, of: .now) ?? .now
    }

    static let samples: [Place] = [
        Place(id: 1, name: "Little Ember Coffee", category: .coffee, rating: 4.8, reviewCount: 612, priceLevel: 1,
              location: CGPoint(x: 0.28, y: 0.30), distanceMeters: 350, closesAt: today(at: 18), isOpen: true,
              address: "14 Harbour St"),
        Place(id: 2, name: "Osteria Nove", category: .food, rating: 4.6, reviewCount: 1_204, priceLevel: 3,
              location: CGPoint(x: 0.62, y: 0.24), distanceMeters: 820, closesAt: today(at: 23), isOpen: true,
              address: "9 Vine Lane"),
        Place(id: 3, name: "Fernhill Gardens", category: .parks, rating: 4.9, reviewCount: 3_870, priceLevel: 0,
              location: CGPoint(x: 0.20, y: 0.52), distanceMeters: 1_100, closesAt: today(at: 21), isOpen: true,
              address: "Fernhill Rd"),
        Place(id: 4, name: "Museum of Small Things", category: .museums, rating: 4.5, reviewCount: 954, priceLevel: 2,
              location: CGPoint(x: 0.70, y: 0.48), distanceMeters: 1_450, closesAt: today(at: 17, 30), isOpen: false,
              address: "2 Gallery Sq"),
        Place(id: 5, name: "The Copper Still", category: .bars, rating: 4.4, reviewCount: 488, priceLevel: 2,
              location: CGPoint(x: 0.45, y: 0.62), distanceMeters: 600, closesAt: today(at: 23, 59), isOpen: true,
              address: "31 Mill St"),
        Place(id: 6, name: "Dumpling Yard", category: .food, rating: 4.7, reviewCount: 2_013, priceLevel: 1,
              location: CGPoint(x: 0.82, y: 0.34), distanceMeters: 1_900, closesAt: today(at: 22), isOpen: true,
              address: "77 Canal Walk"),
        Place(id: 7, name: "Northside Roasters", category: .coffee, rating: 4.3, reviewCount: 301, priceLevel: 1,
              location: CGPoint(x: 0.38, y: 0.16), distanceMeters: 950, closesAt: today(at: 16), isOpen: false,
              address: "5 Station Pl"),
    ]
}

// MARK: - Styling

struct MapActionButtonStyle: ButtonStyle {
    var isProminent = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .labelStyle(.titleAndIcon)
            .padding(.horizontal, 14)
            .padding(.vertical, 9)
            .frame(maxWidth: isProminent ? .infinity : nil)
            .foregroundStyle(isProminent ? Color.white : Color.accentColor)
            .background(
                isProminent ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(Color.accentColor.opacity(0.12)),
                in: .rect(cornerRadius: 12)
            )
            .opacity(configuration.isPressed ? 0.75 : 1)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

struct FloatingPanel: ViewModifier {
    var cornerRadius: CGFloat = 22

    func body(content: Content) -> some View {
        content
            .background(.regularMaterial, in: .rect(cornerRadius: cornerRadius))
            .shadow(color: .black.opacity(0.12), radius: 14, y: 6)
    }
}

extension View {
    func floatingPanel(cornerRadius: CGFloat = 22) -> some View {
        modifier(FloatingPanel(cornerRadius: cornerRadius))
    }

    func placeIconTile(color: Color, size: CGFloat = 44) -> some View {
        font(.system(size: size * 0.42, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(color.gradient, in: .rect(cornerRadius: size * 0.28))
    }
}

// MARK: - Map Screen

struct MapCardCarouselView: View {
    @State private var places = Place.samples
    @State private var selectedPlaceID: Place.ID?
    @State private var searchText = ""
    @State private var category: PlaceCategory?
    @State private var isCarouselScrolling = false
    @FocusState private var isSearchFocused: Bool
    @Namespace private var pinNamespace

    private var visiblePlaces: [Place] {
        places.filter { place in
            let matchesCategory = category == nil || place.category == category
            let matchesSearch = searchText.isEmpty || place.name.localizedCaseInsensitiveContains(searchText)
            return matchesCategory && matchesSearch
        }
    }

    private var activePlaceID: Place.ID? {
        if let selectedPlaceID, visiblePlaces.contains(where: { $0.id == selectedPlaceID }) {
            return selectedPlaceID
        }
        return visiblePlaces.first?.id
    }

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Color(red: 0.94, green: 0.93, blue: 0.90)

                ZStack {
                    StylizedMapView()
                    pins(in: proxy.size)
                }
                .offset(cameraOffset(in: proxy.size))
                .animation(.smooth(duration: 0.5), value: activePlaceID)
            }
        }
        .ignoresSafeArea()
        .onTapGesture { isSearchFocused = false }
        .safeAreaInset(edge: .top) { searchPanel }
        .safeAreaInset(edge: .bottom) { carousel }
        .sensoryFeedback(.selection, trigger: activePlaceID)
    }

    // MARK: Map

    private func pins(in size: CGSize) -> some View {
        ForEach(visiblePlaces) { place in
            PlacePin(place: place, isSelected: place.id == activePlaceID, namespace: pinNamespace)
                .position(x: place.location.x * size.width, y: place.location.y * size.height)
                .zIndex(place.id == activePlaceID ? 1 : 0)
                .onTapGesture {
                    withAnimation(.snappy) { selectedPlaceID = place.id }
                }
        }
    }

    /// Gently pans the map so the selected place drifts toward the visible centre.
    private func cameraOffset(in size: CGSize) -> CGSize {
        guard let place = visiblePlaces.first(where: { $0.id == activePlaceID }) else { return .zero }
        return CGSize(
            width: (0.5 - place.location.x) * size.width * 0.45,
            height: (0.4 - place.location.y) * size.height * 0.45
        )
    }

    // MARK: Search

    private var searchPanel: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                TextField("Search coffee, parks, food…", text: $searchText)
                    .focused($isSearchFocused)
                    .submitLabel(.search)
                    .autocorrectionDisabled()
                    .onSubmit { isSearchFocused = false }
                if !searchText.isEmpty {
                    Button {
                        searchText = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .padding(12)
            .floatingPanel(cornerRadius: 14)

            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(PlaceCategory.allCases) { item in
                        Button {
                            withAnimation(.snappy) {
                                category = category == item ? nil : item
                            }
                        } label: {
                            Label(item.rawValue, systemImage: item.symbol)
                                .font(.subheadline.weight(.medium))
                                .padding(.horizontal, 12)
                                .padding(.vertical, 8)
                                .foregroundStyle(category == item ? Color.white : Color.primary)
                                .background(
                                    category == item ? AnyShapeStyle(item.color) : AnyShapeStyle(.regularMaterial),
                                    in: .capsule
                                )
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            .scrollIndicators(.hidden)
            .scrollClipDisabled()
        }
        .padding(.horizontal)
        .padding(.top, 4)
        .opacity(isCarouselScrolling ? 0.7 : 1)
        .animation(.easeInOut(duration: 0.2), value: isCarouselScrolling)
    }

    // MARK: Carousel

    @ViewBuilder
    private var carousel: some View {
        if visiblePlaces.isEmpty {
            ContentUnavailableView.search(text: searchText)
                .frame(height: 190)
                .floatingPanel()
                .padding(.horizontal)
                .padding(.bottom, 8)
        } else {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(visiblePlaces) { place in
                        PlaceCard(place: place, isSelected: place.id == activePlaceID)
                            .containerRelativeFrame(.horizontal) { length, _ in
                                length * 0.86
                            }
                            .scrollTransition(axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.94)
                                    .opacity(phase.isIdentity ? 1 : 0.85)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            .scrollPosition(id: $selectedPlaceID, anchor: .center)
            .scrollIndicators(.hidden)
            .scrollClipDisabled()
            .onScrollPhaseChange { _, newPhase in
                isCarouselScrolling = newPhase.isScrolling
            }
            .padding(.bottom, 8)
        }
    }
}

// MARK: - Map Drawing

struct StylizedMapView: View {
    var body: some View {
        Canvas { context, size in
            let land = Color(red: 0.94, green: 0.93, blue: 0.90)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(land))

            // Water along the top-right.
            var water = Path()
            water.move(to: CGPoint(x: size.width * 0.55, y: 0))
            water.addCurve(
                to: CGPoint(x: size.width, y: size.height * 0.5),
                control1: CGPoint(x: size.width * 0.7, y: size.height * 0.18),
                control2: CGPoint(x: size.width * 0.86, y: size.height * 0.34)
            )
            water.addLine(to: CGPoint(x: size.width, y: 0))
            water.closeSubpath()
            context.fill(water, with: .color(Color(red: 0.67, green: 0.82, blue: 0.95)))

            // Park.
            let park = Path(
                roundedRect: CGRect(x: size.width * 0.06, y: size.height * 0.42, width: size.width * 0.3, height: size.height * 0.18),
                cornerRadius: 28
            )
            context.fill(park, with: .color(Color(red: 0.78, green: 0.90, blue: 0.74)))

            // Street grid.
            for x in stride(from: CGFloat(-40), through: size.width, by: 72) {
                var street = Path()
                street.move(to: CGPoint(x: x, y: 0))
                street.addLine(to: CGPoint(x: x + 60, y: size.height))
                context.stroke(street, with: .color(.white), lineWidth: 6)
            }
            for y in stride(from: CGFloat(20), through: size.height, by: 88) {
                var street = Path()
                street.move(to: CGPoint(x: 0, y: y))
                street.addLine(to: CGPoint(x: size.width, y: y - 24))
                context.stroke(street, with: .color(.white), lineWidth: 6)
            }

            // Main avenue.
            var avenue = Path()
            avenue.move(to: CGPoint(x: 0, y: size.height * 0.75))
            avenue.addQuadCurve(
                to: CGPoint(x: size.width, y: size.height * 0.58),
                control: CGPoint(x: size.width * 0.5, y: size.height * 0.62)
            )
            context.stroke(avenue, with: .color(Color(red: 1.0, green: 0.85, blue: 0.5)), lineWidth: 12)
        }
        .allowsHitTesting(false)
    }
}

// MARK: - Pin

struct PlacePin: View {
    let place: Place
    let isSelected: Bool
    let namespace: Namespace.ID

    var body: some View {
        ZStack {
            if isSelected {
                Circle()
                    .fill(place.category.color.opacity(0.22))
                    .matchedGeometryEffect(id: "selection-halo", in: namespace)
                    .frame(width: 70, height: 70)
            }

            Image(systemName: place.category.symbol)
                .font(.system(size: isSelected ? 18 : 12, weight: .bold))
                .foregroundStyle(.white)
                .frame(width: isSelected ? 42 : 28, height: isSelected ? 42 : 28)
                .background(place.category.color.gradient, in: .circle)
                .overlay { Circle().strokeBorder(.white, lineWidth: 2) }
                .shadow(color: .black.opacity(0.2), radius: 3, y: 2)
        }
        .frame(width: 70, height: 70)
        .contentShape(.circle)
        .animation(.spring(response: 0.35, dampingFraction: 0.7), value: isSelected)
        .accessibilityLabel(place.name)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

// MARK: - Card

struct PlaceCard: View {
    let place: Place
    var isSelected = false

    @State private var isSaved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: place.category.symbol)
                    .placeIconTile(color: place.category.color)

                VStack(alignment: .leading, spacing: 3) {
                    Text(place.name)
                        .font(.headline)
                        .lineLimit(1)
                    HStack(spacing: 4) {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.orange)
                        Text(place.rating, format: .number.precision(.fractionLength(1)))
                        Text("(\(place.reviewCount, format: .number))")
                            .foregroundStyle(.secondary)
                        if place.priceLevel > 0 {
                            Text("·")
                            Text(String(repeating: "$", count: place.priceLevel))
                                .foregroundStyle(.secondary)
                        }
                    }
                    .font(.subheadline)
                }

                Spacer(minLength: 0)

                Button {
                    isSaved.toggle()
                } label: {
                    Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
                        .font(.title3)
                        .contentTransition(.symbolEffect(.replace))
                }
                .buttonStyle(.plain)
                .foregroundStyle(Color.accentColor)
                .sensoryFeedback(.impact(weight: .light), trigger: isSaved)
            }

            HStack(spacing: 6) {
                if place.isOpen {
                    Text("Open")
                        .foregroundStyle(.green)
                        .fontWeight(.semibold)
                    Text("· Closes \(Text(place.closesAt, style: .time))")
                } else {
                    Text("Closed")
                        .foregroundStyle(.red)
                        .fontWeight(.semibold)
                }
                Spacer()
                Label {
                    Text(
                        Measurement(value: place.distanceMeters, unit: UnitLength.meters),
                        format: .measurement(width: .abbreviated, usage: .road)
                    )
                } icon: {
                    Image(systemName: "figure.walk")
                }
                .foregroundStyle(.secondary)
            }
            .font(.subheadline)

            HStack(spacing: 8) {
                Button {} label: {
                    Label("Directions", systemImage: "arrow.triangle.turn.up.right.diamond.fill")
                }
                .buttonStyle(MapActionButtonStyle(isProminent: true))

                Button {} label: {
                    Label("Call", systemImage: "phone.fill")
                }
                .buttonStyle(MapActionButtonStyle())

                ShareLink(item: "\(place.name), \(place.address)") {
                    Image(systemName: "square.and.arrow.up")
                }
                .buttonStyle(MapActionButtonStyle())
            }
        }
        .padding(16)
        .floatingPanel()
        .overlay {
            RoundedRectangle(cornerRadius: 22, style: .continuous)
                .strokeBorder(isSelected ? place.category.color.opacity(0.6) : .clear, lineWidth: 2)
        }
        .contextMenu {
            Button("Copy Address", systemImage: "doc.on.doc") {}
            Button(isSaved ? "Remove from Saved" : "Save Place", systemImage: "bookmark") {
                isSaved.toggle()
            }
        }
    }
}

// MARK: - Previews

#Preview {
    MapCardCarouselView()
}

#Preview("Place card", traits: .sizeThatFitsLayout) {
    PlaceCard(place: Place.samples[1], isSelected: true)
        .frame(width: 340)
        .padding()
        .background(Color(red: 0.94, green: 0.93, blue: 0.90))
}

#Preview("Dark") {
    MapCardCarouselView()
        .preferredColorScheme(.dark)
}
