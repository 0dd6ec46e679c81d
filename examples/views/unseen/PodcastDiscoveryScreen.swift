//
//  PodcastDiscoveryScreen.swift
//  Podcasts · Discover
//
//  Discovery tab. The featured pager and the "New & Noteworthy" rail are both
//  driven by the generic `Carousel` component defined below.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct Podcast: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let title: String
    let publisher: String
    let category: String
    let artworkURL: URL?
    let averageRating: Double?
}

struct FeaturedShow: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let podcast: Podcast
    let eyebrow: String
    let headline: String
    let backgroundImageURL: URL?
}

struct PodcastCategory: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let name: String
    let symbolName: String
}

struct DiscoveryFeed: Sendable, Decodable {
    let featured: [FeaturedShow]
    let newAndNoteworthy: [Podcast]
    let topCharts: [Podcast]
    let categories: [PodcastCategory]

    var isEmpty: Bool {
        featured.isEmpty && newAndNoteworthy.isEmpty && topCharts.isEmpty
    }
}

// MARK: - Service

protocol PodcastDirectoryService: Sendable {
    func fetchDiscoveryFeed(storefront: String) async throws -> DiscoveryFeed
    func setSubscribed(_ isSubscribed: Bool, podcastID: Podcast.ID) async throws
}

struct RemotePodcastDirectoryService: PodcastDirectoryService {
    var baseURL: URL = URL(string: "https://api.example-pods.com/v2")!
    var session: URLSession = .shared

    func fetchDiscoveryFeed(storefront: String) async throws -> DiscoveryFeed {
        let url = baseURL
            .appending(path: "discover")
            .appending(queryItems: [URLQueryItem(name: "storefront", value: storefront)])
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(DiscoveryFeed.self, from: data)
    }

