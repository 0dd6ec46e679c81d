//
//  VideoFeedView.swift
//  Reels
//

import SwiftUI
import AVKit

struct FeedClip: Identifiable, Hashable {
    let id = UUID()
    let author: String
    let caption: String
    let url: URL
    var likes: Int
    var comments: Int
    let tint: Color

    static let samples: [FeedClip] = [
        FeedClip(author: "@maya.rides", caption: "Sunrise loop around the lake before work 🚴‍♀️",
                 url: URL(string: "https://cdn.example.com/clips/lake.mp4")!, likes: 12_480, comments: 312, tint: .orange),
        FeedClip(author: "@chef.tomas", caption: "60-second pasta al limone. Yes, really.",
                 url: URL(string: "https://cdn.example.com/clips/pasta.mp4")!, likes: 98_210, comments: 1_204, tint: .yellow),
        FeedClip(author: "@northbound", caption: "Chasing the aurora in Tromsø ✨",
                 url: URL(string: "https://cdn.example.com/clips/aurora.mp4")!, likes: 240_900, comments: 4_870, tint: .green),
        FeedClip(author: "@studio.kim", caption: "Timelapse: 14 hours of painting in 40 seconds",
                 url: URL(string: "https://cdn.example.com/clips/paint.mp4")!, likes: 7_330, comments: 96, tint: .purple)
    ]
}

struct VideoFeedView: View {
    @State private var clips = FeedClip.samples
    @State private var currentID: FeedClip.ID?
    @State private var player = AVPlayer()

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach($clips) { $clip in
                    ClipPage(clip: $clip, player: player, isActive: currentID == clip.id)
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentID)
        .scrollIndicators(.hidden)
        .background(.black)
        .ignoresSafeArea()
        .onChange(of: currentID) { _, newValue in
            play(newValue)
        }
        .onAppear {
            if currentID == nil { currentID = clips.first?.id }
        }
        .onDisappear {
            player.pause()
        }
    }

    private func play(_ id: FeedClip.ID?) {
        guard let clip = clips.first(where: { $0.id == id }) else { return }
        player.replaceCurrentItem(with: AVPlayerItem(url: clip.url))
        player.play()
    }
}

private struct ClipPage: View {
    @Binding var clip: FeedClip
    let player: AVPlayer
    let isActive: Bool

    @State private var isLiked = false

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [clip.tint.opacity(0.8), .black], startPoint: .top, endPoint: .bottom)

            if isActive {
                VideoPlayer(player: player)
                    .disabled(true)
                    .transition(.opacity)
            }

            LinearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .center, endPoint: .bottom)
                .allowsHitTesting(false)

            HStack(alignment: .bottom, spacing: 16) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(clip.author)
                        .font(.headline)
                    Text(clip.caption)
                        .font(.subheadline)
                        .lineLimit(2)
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                VStack(spacing: 22) {
                    Button(action: toggleLike) {
                        actionLabel(isLiked ? "heart.fill" : "heart", count: clip.likes)
                            .foregroundStyle(isLiked ? Color.red : Color.white)
                    }
                    .symbolEffect(.bounce, value: isLiked)
                    .accessibilityLabel(isLiked ? "Unlike" : "Like")

                    Button {} label: {
                        actionLabel("bubble.right", count: clip.comments)
                    }
                    .accessibilityLabel("Comments")

                    ShareLink(item: clip.url) {
                        Image(systemName: "arrowshape.turn.up.right")
                            .font(.title2)
                    }
                }
            }
            .foregroundStyle(.white)
            .shadow(color: .black.opacity(0.4), radius: 4)
            .padding(.horizontal, 20)
            .padding(.bottom, 48)
        }
        .contentShape(.rect)
        .onTapGesture(count: 2) {
            if !isLiked { toggleLike() }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("\(clip.author), \(clip.caption)")
    }

    private func actionLabel(_ symbol: String, count: Int) -> some View {
        VStack(spacing: 4) {
            Image(systemName: symbol)
                .font(.title)
            Text(count, format: .number.notation(.compactName))
                .font(.caption.weight(.semibold))
        }
    }

    private func toggleLike() {
        isLiked.toggle()
        clip.likes += isLiked ? 1 : -1
    }
}

#Preview {
    VideoFeedView()
}
