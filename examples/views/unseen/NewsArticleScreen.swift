//
//  NewsArticleScreen.swift
//  News · Article
//
//  Article detail with a reading-progress bar and a "Related stories"
//  carousel that snaps card-by-card at the end of the article.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct NewsAuthor: Hashable, Sendable, Decodable {
    let name: String
    let role: String
    let avatarURL: URL?
}

enum ArticleBlock: Hashable, Sendable {
    case paragraph(String)
    case heading(String)
    case quote(text: String, attribution: String?)
    case image(url: URL?, caption: String?)
}

extension ArticleBlock: Decodable {
    private enum CodingKeys: String, CodingKey {
        case type
        case text
        case attribution
        case url
        case caption
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "heading":
            self = try .heading(container.decode(String.self, forKey: .text))
        case "quote":
            self = try .quote(
                text: container.decode(String.self, forKey: .text),
                attribution: container.decodeIfPresent(String.self, forKey: .attribution)
            )
        case "image":
            self = try .image(
                url: container.decodeIfPresent(URL.self, forKey: .url),
                caption: container.decodeIfPresent(String.self, forKey: .caption)
            )
        default:
            self = try .paragraph(container.decode(String.self, forKey: .text))
        }
    }
}

struct NewsArticle: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let section: String
    let headline: String
    let standfirst: String
    let author: NewsAuthor
    let publishedAt: Date
    let readingMinutes: Int
    let heroImageURL: URL?
    let heroCaption: String?
    let webURL: URL
    let blocks: [ArticleBlock]
}

struct RelatedStory: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let section: String
    let headline: String
    let imageURL: URL?
    let publishedAt: Date
}

// MARK: - Service

protocol NewsService: Sendable {
    func fetchArticle(id: NewsArticle.ID) async throws -> NewsArticle
    func fetchRelatedStories(articleID: NewsArticle.ID) async throws -> [RelatedStory]
}

struct RemoteNewsService: NewsService {
    var baseURL: URL = URL(string: "https://content.example-news.com/api/v4")!
    var session: URLSession = .shared

    func fetchArticle(id: NewsArticle.ID) async throws -> NewsArticle {
        try await get("articles/\(id)")
    }

    func fetchRelatedStories(articleID: NewsArticle.ID) async throws -> [RelatedStory] {
        try await get("articles/\(articleID)/related")
    }

    private func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, response) = try await session.data(from: baseURL.appending(path: path))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}

private struct NewsServiceKey: EnvironmentKey {
    static let defaultValue: any NewsService = RemoteNewsService()
}