    func setSubscribed(_ isSubscribed: Bool, podcastID: Podcast.ID) async throws {
        var request = URLRequest(url: baseURL.appending(path: "library/subscriptions/\(podcastID)"))
        request.httpMethod = isSubscribed ? "PUT" : "DELETE"
        let (_, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}

private struct PodcastDirectoryServiceKey: EnvironmentKey {
    static let defaultValue: any PodcastDirectoryService = RemotePodcastDirectoryService()
}

extension EnvironmentValues {
    var podcastDirectoryService: any PodcastDirectoryService {
        get { self[PodcastDirectoryServiceKey.self] }
        set { self[PodcastDirectoryServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
    static let xl: CGFloat = 32
}

private enum Radius {
    static let featured: CGFloat = 22
    static let artwork: CGFloat = 12
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let featuredScrim = Color.black.opacity(0.55)
}

private extension Font {
    static let featuredEyebrow = Font.caption.weight(.bold)
    static let featuredHeadline = Font.system(.title2, design: .rounded).weight(.bold)
    static let sectionTitle = Font.title2.weight(.bold)
    static let cardTitle = Font.subheadline.weight(.semibold)
    static let chartRank = Font.system(.title3, design: .rounded).weight(.bold).monospacedDigit()
}

// MARK: - Generic carousel

/// A horizontally snapping carousel.
///
/// `columns`/`span` follow `containerRelativeFrame(_:count:span:spacing:)`:
/// `columns: 1` is a full-width pager, `columns: 5, span: 2` shows 2½ items.
/// Pass `selection` to observe or drive the leading item; otherwise the
/// carousel tracks it internally (needed for the page indicator).
struct Carousel<Item: Identifiable, Content: View>: View {
    private let items: [Item]
    private let externalSelection: Binding<Item.ID?>?
    private let columns: Int
    private let span: Int
    private let spacing: CGFloat
    private let peek: CGFloat
    private let showsPageIndicator: Bool
    private let content: (Item) -> Content

    @State private var internalSelection: Item.ID? = nil

    init(
        _ items: [Item],
        selection: Binding<Item.ID?>? = nil,
        columns: Int = 1,
        span: Int = 1,
        spacing: CGFloat = 12,
        peek: CGFloat = 16,
        showsPageIndicator: Bool = false,
        @ViewBuilder content: @escaping (Item) -> Content
    ) {
        self.items = items
        self.externalSelection = selection
        self.columns = max(columns, 1)
        self.span = min(max(span, 1), max(columns, 1))
        self.spacing = spacing
        self.peek = peek
        self.showsPageIndicator = showsPageIndicator
        self.content = content
    }

    private var selection: Binding<Item.ID?> {
        externalSelection ?? $internalSelection
    }

    private var selectedIndex: Int {
        items.firstIndex { $0.id == selection.wrappedValue } ?? 0
    }

    /// Full-width pagers move exactly one page per swipe.
    private var snapBehavior: ViewAlignedScrollTargetBehavior {
        guard columns == span else {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .automatic)
        }
        if #available(iOS 18, *) {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
        } else {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .always)
        }
    }

    var body: some View {
        VStack(spacing: 10) {
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: spacing) {
                    ForEach(items) { item in
                        content(item)
                            .containerRelativeFrame(.horizontal, count: columns, span: span, spacing: spacing)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(snapBehavior)
            .scrollPosition(id: selection)
            .contentMargins(.horizontal, peek, for: .scrollContent)
            .scrollIndicators(.hidden)

            if showsPageIndicator && items.count > 1 {
                CarouselPageIndicator(count: items.count, selectedIndex: selectedIndex) { newIndex in
                    guard items.indices.contains(newIndex) else { return }
                    withAnimation(.snappy) {
                        selection.wrappedValue = items[newIndex].id
                    }
                }
            }
        }
        .onAppear {
            if selection.wrappedValue == nil {
                selection.wrappedValue = items.first?.id
            }
        }
    }
}

private struct CarouselPageIndicator: View {
    let count: Int
    let selectedIndex: Int
    let onSelect: (Int) -> Void

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == selectedIndex ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: 6, height: 6)
                    .scaleEffect(index == selectedIndex ? 1.25 : 1)
            }
        }
        .animation(.snappy, value: selectedIndex)
        .padding(.vertical, 4)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("carousel_page_indicator"))
        .accessibilityValue(String(localized: "Page \(selectedIndex + 1) of \(count)"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: onSelect(selectedIndex + 1)
            case .decrement: onSelect(selectedIndex - 1)
            @unknown default: break
            }
        }
    }
}

// MARK: - View model

