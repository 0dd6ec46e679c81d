//
//  StreamingHomeView.swift
//  Streamly
//
//  Home screen: a paging hero carousel followed by snapping horizontal shelves.
//

import SwiftUI

// MARK: - Models

struct MediaTitle: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let genre: String
    let year: Int
    let maturityRating: String
    let runtimeMinutes: Int
    let symbol: String
    let colors: [Color]
    var tagline: String = ""
    var watchProgress: Double? = nil
    var rentalPrice: Decimal? = nil
}

enum ShelfStyle {
    case poster, continueWatching, ranked
}

struct Shelf: Identifiable {
    let id = UUID()
    let title: String
    let style: ShelfStyle
    let items: [MediaTitle]
}

enum HomeCategory: String, CaseIterable, Identifiable {
    case forYou = "For You"
    case shows = "Shows"
    case movies = "Movies"
    case kids = "Kids"

    var id: Self { self }
}

// MARK: - Sample Data

extension MediaTitle {
    static let featured: [MediaTitle] = [
        MediaTitle(name: "Low Orbit", genre: "Sci-Fi Thriller", year: 2025, maturityRating: "TV-14", runtimeMinutes: 52,
                   symbol: "globe.europe.africa.fill", colors: [.indigo, .black],
                   tagline: "Six astronauts. One failing station. No way to call home."),
        MediaTitle(name: "The Orchard", genre: "Drama", year: 2024, maturityRating: "PG-13", runtimeMinutes: 118,
                   symbol: "tree.fill", colors: [.green, .brown],
                   tagline: "Three sisters return to the farm that raised them.",
                   rentalPrice: 5.99),
        MediaTitle(name: "Night Shift", genre: "Crime Series", year: 2025, maturityRating: "TV-MA", runtimeMinutes: 47,
                   symbol: "moon.haze.fill", colors: [.purple, .blue],
                   tagline: "The city never sleeps. Neither does Detective Ames."),
        MediaTitle(name: "Saltwater", genre: "Documentary", year: 2023, maturityRating: "TV-G", runtimeMinutes: 94,
                   symbol: "water.waves", colors: [.teal, .blue],
                   tagline: "A year at sea with the last sail-powered fishing fleet.",
                   rentalPrice: 3.99),
    ]

    static let continueWatching: [MediaTitle] = [
        MediaTitle(name: "Night Shift", genre: "S2 · E4", year: 2025, maturityRating: "TV-MA", runtimeMinutes: 47,
                   symbol: "moon.haze.fill", colors: [.purple, .blue], watchProgress: 0.62),
        MediaTitle(name: "Kitchen Wars", genre: "S5 · E1", year: 2024, maturityRating: "TV-PG", runtimeMinutes: 41,
                   symbol: "frying.pan.fill", colors: [.orange, .red], watchProgress: 0.18),
        MediaTitle(name: "Fieldnotes", genre: "E7", year: 2023, maturityRating: "TV-G", runtimeMinutes: 28,
                   symbol: "binoculars.fill", colors: [.mint, .green], watchProgress: 0.87),
    ]

    static let trending: [MediaTitle] = [
        MediaTitle(name: "Parallel", genre: "Sci-Fi", year: 2025, maturityRating: "TV-14", runtimeMinutes: 55, symbol: "circle.hexagongrid.fill", colors: [.cyan, .indigo]),
        MediaTitle(name: "Brass", genre: "Musical", year: 2024, maturityRating: "PG", runtimeMinutes: 122, symbol: "music.note", colors: [.yellow, .orange]),
        MediaTitle(name: "Undertow", genre: "Thriller", year: 2025, maturityRating: "R", runtimeMinutes: 104, symbol: "tornado", colors: [.gray, .black]),
        MediaTitle(name: "Pawprints", genre: "Family", year: 2023, maturityRating: "G", runtimeMinutes: 88, symbol: "pawprint.fill", colors: [.pink, .orange]),
        MediaTitle(name: "Signal", genre: "Mystery", year: 2024, maturityRating: "TV-14", runtimeMinutes: 49, symbol: "antenna.radiowaves.left.and.right", colors: [.red, .purple]),
        MediaTitle(name: "Greenhouse", genre: "Comedy", year: 2025, maturityRating: "TV-PG", runtimeMinutes: 24, symbol: "leaf.fill", colors: [.green, .teal]),
        MediaTitle(name: "Atlas", genre: "Adventure", year: 2022, maturityRating: "PG-13", runtimeMinutes: 131, symbol: "map.fill", colors: [.brown, .orange]),
    ]
}

