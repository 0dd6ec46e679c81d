//
//  SocialProfileScreen.swift
//  Social · Profile
//
//  Profile header, story highlights carousel (view-aligned snapping) and a
//  paginated 3-column posts grid.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct SocialProfile: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let handle: String
    let displayName: String
    let bio: String
    let avatarURL: URL?
    let website: URL?
    let isVerified: Bool
    let postCount: Int
    var followerCount: Int
    let followingCount: Int
    var isFollowing: Bool
}

struct StoryHighlight: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let title: String
    let coverURL: URL?
    let itemCount: Int
}

struct ProfilePost: Identifiable, Hashable, Sendable, Decodable {
    enum Kind: String, Hashable, Sendable, Decodable {
        case photo
        case video
        case carousel
    }

    let id: String
    let kind: Kind
    let thumbnailURL: URL?
    let likeCount: Int
}

struct ProfileOverview: Sendable, Decodable {
    var profile: SocialProfile
    let highlights: [StoryHighlight]
    let isOwnProfile: Bool
}

struct PostsPage: Sendable, Decodable {
    let posts: [ProfilePost]
    let nextCursor: String?
}

// MARK: - Service

protocol ProfileService: Sendable {
    func fetchProfile(handle: String) async throws -> ProfileOverview
    func fetchPosts(userID: SocialProfile.ID, cursor: String?) async throws -> PostsPage
    func setFollowing(_ isFollowing: Bool, userID: SocialProfile.ID) async throws
}

struct RemoteProfileService: ProfileService {
    var baseURL: URL = URL(string: "https://api.example-social.com/v1")!
    var session: URLSession = .shared

    func fetchProfile(handle: String) async throws -> ProfileOverview {
        try await send(URLRequest(url: baseURL.appending(path: "users/by-handle/\(handle)")))
    }

    func fetchPosts(userID: SocialProfile.ID, cursor: String?) async throws -> PostsPage {
        var url = baseURL.appending(path: "users/\(userID)/posts")
        if let cursor {
            url.append(queryItems: [URLQueryItem(name: "cursor", value: cursor)])
        }
        return try await send(URLRequest(url: url))
    }

