//
//  NewsHomeView.swift
//  Dispatch
//
//  Created by Hannah Weiss on 11/09/2024.
//

import SwiftUI

// MARK: - Model

enum NewsCategory: String, CaseIterable, Identifiable, Hashable {
    case all = "All"
    case world = "World"
    case business = "Business"
    case technology = "Tech"
    case science = "Science"
    case sports = "Sports"
    case culture = "Culture"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .all: "newspaper"
        case .world: "globe.europe.africa"
        case .business: "chart.line.uptrend.xyaxis"
        case .technology: "cpu"
        case .science: "atom"
        case .sports: "sportscourt"
        case .culture: "theatermasks"
        }
    }

    var color: Color {
        switch self {
        case .all: .primary
        case .world: .blue
        case .business: .green
        case .technology: .purple
        case .science: .teal
        case .sports: .orange
        case .culture: .pink
        }
    }
}

struct NewsArticle: Identifiable, Hashable {
    let id: Int
    let title: String
    let summary: String
    let source: String
    let author: String
    let category: NewsCategory
    let imageURL: URL?
    let url: URL?
    let published: Date
    let readMinutes: Int
    var isTopStory: Bool = false
    var isLive: Bool = false
}

extension NewsArticle {
    static let samples: [NewsArticle] = {
        let now = Date.now
        func hoursAgo(_ hours: Double) -> Date { now.addingTimeInterval(-hours * 3_600) }

        return [
            NewsArticle(
                id: 101,
                title: "Global leaders reach breakthrough agreement on ocean protection",
                summary: "After two weeks of negotiations, delegates agreed on a framework to protect 30 percent of international waters by 2030.",
                source: "The Meridian", author: "Clara Jensen", category: .world,
                imageURL: URL(string: "https://images.unsplash.com/photo-1505142468610-359e7d316be0?w=1200&q=80"),
                url: URL(string: "https://example.com/news/101"),
                published: hoursAgo(0.5), readMinutes: 6, isTopStory: true, isLive: true
            ),
            NewsArticle(
                id: 102,
                title: "Chipmakers race to build the next generation of AI accelerators",
                summary: "A new wave of startups is betting that specialized silicon will make on-device models faster and far more efficient.",
                source: "Circuit", author: "Dev Patel", category: .technology,
                imageURL: URL(string: "https://images.unsplash.com/photo-1518770660439-4636190af475?w=1200&q=80"),
                url: URL(string: "https://example.com/news/102"),
                published: hoursAgo(2), readMinutes: 8, isTopStory: true
            ),
            NewsArticle(
                id: 103,
                title: "Underdogs stun champions in a dramatic extra-time final",
                summary: "A last-minute header sealed the club's first title in 42 years, sending fans into the streets to celebrate.",
                source: "Matchday", author: "Luca Romano", category: .sports,
                imageURL: URL(string: "https://images.unsplash.com/photo-1508098682722-e99c43a406b2?w=1200&q=80"),
                url: URL(string: "https://example.com/news/103"),
                published: hoursAgo(3), readMinutes: 4, isTopStory: true
            ),
            NewsArticle(
                id: 104,
                title: "Telescope captures the sharpest image yet of a distant exoplanet",
                summary: "Astronomers say the data hints at water vapor in the planet's atmosphere, a first for a world of its size.",
                source: "Orbit Weekly", author: "Naomi Brooks", category: .science,
                imageURL: URL(string: "https://images.unsplash.com/photo-1462331940025-496dfbfc7564?w=1200&q=80"),
                url: URL(string: "https://example.com/news/104"),
                published: hoursAgo(5), readMinutes: 7, isTopStory: true
            ),
            NewsArticle(
                id: 105,
                title: "Markets edge higher as inflation cools for a third straight month",
                summary: "Investors welcomed the latest figures, which strengthen the case for rate cuts later this year.",
                source: "Ledger Daily", author: "Marcus Hill", category: .business,
                imageURL: URL(string: "https://images.unsplash.com/photo-1611974789855-9c2a0a7236a3?w=1200&q=80"),
                url: URL(string: "https://example.com/news/105"),
                published: hoursAgo(6), readMinutes: 5
            ),
            NewsArticle(
                id: 106,
                title: "A quiet revival: independent bookstores are thriving again",
                summary: "Community events and curated shelves are drawing a new generation of readers back to local shops.",
                source: "Folio", author: "Ines Moreau", category: .culture,
                imageURL: URL(string: "https://images.unsplash.com/photo-1521587760476-6c12a4b040da?w=1200&q=80"),
                url: URL(string: "https://example.com/news/106"),
                published: hoursAgo(9), readMinutes: 6
            ),
            NewsArticle(
                id: 107,
                title: "New battery chemistry promises faster charging for electric cars",
                summary: "Researchers report a sodium-based cell that reaches 80 percent charge in under 15 minutes.",
                source: "Circuit", author: "Amara Obi", category: .technology,
                imageURL: URL(string: "https://images.unsplash.com/photo-1593941707882-a5bba14938c7?w=1200&q=80"),
                url: URL(string: "https://example.com/news/107"),
                published: hoursAgo(12), readMinutes: 5
            ),
            NewsArticle(
                id: 108,
                title: "Coastal cities test floating neighborhoods to adapt to rising seas",
                summary: "Pilot projects in three countries are exploring how modular homes can rise with the tide.",
                source: "The Meridian", author: "Sofia Lind", category: .world,
                imageURL: URL(string: "https://images.unsplash.com/photo-1480714378408-67cf0d13bc1b?w=1200&q=80"),
                url: URL(string: "https://example.com/news/108"),
                published: hoursAgo(20), readMinutes: 9
            )
        ]
    }()
}

