//
//  ScoresTickerView.swift
//  Scoreline
//
//  Live scores ticker that always settles with a card centred on screen.
//

import SwiftUI

// MARK: - Models

enum GameStatus: Hashable {
    case scheduled(Date)
    case live(String)
    case finished

    var isLive: Bool {
        if case .live = self { return true }
        return false
    }

    var hasStarted: Bool {
        if case .scheduled = self { return false }
        return true
    }
}

struct TeamLine: Hashable {
    let abbreviation: String
    let name: String
    let color: Color
    var score: Int
    var record: String
}

struct Game: Identifiable, Hashable {
    let id: Int
    let league: String
    var away: TeamLine
    var home: TeamLine
    var status: GameStatus
}

struct Headline: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let source: String
    let publishedAt: Date
    let symbol: String
    let tint: Color
}

enum TickerFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case live = "Live"
    case upcoming = "Upcoming"
    case finished = "Final"

    var id: Self { self }

    func matches(_ game: Game) -> Bool {
        switch self {
        case .all: true
        case .live: game.status.isLive
        case .upcoming: !game.status.hasStarted
        case .finished: game.status == .finished
        }
    }
}

// MARK: - Sample Data

extension Game {
    static let samples: [Game] = [
        Game(id: 1, league: "NBA",
             away: TeamLine(abbreviation: "BOS", name: "Celtics", color: .green, score: 88, record: "41-12"),
             home: TeamLine(abbreviation: "MIL", name: "Bucks", color: Color(red: 0.0, green: 0.28, blue: 0.11), score: 84, record: "35-19"),
             status: .live("Q3 · 4:12")),
        Game(id: 2, league: "NHL",
             away: TeamLine(abbreviation: "TOR", name: "Maple Leafs", color: .blue, score: 2, record: "30-15-6"),
             home: TeamLine(abbreviation: "MTL", name: "Canadiens", color: .red, score: 2, record: "22-24-7"),
             status: .live("2nd · 11:48")),
        Game(id: 3, league: "MLS",
             away: TeamLine(abbreviation: "SEA", name: "Sounders", color: .mint, score: 1, record: "8-4-5"),
             home: TeamLine(abbreviation: "LAFC", name: "LAFC", color: .black, score: 3, record: "10-3-4"),
             status: .finished),
        Game(id: 4, league: "NBA",
             away: TeamLine(abbreviation: "DEN", name: "Nuggets", color: .yellow, score: 0, record: "38-16"),
             home: TeamLine(abbreviation: "GSW", name: "Warriors", color: .blue, score: 0, record: "29-24"),
             status: .scheduled(.now.addingTimeInterval(60 * 95))),
        Game(id: 5, league: "NFL",
             away: TeamLine(abbreviation: "KC", name: "Chiefs", color: .red, score: 24, record: "11-2"),
             home: TeamLine(abbreviation: "BUF", name: "Bills", color: .blue, score: 27, record: "10-3"),
             status: .finished),
        Game(id: 6, league: "NHL",
             away: TeamLine(abbreviation: "EDM", name: "Oilers", color: .orange, score: 0, record: "33-17-3"),
             home: TeamLine(abbreviation: "VAN", name: "Canucks", color: .teal, score: 0, record: "34-13-6"),
             status: .scheduled(.now.addingTimeInterval(60 * 60 * 4))),
    ]
}

extension Headline {
    static let samples: [Headline] = [
        Headline(title: "Celtics extend win streak to nine behind a dominant third quarter", source: "Scoreline", publishedAt: .now.addingTimeInterval(-60 * 8), symbol: "basketball.fill", tint: .orange),
        Headline(title: "Trade deadline tracker: every deal, grade and rumour", source: "The Athletic Desk", publishedAt: .now.addingTimeInterval(-60 * 55), symbol: "arrow.left.arrow.right", tint: .blue),
        Headline(title: "LAFC's pressing machine is back, and it's frightening", source: "Pitchside", publishedAt: .now.addingTimeInterval(-60 * 60 * 3), symbol: "soccerball", tint: .green),
        Headline(title: "Why the Bills' late-game defence finally clicked", source: "Gridiron Weekly", publishedAt: .now.addingTimeInterval(-60 * 60 * 7), symbol: "football.fill", tint: .brown),
        Headline(title: "Goalie carousel: five netminders who could move this month", source: "Blue Line", publishedAt: .now.addingTimeInterval(-60 * 60 * 20), symbol: "hockey.puck.fill", tint: .cyan),
    ]
}