extension Shelf {
    static let samples: [Shelf] = [
        Shelf(title: "Continue Watching", style: .continueWatching, items: MediaTitle.continueWatching),
        Shelf(title: "Top 10 Today", style: .ranked, items: Array(MediaTitle.trending.prefix(5))),
        Shelf(title: "Trending Now", style: .poster, items: MediaTitle.trending),
        Shelf(title: "Because You Watched Low Orbit", style: .poster, items: MediaTitle.trending.reversed()),
        Shelf(title: "Downloads", style: .poster, items: []),
    ]
}

// MARK: - Styling

struct StreamingPrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.bold))
            .padding(.horizontal, 20)
            .padding(.vertical, 11)
            .foregroundStyle(.black)
            .background(.white, in: .rect(cornerRadius: 10))
            .opacity(configuration.isPressed ? 0.8 : 1)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

struct StreamingSecondaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 18)
            .padding(.vertical, 11)
            .foregroundStyle(.white)
            .background(.ultraThinMaterial, in: .rect(cornerRadius: 10))
            .environment(\.colorScheme, .dark)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == StreamingPrimaryButtonStyle {
    static var streamingPrimary: Self { .init() }
}

extension ButtonStyle where Self == StreamingSecondaryButtonStyle {
    static var streamingSecondary: Self { .init() }
}

struct ArtworkView: View {
    let item: MediaTitle
    var cornerRadius: CGFloat = 12
    var symbolScale: CGFloat = 0.35