// MARK: - Home

struct NewsHomeView: View {
    private let articles: [NewsArticle]

    @State private var selectedCategory: NewsCategory = .all
    @State private var currentStoryID: NewsArticle.ID?
    @State private var searchText = ""
    @State private var bookmarks: Set<NewsArticle.ID> = []
    @State private var lastUpdated = Date.now
    @State private var isShowingSettings = false

    init(articles: [NewsArticle] = NewsArticle.samples) {
        self.articles = articles
    }

    private var topStories: [NewsArticle] {
        Array(articles.filter(\.isTopStory).prefix(5))
    }

    private var latestArticles: [NewsArticle] {
        articles
            .filter { selectedCategory == .all || $0.category == selectedCategory }
            .filter { searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText) || $0.source.localizedCaseInsensitiveContains(searchText) }
            .sorted { $0.published > $1.published }
    }

    private var currentStoryIndex: Int {
        topStories.firstIndex { $0.id == currentStoryID } ?? 0
    }

    var body: some View {
        NavigationStack {
            List {
                if searchText.isEmpty && !topStories.isEmpty {
                    Section {
                        topStoriesPager
                            .listRowInsets(EdgeInsets())
                            .listRowSeparator(.hidden)
                            .listRowBackground(Color.clear)
                    } header: {
                        HStack {
                            Text("Top Stories")
                            Spacer()
                            Text("\(currentStoryIndex + 1) of \(topStories.count)")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                                .contentTransition(.numericText())
                                .animation(.snappy, value: currentStoryIndex)
                        }
                        .font(.title3.bold())
                        .foregroundStyle(.primary)
                        .textCase(nil)
                    }
                }

                Section {
                    categoryChips
                        .listRowInsets(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
                        .listRowSeparator(.hidden)

                    ForEach(latestArticles) { article in
                        NavigationLink(value: article) {
                            NewsArticleRow(article: article, isBookmarked: bookmarks.contains(article.id))
                        }
                        .swipeActions(edge: .trailing) {
                            Button {
                                toggleBookmark(article.id)
                            } label: {
                                Label(
                                    bookmarks.contains(article.id) ? "Remove" : "Save",
                                    systemImage: bookmarks.contains(article.id) ? "bookmark.slash" : "bookmark"
                                )
                            }
                            .tint(.orange)
                        }
                        .contextMenu {
                            Button {
                                toggleBookmark(article.id)
                            } label: {
                                Label("Save for Later", systemImage: "bookmark")
                            }
                            if let url = article.url {
                                ShareLink(item: url) {
                                    Label("Share", systemImage: "square.and.arrow.up")
                                }
                            }
                        }
                    }
                } header: {
                    Text(searchText.isEmpty ? "Latest" : "Results")
                        .font(.title3.bold())
                        .foregroundStyle(.primary)
                        .textCase(nil)
                } footer: {
                    Text("Updated \(lastUpdated.formatted(date: .omitted, time: .shortened))")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Today")
            .navigationDestination(for: NewsArticle.self) { article in
                NewsArticleDetailView(
                    article: article,
                    isBookmarked: bookmarks.contains(article.id),
                    onToggleBookmark: { toggleBookmark(article.id) }
                )
            }
            .searchable(text: $searchText, prompt: "Search headlines and sources")
            .refreshable {
                await refresh()
            }
            .overlay {
                if latestArticles.isEmpty {
                    if searchText.isEmpty {
                        ContentUnavailableView(
                            "No Stories",
                            systemImage: "newspaper",
                            description: Text("Check back soon for the latest \(selectedCategory.rawValue.lowercased()) news.")
                        )
                    } else {
                        ContentUnavailableView.search(text: searchText)
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Text(Date.now, format: .dateTime.weekday(.wide).month(.wide).day())
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isShowingSettings = true
                    } label: {
                        Image(systemName: "person.crop.circle")
                            .font(.title3)
                    }
                    .accessibilityLabel("Account")
                }
            }
            .sheet(isPresented: $isShowingSettings) {
                NavigationStack {
                    Form {
                        Section("Saved") {
                            LabeledContent("Bookmarks", value: "\(bookmarks.count)")
                        }
                    }
                    .navigationTitle("Account")
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { isShowingSettings = false }
                        }
                    }
                }
                .presentationDetents([.medium])
            }
        }
    }

    // MARK: Top stories pager

    private var topStoriesPager: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(topStories) { story in
                    NavigationLink(value: story) {
                        TopStoryCard(article: story)
                    }
                    .buttonStyle(.plain)
                    .padding(.horizontal, 16)
                    .containerRelativeFrame(.horizontal)
                    .id(story.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentStoryID)
        .scrollIndicators(.hidden)
        .frame(height: 300)
        .padding(.vertical, 8)
        .onAppear {
            if currentStoryID == nil {
                currentStoryID = topStories.first?.id
            }
        }
    }

    // MARK: Categories

    private var categoryChips: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(NewsCategory.allCases) { category in
                    let isSelected = category == selectedCategory
                    Button {
                        withAnimation(.snappy) { selectedCategory = category }
                    } label: {
                        Label(category.rawValue, systemImage: category.symbol)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .foregroundStyle(isSelected ? Color(uiColor: .systemBackground) : Color.primary)
                            .background {
                                Capsule()
                                    .fill(isSelected ? Color.primary : Color(uiColor: .secondarySystemFill))
                            }
                    }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
            .padding(.horizontal, 16)
        }
        .scrollIndicators(.hidden)
    }

    private func refresh() async {
        // Simulates a network round trip to the feed service.
        try? await Task.sleep(for: .seconds(1))
        lastUpdated = .now
    }

    private func toggleBookmark(_ id: NewsArticle.ID) {
        if bookmarks.contains(id) {
            bookmarks.remove(id)
        } else {
            bookmarks.insert(id)
        }
    }
}

