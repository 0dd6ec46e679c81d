//
//  MusicQueueView.swift
//  Tuneful
//

import SwiftUI
import Observation

struct Track: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let duration: TimeInterval
    let colors: [Color]
}

@Observable
final class PlayerModel {
    var queue: [Track] = [
        Track(id: 1, title: "Night Drive", artist: "Neon Coast", duration: 214, colors: [.purple, .indigo]),
        Track(id: 2, title: "Paper Boats", artist: "Luma", duration: 187, colors: [.teal, .blue]),
        Track(id: 3, title: "Golden Hour", artist: "Sunset Club", duration: 242, colors: [.orange, .pink]),
        Track(id: 4, title: "Low Tide", artist: "Harbor", duration: 199, colors: [.cyan, .mint]),
        Track(id: 5, title: "Ember", artist: "Fieldnotes", duration: 231, colors: [.red, .orange])
    ]
    var currentID: Track.ID? = 1
    var elapsed: TimeInterval = 0
    var isPlaying = false

    var current: Track? { queue.first { $0.id == currentID } }
    var upNext: [Track] {
        guard let index = queue.firstIndex(where: { $0.id == currentID }) else { return queue }
        return Array(queue.suffix(from: index + 1))
    }

    func skip(by offset: Int) {
        guard let index = queue.firstIndex(where: { $0.id == currentID }) else { return }
        let next = min(max(index + offset, 0), queue.count - 1)
        currentID = queue[next].id
        elapsed = 0
    }

    func tick() {
        guard isPlaying, let current else { return }
        elapsed += 1
        if elapsed >= current.duration { skip(by: 1) }
    }
}

struct MusicQueueView: View {
    @State private var player = PlayerModel()

    private var backgroundColors: [Color] {
        let base = player.current?.colors ?? [.gray]
        return base.map { $0.opacity(0.45) } + [Color(.systemBackground)]
    }

    var body: some View {
        VStack(spacing: 24) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(player.queue) { track in
                        ArtworkView(track: track)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 16)
                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $player.currentID)
            .contentMargins(.horizontal, 40, for: .scrollContent)
            .scrollIndicators(.never)
            .frame(height: 300)
            .onChange(of: player.currentID) { player.elapsed = 0 }

            if let track = player.current {
                VStack(spacing: 4) {
                    Text(track.title).font(.title2.bold())
                    Text(track.artist).foregroundStyle(.secondary)
                }
                .contentTransition(.opacity)

                VStack(spacing: 6) {
                    Slider(value: $player.elapsed, in: 0...track.duration)
                        .tint(.white)
                    HStack {
                        Text(Duration.seconds(player.elapsed), format: .time(pattern: .minuteSecond))
                        Spacer()
                        Text(Duration.seconds(track.duration - player.elapsed), format: .time(pattern: .minuteSecond))
                    }
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
                }
                .padding(.horizontal, 32)
            }

            HStack(spacing: 44) {
                Button("Previous", systemImage: "backward.fill") { withAnimation { player.skip(by: -1) } }
                Button(player.isPlaying ? "Pause" : "Play", systemImage: player.isPlaying ? "pause.fill" : "play.fill") {
                    player.isPlaying.toggle()
                }
                .font(.system(size: 44))
                .contentTransition(.symbolEffect(.replace))
                Button("Next", systemImage: "forward.fill") { withAnimation { player.skip(by: 1) } }
            }
            .labelStyle(.iconOnly)
            .font(.title)
            .foregroundStyle(.primary)

            upNextList
        }
        .padding(.top)
        .background {
            LinearGradient(colors: backgroundColors, startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .animation(.easeInOut(duration: 0.6), value: player.currentID)
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                player.tick()
            }
        }
    }

    private var upNextList: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Up Next").font(.headline).padding(.horizontal)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(player.upNext) { track in
                        Button {
                            withAnimation { player.currentID = track.id }
                        } label: {
                            HStack(spacing: 12) {
                                ArtworkView(track: track, iconInset: 10).frame(width: 44, height: 44)
                                VStack(alignment: .leading) {
                                    Text(track.title).font(.subheadline.weight(.semibold))
                                    Text(track.artist).font(.caption).foregroundStyle(.secondary)
                                }
                                Spacer()
                                Image(systemName: "line.3.horizontal").foregroundStyle(.tertiary)
                            }
                            .padding(.horizontal)
                            .padding(.vertical, 6)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
        }
    }
}

private struct ArtworkView: View {
    let track: Track
    var iconInset: CGFloat = 48

    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(LinearGradient(colors: track.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                Image(systemName: "music.note")
                    .resizable()
                    .scaledToFit()
                    .padding(iconInset)
                    .foregroundStyle(.white.opacity(0.85))
            }
            .shadow(color: track.colors.first?.opacity(0.4) ?? .clear, radius: 12, y: 8)
            .accessibilityLabel("\(track.title) artwork")
    }
}

#Preview {
    MusicQueueView()
        .preferredColorScheme(.dark)
}
