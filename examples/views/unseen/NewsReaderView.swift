//
//  NewsReaderView.swift
//  Dispatch
//

import SwiftUI
import Observation

struct Article: Identifiable, Hashable {
    let id = UUID()
    let headline: String
    let summary: String
    let source: String
    let section: String
    let symbol: String
    let color: Color
    let publishedAt: Date
}

@Observable
final class NewsStore {
    var topStories: [Article] = []
    var latest: [Article] = []
    var isLoading = false

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .milliseconds(400))
        let now = Date.now
        topStories = [
            Article(headline: "City unveils plan for car-free downtown", summary: "The three-year pilot starts next spring.", source: "Metro Daily", section: "Local", symbol: "bicycle", color: .green, publishedAt: now.addingTimeInterval(-1_800)),
            Article(headline: "Chipmakers race to build smaller, cooler cores", summary: "A new generation of designs promises longer battery life.", source: "Circuit", section: "Tech", symbol: "cpu", color: .blue, publishedAt: now.addingTimeInterval(-5_400)),
            Article(headline: "Record heat tests the power grid", summary: "Operators ask residents to conserve energy in the evening.", source: "The Ledger", section: "Climate", symbol: "thermometer.sun.fill", color: .orange, publishedAt: now.addingTimeInterval(-9_000))
        ]
        latest = [
            Article(headline: "Underdogs clinch the title in overtime", summary: "A late goal sealed a season nobody predicted.", source: "Sportline", section: "Sports", symbol: "sportscourt.fill", color: .red, publishedAt: now.addingTimeInterval(-600)),
            Article(headline: "Museum reopens with a wing for digital art", summary: "Visitors can walk through projected landscapes.", source: "Culture Desk", section: "Arts", symbol: "paintpalette.fill", color: .purple, publishedAt: now.addingTimeInterval(-3_600)),
            Article(headline: "Markets steady ahead of rate decision", summary: "Analysts expect rates to hold for another quarter.", source: "The Ledger", section: "Business", symbol: "chart.bar.fill", color: .teal, publishedAt: now.addingTimeInterval(-7_200))
        ]
    }
}

/// Moves exactly one card per swipe, like a headline carousel should.
struct OneCardSnapBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat
    var spacing: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let stride = cardWidth + spacing
        let current = (context.originalTarget.rect.minX / stride).rounded()
        var index = current
        if context.velocity.dx > 0.2 {
            index += 1
        } else if context.velocity.dx < -0.2 {
            index -= 1
        } else {
            index = (target.rect.minX / stride).rounded()
        }
        let maxX = max(0, context.contentSize.width - context.containerSize.width)
        target.rect.origin.x = min(max(0, index * stride), maxX)
    }
}

struct NewsReaderView: View {
    @State private var store = NewsStore()
    private let cardWidth: CGFloat = 300
    private let cardSpacing: CGFloat = 14

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Top Stories")
                        .font(.title2.bold())
                        .padding(.horizontal)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: cardSpacing) {
                            ForEach(store.topStories) { article in
                                NavigationLink(value: article) {
                                    HeadlineCard(article: article)
                                        .frame(width: cardWidth, height: 220)
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                    .scrollTargetBehavior(OneCardSnapBehavior(cardWidth: cardWidth, spacing: cardSpacing))
                    .safeAreaPadding(.horizontal, 16)
                    .scrollIndicators(.hidden)

                    Text("Latest")
                        .font(.title2.bold())
                        .padding(.horizontal)

                    LazyVStack(spacing: 0) {
                        ForEach(store.latest) { article in
                            NavigationLink(value: article) {
                                ArticleRow(article: article)
                            }
                            .buttonStyle(.plain)
                            Divider().padding(.leading, 84)
                        }
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("Dispatch")
            .navigationDestination(for: Article.self) { article in
                ArticleDetailView(article: article)
            }
            .overlay {
                if store.isLoading && store.topStories.isEmpty {
                    ProgressView()
                }
            }
            .task { await store.load() }
            .refreshable { await store.load() }
        }
    }
}

private struct HeadlineCard: View {
    let article: Article

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [article.color, article.color.opacity(0.6)], startPoint: .topTrailing, endPoint: .bottomLeading)
            Image(systemName: article.symbol)
                .font(.system(size: 90))
                .foregroundStyle(.white.opacity(0.25))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding()
            VStack(alignment: .leading, spacing: 6) {
                Text(article.section.uppercased())
                    .font(.caption.weight(.heavy))
                    .opacity(0.8)
                Text(article.headline)
                    .font(.title3.bold())
                    .lineLimit(3)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .clipShape(.rect(cornerRadius: 18))
        .shadow(color: article.color.opacity(0.3), radius: 8, y: 4)
    }
}

private struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: article.symbol)
                .font(.title2)
                .foregroundStyle(article.color)
                .frame(width: 56, height: 56)
                .background(article.color.opacity(0.12), in: .rect(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 4) {
                Text(article.source).font(.caption.bold()).foregroundStyle(.secondary)
                Text(article.headline).font(.headline)
                Text(article.publishedAt, style: .relative).font(.caption).foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal)
        .padding(.vertical, 12)
        .contentShape(.rect)
    }
}

private struct ArticleDetailView: View {
    let article: Article

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.headline).font(.largeTitle.bold())
                Text("\(article.source) · \(article.publishedAt.formatted(date: .abbreviated, time: .shortened))")
                    .font(.subheadline).foregroundStyle(.secondary)
                Text(article.summary).font(.title3)
                Text(String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 12))
                    .lineSpacing(6)
            }
            .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ShareLink(item: article.headline)
        }
    }
}

#Preview {
    NewsReaderView()
}