// MARK: - Top Story Card

private struct TopStoryCard: View {
    let article: NewsArticle

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle()
                .fill(article.category.color.opacity(0.35).gradient)
                .overlay {
                    AsyncImage(url: article.imageURL) { phase in
                        if let image = phase.image {
                            image
                                .resizable()
                                .scaledToFill()
                        } else if phase.error != nil {
                            Image(systemName: article.category.symbol)
                                .font(.system(size: 48))
                                .foregroundStyle(.white.opacity(0.6))
                        } else {
                            ProgressView()
                        }
                    }
                }
                .clipped()

            LinearGradient(colors: [.clear, .black.opacity(0.8)], startPoint: .center, endPoint: .bottom)

            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 6) {
                    if article.isLive {
                        Text("LIVE")
                            .font(.caption2.weight(.heavy))
                            .padding(.horizontal, 6)
                            .padding(.vertical, 3)
                            .background(.red, in: RoundedRectangle(cornerRadius: 4))
                    }
                    Text(article.category.rawValue.uppercased())
                        .font(.caption.weight(.bold))
                        .tracking(0.8)
                }

                Text(article.title)
                    .font(.system(.title3, design: .serif, weight: .bold))
                    .lineLimit(3)
                    .multilineTextAlignment(.leading)

                HStack(spacing: 4) {
                    Text(article.source)
                        .fontWeight(.semibold)
                    Text("·")
                    Text(article.published, style: .relative)
                    Text("ago")
                }
                .font(.caption)
                .foregroundStyle(.white.opacity(0.8))
            }
            .foregroundStyle(.white)
            .padding(18)
        }
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 10, y: 6)
        .contentShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .accessibilityElement(children: .combine)
        .accessibilityHint("Opens the full story")
    }
}