@MainActor
@Observable
final class PodcastDiscoveryViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(DiscoveryFeed)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var subscribedIDs: Set<Podcast.ID> = []
    var featuredSelection: FeaturedShow.ID?

    let storefront: String
    private let service: any PodcastDirectoryService

    init(storefront: String, service: any PodcastDirectoryService) {
        self.storefront = storefront
        self.service = service
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    func isSubscribed(_ podcast: Podcast) -> Bool {
        subscribedIDs.contains(podcast.id)
    }

    func toggleSubscription(_ podcast: Podcast) async {
        let subscribe = !subscribedIDs.contains(podcast.id)
        if subscribe {
            subscribedIDs.insert(podcast.id)
        } else {
            subscribedIDs.remove(podcast.id)
        }

        do {
            try await service.setSubscribed(subscribe, podcastID: podcast.id)
        } catch {
            if subscribe {
                subscribedIDs.remove(podcast.id)
            } else {
                subscribedIDs.insert(podcast.id)
            }
        }
    }

    private func fetch() async {
        do {
            let feed = try await service.fetchDiscoveryFeed(storefront: storefront)
            state = .loaded(feed)
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch {
            if case .loaded = state { return }
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct PodcastDiscoveryScreen: View {
    var storefront: String = Locale.current.region?.identifier ?? "US"
    var onSelectPodcast: (Podcast) -> Void = { _ in }

    @Environment(\.podcastDirectoryService) private var directoryService

    var body: some View {
        PodcastDiscoveryContent(
            storefront: storefront,
            service: directoryService,
            onSelectPodcast: onSelectPodcast
        )
    }
}

private struct PodcastDiscoveryContent: View {
    @State private var viewModel: PodcastDiscoveryViewModel
    let onSelectPodcast: (Podcast) -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(storefront: String, service: any PodcastDirectoryService, onSelectPodcast: @escaping (Podcast) -> Void) {
        _viewModel = State(initialValue: PodcastDiscoveryViewModel(storefront: storefront, service: service))
        self.onSelectPodcast = onSelectPodcast
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView("podcasts_loading")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let feed) where feed.isEmpty:
                ContentUnavailableView(
                    "podcasts_discover_empty_title",
                    systemImage: "antenna.radiowaves.left.and.right",
                    description: Text("podcasts_discover_empty_message")
                )
            case .loaded(let feed):
                feedView(feed)
            case .failed(let error):
                ContentUnavailableView {
                    Label("podcasts_discover_error_title", systemImage: "wifi.exclamationmark")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("common_retry") {
                        Task { await viewModel.load() }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        .navigationTitle(Text("podcasts_discover_title"))
        .task { await viewModel.load() }
    }

    private func feedView(_ feed: DiscoveryFeed) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xl) {
                if !feed.featured.isEmpty {
                    featuredPager(feed.featured)
                }

                if !feed.newAndNoteworthy.isEmpty {
                    section(titleKey: "podcasts_new_and_noteworthy") {
                        Carousel(
                            feed.newAndNoteworthy,
                            columns: dynamicTypeSize.isAccessibilitySize ? 2 : 5,
                            span: dynamicTypeSize.isAccessibilitySize ? 1 : 2
                        ) { podcast in
                            ArtworkTile(podcast: podcast)
                                .onTapGesture { onSelectPodcast(podcast) }
                        }
                    }
                }

                if !feed.categories.isEmpty {
                    section(titleKey: "podcasts_browse_categories") {
                        CategoryChips(categories: feed.categories)
                    }
                }

                if !feed.topCharts.isEmpty {
                    section(titleKey: "podcasts_top_charts") {
                        TopChartsList(
                            podcasts: feed.topCharts,
                            isSubscribed: { viewModel.isSubscribed($0) },
                            onToggleSubscription: { podcast in
                                Task { await viewModel.toggleSubscription(podcast) }
                            },
                            onSelect: onSelectPodcast
                        )
                        .padding(.horizontal, Spacing.m)
                    }
                }
            }
            .padding(.vertical, Spacing.m)
        }
        .refreshable { await viewModel.refresh() }
    }

    @ViewBuilder
    private func featuredPager(_ shows: [FeaturedShow]) -> some View {
        Carousel(
            shows,
            selection: $viewModel.featuredSelection,
            columns: 1,
            span: 1,
            spacing: Spacing.s + 2,
            peek: Spacing.m,
            showsPageIndicator: true
        ) { show in
            Button {
                onSelectPodcast(show.podcast)
            } label: {
                FeaturedCard(show: show)
            }
            .buttonStyle(.plain)
            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                content
                    .scaleEffect(phase.isIdentity ? 1 : 0.95)
                    .rotation3DEffect(.degrees(phase.value * -8), axis: (x: 0, y: 1, z: 0))
            }
        }
    }

    private func section<Content: View>(
        titleKey: LocalizedStringKey,
        @ViewBuilder content: () -> Content
    ) -> some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Text(titleKey)
                .font(.sectionTitle)
                .padding(.horizontal, Spacing.m)
                .accessibilityAddTraits(.isHeader)
            content()
        }
    }
}

// MARK: - Featured