// MARK: - Scroll Behavior

/// Snaps so that the card nearest the projected resting point ends up centred.
/// Assumes fixed-width cards laid out with a constant spacing and edge padding.
struct CenteredCardBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat
    var spacing: CGFloat
    var edgePadding: CGFloat
    /// How strongly a flick biases the choice toward the next card.
    var velocityBias: CGFloat = 0.25

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.horizontal) else { return }

        let stride = cardWidth + spacing
        let containerWidth = context.containerSize.width
        guard stride > 0, containerWidth > 0 else { return }

        let cardCount = max(Int(((context.contentSize.width - edgePadding * 2 + spacing) / stride).rounded()), 1)

        // Where the centre of the viewport would come to rest.
        let projectedCenter = context.originalTarget.rect.minX + containerWidth / 2
        var rawIndex = (projectedCenter - edgePadding - cardWidth / 2) / stride

        if context.velocity.dx > 0 {
            rawIndex += velocityBias
        } else if context.velocity.dx < 0 {
            rawIndex -= velocityBias
        }

        let index = min(max(Int(rawIndex.rounded()), 0), cardCount - 1)
        let cardCenter = edgePadding + CGFloat(index) * stride + cardWidth / 2

        let maxOffset = max(context.contentSize.width - containerWidth, 0)
        target.rect.origin.x = min(max(cardCenter - containerWidth / 2, 0), maxOffset)
    }
}

extension ScrollTargetBehavior where Self == CenteredCardBehavior {
    static func centeredCards(width: CGFloat, spacing: CGFloat, edgePadding: CGFloat) -> Self {
        CenteredCardBehavior(cardWidth: width, spacing: spacing, edgePadding: edgePadding)
    }
}

// MARK: - Styling

struct ScoreCardBackground: ViewModifier {
    var isHighlighted: Bool

    func body(content: Content) -> some View {
        content
            .padding(14)
            .background(.thinMaterial, in: .rect(cornerRadius: 18))
            .overlay {
                RoundedRectangle(cornerRadius: 18, style: .continuous)
                    .strokeBorder(isHighlighted ? Color.yellow : Color.primary.opacity(0.08), lineWidth: isHighlighted ? 1.5 : 1)
            }
    }
}

extension View {
    func scoreCardBackground(highlighted: Bool = false) -> some View {
        modifier(ScoreCardBackground(isHighlighted: highlighted))
    }
}

// MARK: - Scores

struct ScoresTickerView: View {
    @State private var games = Game.samples
    @State private var headlines = Headline.samples
    @State private var savedHeadlineIDs: Set<Headline.ID> = []
    @State private var filter: TickerFilter = .all
    @State private var query = ""
    @State private var scoreChanges = 0
    @State private var lastUpdated = Date.now
    @AppStorage("scores.favoriteTeam") private var favoriteTeam = "BOS"
    @Namespace private var filterNamespace

    private let cardWidth: CGFloat = 232
    private let cardSpacing: CGFloat = 12
    private let edgePadding: CGFloat = 16

    private var filteredGames: [Game] {
        games.filter { filter.matches($0) }
    }

