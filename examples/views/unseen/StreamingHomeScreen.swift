//
//  StreamingHomeScreen.swift
//  Streaming · Home
//
//  Vertical home feed: hero, the "Continue watching" rail (view-aligned
//  snapping, one card per swipe) and server-driven editorial rails.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct MediaItem: Identifiable, Hashable, Sendable, Decodable {
    enum Kind: String, Hashable, Sendable, Decodable {
        case movie
        case series
    }

    let id: String
    let title: String
    let kind: Kind
    let genre: String
    let year: Int
    let posterURL: URL?
    let backdropURL: URL?
}

struct ContinueWatchingEntry: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let item: MediaItem
    let episodeLabel: String?
    /// 0...1
    let progress: Double
    let remainingMinutes: Int
}

struct FeedRail: Identifiable, Hashable, Sendable, Decodable {
    enum Style: String, Hashable, Sendable, Decodable {
        case poster
        case landscape
    }

    let id: String
    let title: String
    let style: Style
    let items: [MediaItem]
}

struct StreamingHomeFeed: Sendable, Decodable {
    var hero: MediaItem?
    var continueWatching: [ContinueWatchingEntry]
    var rails: [FeedRail]

    var isEmpty: Bool {
        hero == nil && continueWatching.isEmpty && rails.allSatisfy { $0.items.isEmpty }
    }
}

// MARK: - Service

protocol StreamingCatalogService: Sendable {
    func fetchHomeFeed(profileID: String) async throws -> StreamingHomeFeed
    func removeFromContinueWatching(entryID: ContinueWatchingEntry.ID, profileID: String) async throws
}

struct RemoteStreamingCatalogService: StreamingCatalogService {
    var baseURL: URL = URL(string: "https://api.example.tv/v1")!
    var session: URLSession = .shared

    func fetchHomeFeed(profileID: String) async throws -> StreamingHomeFeed {
        let url = baseURL.appending(path: "profiles/\(profileID)/home")
        let (data, response) = try await session.data(from: url)
        try Self.validate(response)
        return try JSONDecoder().decode(StreamingHomeFeed.self, from: data)
    }

    func removeFromContinueWatching(entryID: ContinueWatchingEntry.ID, profileID: String) async throws {
        var request = URLRequest(url: baseURL.appending(path: "profiles/\(profileID)/continue-watching/\(entryID)"))
        request.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: request)
        try Self.validate(response)
    }

    private static func validate(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}

private struct StreamingCatalogServiceKey: EnvironmentKey {
    static let defaultValue: any StreamingCatalogService = RemoteStreamingCatalogService()
}

