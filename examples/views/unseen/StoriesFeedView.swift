//
//  StoriesFeedView.swift
//  Moments
//
//  Stories row (snapping circles) above a vertical post feed.
//

import SwiftUI

// MARK: - Models

struct Story: Identifiable, Hashable {
    let id = UUID()
    let username: String
    let avatarSymbol: String
    let tint: Color
    var isSeen = false
    var isOwn = false
}

struct FeedPost: Identifiable, Hashable {
    let id = UUID()
    let author: String
    let avatarSymbol: String
    let avatarTint: Color
    let location: String?
    let caption: String
    let postedAt: Date
    let palette: [Color]
    let imageSymbol: String
    var likeCount: Int
    var commentCount: Int
    var isLiked = false
    var isSaved = false
}

// MARK: - Sample Data

extension Story {
    static let samples: [Story] = [
        Story(username: "Your story", avatarSymbol: "person.fill", tint: .gray, isOwn: true),
        Story(username: "maya.k", avatarSymbol: "sun.max.fill", tint: .orange),
        Story(username: "theo_runs", avatarSymbol: "figure.run", tint: .green),
        Story(username: "lena.bakes", avatarSymbol: "birthday.cake.fill", tint: .pink),
        Story(username: "jonas", avatarSymbol: "camera.fill", tint: .indigo, isSeen: true),
        Story(username: "priya.travels", avatarSymbol: "airplane", tint: .teal),
        Story(username: "sam.codes", avatarSymbol: "laptopcomputer", tint: .purple, isSeen: true),
        Story(username: "nora", avatarSymbol: "leaf.fill", tint: .mint),
        Story(username: "diego", avatarSymbol: "guitars.fill", tint: .red),
        Story(username: "hana.draws", avatarSymbol: "pencil.and.scribble", tint: .cyan),
    ]
}

extension FeedPost {
    static let samples: [FeedPost] = [
        FeedPost(
            author: "priya.travels",
            avatarSymbol: "airplane",
            avatarTint: .teal,
            location: "Lisbon, Portugal",
            caption: "Golden hour from the Miradouro. Every staircase in this city is worth it.",
            postedAt: .now.addingTimeInterval(-60 * 14),
            palette: [.orange, .pink, .purple],
            imageSymbol: "sun.horizon.fill",
            likeCount: 1_284,
            commentCount: 46
        ),
        FeedPost(
            author: "lena.bakes",
            avatarSymbol: "birthday.cake.fill",
            avatarTint: .pink,
            location: nil,
            caption: "Third attempt at a laminated dough and we finally have layers 🥐",
            postedAt: .now.addingTimeInterval(-60 * 60 * 3),
            palette: [.yellow, .orange, .brown],
            imageSymbol: "fork.knife",
            likeCount: 532,
            commentCount: 18
        ),
        FeedPost(
            author: "theo_runs",
            avatarSymbol: "figure.run",
            avatarTint: .green,
            location: "Riverside Trail",
            caption: "Half marathon PR! 1:38:12. Legs are jelly, heart is full.",
            postedAt: .now.addingTimeInterval(-60 * 60 * 9),
            palette: [.green, .mint, .teal],
            imageSymbol: "figure.run.circle.fill",
            likeCount: 2_019,
            commentCount: 121,
            isLiked: true
        ),
        FeedPost(
            author: "hana.draws",
            avatarSymbol: "pencil.and.scribble",
            avatarTint: .cyan,
            location: "Studio",
            caption: "Sketchbook page 114. Trying out a limited palette this week.",
            postedAt: .now.addingTimeInterval(-60 * 60 * 26),
            palette: [.cyan, .blue, .indigo],
            imageSymbol: "paintpalette.fill",
            likeCount: 876,
            commentCount: 33
        ),
    ]
}

// MARK: - Styling

struct AvatarCircleModifier: ViewModifier {
    let tint: Color
    let size: CGFloat

    func body(content: Content) -> some View {
        content
            .font(.system(size: size * 0.42, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(tint.gradient, in: .circle)
    }
}

extension View {
    func avatarCircle(tint: Color, size: CGFloat = 36) -> some View {
        modifier(AvatarCircleModifier(tint: tint, size: size))
    }
}

struct PressableScaleButtonStyle: ButtonStyle {
    var pressedScale: CGFloat = 0.92

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? pressedScale : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.7), value: configuration.isPressed)
    }
}

struct FeedIconButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title3)
            .frame(minWidth: 28, minHeight: 28)
            .contentShape(.rect)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

// MARK: - Feed

