//
//  VideoFeed.swift
//  Reels
//
//  A full-screen feed of short videos, one per page, swiped vertically.
//

import AVKit
import SwiftUI

struct Clip: Identifiable, Hashable {
    let id = UUID()
    let author: String
    let caption: String
    let likes: Int
    let url: URL
}

extension Clip {
    static let samples: [Clip] = [
        Clip(author: "@mara", caption: "Sunrise over the bay 🌅", likes: 1_204,
             url: URL(string: "https://example.com/clips/sunrise.mp4")!),
        Clip(author: "@jonas", caption: "First try at latte art", likes: 87,
             url: URL(string: "https://example.com/clips/latte.mp4")!),
        Clip(author: "@kai", caption: "Skatepark, golden hour", likes: 3_310,
             url: URL(string: "https://example.com/clips/skate.mp4")!),
        Clip(author: "@lena", caption: "Rainy day in Lisbon", likes: 542,
             url: URL(string: "https://example.com/clips/lisbon.mp4")!),
        Clip(author: "@theo", caption: "Dog vs. snow, round two", likes: 12_800,
             url: URL(string: "https://example.com/clips/snow.mp4")!),
        Clip(author: "@ines", caption: "Five-minute pasta", likes: 960,
             url: URL(string: "https://example.com/clips/pasta.mp4")!),
    ]
}

struct VideoFeedView: View {
    @State private var clips = Clip.samples
    @State private var currentClip: Clip.ID?

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(clips) { clip in
                    ClipPlayerView(clip: clip, isActive: currentClip == clip.id)
                        .containerRelativeFrame([.horizontal, .vertical])
                        .id(clip.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentClip)
        .ignoresSafeArea()
        .background(.black)
        .onAppear {
            currentClip = clips.first?.id
        }
    }
}

struct ClipPlayerView: View {
    let clip: Clip
    let isActive: Bool

    @State private var player: AVPlayer?
    @State private var liked = false

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            VideoPlayer(player: player)
                .disabled(true)

            LinearGradient(colors: [.clear, .black.opacity(0.6)],
                           startPoint: .center, endPoint: .bottom)
                .allowsHitTesting(false)

            HStack(alignment: .bottom) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(clip.author)
                        .font(.headline)
                    Text(clip.caption)
                        .font(.subheadline)
                        .lineLimit(2)
                }
                .foregroundStyle(.white)

                Spacer()

                VStack(spacing: 20) {
                    Button {
                        withAnimation(.spring) { liked.toggle() }
                    } label: {
                        Image(systemName: liked ? "heart.fill" : "heart")
                            .font(.title)
                            .foregroundStyle(liked ? .red : .white)
                    }
                    Text(clip.likes, format: .number.notation(.compactName))
                        .font(.caption)
                        .foregroundStyle(.white)
                    Button {
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                            .font(.title2)
                            .foregroundStyle(.white)
                    }
                }
            }
            .padding(.horizontal)
            .padding(.bottom, 48)
        }
        .onAppear {
            player = AVPlayer(url: clip.url)
        }
        .onChange(of: isActive) { _, active in
            if active {
                player?.play()
            } else {
                player?.pause()
            }
        }
    }
}

#Preview {
    VideoFeedView()
}