    private var filteredHeadlines: [Headline] {
        guard !query.isEmpty else { return headlines }
        return headlines.filter { headline in
            headline.title.localizedCaseInsensitiveContains(query)
                || headline.source.localizedCaseInsensitiveContains(query)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    filterBar
                    ticker
                } footer: {
                    Text("Updated \(Text(lastUpdated, style: .relative)) ago")
                        .padding(.horizontal, edgePadding)
                }
                .listRowInsets(EdgeInsets())
                .listRowBackground(Color.clear)
                .listRowSeparator(.hidden)

                Section("Top Stories") {
                    if filteredHeadlines.isEmpty {
                        ContentUnavailableView.search(text: query)
                    } else {
                        ForEach(filteredHeadlines) { headline in
                            headlineRow(headline)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Scores")
            .searchable(text: $query, prompt: "Search stories")
            .refreshable { await refresh() }
            .task { await simulateLiveUpdates() }
            .sensoryFeedback(.impact(weight: .medium), trigger: scoreChanges)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Favourite Team", selection: $favoriteTeam) {
                            ForEach(allTeams, id: \.self) { team in
                                Text(team).tag(team)
                            }
                        }
                    } label: {
                        Label("Favourite", systemImage: "star.circle")
                    }
                }
            }
        }
    }

    private var allTeams: [String] {
        Array(Set(games.flatMap { [$0.away.abbreviation, $0.home.abbreviation] })).sorted()
    }

    // MARK: Ticker

    private var filterBar: some View {
        HStack(spacing: 20) {
            ForEach(TickerFilter.allCases) { option in
                Button {
                    withAnimation(.snappy) { filter = option }
                } label: {
                    VStack(spacing: 6) {
                        HStack(spacing: 4) {
                            if option == .live {
                                Circle().fill(.red).frame(width: 6, height: 6)
                            }
                            Text(option.rawValue)
                        }
                        .font(.subheadline.weight(filter == option ? .semibold : .regular))
                        .foregroundStyle(filter == option ? Color.primary : Color.secondary)

                        ZStack {
                            Capsule().fill(.clear).frame(height: 3)
                            if filter == option {
                                Capsule()
                                    .fill(Color.accentColor)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "filter-underline", in: filterNamespace)
                            }
                        }
                    }
                    .fixedSize()
                }
                .buttonStyle(.plain)
            }
            Spacer()
        }
        .padding(.horizontal, edgePadding)
        .padding(.top, 8)
    }

    @ViewBuilder
    private var ticker: some View {
        if filteredGames.isEmpty {
            ContentUnavailableView(
                "No \(filter.rawValue) Games",
                systemImage: "sportscourt",
                description: Text("Check back a little later.")
            )
            .frame(height: 170)
        } else {
            ScrollView(.horizontal) {
                LazyHStack(spacing: cardSpacing) {
                    ForEach(filteredGames) { game in
                        ScoreCard(game: game, favoriteTeam: favoriteTeam)
                            .frame(width: cardWidth)
                    }
                }
                .padding(.horizontal, edgePadding)
                .padding(.vertical, 10)
            }
            .scrollTargetBehavior(.centeredCards(width: cardWidth, spacing: cardSpacing, edgePadding: edgePadding))
            .scrollIndicators(.hidden)
            .id(filter)
        }
    }

    // MARK: Headlines

    private func headlineRow(_ headline: Headline) -> some View {
        let isSaved = savedHeadlineIDs.contains(headline.id)
        return HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(headline.tint.gradient)
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: headline.symbol)
                        .font(.title2)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(headline.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(2)
                HStack(spacing: 4) {
                    Text(headline.source)
                    Text("·")
                    Text(headline.publishedAt, style: .relative)
                    if isSaved {
                        Image(systemName: "bookmark.fill")
                            .foregroundStyle(.orange)
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
            Button {
                toggleSaved(headline)
            } label: {
                Label(isSaved ? "Unsave" : "Save", systemImage: isSaved ? "bookmark.slash" : "bookmark")
            }
            .tint(.orange)
        }
        .swipeActions(edge: .leading) {
            Button(role: .destructive) {
                withAnimation { headlines.removeAll { $0.id == headline.id } }
            } label: {
                Label("Hide", systemImage: "eye.slash")
            }
        }
        .contextMenu {
            Button { toggleSaved(headline) } label: {
                Label(isSaved ? "Unsave" : "Save for Later", systemImage: "bookmark")
            }
            ShareLink(item: headline.title)
        }
    }

    private func toggleSaved(_ headline: Headline) {
        if savedHeadlineIDs.contains(headline.id) {
            savedHeadlineIDs.remove(headline.id)
        } else {
            savedHeadlineIDs.insert(headline.id)
        }
    }

    // MARK: Data

    private func refresh() async {
        try? await Task.sleep(for: .seconds(1))
        lastUpdated = .now
    }

    private func simulateLiveUpdates() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(5))
            guard !Task.isCancelled else { return }

            let liveIndices = games.indices.filter { games[$0].status.isLive }
            guard let index = liveIndices.randomElement() else { continue }

            withAnimation(.snappy) {
                if Bool.random() {
                    games[index].home.score += 1
                } else {
                    games[index].away.score += 1
                }
            }
            scoreChanges += 1
            lastUpdated = .now
        }
    }
}