extension EnvironmentValues {
    var streamingCatalogService: any StreamingCatalogService {
        get { self[StreamingCatalogServiceKey.self] }
        set { self[StreamingCatalogServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
    static let xl: CGFloat = 32
}

private enum Radius {
    static let card: CGFloat = 10
    static let hero: CGFloat = 0
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let surfaceElevated = Color("SurfaceElevated")
}

private extension Font {
    static let heroTitle = Font.system(.largeTitle, design: .serif).weight(.bold)
    static let railTitle = Font.title3.weight(.bold)
    static let cardTitle = Font.subheadline.weight(.semibold)
}

// MARK: - View model

@MainActor
@Observable
final class StreamingHomeViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(StreamingHomeFeed)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var actionErrorMessage: String?

    @ObservationIgnored private var reportedImpressions: Set<String> = []
    private let service: any StreamingCatalogService
    private let profileID: String

    init(service: any StreamingCatalogService, profileID: String) {
        self.service = service
        self.profileID = profileID
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    /// Optimistic removal; rolls back if the request fails.
    func removeFromContinueWatching(_ entry: ContinueWatchingEntry) async {
        guard case .loaded(var feed) = state else { return }
        let snapshot = feed
        feed.continueWatching.removeAll { $0.id == entry.id }
        state = .loaded(feed)

        do {
            try await service.removeFromContinueWatching(entryID: entry.id, profileID: profileID)
        } catch {
            state = .loaded(snapshot)
            actionErrorMessage = String(localized: "streaming_remove_failed")
        }
    }

    func dismissActionError() {
        actionErrorMessage = nil
    }

    func railBecameVisible(_ railID: String) {
        guard reportedImpressions.insert(railID).inserted else { return }
        // Analytics.track(.railImpression(railID)) — wired up by the analytics module.
    }

    private func fetch() async {
        do {
            let feed = try await service.fetchHomeFeed(profileID: profileID)
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

struct StreamingHomeScreen: View {
    let profileID: String

    @Environment(\.streamingCatalogService) private var catalogService

    var body: some View {
        StreamingHomeContent(service: catalogService, profileID: profileID)
    }
}

/// What is pushed, plus which on-screen card it zooms out of (the same title
/// can appear in several rails).
private struct PresentedMedia: Hashable {
    let item: MediaItem
    let sourceID: String
}

private struct StreamingHomeContent: View {
    @State private var viewModel: StreamingHomeViewModel
    @State private var presented: PresentedMedia? = nil
    @Namespace private var zoomNamespace

    init(service: any StreamingCatalogService, profileID: String) {
        _viewModel = State(initialValue: StreamingHomeViewModel(service: service, profileID: profileID))
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let feed) where feed.isEmpty:
                ContentUnavailableView(
                    "streaming_home_empty_title",
                    systemImage: "tv",
                    description: Text("streaming_home_empty_message")
                )
            case .loaded(let feed):
                feedView(feed)
            case .failed(let error):
                ContentUnavailableView {
                    Label("streaming_home_error_title", systemImage: "wifi.slash")
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
        .navigationTitle(Text("streaming_home_title"))
        .navigationDestination(item: $presented) { presented in
            MediaDetailView(item: presented.item)
                .modifier(ZoomDestination(sourceID: presented.sourceID, namespace: zoomNamespace))
        }
        .alert(
            Text("streaming_generic_error_title"),
            isPresented: Binding(
                get: { viewModel.actionErrorMessage != nil },
                set: { if !$0 { viewModel.dismissActionError() } }
            )
        ) {
            Button("common_ok", role: .cancel) {}
        } message: {
            Text(viewModel.actionErrorMessage ?? "")
        }
        .task { await viewModel.load() }
    }

    private func feedView(_ feed: StreamingHomeFeed) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: Spacing.xl) {
                if let hero = feed.hero {
                    let sourceID = "hero-\(hero.id)"
                    HeroBanner(item: hero) { presented = PresentedMedia(item: hero, sourceID: sourceID) }
                        .modifier(ZoomSource(sourceID: sourceID, namespace: zoomNamespace))
                }

                if !feed.continueWatching.isEmpty {
                    ContinueWatchingRail(
                        entries: feed.continueWatching,
                        namespace: zoomNamespace,
                        onPlay: { entry in
                            presented = PresentedMedia(item: entry.item, sourceID: ContinueWatchingRail.sourceID(for: entry))
                        },
                        onRemove: { entry in
                            Task { await viewModel.removeFromContinueWatching(entry) }
                        }
                    )
                    .modifier(ImpressionTracker { viewModel.railBecameVisible("continue-watching") })
                }

                ForEach(feed.rails) { rail in
                    editorialRail(rail)
                        .modifier(ImpressionTracker { viewModel.railBecameVisible(rail.id) })
                }
            }
            .padding(.bottom, Spacing.xl)
        }
        .refreshable { await viewModel.refresh() }
    }

    @ViewBuilder
    private func editorialRail(_ rail: FeedRail) -> some View {
        switch rail.style {
        case .poster:
            MediaRail(title: Text(rail.title), items: rail.items, count: 7, span: 2) { item in
                PosterCard(item: item)
                    .modifier(ZoomSource(sourceID: "\(rail.id)-\(item.id)", namespace: zoomNamespace))
                    .onTapGesture { presented = PresentedMedia(item: item, sourceID: "\(rail.id)-\(item.id)") }
            }
        case .landscape:
            MediaRail(title: Text(rail.title), items: rail.items, count: 5, span: 3) { item in
                LandscapeCard(item: item)
                    .modifier(ZoomSource(sourceID: "\(rail.id)-\(item.id)", namespace: zoomNamespace))
                    .onTapGesture { presented = PresentedMedia(item: item, sourceID: "\(rail.id)-\(item.id)") }
            }
        }
    }
}

// MARK: - Hero

private struct HeroBanner: View {
    let item: MediaItem
    let onPlay: () -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        RemoteImage(url: item.backdropURL, aspectRatio: dynamicTypeSize.isAccessibilitySize ? 0.75 : 0.8)
            .overlay {
                LinearGradient(
                    colors: [.clear, .black.opacity(0.85)],
                    startPoint: .center,
                    endPoint: .bottom
                )
            }
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: Spacing.s) {
                    Text(item.title)
                        .font(.heroTitle)
                        .lineLimit(3)
                    Text(verbatim: "\(item.genre) · \(item.year)")
                        .font(.subheadline)
                        .opacity(0.85)
                    actions
                        .padding(.top, Spacing.s)
                }
                .foregroundStyle(.white)
                .padding(Spacing.m)
            }
            .accessibilityElement(children: .contain)
    }