    var body: some View {
        GeometryReader { proxy in
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .fill(LinearGradient(colors: item.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay {
                    Image(systemName: item.symbol)
                        .font(.system(size: min(proxy.size.width, proxy.size.height) * symbolScale, weight: .light))
                        .foregroundStyle(.white.opacity(0.85))
                }
        }
    }
}

// MARK: - Home

struct StreamingHomeView: View {
    @State private var featured = MediaTitle.featured
    @State private var shelves = Shelf.samples
    @State private var heroID: MediaTitle.ID?
    @State private var isHeroInteracting = false
    @State private var headerOpacity: CGFloat = 0
    @State private var category: HomeCategory = .forYou
    @State private var isLoading: Bool
    @Namespace private var categoryNamespace

    init(isLoading: Bool = false) {
        _isLoading = State(initialValue: isLoading)
    }

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 28) {
                heroPager
                ForEach(shelves) { shelf in
                    ShelfRow(shelf: shelf)
                }
            }
            .padding(.bottom, 32)
        }
        .scrollIndicators(.hidden)
        .ignoresSafeArea(edges: .top)
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y
        } action: { _, newValue in
            headerOpacity = min(max(newValue / 240, 0), 1)
        }
        .overlay(alignment: .top) { topBar }
        .background(Color(.systemBackground))
        .redacted(reason: isLoading ? .placeholder : [])
        .allowsHitTesting(!isLoading)
        .task {
            guard isLoading else { return }
            try? await Task.sleep(for: .seconds(1.5))
            withAnimation(.easeOut) { isLoading = false }
        }
        .sensoryFeedback(.selection, trigger: category)
    }

    // MARK: Hero

    private var heroPager: some View {
        ZStack(alignment: .bottom) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(featured) { title in
                        HeroCard(title: title)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $heroID)
            .scrollIndicators(.hidden)
            .onScrollPhaseChange { _, newPhase in
                isHeroInteracting = newPhase == .interacting
            }

            HeroPageDots(ids: featured.map(\.id), selection: heroID ?? featured.first?.id)
                .padding(.bottom, 6)
        }
        .frame(height: 540)
        .task(id: heroID) {
            try? await Task.sleep(for: .seconds(6))
            guard !Task.isCancelled, !isHeroInteracting, !isLoading else { return }
            advanceHero()
        }
    }

    private func advanceHero() {
        guard !featured.isEmpty else { return }
        let currentIndex = featured.firstIndex(where: { $0.id == heroID }) ?? 0
        let next = featured[(currentIndex + 1) % featured.count]
        withAnimation(.smooth(duration: 0.6)) {
            heroID = next.id
        }
    }

    // MARK: Header

    private var topBar: some View {
        VStack(spacing: 12) {
            HStack(spacing: 18) {
                Text("streamly")
                    .font(.system(.title2, design: .rounded, weight: .black))
                Spacer()
                Image(systemName: "airplayvideo")
                Image(systemName: "magnifyingglass")
                Image(systemName: "person.crop.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .font(.title2)
            }
            .font(.title3)
            categoryPicker
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .padding(.bottom, 10)
        .background {
            Rectangle()
                .fill(.ultraThinMaterial)
                .environment(\.colorScheme, .dark)
                .opacity(headerOpacity)
                .ignoresSafeArea(edges: .top)
        }
    }

    private var categoryPicker: some View {
        HStack(spacing: 8) {
            ForEach(HomeCategory.allCases) { item in
                Button {
                    withAnimation(.snappy) { category = item }
                } label: {
                    Text(item.rawValue)
                        .font(.subheadline.weight(.semibold))
                        .padding(.horizontal, 14)
                        .padding(.vertical, 7)
                        .foregroundStyle(category == item ? Color.black : Color.white)
                        .background {
                            if category == item {
                                Capsule()
                                    .fill(.white)
                                    .matchedGeometryEffect(id: "category", in: categoryNamespace)
                            } else {
                                Capsule()
                                    .strokeBorder(Color.white.opacity(0.5))
                            }
                        }
                }
                .buttonStyle(.plain)
            }
            Spacer()
        }
    }
}

// MARK: - Hero Card

struct HeroCard: View {
    let title: MediaTitle

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: title.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: title.symbol)
                        .font(.system(size: 220, weight: .ultraLight))
                        .foregroundStyle(.white.opacity(0.22))
                        .offset(x: 50, y: 120)
                }

            LinearGradient(
                colors: [.clear, .clear, Color(.systemBackground).opacity(0.7), Color(.systemBackground)],
                startPoint: .top,
                endPoint: .bottom
            )

            VStack(alignment: .leading, spacing: 10) {
                Text(title.genre.uppercased())
                    .font(.caption.weight(.heavy))
                    .tracking(2)
                    .foregroundStyle(.secondary)

                Text(title.name)
                    .font(.system(.largeTitle, design: .rounded, weight: .heavy))

                HStack(spacing: 8) {
                    Text(title.year, format: .number.grouping(.never))
                    Text(title.maturityRating)
                        .padding(.horizontal, 5)
                        .overlay { RoundedRectangle(cornerRadius: 3).strokeBorder(.secondary) }
                    Text(Duration.seconds(title.runtimeMinutes * 60), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)

                Text(title.tagline)
                    .font(.subheadline)
                    .lineLimit(2)

                HStack(spacing: 12) {
                    Button {} label: {
                        Label("Play", systemImage: "play.fill")
                    }
                    .buttonStyle(.streamingPrimary)

                    if let price = title.rentalPrice {
                        Button {} label: {
                            Text("Rent \(price, format: .currency(code: "USD"))")
                        }
                        .buttonStyle(.streamingSecondary)
                    } else {
                        Button {} label: {
                            Label("My List", systemImage: "plus")
                        }
                        .buttonStyle(.streamingSecondary)
                    }
                }
                .padding(.top, 4)
            }
            .padding(.horizontal, 20)
            .padding(.bottom, 36)
        }
        .clipped()
        .scrollTransition(axis: .horizontal) { content, phase in
            content
                .scaleEffect(phase.isIdentity ? 1 : 0.94)
                .opacity(phase.isIdentity ? 1 : 0.6)
        }
    }
}

struct HeroPageDots: View {
    let ids: [MediaTitle.ID]
    let selection: MediaTitle.ID?

    var body: some View {
        HStack(spacing: 6) {
            ForEach(ids, id: \.self) { id in
                Capsule()
                    .fill(id == selection ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: id == selection ? 18 : 6, height: 6)
            }
        }
        .animation(.snappy, value: selection)
    }
}