    func setFollowing(_ isFollowing: Bool, userID: SocialProfile.ID) async throws {
        var request = URLRequest(url: baseURL.appending(path: "users/\(userID)/follow"))
        request.httpMethod = isFollowing ? "POST" : "DELETE"
        let (_, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }

    private func send<Response: Decodable>(_ request: URLRequest) async throws -> Response {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(Response.self, from: data)
    }
}

private struct ProfileServiceKey: EnvironmentKey {
    static let defaultValue: any ProfileService = RemoteProfileService()
}

extension EnvironmentValues {
    var profileService: any ProfileService {
        get { self[ProfileServiceKey.self] }
        set { self[ProfileServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
}

private enum GridMetrics {
    static let gutter: CGFloat = 2
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let storyRingStart = Color("StoryRingStart")
    static let storyRingEnd = Color("StoryRingEnd")
}

private extension Font {
    static let displayName = Font.title3.weight(.bold)
    static let statValue = Font.headline.monospacedDigit()
    static let statLabel = Font.caption
    static let highlightTitle = Font.caption
}

// MARK: - View model

@MainActor
@Observable
final class SocialProfileViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(ProfileOverview)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var posts: [ProfilePost] = []
    private(set) var isLoadingMore = false
    private(set) var isUpdatingFollow = false

    @ObservationIgnored private var nextCursor: String?
    @ObservationIgnored private var prefetchedHighlightIDs: Set<StoryHighlight.ID> = []

    let handle: String
    private let service: any ProfileService

    init(handle: String, service: any ProfileService) {
        self.handle = handle
        self.service = service
    }

    var hasMorePosts: Bool { nextCursor != nil }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    func loadMoreIfNeeded(after post: ProfilePost) async {
        guard case .loaded(let overview) = state,
              post.id == posts.last?.id,
              let cursor = nextCursor,
              !isLoadingMore
        else { return }

        isLoadingMore = true
        defer { isLoadingMore = false }

        do {
            let page = try await service.fetchPosts(userID: overview.profile.id, cursor: cursor)
            posts.append(contentsOf: page.posts)
            nextCursor = page.nextCursor
        } catch {
            // Keep the cursor: the next appearance of the last cell retries.
        }
    }

    func toggleFollow() async {
        guard case .loaded(var overview) = state, !isUpdatingFollow else { return }
        let shouldFollow = !overview.profile.isFollowing
        overview.profile.isFollowing = shouldFollow
        overview.profile.followerCount += shouldFollow ? 1 : -1
        state = .loaded(overview)

        isUpdatingFollow = true
        defer { isUpdatingFollow = false }

        do {
            try await service.setFollowing(shouldFollow, userID: overview.profile.id)
        } catch {
            overview.profile.isFollowing = !shouldFollow
            overview.profile.followerCount += shouldFollow ? -1 : 1
            state = .loaded(overview)
        }
    }

    func highlightsBecameVisible(_ ids: [StoryHighlight.ID]) {
        let newIDs = Set(ids).subtracting(prefetchedHighlightIDs)
        guard !newIDs.isEmpty else { return }
        prefetchedHighlightIDs.formUnion(newIDs)
        // StoryPrefetcher.shared.prefetch(highlightIDs: newIDs) — owned by the Stories module.
    }

    private func fetch() async {
        do {
            let overview = try await service.fetchProfile(handle: handle)
            let firstPage = try await service.fetchPosts(userID: overview.profile.id, cursor: nil)
            posts = firstPage.posts
            nextCursor = firstPage.nextCursor
            state = .loaded(overview)
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch {
            if case .loaded = state { return }
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct SocialProfileScreen: View {
    let handle: String
    var onOpenHighlight: (StoryHighlight) -> Void = { _ in }
    var onOpenPost: (ProfilePost) -> Void = { _ in }

    @Environment(\.profileService) private var profileService

    var body: some View {
        SocialProfileContent(
            handle: handle,
            service: profileService,
            onOpenHighlight: onOpenHighlight,
            onOpenPost: onOpenPost
        )
    }
}

private enum PostsTab: Hashable, CaseIterable, Identifiable {
    case grid
    case reels
    case tagged

    var id: Self { self }

    var symbolName: String {
        switch self {
        case .grid: "square.grid.3x3"
        case .reels: "play.rectangle"
        case .tagged: "person.crop.square"
        }
    }

    var accessibilityKey: LocalizedStringKey {
        switch self {
        case .grid: "social_tab_posts"
        case .reels: "social_tab_reels"
        case .tagged: "social_tab_tagged"
        }
    }
}

private struct SocialProfileContent: View {
    @State private var viewModel: SocialProfileViewModel
    @State private var selectedTab: PostsTab = .grid

    let onOpenHighlight: (StoryHighlight) -> Void
    let onOpenPost: (ProfilePost) -> Void

    init(
        handle: String,
        service: any ProfileService,
        onOpenHighlight: @escaping (StoryHighlight) -> Void,
        onOpenPost: @escaping (ProfilePost) -> Void
    ) {
        _viewModel = State(initialValue: SocialProfileViewModel(handle: handle, service: service))
        self.onOpenHighlight = onOpenHighlight
        self.onOpenPost = onOpenPost
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let overview):
                profileView(overview)
            case .failed(let error):
                ContentUnavailableView {
                    Label("social_profile_error_title", systemImage: "person.crop.circle.badge.exclamationmark")
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
        .navigationTitle(Text(verbatim: "@\(viewModel.handle)"))
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }

    private func profileView(_ overview: ProfileOverview) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.m) {
                ProfileHeader(
                    profile: overview.profile,
                    isOwnProfile: overview.isOwnProfile,
                    isUpdatingFollow: viewModel.isUpdatingFollow,
                    onToggleFollow: { Task { await viewModel.toggleFollow() } }
                )
                .padding(.horizontal, Spacing.m)

                if !overview.highlights.isEmpty || overview.isOwnProfile {
                    HighlightsCarousel(
                        highlights: overview.highlights,
                        showsAddButton: overview.isOwnProfile,
                        onSelect: onOpenHighlight,
                        onVisibleChange: { viewModel.highlightsBecameVisible($0) }
                    )
                }

                PostsTabBar(selection: $selectedTab)

                postsSection
            }
            .padding(.top, Spacing.s)
        }
        .refreshable { await viewModel.refresh() }
    }

    @ViewBuilder
    private var postsSection: some View {
        let visiblePosts = selectedTab == .reels
            ? viewModel.posts.filter { $0.kind == .video }
            : viewModel.posts

        if selectedTab == .tagged {
            ContentUnavailableView(
                "social_tagged_empty_title",
                systemImage: "person.crop.square",
                description: Text("social_tagged_empty_message")
            )
        } else if visiblePosts.isEmpty {
            ContentUnavailableView(
                "social_posts_empty_title",
                systemImage: "camera",
                description: Text("social_posts_empty_message")
            )
        } else {
            PostsGrid(
                posts: visiblePosts,
                isLoadingMore: viewModel.isLoadingMore,
                onSelect: onOpenPost,
                onAppear: { post in await viewModel.loadMoreIfNeeded(after: post) }
            )
        }
    }
}

// MARK: - Header

private struct ProfileHeader: View {
    let profile: SocialProfile
    let isOwnProfile: Bool
    let isUpdatingFollow: Bool
    let onToggleFollow: () -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 84

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            let topRow = dynamicTypeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.m))
                : AnyLayout(HStackLayout(alignment: .center, spacing: Spacing.l))

            topRow {
                Avatar(url: profile.avatarURL, size: avatarSize)
                StatsRow(profile: profile)
            }

            VStack(alignment: .leading, spacing: Spacing.xs) {
                HStack(spacing: Spacing.xs) {
                    Text(profile.displayName)
                        .font(.displayName)
                    if profile.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundStyle(Color.brandPrimary)
                            .accessibilityLabel(Text("social_verified"))
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isHeader)

                if !profile.bio.isEmpty {
                    Text(profile.bio)
                        .font(.subheadline)
                }

                if let website = profile.website {
                    Link(destination: website) {
                        Text(verbatim: website.host() ?? website.absoluteString)
                            .font(.subheadline.weight(.semibold))
                    }
                }
            }

            actionButtons
        }
    }