    @ViewBuilder
    private var actions: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: Spacing.s) {
                playButton
                myListButton
            }
            VStack(alignment: .leading, spacing: Spacing.s) {
                playButton
                myListButton
            }
        }
    }

    private var playButton: some View {
        Button(action: onPlay) {
            Label("streaming_play", systemImage: "play.fill")
                .font(.headline)
                .padding(.horizontal, Spacing.l)
                .padding(.vertical, Spacing.s + 2)
                .background(.white, in: Capsule())
                .foregroundStyle(.black)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text("streaming_play_title \(item.title)"))
    }

    private var myListButton: some View {
        Button {} label: {
            Label("streaming_my_list", systemImage: "plus")
                .font(.headline)
                .padding(.horizontal, Spacing.l)
                .padding(.vertical, Spacing.s + 2)
                .background(.ultraThinMaterial, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

// MARK: - Continue watching

private struct ContinueWatchingRail: View {
    let entries: [ContinueWatchingEntry]
    let namespace: Namespace.ID
    let onPlay: (ContinueWatchingEntry) -> Void
    let onRemove: (ContinueWatchingEntry) -> Void

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    static func sourceID(for entry: ContinueWatchingEntry) -> String {
        "continue-\(entry.id)"
    }

    /// Compact: ~1.6 cards visible so the next one peeks in. Regular: 3.
    private var grid: (count: Int, span: Int) {
        if dynamicTypeSize.isAccessibilitySize { return (1, 1) }
        return horizontalSizeClass == .regular ? (3, 1) : (5, 3)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            RailHeader(title: Text("streaming_continue_watching"))

            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: Spacing.s) {
                    ForEach(entries) { entry in
                        ContinueWatchingCard(entry: entry)
                            .containerRelativeFrame(
                                .horizontal,
                                count: grid.count,
                                span: grid.span,
                                spacing: Spacing.s
                            )
                            .modifier(ZoomSource(sourceID: Self.sourceID(for: entry), namespace: namespace))
                            .onTapGesture { onPlay(entry) }
                            .contextMenu {
                                Button {
                                    onPlay(entry)
                                } label: {
                                    Label("streaming_resume", systemImage: "play")
                                }
                                Button(role: .destructive) {
                                    onRemove(entry)
                                } label: {
                                    Label("streaming_remove_from_row", systemImage: "xmark.circle")
                                }
                            }
                            .accessibilityAction(named: Text("streaming_remove_from_row")) {
                                onRemove(entry)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
            .scrollIndicators(.hidden)
            .animation(.smooth, value: entries)
        }
    }
}

private struct ContinueWatchingCard: View {
    let entry: ContinueWatchingEntry

    private var subtitle: String {
        let remaining = String(localized: "\(entry.remainingMinutes) min left")
        guard let episode = entry.episodeLabel else { return remaining }
        return "\(episode) · \(remaining)"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            RemoteImage(url: entry.item.backdropURL, aspectRatio: 16 / 9)
                .overlay {
                    Image(systemName: "play.fill")
                        .font(.title3)
                        .foregroundStyle(.white)
                        .padding(Spacing.m)
                        .background(.ultraThinMaterial, in: Circle())
                }
                .overlay(alignment: .bottom) {
                    WatchProgressBar(value: entry.progress)
                        .padding(Spacing.s)
                }
                .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(entry.item.title)
                    .font(.cardTitle)
                    .lineLimit(1)
                Text(subtitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityValue(Text("streaming_progress_percent \(Int((entry.progress * 100).rounded()))"))
        .accessibilityHint(Text("streaming_resume_hint"))
    }
}

private struct WatchProgressBar: View {
    let value: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.white.opacity(0.35))
                Capsule()
                    .fill(Color.brandPrimary)
                    .frame(width: proxy.size.width * min(max(value, 0), 1))
            }
        }
        .frame(height: 4)
        .accessibilityHidden(true)
    }
}

// MARK: - Generic rail

/// Horizontal, view-aligned rail used for every server-driven row.
private struct MediaRail<Item: Identifiable, Card: View>: View {
    let title: Text
    let items: [Item]
    let count: Int
    let span: Int
    private let card: (Item) -> Card

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(
        title: Text,
        items: [Item],
        count: Int,
        span: Int,
        @ViewBuilder card: @escaping (Item) -> Card
    ) {
        self.title = title
        self.items = items
        self.count = count
        self.span = span
        self.card = card
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            RailHeader(title: title)

            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: Spacing.s) {
                    ForEach(items) { item in
                        card(item)
                            .containerRelativeFrame(
                                .horizontal,
                                count: dynamicTypeSize.isAccessibilitySize ? 2 : count,
                                span: dynamicTypeSize.isAccessibilitySize ? 1 : span,
                                spacing: Spacing.s
                            )
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
            .scrollIndicators(.hidden)
        }
    }
}

private struct RailHeader: View {
    let title: Text

    var body: some View {
        HStack {
            title
                .font(.railTitle)
                .accessibilityAddTraits(.isHeader)
            Spacer()
        }
        .padding(.horizontal, Spacing.m)
    }
}

private struct PosterCard: View {
    let item: MediaItem

    var body: some View {
        RemoteImage(url: item.posterURL, aspectRatio: 2 / 3)
            .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
            .contentShape(Rectangle())
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(item.title))
            .accessibilityAddTraits(.isButton)
    }
}

