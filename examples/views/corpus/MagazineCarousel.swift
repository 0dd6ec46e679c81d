//
//  MagazineCarousel.swift
//  Reader
//
//  Created for the Reader app's "Today" tab.
//

import SwiftUI

struct Article: Identifiable {
    let id = UUID()
    var title: String
    var section: String
    var minutes: Int
    var colors: [Color]
}

extension Article {
    static let today: [Article] = [
        Article(title: "The quiet comeback of the night train", section: "Travel", minutes: 8, colors: [.indigo, .purple]),
        Article(title: "What bees know about city planning", section: "Science", minutes: 6, colors: [.yellow, .orange]),
        Article(title: "Inside the world's smallest museum", section: "Culture", minutes: 5, colors: [.teal, .blue]),
        Article(title: "A week without a phone", section: "Life", minutes: 11, colors: [.mint, .green]),
        Article(title: "How to read a weather map", section: "Explainers", minutes: 4, colors: [.cyan, .indigo]),
        Article(title: "The last typewriter repairman", section: "People", minutes: 9, colors: [.brown, .orange]),
    ]
}

struct MagazineCarousel: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var articles = Article.today

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(articles) { article in
                    ArticleCard(article: article)
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                        .frame(height: 440)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.92)
                                .opacity(phase.isIdentity ? 1 : 0.7)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 40, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.never)
        .scrollBounceBehavior(.basedOnSize)
        .background(colorScheme == .dark ? Color.black : Color(.systemGroupedBackground))
    }
}

struct ArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Spacer()
            Text(article.section)
                .font(.caption)
                .fontWeight(.heavy)
                .textCase(.uppercase)
                .foregroundStyle(.white.opacity(0.8))
            Text(article.title)
                .font(.system(.title, design: .serif))
                .fontWeight(.bold)
                .multilineTextAlignment(.leading)
                .foregroundStyle(.white)
                .fixedSize(horizontal: false, vertical: true)
            Label("\(article.minutes) min read", systemImage: "clock")
                .font(.footnote)
                .foregroundStyle(.white.opacity(0.9))
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background {
            LinearGradient(colors: article.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        .mask(RoundedRectangle(cornerRadius: 28, style: .continuous))
        .visualEffect { content, proxy in
            content.rotation3DEffect(
                .degrees(proxy.frame(in: .scrollView(axis: .horizontal)).minX / -30),
                axis: (x: 0, y: 1, z: 0)
            )
        }
        .contentShape(.rect(cornerRadius: 28))
    }
}

#Preview {
    MagazineCarousel()
}

#Preview("Dark") {
    MagazineCarousel()
        .preferredColorScheme(.dark)
}