    @ViewBuilder
    private var actionButtons: some View {
        HStack(spacing: Spacing.s) {
            if isOwnProfile {
                Button {} label: {
                    Text("social_edit_profile")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            } else if profile.isFollowing {
                Button(action: onToggleFollow) {
                    Text("social_following")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            } else {
                Button(action: onToggleFollow) {
                    Text("social_follow")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .tint(Color.brandPrimary)
            }

            if let profileURL = URL(string: "https://example-social.com/\(profile.handle)") {
                ShareLink(item: profileURL) {
                    Image(systemName: "square.and.arrow.up")
                        .padding(.horizontal, Spacing.xs)
                }
                .buttonStyle(.bordered)
                .accessibilityLabel(Text("social_share_profile"))
            }
        }
        .controlSize(.regular)
        .disabled(isUpdatingFollow)
        .sensoryFeedback(.impact(weight: .light), trigger: profile.isFollowing)
    }
}

private struct Avatar: View {
    let url: URL?
    let size: CGFloat

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .foregroundStyle(.tertiary)
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .accessibilityHidden(true)
    }
}

private struct StatsRow: View {
    let profile: SocialProfile

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: Spacing.l) {
                stats
            }
            VStack(alignment: .leading, spacing: Spacing.s) {
                stats
            }
        }
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder
    private var stats: some View {
        StatView(value: profile.postCount, labelKey: "social_stat_posts")
        StatView(value: profile.followerCount, labelKey: "social_stat_followers")
        StatView(value: profile.followingCount, labelKey: "social_stat_following")
    }
}

private struct StatView: View {
    let value: Int
    let labelKey: LocalizedStringKey

