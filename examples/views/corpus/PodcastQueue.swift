//
//  PodcastQueue.swift
//  Podcasts
//

import Observation
import SwiftUI

struct Episode: Identifiable, Equatable {
    let id: Int
    let show: String
    let title: String
    let duration: Duration
    var progress: Double = 0
}

@Observable
final class PlayerModel {
    var queue: [Episode] = [
        Episode(id: 1, show: "Morning Brief", title: "Markets, weather and a good story", duration: .seconds(1_260), progress: 0.4),
        Episode(id: 2, show: "Deep Field", title: "Why the night sky is dark", duration: .seconds(2_940)),
        Episode(id: 3, show: "Small Kitchen", title: "Bread without a mixer", duration: .seconds(1_860)),
        Episode(id: 4, show: "Long Form", title: "The river that moved", duration: .seconds(4_020), progress: 0.1),
        Episode(id: 5, show: "Code Talk", title: "Structured concurrency, slowly", duration: .seconds(3_300)),
    ]
    var nowPlaying: Episode.ID?
    var isPlaying = false

    func play(_ episode: Episode) {
        nowPlaying = episode.id
        isPlaying = true
    }
}

struct UpNextView: View {
    @Environment(PlayerModel.self) private var player

    var body: some View {
        @Bindable var player = player

        VStack(alignment: .leading, spacing: 12) {
            Text("Up Next")
                .font(.title2.weight(.bold))
                .padding(.leading, 20)

            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 14) {
                    ForEach(player.queue) { episode in
                        EpisodeCard(episode: episode, isCurrent: episode.id == player.nowPlaying) {
                            player.play(episode)
                        }
                        .frame(width: 280, height: 168)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $player.nowPlaying)
            .frame(height: 168)

            Toggle("Autoplay", isOn: $player.isPlaying)
                .padding(.horizontal, 20)
        }
    }
}

struct EpisodeCard: View {
    let episode: Episode
    let isCurrent: Bool
    let onPlay: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(episode.show.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(episode.title)
                .font(.headline)
                .lineLimit(2)
            Spacer()
            HStack {
                Button(action: onPlay) {
                    Image(systemName: isCurrent ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 34))
                }
                .buttonStyle(.plain)
                VStack(alignment: .leading, spacing: 4) {
                    ProgressView(value: episode.progress)
                    Text(episode.duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(16)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .overlay {
            if isCurrent {
                RoundedRectangle(cornerRadius: 20, style: .continuous)
                    .strokeBorder(.tint, lineWidth: 2)
            }
        }
    }
}

#Preview {
    UpNextView()
        .environment(PlayerModel())
}