// MARK: - Row

private struct NewsArticleRow: View {
    let article: NewsArticle
    let isBookmarked: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 4) {
                    Image(systemName: article.category.symbol)
                        .foregroundStyle(article.category.color)
                    Text(article.source)
                        .fontWeight(.semibold)
                    if isBookmarked {
                        Image(systemName: "bookmark.fill")
                            .foregroundStyle(.orange)
                            .accessibilityLabel("Saved")
                    }
                }
                .font(.caption)

                Text(article.title)
                    .font(.headline)
                    .lineLimit(3)

                Text("\(article.published.formatted(.relative(presentation: .named))) · \(article.readMinutes) min read")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)

            AsyncImage(url: article.imageURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Color(uiColor: .secondarySystemFill)
            }
            .frame(width: 84, height: 84)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        }
        .padding(.vertical, 6)
    }
}

// MARK: - Detail

private struct NewsArticleDetailView: View {
    let article: NewsArticle
    let isBookmarked: Bool
    let onToggleBookmark: () -> Void

    @Environment(\.openURL) private var openURL
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(article: NewsArticle, isBookmarked: Bool, onToggleBookmark: @escaping () -> Void) {
        self.article = article
        self.isBookmarked = isBookmarked
        self.onToggleBookmark = onToggleBookmark
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Color(uiColor: .secondarySystemFill)
                    .aspectRatio(16 / 10, contentMode: .fit)
                    .overlay {
                        AsyncImage(url: article.imageURL) { image in
                            image
                                .resizable()
                                .scaledToFill()
                        } placeholder: {
                            ProgressView()
                        }
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))

                Label(article.category.rawValue, systemImage: article.category.symbol)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(article.category.color)

                Text(article.title)
                    .font(.system(dynamicTypeSize.isAccessibilitySize ? .title : .largeTitle, design: .serif, weight: .bold))

                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("By \(article.author)")
                            .font(.subheadline.weight(.semibold))
                        Text("\(article.source) · \(article.published.formatted(date: .abbreviated, time: .shortened))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Label("\(article.readMinutes) min", systemImage: "clock")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }

                Divider()

                Text(article.summary)
                    .font(.title3)
                    .foregroundStyle(.secondary)

                Text("Reporting continues to develop on this story. Subscribers can read the full article, including analysis from our correspondents and an interactive timeline of key events.")
                    .font(.body)
                    .lineSpacing(4)

                if let url = article.url {
                    Button {
                        openURL(url)
                    } label: {
                        Label("Read on \(article.source)", systemImage: "safari")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                    .padding(.top, 8)
                }
            }
            .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button(action: onToggleBookmark) {
                    Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                        .contentTransition(.symbolEffect(.replace))
                }
                .accessibilityLabel(isBookmarked ? "Remove bookmark" : "Bookmark")

                if let url = article.url {
                    ShareLink(item: url, subject: Text(article.title))
                }
            }
        }
    }
}

// MARK: - Previews

#Preview {
    NewsHomeView()
}

#Preview("No articles") {
    NewsHomeView(articles: [])
}

#Preview("Top story card", traits: .fixedLayout(width: 390, height: 300)) {
    TopStoryCard(article: NewsArticle.samples[0])
        .padding()
}

#Preview("Article") {
    NavigationStack {
        NewsArticleDetailView(
            article: NewsArticle.samples[1],
            isBookmarked: true,
            onToggleBookmark: {}
        )
    }
}
