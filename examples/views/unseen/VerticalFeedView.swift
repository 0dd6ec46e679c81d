import SwiftUI

// MARK: - Model

struct FeedVideo: Identifiable {
    let id: Int
    let creator: String
    let caption: String
    let likes: Int
    let comments: Int
    let symbol: String
    let hue: Double
}

extension FeedVideo {
    static let samples: [FeedVideo] = [
        FeedVideo(id: 0, creator: "@swiftchef", caption: "Five-minute pasta you can cook between builds 🍝", likes: 12_400, comments: 318, symbol: "fork.knife", hue: 0.05),
        FeedVideo(id: 1, creator: "@trailrunner", caption: "Sunrise above the clouds ☁️", likes: 98_200, comments: 1_204, symbol: "figure.run", hue: 0.58),
        FeedVideo(id: 2, creator: "@pixelcat", caption: "He knocked it off the desk. Again.", likes: 1_530_000, comments: 22_800, symbol: "cat.fill", hue: 0.12),
        FeedVideo(id: 3, creator: "@synthwave", caption: "New track drops Friday 🎹", likes: 45_000, comments: 870, symbol: "pianokeys", hue: 0.80),
        FeedVideo(id: 4, creator: "@plantdad", caption: "Monstera update: leaf number 12!", likes: 7_650, comments: 140, symbol: "leaf.fill", hue: 0.35)
    ]
}

// MARK: - Vertical feed

struct VerticalFeedView: View {
    private let videos = FeedVideo.samples

    // Track the visible video so it can "play" (here: animate its symbol).
    @State private var currentVideoID: Int? = 0

    var body: some View {
        // Step 1: A vertical ScrollView.
        ScrollView(.vertical) {
            // Step 2: No spacing – every item must be exactly one screen tall.
            LazyVStack(spacing: 0) {
                ForEach(videos) { video in
                    FeedItemView(video: video, isActive: video.id == currentVideoID)
                        // Step 3: Each item fills the whole scroll view,
                        // horizontally *and* vertically.
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        // Step 4: Paging snaps one full-screen item per swipe.
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .scrollPosition(id: $currentVideoID)
        // Step 5: Go edge to edge, under the status bar and home indicator.
        .ignoresSafeArea()
        .background(Color.black)
        .overlay(alignment: .top) {
            HStack(spacing: 20) {
                Text("Following")
                    .opacity(0.6)
                Text("For You")
                    .bold()
            }
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.top, 8)
        }
    }
}

// MARK: - Feed item

struct FeedItemView: View {
    let video: FeedVideo
    let isActive: Bool

    private var backdrop: LinearGradient {
        LinearGradient(
            colors: [
                Color(hue: video.hue, saturation: 0.7, brightness: 0.8),
                Color(hue: video.hue, saturation: 0.9, brightness: 0.2)
            ],
            startPoint: .top,
            endPoint: .bottom
        )
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            backdrop

            // Stand-in for the video player.
            Image(systemName: video.symbol)
                .font(.system(size: 120))
                .foregroundStyle(Color.white.opacity(0.9))
                .symbolEffect(.bounce, value: isActive)
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            HStack(alignment: .bottom, spacing: 16) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(video.creator)
                        .font(.headline)
                    Text(video.caption)
                        .font(.subheadline)
                        .lineLimit(2)
                    Label("Original sound", systemImage: "music.note")
                        .font(.caption)
                        .opacity(0.8)
                }
                .foregroundStyle(.white)

                Spacer(minLength: 0)

                VStack(spacing: 20) {
                    FeedActionButton(symbol: "heart.fill", count: video.likes)
                    FeedActionButton(symbol: "bubble.right.fill", count: video.comments)
                    FeedActionButton(symbol: "arrowshape.turn.up.right.fill", count: video.likes / 20)
                }
            }
            .padding(.horizontal, 16)
            // Extra bottom padding because the feed ignores the safe area.
            .padding(.bottom, 60)
        }
    }
}

struct FeedActionButton: View {
    let symbol: String
    let count: Int

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: symbol)
                .font(.title)
            Text(count, format: .number.notation(.compactName))
                .font(.caption.bold())
        }
        .foregroundStyle(.white)
        .shadow(radius: 4)
    }
}

#Preview {
    VerticalFeedView()
}