// MARK: - Score Card

struct ScoreCard: View {
    let game: Game
    var favoriteTeam: String = ""

    private var involvesFavorite: Bool {
        game.away.abbreviation == favoriteTeam || game.home.abbreviation == favoriteTeam
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(game.league)
                    .font(.caption.weight(.heavy))
                    .foregroundStyle(.secondary)
                if involvesFavorite {
                    Image(systemName: "star.fill")
                        .font(.caption2)
                        .foregroundStyle(.yellow)
                }
                Spacer()
                GameStatusBadge(status: game.status)
            }

            TeamScoreRow(
                team: game.away,
                isLeading: game.away.score > game.home.score,
                showsScore: game.status.hasStarted
            )
            TeamScoreRow(
                team: game.home,
                isLeading: game.home.score > game.away.score,
                showsScore: game.status.hasStarted
            )
        }
        .scoreCardBackground(highlighted: involvesFavorite)
        .contextMenu {
            Button("Game Details", systemImage: "info.circle") {}
            Button("Set Alert", systemImage: "bell.badge") {}
        }
    }
}

struct TeamScoreRow: View {
    let team: TeamLine
    let isLeading: Bool
    let showsScore: Bool

    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(team.color.gradient)
                .frame(width: 26, height: 26)
                .overlay {
                    Text(team.abbreviation.prefix(1))
                        .font(.caption.weight(.black))
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 0) {
                Text(team.abbreviation)
                    .font(.headline)
                Text(team.record)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if showsScore {
                Text(team.score, format: .number)
                    .font(.system(.title2, design: .rounded, weight: isLeading ? Font.Weight.bold : .regular))
                    .monospacedDigit()
                    .contentTransition(.numericText(value: Double(team.score)))
                    .foregroundStyle(isLeading ? Color.primary : Color.secondary)
            }
        }
    }
}

struct GameStatusBadge: View {
    let status: GameStatus

    var body: some View {
        switch status {
        case .scheduled(let date):
            Text(date, style: .time)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
        case .live(let detail):
            HStack(spacing: 4) {
                Circle()
                    .fill(.red)
                    .frame(width: 6, height: 6)
                    .phaseAnimator([1.0, 0.25]) { content, opacity in
                        content.opacity(opacity)
                    }
                Text(detail)
            }
            .font(.caption.weight(.bold))
            .foregroundStyle(.red)
        case .finished:
            Text("Final")
                .font(.caption.weight(.bold))
                .foregroundStyle(.secondary)
        }
    }
}

// MARK: - Previews

#Preview {
    ScoresTickerView()
}

#Preview("Score cards", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        ForEach(Game.samples.prefix(3)) { game in
            ScoreCard(game: game, favoriteTeam: "BOS")
                .frame(width: 232)
        }
    }
    .padding()
}
