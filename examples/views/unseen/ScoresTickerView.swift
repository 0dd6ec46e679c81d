import SwiftUI
import Combine

struct GameScore: Identifiable {
    enum Status: String, CaseIterable {
        case live = "Live", final = "Final", upcoming = "Upcoming"
    }

    let id: Int
    let league: String
    let home: String
    let away: String
    var homeScore: Int
    var awayScore: Int
    let status: Status
    let detail: String
    let startTime: Date

    static let samples: [GameScore] = [
        GameScore(id: 1, league: "NBA", home: "BOS", away: "LAL", homeScore: 98, awayScore: 94, status: .live, detail: "Q4 2:31", startTime: .now),
        GameScore(id: 2, league: "NBA", home: "GSW", away: "DEN", homeScore: 112, awayScore: 118, status: .final, detail: "Final", startTime: .now.addingTimeInterval(-7_200)),
        GameScore(id: 3, league: "NFL", home: "KC", away: "BUF", homeScore: 17, awayScore: 20, status: .live, detail: "3rd 8:12", startTime: .now),
        GameScore(id: 4, league: "MLB", home: "NYY", away: "SEA", homeScore: 0, awayScore: 0, status: .upcoming, detail: "", startTime: .now.addingTimeInterval(5_400)),
        GameScore(id: 5, league: "NHL", home: "TOR", away: "MTL", homeScore: 3, awayScore: 2, status: .final, detail: "Final/OT", startTime: .now.addingTimeInterval(-10_800)),
        GameScore(id: 6, league: "MLS", home: "LAFC", away: "MIA", homeScore: 1, awayScore: 1, status: .live, detail: "67'", startTime: .now)
    ]
}

/// Snaps the ticker to whole tiles, rounding in the direction of the fling.
struct TickerSnapBehavior: ScrollTargetBehavior {
    let tilesPerScreen: Int

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let tileWidth = context.containerSize.width / CGFloat(tilesPerScreen)
        guard tileWidth > 0 else { return }
        let rawIndex = target.rect.origin.x / tileWidth
        let index: CGFloat = switch context.velocity.dx {
        case let v where v > 0.2: rawIndex.rounded(.up)
        case let v where v < -0.2: rawIndex.rounded(.down)
        default: rawIndex.rounded()
        }
        let maxX = max(0, context.contentSize.width - context.containerSize.width)
        target.rect.origin.x = min(max(0, index * tileWidth), maxX)
    }
}

struct ScoresTickerView: View {
    @State private var games = GameScore.samples
    @State private var statusFilter: GameScore.Status = .live
    @State private var league = "All"
    @State private var tickerIndex = 0
    private let autoAdvance = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

    private var leagues: [String] { ["All"] + Set(games.map(\.league)).sorted() }

    private var filteredGames: [GameScore] {
        games.filter { $0.status == statusFilter && (league == "All" || $0.league == league) }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ticker
                Divider()
                List {
                    Picker("Status", selection: $statusFilter) {
                        ForEach(GameScore.Status.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)

                    Section(league == "All" ? "All leagues" : league) {
                        ForEach(filteredGames) { game in
                            GameRow(game: game)
                        }
                    }
                }
                .listStyle(.insetGrouped)
                .overlay {
                    if filteredGames.isEmpty {
                        ContentUnavailableView("No Games", systemImage: "sportscourt", description: Text("Try another league or status."))
                    }
                }
                .refreshable { await refreshScores() }
            }
            .navigationTitle("Scores")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("League", selection: $league) {
                            ForEach(leagues, id: \.self) { Text($0) }
                        }
                    } label: {
                        Label(league, systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
    }

    private var ticker: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(games) { game in
                        TickerTile(game: game)
                            .padding(.horizontal, 4)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                            .id(game.id)
                    }
                }
            }
            .scrollTargetBehavior(TickerSnapBehavior(tilesPerScreen: 3))
            .scrollIndicators(.hidden)
            .padding(.vertical, 8)
            .background(Color.tickerBackground)
            .onReceive(autoAdvance) { _ in
                tickerIndex = (tickerIndex + 1) % max(games.count - 2, 1)
                withAnimation(.easeInOut) { proxy.scrollTo(games[tickerIndex].id, anchor: .leading) }
            }
        }
    }

    private func refreshScores() async {
        try? await Task.sleep(for: .milliseconds(800))
        for index in games.indices where games[index].status == .live {
            games[index].homeScore += Int.random(in: 0...3)
            games[index].awayScore += Int.random(in: 0...3)
        }
    }
}

private struct TickerTile: View {
    let game: GameScore

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(game.status == .upcoming ? game.startTime.formatted(.dateTime.hour().minute()) : game.detail)
                .font(.caption2.bold())
                .foregroundStyle(game.status == .live ? Color.red : Color.secondary)
            Text("\(game.away) \(game.awayScore)")
            Text("\(game.home) \(game.homeScore)")
        }
        .font(.footnote.monospacedDigit())
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(8)
        .background(.background, in: .rect(cornerRadius: 10))
    }
}

private struct GameRow: View {
    let game: GameScore

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text(game.away).bold()
                Text(game.awayScore, format: .number).gridColumnAlignment(.trailing)
                Text(game.league).font(.caption).foregroundStyle(.secondary)
            }
            GridRow {
                Text(game.home).bold()
                Text(game.homeScore, format: .number)
                Text(game.detail).font(.caption).foregroundStyle(game.status == .live ? Color.red : Color.secondary)
            }
        }
        .monospacedDigit()
    }
}

private extension Color {
    static let tickerBackground = Color(.systemGroupedBackground)
}

#Preview {
    ScoresTickerView()
}

#Preview("Ticker tile", traits: .sizeThatFitsLayout) {
    TickerTile(game: GameScore.samples[0])
        .frame(width: 140)
        .padding()
}
