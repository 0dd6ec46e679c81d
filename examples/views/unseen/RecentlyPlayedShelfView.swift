//
//  RecentlyPlayedShelfView.swift
//  Tempo
//
//  Created by Noah Bergström on 05/09/2024.
//

import SwiftUI
import Observation

// MARK: - Model

struct PlayedItem: Identifiable, Hashable {
    enum Kind: String {
        case album = "Album"
        case playlist = "Playlist"
        case station = "Station"
        case podcast = "Podcast"

        var symbol: String {
            switch self {
            case .album: "square.stack"
            case .playlist: "music.note.list"
            case .station: "dot.radiowaves.left.and.right"
            case .podcast: "mic"
            }
        }
    }

    let id: String
    let title: String
    let subtitle: String
    let kind: Kind
    let artworkURL: URL?
    let colors: [Color]
}

extension PlayedItem {
    static let recentlyPlayed: [PlayedItem] = [
        PlayedItem(id: "rp-1", title: "Midnight Drive", subtitle: "The Neon Coast", kind: .album,
                   artworkURL: URL(string: "https://picsum.photos/seed/midnight/400"), colors: [.indigo, .purple]),
        PlayedItem(id: "rp-2", title: "Focus Flow", subtitle: "Tempo Editors", kind: .playlist,
                   artworkURL: URL(string: "https://picsum.photos/seed/focus/400"), colors: [.teal, .blue]),
        PlayedItem(id: "rp-3", title: "Golden Hour", subtitle: "Lia Moreno", kind: .album,
                   artworkURL: URL(string: "https://picsum.photos/seed/golden/400"), colors: [.orange, .yellow]),
        PlayedItem(id: "rp-4", title: "Indie Mix Radio", subtitle: "Station", kind: .station,
                   artworkURL: nil, colors: [.pink, .red]),
        PlayedItem(id: "rp-5", title: "The Daily Build", subtitle: "Swift Talk Weekly", kind: .podcast,
                   artworkURL: URL(string: "https://picsum.photos/seed/podcast/400"), colors: [.green, .mint]),
        PlayedItem(id: "rp-6", title: "Paper Planes", subtitle: "Hollow Pines", kind: .album,
                   artworkURL: URL(string: "https://picsum.photos/seed/planes/400"), colors: [.cyan, .blue]),
        PlayedItem(id: "rp-7", title: "Sunday Slow Jams", subtitle: "Tempo Editors", kind: .playlist,
                   artworkURL: URL(string: "https://picsum.photos/seed/sunday/400"), colors: [.brown, .orange])
    ]

    static let madeForYou: [PlayedItem] = [
        PlayedItem(id: "mfy-1", title: "Discovery Mix", subtitle: "Updated Monday", kind: .playlist,
                   artworkURL: nil, colors: [.purple, .pink]),
        PlayedItem(id: "mfy-2", title: "Chill Mix", subtitle: "Updated Tuesday", kind: .playlist,
                   artworkURL: nil, colors: [.blue, .teal]),
        PlayedItem(id: "mfy-3", title: "Favorites Mix", subtitle: "Updated Wednesday", kind: .playlist,
                   artworkURL: nil, colors: [.red, .orange]),
        PlayedItem(id: "mfy-4", title: "Get Up! Mix", subtitle: "Updated Thursday", kind: .playlist,
                   artworkURL: nil, colors: [.yellow, .green])
    ]
}

// MARK: - Player

@Observable
final class NowPlayingModel {
    var current: PlayedItem?
    var isPlaying: Bool
    var progress: Double

    init(current: PlayedItem? = nil, isPlaying: Bool = false, progress: Double = 0) {
        self.current = current
        self.isPlaying = isPlaying
        self.progress = progress
    }

    func play(_ item: PlayedItem) {
        if current?.id == item.id {
            isPlaying.toggle()
        } else {
            current = item
            progress = 0
            isPlaying = true
        }
    }

    func togglePlayback() {
        guard current != nil else { return }
        isPlaying.toggle()
    }

    func skipForward(in queue: [PlayedItem]) {
        guard let current, let index = queue.firstIndex(of: current) else { return }
        let next = queue[(index + 1) % queue.count]
        play(next)
    }
}

// MARK: - Listen Now

struct RecentlyPlayedShelfView: View {
    private let recentlyPlayed: [PlayedItem]
    private let madeForYou: [PlayedItem]