private struct LandscapeCard: View {
    let item: MediaItem

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            RemoteImage(url: item.backdropURL, aspectRatio: 16 / 9)
                .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
            Text(item.title)
                .font(.cardTitle)
                .lineLimit(1)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

private struct RemoteImage: View {
    let url: URL?
    var aspectRatio: CGFloat?

    var body: some View {
        Rectangle()
            .fill(Color.surfaceElevated)
            .aspectRatio(aspectRatio, contentMode: .fit)
            .overlay {
                AsyncImage(url: url, transaction: Transaction(animation: .easeIn(duration: 0.2))) { phase in
                    if let image = phase.image {
                        image
                            .resizable()
                            .scaledToFill()
                    }
                }
            }
            .clipped()
            .accessibilityHidden(true)
    }
}

// MARK: - Detail (zoom destination)

private struct MediaDetailView: View {
    let item: MediaItem

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.m) {
                RemoteImage(url: item.backdropURL, aspectRatio: 16 / 9)
                Text(item.title)
                    .font(.title.bold())
                    .padding(.horizontal, Spacing.m)
                Text(verbatim: "\(item.genre) · \(item.year)")
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, Spacing.m)
            }
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

// MARK: - iOS 18 enhancements

private struct ZoomSource: ViewModifier {
    let sourceID: String
    let namespace: Namespace.ID

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.matchedTransitionSource(id: sourceID, in: namespace)
        } else {
            content
        }
    }
}