    var body: some View {
        VStack(spacing: Spacing.xxs) {
            Text(value, format: .number.notation(.compactName))
                .font(.statValue)
                .contentTransition(.numericText(value: Double(value)))
            Text(labelKey)
                .font(.statLabel)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Highlights carousel

private struct HighlightsCarousel: View {
    let highlights: [StoryHighlight]
    let showsAddButton: Bool
    let onSelect: (StoryHighlight) -> Void
    let onVisibleChange: ([StoryHighlight.ID]) -> Void

    @ScaledMetric(relativeTo: .caption) private var bubbleSize: CGFloat = 64

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: Spacing.m) {
                if showsAddButton {
                    NewHighlightBubble(size: bubbleSize)
                }

                ForEach(highlights) { highlight in
                    Button {
                        onSelect(highlight)
                    } label: {
                        HighlightBubble(highlight: highlight, size: bubbleSize)
                    }
                    .buttonStyle(.plain)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
        .scrollIndicators(.hidden)
        .modifier(HighlightVisibilityReporter(onChange: onVisibleChange))
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("social_highlights"))
    }
}

private struct HighlightBubble: View {
    let highlight: StoryHighlight
    let size: CGFloat

    var body: some View {
        VStack(spacing: Spacing.xs) {
            AsyncImage(url: highlight.coverURL) { phase in
                if let image = phase.image {
                    image.resizable().scaledToFill()
                } else {
                    Circle().fill(.quaternary)
                }
            }
            .frame(width: size, height: size)
            .clipShape(Circle())
            .padding(3)
            .overlay {
                Circle()
                    .strokeBorder(
                        LinearGradient(
                            colors: [.storyRingStart, .storyRingEnd],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        ),
                        lineWidth: 2
                    )
            }

            Text(highlight.title)
                .font(.highlightTitle)
                .lineLimit(1)
                .frame(maxWidth: size + 8)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(highlight.title))
        .accessibilityValue(Text("social_highlight_items \(highlight.itemCount)"))
        .accessibilityAddTraits(.isButton)
    }
}

private struct NewHighlightBubble: View {
    let size: CGFloat

    var body: some View {
        VStack(spacing: Spacing.xs) {
            Image(systemName: "plus")
                .font(.title2)
                .frame(width: size, height: size)
                .overlay {
                    Circle().strokeBorder(.secondary, lineWidth: 1)
                }
                .padding(3)
            Text("social_highlight_new")
                .font(.highlightTitle)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

/// Reports which highlight bubbles are on screen so their first frames can be
/// prefetched. `onScrollTargetVisibilityChange` is iOS 18+; iOS 17 skips prefetch.
private struct HighlightVisibilityReporter: ViewModifier {
    let onChange: ([StoryHighlight.ID]) -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.onScrollTargetVisibilityChange(idType: StoryHighlight.ID.self, threshold: 0.5) { ids in
                onChange(ids)
            }
        } else {
            content
        }
    }
}

// MARK: - Posts

private struct PostsTabBar: View {
    @Binding var selection: PostsTab

    var body: some View {
        Picker(selection: $selection) {
            ForEach(PostsTab.allCases) { tab in
                Image(systemName: tab.symbolName)
                    .accessibilityLabel(Text(tab.accessibilityKey))
                    .tag(tab)
            }
        } label: {
            Text("social_posts_tabs")
        }
        .pickerStyle(.segmented)
        .padding(.horizontal, Spacing.m)
    }
}

private struct PostsGrid: View {
    let posts: [ProfilePost]
    let isLoadingMore: Bool
    let onSelect: (ProfilePost) -> Void
    let onAppear: (ProfilePost) async -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var columns: [GridItem] {
        let count = dynamicTypeSize.isAccessibilitySize ? 2 : 3
        return Array(repeating: GridItem(.flexible(), spacing: GridMetrics.gutter), count: count)
    }

    var body: some View {
        LazyVGrid(columns: columns, spacing: GridMetrics.gutter) {
            ForEach(Array(posts.enumerated()), id: \.element.id) { index, post in
                Button {
                    onSelect(post)
                } label: {
                    PostThumbnail(post: post)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(Text("social_post_a11y \(index + 1) \(posts.count)"))
                .task { await onAppear(post) }
            }
        }

        if isLoadingMore {
            ProgressView()
                .frame(maxWidth: .infinity)
                .padding(.vertical, Spacing.m)
        }
    }
}

private struct PostThumbnail: View {
    let post: ProfilePost

    var body: some View {
        Rectangle()
            .fill(.quaternary)
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                AsyncImage(url: post.thumbnailURL) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFill()
                    }
                }
            }
            .clipped()
            .overlay(alignment: .topTrailing) {
                if let badge = badgeSymbol {
                    Image(systemName: badge)
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.white)
                        .shadow(radius: 2)
                        .padding(Spacing.xs + 2)
                        .accessibilityHidden(true)
                }
            }
            .contentShape(Rectangle())
    }