    @Environment(NowPlayingModel.self) private var player
    @State private var isShowingAllRecent = false

    init(
        recentlyPlayed: [PlayedItem] = PlayedItem.recentlyPlayed,
        madeForYou: [PlayedItem] = PlayedItem.madeForYou
    ) {
        self.recentlyPlayed = recentlyPlayed
        self.madeForYou = madeForYou
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 32) {
                    recentlyPlayedShelf
                    madeForYouShelf
                }
                .padding(.vertical, 12)
            }
            .navigationTitle("Listen Now")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "person.crop.circle.fill")
                            .symbolRenderingMode(.hierarchical)
                            .font(.title2)
                    }
                    .accessibilityLabel("Account")
                }
            }
            .safeAreaInset(edge: .bottom) {
                if player.current != nil {
                    MiniPlayerBar(queue: recentlyPlayed)
                        .padding(.horizontal, 12)
                        .padding(.bottom, 4)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .animation(.spring(duration: 0.35), value: player.current?.id)
            .sheet(isPresented: $isShowingAllRecent) {
                AllRecentlyPlayedList(items: recentlyPlayed)
            }
        }
    }

    // MARK: Shelves

    private var recentlyPlayedShelf: some View {
        VStack(alignment: .leading, spacing: 12) {
            ShelfHeader(title: "Recently Played") {
                isShowingAllRecent = true
            }
            .padding(.horizontal, 20)

            if recentlyPlayed.isEmpty {
                Text("Music you play will show up here.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 20)
            } else {
                ScrollView(.horizontal) {
                    LazyHStack(alignment: .top, spacing: 14) {
                        ForEach(recentlyPlayed) { item in
                            Button {
                                player.play(item)
                            } label: {
                                RecentlyPlayedTile(
                                    item: item,
                                    isNowPlaying: player.current?.id == item.id && player.isPlaying
                                )
                            }
                            .buttonStyle(.plain)
                            .contextMenu {
                                Button("Play Next", systemImage: "text.insert") {}
                                Button("Add to Library", systemImage: "plus") {}
                                Divider()
                                Button("Remove from Recents", systemImage: "trash", role: .destructive) {}
                            }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                .safeAreaPadding(.horizontal, 20)
                .scrollIndicators(.hidden)
            }
        }
    }

    private var madeForYouShelf: some View {
        VStack(alignment: .leading, spacing: 12) {
            ShelfHeader(title: "Made for You", action: nil)
                .padding(.horizontal, 20)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 14) {
                    ForEach(madeForYou) { mix in
                        MixCard(item: mix) {
                            player.play(mix)
                        }
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 14)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .safeAreaPadding(.horizontal, 20)
            .scrollIndicators(.hidden)
        }
    }
}

// MARK: - Components

private struct ShelfHeader: View {
    let title: String
    let action: (() -> Void)?

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title)
                .font(.title2.bold())
            Spacer()
            if let action {
                Button("See All", action: action)
                    .font(.subheadline)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isHeader)
    }
}

private struct ArtworkView: View {
    let item: PlayedItem
    var cornerRadius: CGFloat = 10

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            .fill(LinearGradient(colors: item.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                AsyncImage(url: item.artworkURL) { phase in
                    if let image = phase.image {
                        image
                            .resizable()
                            .scaledToFill()
                    } else {
                        Image(systemName: item.kind.symbol)
                            .font(.system(size: 34, weight: .medium))
                            .foregroundStyle(.white.opacity(0.85))
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(Color.primary.opacity(0.08), lineWidth: 0.5)
            }
    }
}

private struct RecentlyPlayedTile: View {
    let item: PlayedItem
    let isNowPlaying: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ArtworkView(item: item)
                .frame(width: 156, height: 156)
                .shadow(color: .black.opacity(0.12), radius: 8, y: 4)
                .overlay(alignment: .bottomTrailing) {
                    if isNowPlaying {
                        Image(systemName: "waveform")
                            .font(.caption.weight(.bold))
                            .symbolEffect(.variableColor.iterative, isActive: isNowPlaying)
                            .foregroundStyle(.white)
                            .padding(8)
                            .background(.ultraThinMaterial, in: Circle())
                            .padding(8)
                            .transition(.scale.combined(with: .opacity))
                    }
                }

            Text(item.title)
                .font(.subheadline.weight(.medium))
                .lineLimit(1)

            Text(item.kind == .album ? item.subtitle : "\(item.kind.rawValue) · \(item.subtitle)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .frame(width: 156, alignment: .leading)
        .animation(.easeInOut, value: isNowPlaying)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(item.title), \(item.subtitle)")
        .accessibilityValue(isNowPlaying ? "Now playing" : "")
    }
}

private struct MixCard: View {
    let item: PlayedItem
    let onPlay: () -> Void

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: item.colors, startPoint: .topLeading, endPoint: .bottomTrailing)

            Image(systemName: "music.note")
                .font(.system(size: 140, weight: .black))
                .foregroundStyle(.white.opacity(0.12))
                .rotationEffect(.degrees(-12))
                .offset(x: 140, y: -40)

            VStack(alignment: .leading, spacing: 4) {
                Text("TEMPO")
                    .font(.caption2.weight(.heavy))
                    .tracking(2)
                    .opacity(0.8)
                Text(item.title)
                    .font(.system(.title2, design: .rounded, weight: .bold))
                Text(item.subtitle)
                    .font(.footnote)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding(18)
        }
        .frame(height: 200)
        .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        .overlay(alignment: .bottomTrailing) {
            Button(action: onPlay) {
                Image(systemName: "play.fill")
                    .font(.headline)
                    .foregroundStyle(item.colors.first ?? .accentColor)
                    .frame(width: 44, height: 44)
                    .background(.white, in: Circle())
                    .shadow(color: .black.opacity(0.2), radius: 6, y: 3)
            }
            .buttonStyle(.plain)
            .padding(14)
            .accessibilityLabel("Play \(item.title)")
        }
    }
}

private struct MiniPlayerBar: View {
    let queue: [PlayedItem]

    @Environment(NowPlayingModel.self) private var player

    init(queue: [PlayedItem]) {
        self.queue = queue
    }

    var body: some View {
        if let item = player.current {
            HStack(spacing: 12) {
                ArtworkView(item: item, cornerRadius: 8)
                    .frame(width: 44, height: 44)

                VStack(alignment: .leading, spacing: 2) {
                    Text(item.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text(item.subtitle)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }

                Spacer(minLength: 8)

                Button {
                    player.togglePlayback()
                } label: {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                        .font(.title3)
                        .contentTransition(.symbolEffect(.replace))
                        .frame(width: 36, height: 36)
                }
                .accessibilityLabel(player.isPlaying ? "Pause" : "Play")

                Button {
                    player.skipForward(in: queue)
                } label: {
                    Image(systemName: "forward.fill")
                        .font(.title3)
                        .frame(width: 36, height: 36)
                }
                .accessibilityLabel("Next")
            }
            .buttonStyle(.plain)
            .padding(10)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(color: .black.opacity(0.15), radius: 12, y: 4)
            .sensoryFeedback(.impact(flexibility: .soft), trigger: player.isPlaying)
        }
    }
}

private struct AllRecentlyPlayedList: View {
    let items: [PlayedItem]

    @Environment(\.dismiss) private var dismiss
    @Environment(NowPlayingModel.self) private var player

    init(items: [PlayedItem]) {
        self.items = items
    }

    var body: some View {
        NavigationStack {
            List(items) { item in
                Button {
                    player.play(item)
                } label: {
                    HStack(spacing: 12) {
                        ArtworkView(item: item, cornerRadius: 6)
                            .frame(width: 52, height: 52)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(item.title)
                                .foregroundStyle(.primary)
                            Text("\(item.kind.rawValue) · \(item.subtitle)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if player.current?.id == item.id {
                            Image(systemName: "speaker.wave.2.fill")
                                .foregroundStyle(.tint)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Recently Played")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Previews

#Preview {
    RecentlyPlayedShelfView()
        .environment(NowPlayingModel())
}

#Preview("Now playing") {
    @Previewable @State var player = NowPlayingModel(
        current: PlayedItem.recentlyPlayed[2],
        isPlaying: true,
        progress: 0.4
    )
    RecentlyPlayedShelfView()
        .environment(player)
}

#Preview("Empty", traits: .landscapeLeft) {
    RecentlyPlayedShelfView(recentlyPlayed: [], madeForYou: PlayedItem.madeForYou)
        .environment(NowPlayingModel())
        .preferredColorScheme(.dark)
}