private struct ZoomDestination: ViewModifier {
    let sourceID: String
    let namespace: Namespace.ID

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.navigationTransition(.zoom(sourceID: sourceID, in: namespace))
        } else {
            content
        }
    }
}

/// Fires once a rail is at least 60 % on screen (iOS 18), or on appear (iOS 17).
private struct ImpressionTracker: ViewModifier {
    let onVisible: () -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.onScrollVisibilityChange(threshold: 0.6) { isVisible in
                if isVisible { onVisible() }
            }
        } else {
            content.onAppear(perform: onVisible)
        }
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockStreamingCatalogService: StreamingCatalogService {
    var feed: StreamingHomeFeed = .preview
    var delay: Duration = .milliseconds(300)
    var failsRemoval = false

    func fetchHomeFeed(profileID: String) async throws -> StreamingHomeFeed {
        try await Task.sleep(for: delay)
        return feed
    }

    func removeFromContinueWatching(entryID: ContinueWatchingEntry.ID, profileID: String) async throws {
        try await Task.sleep(for: .milliseconds(200))
        if failsRemoval { throw URLError(.cannotConnectToHost) }
    }
}

extension MediaItem {
    static func sample(_ index: Int, kind: Kind = .series) -> MediaItem {
        MediaItem(
            id: "media-\(index)",
            title: ["The Long Shore", "Night Harbor", "Glass Cities", "Paper Moons", "Low Tide"][index % 5],
            kind: kind,
            genre: ["Drama", "Thriller", "Sci-Fi", "Comedy", "Documentary"][index % 5],
            year: 2018 + index % 7,
            posterURL: URL(string: "https://picsum.photos/seed/poster\(index)/400/600"),
            backdropURL: URL(string: "https://picsum.photos/seed/backdrop\(index)/960/540")
        )
    }
}

extension StreamingHomeFeed {
    static let empty = StreamingHomeFeed(hero: nil, continueWatching: [], rails: [])

    static let preview = StreamingHomeFeed(
        hero: .sample(0, kind: .movie),
        continueWatching: (1...6).map { index in
            ContinueWatchingEntry(
                id: "cw-\(index)",
                item: .sample(index),
                episodeLabel: index.isMultiple(of: 2) ? "S1 · E\(index)" : nil,
                progress: Double(index) / 7,
                remainingMinutes: 10 + index * 4
            )
        },
        rails: [
            FeedRail(id: "trending", title: "Trending now", style: .poster, items: (10...19).map { MediaItem.sample($0) }),
            FeedRail(id: "new", title: "New episodes", style: .landscape, items: (20...27).map { MediaItem.sample($0) }),
        ]
    )
}

#Preview("Home feed") {
    NavigationStack {
        StreamingHomeScreen(profileID: "preview-profile")
    }
    .environment(\.streamingCatalogService, MockStreamingCatalogService())
}

#Preview("Empty feed") {
    NavigationStack {
        StreamingHomeScreen(profileID: "preview-profile")
    }
    .environment(\.streamingCatalogService, MockStreamingCatalogService(feed: .empty))
}

#Preview("Removal fails") {
    NavigationStack {
        StreamingHomeScreen(profileID: "preview-profile")
    }
    .environment(\.streamingCatalogService, MockStreamingCatalogService(failsRemoval: true))
}

#Preview("Continue watching rail", traits: .sizeThatFitsLayout) {
    @Previewable @Namespace var namespace
    @Previewable @State var entries = StreamingHomeFeed.preview.continueWatching
    return ContinueWatchingRail(
        entries: entries,
        namespace: namespace,
        onPlay: { _ in },
        onRemove: { entry in entries.removeAll { $0.id == entry.id } }
    )
    .padding(.vertical)
}
#endif