extension EnvironmentValues {
    var newsService: any NewsService {
        get { self[NewsServiceKey.self] }
        set { self[NewsServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
    static let xl: CGFloat = 40
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let sectionAccent = Color("SectionAccent")
    static let quoteRule = Color("QuoteRule")
}

private extension Font {
    static let articleHeadline = Font.system(.largeTitle, design: .serif).weight(.bold)
    static let articleStandfirst = Font.system(.title3, design: .serif)
    static let articleBody = Font.system(.body, design: .serif)
    static let articleHeading = Font.system(.title2, design: .serif).weight(.semibold)
    static let sectionLabel = Font.caption.weight(.heavy)
    static let cardTitle = Font.system(.headline, design: .serif)
}

// MARK: - View model

@MainActor
@Observable
final class NewsArticleViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(NewsArticle)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var relatedStories: [RelatedStory] = []
    private(set) var isLoadingRelated = false

    let articleID: NewsArticle.ID
    private let service: any NewsService

    init(articleID: NewsArticle.ID, service: any NewsService) {
        self.articleID = articleID
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

    private func fetch() async {
        isLoadingRelated = true
        defer { isLoadingRelated = false }

        // Related stories are best-effort and must never block the article.
        let service = self.service
        let articleID = self.articleID
        async let article = service.fetchArticle(id: articleID)
        async let related = service.fetchRelatedStories(articleID: articleID)

        do {
            let loadedArticle = try await article
            state = .loaded(loadedArticle)
        } catch is CancellationError {
            if case .loading = state { state = .idle }
            return
        } catch {
            if case .loaded = state { return }
            state = .failed(error)
            return
        }

        relatedStories = (try? await related) ?? []
    }
}

// MARK: - Screen

struct NewsArticleScreen: View {
    let articleID: NewsArticle.ID
    var onSelectStory: (RelatedStory) -> Void = { _ in }

    @Environment(\.newsService) private var newsService

    var body: some View {
        NewsArticleContent(
            viewModel: NewsArticleViewModel(articleID: articleID, service: newsService),
            onSelectStory: onSelectStory
        )
        .id(articleID)
    }
}

private struct NewsArticleContent: View {
    @State private var viewModel: NewsArticleViewModel
    @State private var readingProgress: Double = 0
    let onSelectStory: (RelatedStory) -> Void

    init(viewModel: @autoclosure () -> NewsArticleViewModel, onSelectStory: @escaping (RelatedStory) -> Void) {
        _viewModel = State(wrappedValue: viewModel())
        self.onSelectStory = onSelectStory
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView("news_loading_article")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let article):
                articleView(article)
            case .failed(let error):
                ContentUnavailableView {
                    Label("news_article_error_title", systemImage: "newspaper")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("common_retry") {
                        Task { await viewModel.load() }
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }

    private func articleView(_ article: NewsArticle) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.l) {
                ArticleHeader(article: article)
                    .padding(.horizontal, Spacing.m)

                HeroFigure(url: article.heroImageURL, caption: article.heroCaption)

                ArticleBody(blocks: article.blocks)
                    .padding(.horizontal, Spacing.m)

                relatedSection
            }
            .padding(.bottom, Spacing.xl)
        }
        .modifier(ReadingProgressTracker(progress: $readingProgress))
        .overlay(alignment: .top) {
            ReadingProgressBar(progress: readingProgress)
        }
        .refreshable { await viewModel.refresh() }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                ShareLink(item: article.webURL) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel(Text("news_share_article"))
            }
        }
    }

    @ViewBuilder
    private var relatedSection: some View {
        if viewModel.isLoadingRelated && viewModel.relatedStories.isEmpty {
            ProgressView()
                .frame(maxWidth: .infinity, minHeight: 120)
        } else if !viewModel.relatedStories.isEmpty {
            RelatedStoriesCarousel(stories: viewModel.relatedStories, onSelect: onSelectStory)
        }
    }
}

// MARK: - Header

private struct ArticleHeader: View {
    let article: NewsArticle

    @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 36

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            Text(article.section.uppercased())
                .font(.sectionLabel)
                .foregroundStyle(Color.sectionAccent)
                .accessibilityLabel(Text(article.section))

            Text(article.headline)
                .font(.articleHeadline)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h1)

            Text(article.standfirst)
                .font(.articleStandfirst)
                .foregroundStyle(.secondary)

            byline
        }
    }

    @ViewBuilder
    private var byline: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: Spacing.s) {
                avatar
                authorText
                Spacer(minLength: Spacing.s)
                metaText
            }
            VStack(alignment: .leading, spacing: Spacing.s) {
                HStack(spacing: Spacing.s) {
                    avatar
                    authorText
                }
                metaText
            }
        }
        .accessibilityElement(children: .combine)
    }

    private var avatar: some View {
        AsyncImage(url: article.author.avatarURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .foregroundStyle(.tertiary)
        }
        .frame(width: avatarSize, height: avatarSize)
        .clipShape(Circle())
        .accessibilityHidden(true)
    }

    private var authorText: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(article.author.name)
                .font(.subheadline.weight(.semibold))
            Text(article.author.role)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private var metaText: some View {
        HStack(spacing: Spacing.xs) {
            Text(article.publishedAt, format: .dateTime.day().month(.abbreviated).hour().minute())
            Text(verbatim: "·")
                .accessibilityHidden(true)
            Text("news_reading_minutes \(article.readingMinutes)")
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}

private struct HeroFigure: View {
    let url: URL?
    let caption: String?

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            RemoteImage(url: url, aspectRatio: 3 / 2)
            if let caption {
                Text(caption)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, Spacing.m)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Body

private struct ArticleBody: View {
    let blocks: [ArticleBlock]

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            ForEach(Array(blocks.enumerated()), id: \.offset) { _, block in
                ArticleBlockView(block: block)
            }
        }
        .textSelection(.enabled)
    }
}