struct StoriesFeedView: View {
    @State private var stories = Story.samples
    @State private var posts = FeedPost.samples
    @State private var presentedStory: Story?
    @State private var isRefreshing = false
    @AppStorage("feed.showsStories") private var showsStories = true
    @Namespace private var storyNamespace

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 24) {
                    if showsStories {
                        storiesRow
                        Divider()
                    }

                    if posts.isEmpty {
                        ContentUnavailableView(
                            "No Posts Yet",
                            systemImage: "photo.on.rectangle.angled",
                            description: Text("Follow a few people and their posts will show up here.")
                        )
                        .padding(.top, 60)
                    } else {
                        ForEach($posts) { $post in
                            PostCard(post: $post)
                        }
                    }
                }
                .padding(.bottom, 24)
            }
            .redacted(reason: isRefreshing ? .placeholder : [])
            .refreshable { await refresh() }
            .navigationTitle("Moments")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        withAnimation(.snappy) { showsStories.toggle() }
                    } label: {
                        Image(systemName: showsStories ? "circle.dashed.inset.filled" : "circle.dashed")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Messages", systemImage: "paperplane") {}
                }
            }
        }
        .overlay {
            if let story = presentedStory {
                StoryViewer(story: story, namespace: storyNamespace) {
                    close(story)
                }
                .zIndex(1)
                .transition(.asymmetric(insertion: .identity, removal: .opacity))
            }
        }
        .sensoryFeedback(.impact(weight: .light), trigger: presentedStory)
    }

    private var storiesRow: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 14) {
                ForEach(stories) { story in
                    Button {
                        withAnimation(.spring(response: 0.42, dampingFraction: 0.86)) {
                            presentedStory = story
                        }
                    } label: {
                        StoryBubble(
                            story: story,
                            namespace: storyNamespace,
                            isHidden: presentedStory?.id == story.id
                        )
                    }
                    .buttonStyle(PressableScaleButtonStyle())
                    .contextMenu {
                        Button {
                            markSeen(story)
                        } label: {
                            Label("Mark as Seen", systemImage: "eye")
                        }
                        Button(role: .destructive) {
                            withAnimation { stories.removeAll { $0.id == story.id } }
                        } label: {
                            Label("Mute \(story.username)", systemImage: "speaker.slash")
                        }
                    }
                }
            }
            .scrollTargetLayout()
            .padding(.vertical, 6)
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        .frame(height: 108)
    }

    private func markSeen(_ story: Story) {
        guard let index = stories.firstIndex(where: { $0.id == story.id }) else { return }
        stories[index].isSeen = true
    }

    private func close(_ story: Story) {
        markSeen(story)
        withAnimation(.spring(response: 0.42, dampingFraction: 0.86)) {
            presentedStory = nil
        }
    }

    private func refresh() async {
        isRefreshing = true
        try? await Task.sleep(for: .seconds(1.2))
        withAnimation {
            posts.shuffle()
            isRefreshing = false
        }
    }
}

// MARK: - Story Bubble

struct StoryBubble: View {
    let story: Story
    let namespace: Namespace.ID
    var isHidden = false

    private var ringStyle: AnyShapeStyle {
        if story.isSeen {
            AnyShapeStyle(Color.secondary.opacity(0.35))
        } else {
            AnyShapeStyle(
                LinearGradient(
                    colors: [.yellow, .orange, .pink, .purple],
                    startPoint: .bottomLeading,
                    endPoint: .topTrailing
                )
            )
        }
    }

    var body: some View {
        VStack(spacing: 6) {
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .strokeBorder(ringStyle, lineWidth: story.isOwn ? 0 : 3)
                    .frame(width: 74, height: 74)
                    .overlay {
                        if !isHidden {
                            Circle()
                                .fill(story.tint.gradient)
                                .matchedGeometryEffect(id: story.id, in: namespace)
                                .frame(width: 64, height: 64)
                                .overlay {
                                    Image(systemName: story.avatarSymbol)
                                        .font(.title2)
                                        .foregroundStyle(.white)
                                }
                        }
                    }

                if story.isOwn {
                    Image(systemName: "plus.circle.fill")
                        .font(.title3)
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, .blue)
                        .background(Color(.systemBackground), in: .circle)
                }
            }

            Text(story.username)
                .font(.caption)
                .foregroundStyle(story.isSeen ? Color.secondary : Color.primary)
                .lineLimit(1)
                .frame(width: 76)
        }
    }
}

// MARK: - Story Viewer

struct StoryViewer: View {
    let story: Story
    let namespace: Namespace.ID
    var onDismiss: () -> Void

    @State private var progress = 0.0
    @GestureState private var dragOffset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 32, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [story.tint, story.tint.opacity(0.55), .black],
                        startPoint: .top,
                        endPoint: .bottom
                    )
                )
                .matchedGeometryEffect(id: story.id, in: namespace)
                .ignoresSafeArea()

            VStack(spacing: 14) {
                ProgressView(value: progress)
                    .progressViewStyle(.linear)
                    .tint(.white)

                HStack(spacing: 10) {
                    Image(systemName: story.avatarSymbol)
                        .avatarCircle(tint: story.tint, size: 34)
                        .overlay { Circle().strokeBorder(.white, lineWidth: 1.5) }
                    Text(story.username)
                        .font(.subheadline.weight(.semibold))
                    Text("2h")
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.7))
                    Spacer()
                    Button("Close", systemImage: "xmark", action: onDismiss)
                        .labelStyle(.iconOnly)
                        .font(.title3.weight(.semibold))
                }
                .foregroundStyle(.white)

                Spacer()

                Image(systemName: story.avatarSymbol)
                    .font(.system(size: 120, weight: .light))
                    .foregroundStyle(.white.opacity(0.9))
                    .symbolEffect(.pulse)

                Spacer()

                HStack {
                    Text("Send message")
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.8))
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        .overlay { Capsule().strokeBorder(.white.opacity(0.6)) }
                    Image(systemName: "heart")
                        .font(.title2)
                        .foregroundStyle(.white)
                }
            }
            .padding()
        }
        .offset(y: dragOffset)
        .scaleEffect(1 - min(dragOffset / 1_500, 0.15))
        .gesture(
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = max(value.translation.height, 0)
                }
                .onEnded { value in
                    if value.translation.height > 120 { onDismiss() }
                }
        )
        .task {
            do {
                while progress < 1 {
                    try await Task.sleep(for: .milliseconds(50))
                    progress = min(progress + 0.01, 1)
                }
                onDismiss()
            } catch {
                // Cancelled because the viewer was closed early.
            }
        }
    }
}