    private var badgeSymbol: String? {
        switch post.kind {
        case .photo: nil
        case .video: "play.fill"
        case .carousel: "square.fill.on.square.fill"
        }
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockProfileService: ProfileService {
    var overview: ProfileOverview = .preview
    var totalPosts = 60
    var pageSize = 18
    var delay: Duration = .milliseconds(350)

    func fetchProfile(handle: String) async throws -> ProfileOverview {
        try await Task.sleep(for: delay)
        return overview
    }

    func fetchPosts(userID: SocialProfile.ID, cursor: String?) async throws -> PostsPage {
        try await Task.sleep(for: .milliseconds(300))
        let start = Int(cursor ?? "0") ?? 0
        let end = min(start + pageSize, totalPosts)
        let posts = (start..<max(start, end)).map { index in
            ProfilePost(
                id: "post-\(index)",
                kind: index % 5 == 0 ? .video : (index % 7 == 0 ? .carousel : .photo),
                thumbnailURL: URL(string: "https://picsum.photos/seed/post\(index)/400/400"),
                likeCount: 40 + index * 13
            )
        }
        return PostsPage(posts: posts, nextCursor: end < totalPosts ? String(end) : nil)
    }

    func setFollowing(_ isFollowing: Bool, userID: SocialProfile.ID) async throws {
        try await Task.sleep(for: .milliseconds(250))
    }
}

extension ProfileOverview {
    static let preview = ProfileOverview(
        profile: SocialProfile(
            id: "user-42",
            handle: "mara.shoots",
            displayName: "Mara Okafor",
            bio: "Street & travel photography. Lisbon ⇄ Lagos.",
            avatarURL: URL(string: "https://picsum.photos/seed/avatar42/200/200"),
            website: URL(string: "https://maraokafor.example.com"),
            isVerified: true,
            postCount: 60,
            followerCount: 48_210,
            followingCount: 512,
            isFollowing: false
        ),
        highlights: ["Lisbon", "Lagos", "Film", "Night", "Portraits", "Gear", "BTS"].enumerated().map { index, title in
            StoryHighlight(
                id: "hl-\(index)",
                title: title,
                coverURL: URL(string: "https://picsum.photos/seed/hl\(index)/200/200"),
                itemCount: 3 + index
            )
        },
        isOwnProfile: false
    )
}

#Preview("Profile") {
    NavigationStack {
        SocialProfileScreen(handle: "mara.shoots")
    }
    .environment(\.profileService, MockProfileService())
}

#Preview("Loading") {
    NavigationStack {
        SocialProfileScreen(handle: "mara.shoots")
    }
    .environment(\.profileService, MockProfileService(delay: .seconds(3_600)))
}

#Preview("No posts") {
    NavigationStack {
        SocialProfileScreen(handle: "mara.shoots")
    }
    .environment(\.profileService, MockProfileService(totalPosts: 0))
}

#Preview("Highlights", traits: .sizeThatFitsLayout) {
    @Previewable @State var opened: String = "–"
    return VStack(alignment: .leading) {
        HighlightsCarousel(
            highlights: ProfileOverview.preview.highlights,
            showsAddButton: true,
            onSelect: { opened = $0.title },
            onVisibleChange: { _ in }
        )
        Text(verbatim: opened)
            .padding(.horizontal)
    }
    .padding(.vertical)
}
#endif