private struct FeaturedCard: View {
    let show: FeaturedShow

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Rectangle()
            .fill(.quaternary)
            .aspectRatio(dynamicTypeSize.isAccessibilitySize ? 0.8 : 1.25, contentMode: .fit)
            .overlay {
                AsyncImage(url: show.backgroundImageURL, transaction: Transaction(animation: .easeIn)) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFill()
                    }
                }
            }
            .overlay {
                LinearGradient(
                    colors: [.clear, .featuredScrim, .black.opacity(0.8)],
                    startPoint: .top,
                    endPoint: .bottom
                )
            }
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text(show.eyebrow.uppercased())
                        .font(.featuredEyebrow)
                        .opacity(0.8)
                    Text(show.headline)
                        .font(.featuredHeadline)
                        .lineLimit(3)
                    Text(show.podcast.publisher)
                        .font(.footnote)
                        .opacity(0.8)
                }
                .foregroundStyle(.white)
                .padding(Spacing.m)
            }
            .clipShape(RoundedRectangle(cornerRadius: Radius.featured, style: .continuous))
            .contentShape(RoundedRectangle(cornerRadius: Radius.featured, style: .continuous))
            .accessibilityElement(children: .combine)
            .accessibilityHint(Text("podcasts_open_show_hint"))
    }
}

// MARK: - Rails & lists

private struct ArtworkTile: View {
    let podcast: Podcast

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Artwork(url: podcast.artworkURL)
            Text(podcast.title)
                .font(.cardTitle)
                .lineLimit(2, reservesSpace: true)
            Text(podcast.publisher)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

private struct Artwork: View {
    let url: URL?

    var body: some View {
        RoundedRectangle(cornerRadius: Radius.artwork, style: .continuous)
            .fill(.quaternary)
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                AsyncImage(url: url) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFill()
                    } else {
                        Image(systemName: "mic")
                            .font(.title)
                            .foregroundStyle(.tertiary)
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: Radius.artwork, style: .continuous))
            .accessibilityHidden(true)
    }
}