// MARK: - Post Card

struct PostCard: View {
    @Binding var post: FeedPost
    @State private var showsHeartBurst = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            media
            actions
            captionBlock
        }
        .padding(.horizontal, 16)
        .sensoryFeedback(.impact(weight: .light), trigger: post.isLiked)
    }

    private var header: some View {
        HStack(spacing: 10) {
            Image(systemName: post.avatarSymbol)
                .avatarCircle(tint: post.avatarTint)
            VStack(alignment: .leading, spacing: 2) {
                Text(post.author)
                    .font(.subheadline.weight(.semibold))
                if let location = post.location {
                    Text(location)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Menu {
                Button("Copy Link", systemImage: "link") {}
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button("Report", systemImage: "exclamationmark.bubble", role: .destructive) {}
            } label: {
                Image(systemName: "ellipsis")
                    .padding(8)
                    .contentShape(.rect)
            }
            .tint(Color.primary)
        }
    }

    private var media: some View {
        RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(
                LinearGradient(
                    colors: post.palette,
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
            )
            .aspectRatio(4 / 5, contentMode: .fit)
            .overlay {
                Image(systemName: post.imageSymbol)
                    .font(.system(size: 96, weight: .light))
                    .foregroundStyle(.white.opacity(0.85))
            }
            .overlay {
                Image(systemName: "heart.fill")
                    .font(.system(size: 96))
                    .foregroundStyle(.white)
                    .shadow(color: .black.opacity(0.25), radius: 12)
                    .scaleEffect(showsHeartBurst ? 1 : 0.4)
                    .opacity(showsHeartBurst ? 1 : 0)
            }
            .onTapGesture(count: 2, perform: doubleTapLike)
            .contextMenu {
                Button {
                    post.isSaved.toggle()
                } label: {
                    Label(post.isSaved ? "Remove from Saved" : "Save", systemImage: "bookmark")
                }
                Button {} label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
            }
    }

    private var actions: some View {
        HStack(spacing: 18) {
            Button(action: toggleLike) {
                Image(systemName: post.isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(post.isLiked ? Color.red : Color.primary)
                    .contentTransition(.symbolEffect(.replace))
            }
            Button {} label: {
                Image(systemName: "bubble.right")
            }
            Button {} label: {
                Image(systemName: "paperplane")
            }
            Spacer()
            Button {
                post.isSaved.toggle()
            } label: {
                Image(systemName: post.isSaved ? "bookmark.fill" : "bookmark")
                    .contentTransition(.symbolEffect(.replace))
            }
        }
        .buttonStyle(FeedIconButtonStyle())
        .tint(Color.primary)
    }

    private var captionBlock: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(post.likeCount, format: .number) likes")
                .font(.subheadline.weight(.semibold))
                .contentTransition(.numericText(value: Double(post.likeCount)))

            (Text(post.author).bold() + Text(" ") + Text(post.caption))
                .font(.subheadline)
                .lineLimit(3)

            if post.commentCount > 0 {
                Button("View all \(post.commentCount) comments") {}
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            (Text(post.postedAt, style: .relative) + Text(" ago"))
                .font(.caption)
                .foregroundStyle(.tertiary)
        }
    }

    private func toggleLike() {
        withAnimation(.snappy) {
            post.isLiked.toggle()
            post.likeCount += post.isLiked ? 1 : -1
        }
    }

    private func doubleTapLike() {
        if !post.isLiked { toggleLike() }
        withAnimation(.spring(response: 0.3, dampingFraction: 0.55)) {
            showsHeartBurst = true
        }
        Task {
            try? await Task.sleep(for: .milliseconds(700))
            withAnimation(.easeOut(duration: 0.25)) {
                showsHeartBurst = false
            }
        }
    }
}

// MARK: - Previews

#Preview {
    StoriesFeedView()
}

#Preview("Single post") {
    @Previewable @State var post = FeedPost.samples[0]
    ScrollView {
        PostCard(post: $post)
    }
}

#Preview("Empty feed", traits: .sizeThatFitsLayout) {
    ContentUnavailableView(
        "No Posts Yet",
        systemImage: "photo.on.rectangle.angled",
        description: Text("Follow a few people and their posts will show up here.")
    )
}