// MARK: - Shelves

struct ShelfRow: View {
    let shelf: Shelf

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(shelf.title)
                    .font(.title3.weight(.bold))
                Spacer()
                if !shelf.items.isEmpty {
                    Button("See All") {}
                        .font(.subheadline.weight(.medium))
                }
            }
            .padding(.horizontal, 16)

            if shelf.items.isEmpty {
                ContentUnavailableView(
                    "No Downloads",
                    systemImage: "arrow.down.circle",
                    description: Text("Download shows and movies to watch offline.")
                )
                .frame(maxWidth: .infinity)
                .frame(height: 180)
                .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 16))
                .padding(.horizontal, 16)
            } else {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(Array(shelf.items.enumerated()), id: \.element.id) { index, item in
                            tile(for: item, rank: index + 1)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                .scrollClipDisabled()
            }
        }
    }

    @ViewBuilder
    private func tile(for item: MediaTitle, rank: Int) -> some View {
        switch shelf.style {
        case .poster:
            PosterTile(item: item)
                .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
        case .continueWatching:
            ContinueWatchingTile(item: item)
                .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 12)
        case .ranked:
            RankedTile(item: item, rank: rank)
                .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
        }
    }
}

struct PosterTile: View {
    let item: MediaTitle

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ArtworkView(item: item)
                .aspectRatio(2 / 3, contentMode: .fit)
            Text(item.name)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
        }
        .contextMenu {
            Button {} label: { Label("Add to My List", systemImage: "plus") }
            Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
            Button(role: .destructive) {} label: {
                Label("Not Interested", systemImage: "hand.thumbsdown")
            }
        } preview: {
            ArtworkView(item: item, cornerRadius: 16)
                .frame(width: 240, height: 360)
        }
    }
}

struct ContinueWatchingTile: View {
    let item: MediaTitle

    private var remainingMinutes: Int {
        Int(Double(item.runtimeMinutes) * (1 - (item.watchProgress ?? 0)))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ArtworkView(item: item, symbolScale: 0.4)
                .aspectRatio(16 / 9, contentMode: .fit)
                .overlay {
                    Image(systemName: "play.circle.fill")
                        .font(.largeTitle)
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, .black.opacity(0.4))
                }
                .overlay(alignment: .bottom) {
                    ProgressView(value: item.watchProgress ?? 0)
                        .tint(.red)
                        .padding(.horizontal, 8)
                        .padding(.bottom, 6)
                }
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(item.name)
                        .font(.subheadline.weight(.semibold))
                    Text("\(item.genre) · \(remainingMinutes) min left")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Menu {
                    Button("Episode Info", systemImage: "info.circle") {}
                    Button("Remove from Row", systemImage: "xmark", role: .destructive) {}
                } label: {
                    Image(systemName: "ellipsis")
                        .padding(6)
                }
                .tint(Color.secondary)
            }
        }
    }
}

struct RankedTile: View {
    let item: MediaTitle
    let rank: Int

    var body: some View {
        HStack(alignment: .bottom, spacing: -12) {
            Text(rank, format: .number)
                .font(.system(size: 96, weight: .black, design: .rounded))
                .foregroundStyle(
                    LinearGradient(colors: [.secondary, .clear], startPoint: .top, endPoint: .bottom)
                )
                .offset(y: 14)
            ArtworkView(item: item)
                .aspectRatio(2 / 3, contentMode: .fit)
                .shadow(color: .black.opacity(0.3), radius: 6, x: -4)
        }
    }
}

// MARK: - Previews

#Preview("Home") {
    StreamingHomeView()
        .preferredColorScheme(.dark)
}

#Preview("Loading") {
    StreamingHomeView(isLoading: true)
        .preferredColorScheme(.dark)
}

#Preview("Hero card") {
    HeroCard(title: MediaTitle.featured[1])
        .frame(height: 540)
        .preferredColorScheme(.dark)
}

#Preview("Shelf", traits: .sizeThatFitsLayout) {
    ShelfRow(shelf: Shelf.samples[1])
        .padding(.vertical)
}