private struct CategoryChips: View {
    let categories: [PodcastCategory]
    var onSelect: (PodcastCategory) -> Void = { _ in }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: Spacing.s) {
                ForEach(categories) { category in
                    Button {
                        onSelect(category)
                    } label: {
                        Label(category.name, systemImage: category.symbolName)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, Spacing.m)
                            .padding(.vertical, Spacing.s + 2)
                            .background(.quaternary, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
        .scrollIndicators(.hidden)
    }
}

private struct TopChartsList: View {
    let podcasts: [Podcast]
    let isSubscribed: (Podcast) -> Bool
    let onToggleSubscription: (Podcast) -> Void
    let onSelect: (Podcast) -> Void

    var body: some View {
        LazyVStack(spacing: Spacing.m) {
            ForEach(Array(podcasts.prefix(10).enumerated()), id: \.element.id) { index, podcast in
                ChartRow(
                    rank: index + 1,
                    podcast: podcast,
                    isSubscribed: isSubscribed(podcast),
                    onToggleSubscription: { onToggleSubscription(podcast) }
                )
                .onTapGesture { onSelect(podcast) }
            }
        }
    }
}

private struct ChartRow: View {
    let rank: Int
    let podcast: Podcast
    let isSubscribed: Bool
    let onToggleSubscription: () -> Void

    @ScaledMetric(relativeTo: .body) private var artworkSize: CGFloat = 56

    var body: some View {
        HStack(spacing: Spacing.m) {
            Text(rank, format: .number)
                .font(.chartRank)
                .frame(minWidth: 28)
                .foregroundStyle(.secondary)

            Artwork(url: podcast.artworkURL)
                .frame(width: artworkSize, height: artworkSize)

            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(podcast.title)
                    .font(.cardTitle)
                    .lineLimit(2)
                Text(podcast.category)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Button(action: onToggleSubscription) {
                Image(systemName: isSubscribed ? "checkmark" : "plus")
                    .font(.body.weight(.semibold))
                    .contentTransition(.symbolEffect(.replace))
                    .frame(width: 36, height: 36)
                    .background(.quaternary, in: Circle())
            }
            .buttonStyle(.plain)
            .accessibilityHidden(true)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("podcasts_chart_row_a11y \(rank) \(podcast.title)"))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: Text(isSubscribed ? "podcasts_unfollow" : "podcasts_follow")) {
            onToggleSubscription()
        }
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockPodcastDirectoryService: PodcastDirectoryService {
    var feed: DiscoveryFeed = .preview
    var delay: Duration = .milliseconds(400)

    func fetchDiscoveryFeed(storefront: String) async throws -> DiscoveryFeed {
        try await Task.sleep(for: delay)
        return feed
    }

    func setSubscribed(_ isSubscribed: Bool, podcastID: Podcast.ID) async throws {
        try await Task.sleep(for: .milliseconds(200))
    }
}

extension Podcast {
    static func sample(_ index: Int) -> Podcast {
        let titles = ["Deep Signal", "The Slow Kitchen", "Margins", "Orbit Weekly", "Field Notes", "Quiet Hours"]
        let categories = ["Science", "Food", "Business", "Technology", "Nature", "Culture"]
        return Podcast(
            id: "podcast-\(index)",
            title: titles[index % titles.count],
            publisher: "Studio \(index % 4 + 1)",
            category: categories[index % categories.count],
            artworkURL: URL(string: "https://picsum.photos/seed/pod\(index)/400/400"),
            averageRating: 4 + Double(index % 10) / 10
        )
    }
}

extension DiscoveryFeed {
    static let empty = DiscoveryFeed(featured: [], newAndNoteworthy: [], topCharts: [], categories: [])

    static let preview = DiscoveryFeed(
        featured: (0..<4).map { index in
            FeaturedShow(
                id: "featured-\(index)",
                podcast: .sample(index),
                eyebrow: ["New season", "Editors' pick", "Limited series", "Just launched"][index],
                headline: ["Inside the world's quietest room", "Cooking with what's left", "How small shops win", "The next moonshot"][index],
                backgroundImageURL: URL(string: "https://picsum.photos/seed/featured\(index)/900/720")
            )
        },
        newAndNoteworthy: (10..<22).map { Podcast.sample($0) },
        topCharts: (30..<40).map { Podcast.sample($0) },
        categories: [
            PodcastCategory(id: "news", name: "News", symbolName: "newspaper"),
            PodcastCategory(id: "comedy", name: "Comedy", symbolName: "face.smiling"),
            PodcastCategory(id: "science", name: "Science", symbolName: "atom"),
            PodcastCategory(id: "true-crime", name: "True Crime", symbolName: "magnifyingglass"),
            PodcastCategory(id: "history", name: "History", symbolName: "building.columns"),
            PodcastCategory(id: "sports", name: "Sports", symbolName: "sportscourt"),
        ]
    )
}

#Preview("Discover") {
    NavigationStack {
        PodcastDiscoveryScreen(storefront: "US")
    }
    .environment(\.podcastDirectoryService, MockPodcastDirectoryService())
}

#Preview("Loading") {
    NavigationStack {
        PodcastDiscoveryScreen(storefront: "US")
    }
    .environment(\.podcastDirectoryService, MockPodcastDirectoryService(delay: .seconds(3_600)))
}

#Preview("Empty") {
    NavigationStack {
        PodcastDiscoveryScreen(storefront: "US")
    }
    .environment(\.podcastDirectoryService, MockPodcastDirectoryService(feed: .empty))
}

#Preview("Carousel · bound selection", traits: .sizeThatFitsLayout) {
    @Previewable @State var selection: FeaturedShow.ID? = "featured-2"
    return VStack(spacing: 12) {
        Carousel(DiscoveryFeed.preview.featured, selection: $selection, showsPageIndicator: true) { show in
            FeaturedCard(show: show)
        }
        Text(verbatim: selection ?? "–")
            .font(.caption.monospaced())
    }
    .padding(.vertical)
}
#endif