private struct ArticleBlockView: View {
    let block: ArticleBlock

    var body: some View {
        switch block {
        case .paragraph(let text):
            Text(text)
                .font(.articleBody)
                .lineSpacing(4)
                .fixedSize(horizontal: false, vertical: true)
        case .heading(let text):
            Text(text)
                .font(.articleHeading)
                .padding(.top, Spacing.s)
                .accessibilityAddTraits(.isHeader)
        case .quote(let text, let attribution):
            VStack(alignment: .leading, spacing: Spacing.s) {
                Text(verbatim: "“\(text)”")
                    .font(.articleHeading.italic())
                if let attribution {
                    Text(verbatim: "— \(attribution)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.leading, Spacing.m)
            .overlay(alignment: .leading) {
                Rectangle()
                    .fill(Color.quoteRule)
                    .frame(width: 3)
            }
            .accessibilityElement(children: .combine)
        case .image(let url, let caption):
            VStack(alignment: .leading, spacing: Spacing.xs) {
                RemoteImage(url: url, aspectRatio: 16 / 9)
                    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
                if let caption {
                    Text(caption)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

// MARK: - Related stories

private struct RelatedStoriesCarousel: View {
    let stories: [RelatedStory]
    let onSelect: (RelatedStory) -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private var columns: (count: Int, span: Int) {
        if dynamicTypeSize.isAccessibilitySize { return (1, 1) }
        return horizontalSizeClass == .regular ? (3, 1) : (6, 5)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            Divider()
                .padding(.horizontal, Spacing.m)

            Text("news_related_stories")
                .font(.title2.weight(.bold))
                .padding(.horizontal, Spacing.m)
                .accessibilityAddTraits(.isHeader)

            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: Spacing.m) {
                    ForEach(stories) { story in
                        Button {
                            onSelect(story)
                        } label: {
                            RelatedStoryCard(story: story)
                        }
                        .buttonStyle(.plain)
                        .containerRelativeFrame(
                            .horizontal,
                            count: columns.count,
                            span: columns.span,
                            spacing: Spacing.m
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

private struct RelatedStoryCard: View {
    let story: RelatedStory

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            RemoteImage(url: story.imageURL, aspectRatio: 16 / 10)
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))

            Text(story.section.uppercased())
                .font(.sectionLabel)
                .foregroundStyle(Color.sectionAccent)

            Text(story.headline)
                .font(.cardTitle)
                .lineLimit(3, reservesSpace: true)
                .multilineTextAlignment(.leading)

            Text(story.publishedAt, style: .relative)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Shared pieces

private struct RemoteImage: View {
    let url: URL?
    var aspectRatio: CGFloat?

    var body: some View {
        Rectangle()
            .fill(.quinary)
            .aspectRatio(aspectRatio, contentMode: .fit)
            .overlay {
                AsyncImage(url: url) { phase in
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

private struct ReadingProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(Color.brandPrimary)
                .frame(width: proxy.size.width * CGFloat(progress))
        }
        .frame(height: 3)
        .opacity(progress > 0 ? 1 : 0)
        .animation(.linear(duration: 0.1), value: progress)
        .accessibilityHidden(true)
    }
}

/// Scroll-geometry–driven reading progress. iOS 18+; on iOS 17 the bar stays hidden.
private struct ReadingProgressTracker: ViewModifier {
    @Binding var progress: Double

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.onScrollGeometryChange(for: Double.self) { geometry in
                let scrollable = geometry.contentSize.height - geometry.containerSize.height
                guard scrollable > 0 else { return 0 }
                let offset = geometry.contentOffset.y + geometry.contentInsets.top
                return Double(min(max(offset / scrollable, 0), 1))
            } action: { _, newValue in
                progress = newValue
            }
        } else {
            content
        }
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockNewsService: NewsService {
    var articleDelay: Duration = .milliseconds(300)
    var relatedDelay: Duration = .milliseconds(900)
    var related: [RelatedStory] = RelatedStory.previews
    var failsArticle = false

    func fetchArticle(id: NewsArticle.ID) async throws -> NewsArticle {
        try await Task.sleep(for: articleDelay)
        if failsArticle { throw URLError(.notConnectedToInternet) }
        return .preview
    }

    func fetchRelatedStories(articleID: NewsArticle.ID) async throws -> [RelatedStory] {
        try await Task.sleep(for: relatedDelay)
        return related
    }
}

extension NewsArticle {
    static let preview = NewsArticle(
        id: "article-1",
        section: "Climate",
        headline: "Coastal towns race to rebuild dunes before the winter storms",
        standfirst: "A decade of erosion has left communities exposed. Volunteers and engineers are trying a softer approach.",
        author: NewsAuthor(
            name: "Amira Lindqvist",
            role: "Environment correspondent",
            avatarURL: URL(string: "https://picsum.photos/seed/author/120/120")
        ),
        publishedAt: Date.now.addingTimeInterval(-5_400),
        readingMinutes: 6,
        heroImageURL: URL(string: "https://picsum.photos/seed/dunes/1200/800"),
        heroCaption: "Volunteers plant marram grass along the north shore.",
        webURL: URL(string: "https://example-news.com/climate/dunes")!,
        blocks: [
            .paragraph("On a grey October morning, forty volunteers line up along the beach with bundles of marram grass."),
            .paragraph("The plan is simple: let the plants trap wind-blown sand and, over a few seasons, grow the dune back."),
            .heading("A softer defence"),
            .paragraph("Engineers say hard sea walls often shift erosion further along the coast rather than stopping it."),
            .quote(text: "We are working with the sea, not against it.", attribution: "Coastal engineer"),
            .image(url: URL(string: "https://picsum.photos/seed/shore/1200/675"), caption: "Sand fences installed in spring."),
            .paragraph("Early results are encouraging, though the real test will come with the first big storm."),
        ]
    )
}

extension RelatedStory {
    static let previews: [RelatedStory] = (1...6).map { index in
        RelatedStory(
            id: "related-\(index)",
            section: index.isMultiple(of: 2) ? "Science" : "Climate",
            headline: "Related story number \(index) with a headline that wraps onto two lines",
            imageURL: URL(string: "https://picsum.photos/seed/related\(index)/800/500"),
            publishedAt: Date.now.addingTimeInterval(-Double(index) * 7_200)
        )
    }
}

#Preview("Article") {
    NavigationStack {
        NewsArticleScreen(articleID: "article-1")
    }
    .environment(\.newsService, MockNewsService())
}

#Preview("Loading") {
    NavigationStack {
        NewsArticleScreen(articleID: "article-1")
    }
    .environment(\.newsService, MockNewsService(articleDelay: .seconds(3_600)))
}

#Preview("No related stories") {
    NavigationStack {
        NewsArticleScreen(articleID: "article-1")
    }
    .environment(\.newsService, MockNewsService(related: []))
}

#Preview("Related carousel", traits: .sizeThatFitsLayout) {
    @Previewable @State var selected: RelatedStory? = nil
    return VStack(alignment: .leading) {
        RelatedStoriesCarousel(stories: RelatedStory.previews) { selected = $0 }
        Text(verbatim: selected?.headline ?? "–")
            .padding()
    }
}
#endif
