//
//  ReelsFeedView.swift
//  Loop
//
//  Created by Aisha Karimi on 4/27/22.
//
//  Full-screen vertical feed. Originally a rotated TabView hack (RIP);
//  rewritten for iOS 17 with a paging ScrollView and containerRelativeFrame.
//  Video playback is stubbed with gradients + a Timer-driven progress bar.
//

import SwiftUI
import Combine

// MARK: - Models

struct Reel: Identifiable, Hashable {
    let id: UUID
    let author: String
    let caption: String
    let audioTitle: String
    let gradient: [Color]
    let symbolName: String
    let duration: TimeInterval
    var likes: Int
    var commentCount: Int
    var isLiked: Bool
    let shareURL: URL

    var attributedCaption: AttributedString {
        (try? AttributedString(markdown: caption)) ?? AttributedString(caption)
    }
}

struct ReelComment: Identifiable {
    let id = UUID()
    let author: String
    let text: String
}

extension Reel {
    private static let templates: [(String, String, String, [Color], String)] = [
        ("@maria.cooks", "Five-minute **garlic noodles** 🍜 #quickdinner", "Lo-fi Kitchen Beats", [.orange, .red], "flame.fill"),
        ("@trailrunner", "Sunrise on the ridge. *Worth* the 4am alarm.", "Morning Light — Kyoto", [.pink, .purple], "sunrise.fill"),
        ("@pixel.pete", "Tiny desk setup tour 🖥️ links in bio", "Synthwave Drive", [.indigo, .blue], "desktopcomputer"),
        ("@doggo.daily", "He heard the word **walk**", "Original audio", [.yellow, .orange], "pawprint.fill"),
        ("@ceramics.lab", "Throwing a vase on the wheel, start to finish", "Clay & Rain", [.brown, .gray], "cup.and.saucer.fill"),
        ("@cityskater", "Downtown line, no cuts. #skate", "Boom Bap 1994", [.teal, .green], "figure.skating")
    ]

    static func makeBatch(startingAt start: Int, count: Int, feed: ReelsFeedViewModel.FeedKind) -> [Reel] {
        (start..<(start + count)).map { index in
            let template = templates[index % templates.count]
            let multiplier = feed == .following ? 1 : 7
            return Reel(id: UUID(),
                        author: template.0,
                        caption: template.1,
                        audioTitle: template.2,
                        gradient: template.3,
                        symbolName: template.4,
                        duration: TimeInterval(8 + (index % 4) * 3),
                        likes: (index + 3) * 1_873 * multiplier,
                        commentCount: (index + 1) * 37,
                        isLiked: false,
                        shareURL: URL(string: "https://loop.example.com/r/\(index)")!)
        }
    }
}

// MARK: - View Model

@MainActor
final class ReelsFeedViewModel: ObservableObject {
    enum FeedKind: String, CaseIterable, Identifiable {
        case following = "Following"
        case forYou = "For You"

        var id: Self { self }
    }

    @Published var feed: FeedKind = .forYou
    @Published private(set) var reels: [Reel] = []
    @Published var activeReelID: Reel.ID?
    @Published private(set) var isLoadingMore = false

    private let pageSize = 6

    var activeReel: Reel? {
        reels.first { $0.id == activeReelID }
    }

    func load() async {
        try? await Task.sleep(nanoseconds: 200_000_000)
        reels = Reel.makeBatch(startingAt: 0, count: pageSize, feed: feed)
        activeReelID = reels.first?.id
    }

    func refresh() async {
        try? await Task.sleep(nanoseconds: 600_000_000)
        reels = Reel.makeBatch(startingAt: Int.random(in: 0..<6), count: pageSize, feed: feed)
        activeReelID = reels.first?.id
    }

    func loadMoreIfNeeded(currentID: Reel.ID?) async {
        guard let currentID,
              let index = reels.firstIndex(where: { $0.id == currentID }),
              index >= reels.count - 2,
              !isLoadingMore else { return }

        isLoadingMore = true
        defer { isLoadingMore = false }
        try? await Task.sleep(nanoseconds: 500_000_000)
        reels += Reel.makeBatch(startingAt: reels.count, count: pageSize, feed: feed)
    }

    func toggleLike(_ reel: Reel) {
        guard let index = reels.firstIndex(where: { $0.id == reel.id }) else { return }
        reels[index].isLiked.toggle()
        reels[index].likes += reels[index].isLiked ? 1 : -1
    }

    func advanceToNext() {
        guard let current = activeReelID,
              let index = reels.firstIndex(where: { $0.id == current }),
              reels.indices.contains(index + 1) else { return }
        activeReelID = reels[index + 1].id
    }

    func hide(_ reel: Reel) {
        reels.removeAll { $0.id == reel.id }
    }
}

// MARK: - Feed

struct ReelsFeedView: View {
    @StateObject private var viewModel = ReelsFeedViewModel()
    @State private var playbackProgress: Double = 0
    @State private var isPaused = false
    @State private var commentsReel: Reel?
    @State private var reportedReel: Reel?
    @State private var showReportDialog = false
    @Namespace private var tabUnderline

    private let playbackTimer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack(alignment: .top) {
            feed
                .ignoresSafeArea()

            feedSwitcher
                .padding(.top, 8)
        }
        .background(Color.black)
        .preferredColorScheme(.dark)
        .task {
            if viewModel.reels.isEmpty {
                await viewModel.load()
            }
        }
        .task(id: viewModel.activeReelID) {
            playbackProgress = 0
            await viewModel.loadMoreIfNeeded(currentID: viewModel.activeReelID)
        }
        .onChange(of: viewModel.feed) {
            Task { await viewModel.load() }
        }
        .onReceive(playbackTimer) { _ in
            tickPlayback()
        }
        .sheet(item: $commentsReel) { reel in
            ReelCommentsSheet(reel: reel)
                .presentationDetents([.medium, .large])
                .presentationBackground(.regularMaterial)
        }
        .confirmationDialog("Why are you reporting this?",
                            isPresented: $showReportDialog,
                            titleVisibility: .visible,
                            presenting: reportedReel) { reel in
            Button("Spam or misleading", role: .destructive) { hide(reel) }
            Button("Inappropriate content", role: .destructive) { hide(reel) }
            Button("Cancel", role: .cancel) {}
        }
    }

    private var feed: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(viewModel.reels) { reel in
                    ReelPage(reel: reel,
                             isActive: reel.id == viewModel.activeReelID,
                             isPaused: isPaused,
                             progress: reel.id == viewModel.activeReelID ? playbackProgress : 0,
                             viewModel: viewModel,
                             onComments: { commentsReel = reel },
                             onReport: {
                                 reportedReel = reel
                                 showReportDialog = true
                             })
                    .containerRelativeFrame(.vertical)
                    .onTapGesture { isPaused.toggle() }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $viewModel.activeReelID)
        .scrollIndicators(.hidden)
        .refreshable {
            await viewModel.refresh()
        }
        .overlay(alignment: .bottom) {
            if viewModel.isLoadingMore {
                ProgressView()
                    .tint(.white)
                    .padding(.bottom, 120)
            }
        }
    }

    private var feedSwitcher: some View {
        HStack(spacing: 20) {
            ForEach(ReelsFeedViewModel.FeedKind.allCases) { kind in
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                        viewModel.feed = kind
                    }
                } label: {
                    VStack(spacing: 6) {
                        Text(kind.rawValue)
                            .font(.headline)
                            .foregroundStyle(viewModel.feed == kind ? Color.white : Color.white.opacity(0.6))
                        ZStack {
                            if viewModel.feed == kind {
                                Capsule()
                                    .fill(Color.white)
                                    .frame(width: 24, height: 3)
                                    .matchedGeometryEffect(id: "underline", in: tabUnderline)
                            } else {
                                Color.clear.frame(width: 24, height: 3)
                            }
                        }
                    }
                }
                .buttonStyle(.plain)
            }
        }
        .shadow(color: .black.opacity(0.4), radius: 4)
    }

    private func tickPlayback() {
        guard !isPaused,
              commentsReel == nil,
              !showReportDialog,
              let reel = viewModel.activeReel else { return }

        playbackProgress += 0.1 / max(reel.duration, 1)
        if playbackProgress >= 1 {
            playbackProgress = 0
            withAnimation(.easeInOut(duration: 0.45)) {
                viewModel.advanceToNext()
            }
        }
    }

    private func hide(_ reel: Reel) {
        withAnimation {
            viewModel.hide(reel)
        }
    }
}

// MARK: - Single reel

struct ReelPage: View {
    let reel: Reel
    let isActive: Bool
    let isPaused: Bool
    let progress: Double
    @ObservedObject var viewModel: ReelsFeedViewModel
    var onComments: () -> Void
    var onReport: () -> Void

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: reel.gradient, startPoint: .top, endPoint: .bottom)

            Image(systemName: reel.symbolName)
                .font(.system(size: 140))
                .foregroundStyle(.white.opacity(0.25))
                .scaleEffect(isActive ? 1 : 0.8)
                .animation(.easeOut(duration: 0.6), value: isActive)
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            LinearGradient(colors: [.clear, .black.opacity(0.65)], startPoint: .center, endPoint: .bottom)

            if isPaused && isActive {
                Image(systemName: "play.fill")
                    .font(.system(size: 64))
                    .foregroundStyle(.white.opacity(0.8))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .transition(.scale.combined(with: .opacity))
            }

            VStack(spacing: 14) {
                HStack(alignment: .bottom, spacing: 12) {
                    captionBlock
                    Spacer(minLength: 16)
                    actionColumn
                }

                ProgressView(value: progress)
                    .tint(.white)
            }
            .padding(.horizontal)
            .padding(.bottom, 40)
        }
        .foregroundStyle(.white)
        .animation(.easeInOut(duration: 0.2), value: isPaused)
    }

    private var captionBlock: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(reel.author)
                .font(.headline)
            Text(reel.attributedCaption)
                .font(.subheadline)
                .lineLimit(3)
            Label(reel.audioTitle, systemImage: "music.note")
                .font(.caption)
                .lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var actionColumn: some View {
        VStack(spacing: 22) {
            Button {
                viewModel.toggleLike(reel)
            } label: {
                VStack(spacing: 4) {
                    Image(systemName: reel.isLiked ? "heart.fill" : "heart")
                        .font(.title)
                        .foregroundStyle(reel.isLiked ? Color.red : Color.white)
                        .contentTransition(.symbolEffect(.replace))
                        .symbolEffect(.bounce, value: reel.isLiked)
                    Text(reel.likes, format: .number.notation(.compactName))
                        .font(.caption.weight(.semibold))
                        .monospacedDigit()
                }
            }

            Button(action: onComments) {
                VStack(spacing: 4) {
                    Image(systemName: "bubble.right.fill")
                        .font(.title)
                    Text(reel.commentCount, format: .number.notation(.compactName))
                        .font(.caption.weight(.semibold))
                        .monospacedDigit()
                }
            }

            ShareLink(item: reel.shareURL, subject: Text(reel.author)) {
                VStack(spacing: 4) {
                    Image(systemName: "arrowshape.turn.up.right.fill")
                        .font(.title)
                    Text("Share")
                        .font(.caption.weight(.semibold))
                }
            }

            Menu {
                Button {
                    viewModel.hide(reel)
                } label: {
                    Label("Not interested", systemImage: "eye.slash")
                }
                Button(role: .destructive, action: onReport) {
                    Label("Report", systemImage: "flag")
                }
            } label: {
                Image(systemName: "ellipsis")
                    .font(.title2)
                    .frame(width: 44, height: 44)
            }
        }
        .buttonStyle(.plain)
        .shadow(color: .black.opacity(0.3), radius: 3)
    }
}

// MARK: - Comments

struct ReelCommentsSheet: View {
    let reel: Reel
    @State private var comments: [ReelComment] = [
        ReelComment(author: "@sam", text: "This is **so** good"),
        ReelComment(author: "@lena.travels", text: "Where is this?!"),
        ReelComment(author: "@k_dub", text: "Saving this for later 🔖")
    ]
    @State private var draft = ""
    @FocusState private var isComposerFocused: Bool

    var body: some View {
        NavigationStack {
            List(comments) { comment in
                VStack(alignment: .leading, spacing: 2) {
                    Text(comment.author)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    Text(LocalizedStringKey(comment.text))
                }
                .listRowBackground(Color.clear)
            }
            .listStyle(.plain)
            .navigationTitle("\(reel.commentCount + comments.count - 3) comments")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Add a comment…", text: $draft, axis: .vertical)
                        .focused($isComposerFocused)
                        .lineLimit(1...4)
                        .textFieldStyle(.roundedBorder)
                    Button("Post") {
                        comments.append(ReelComment(author: "@you", text: draft))
                        draft = ""
                        isComposerFocused = false
                    }
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

// MARK: - Previews

#Preview {
    ReelsFeedView()
}

#Preview("Single reel") {
    ReelPage(reel: Reel.makeBatch(startingAt: 0, count: 1, feed: .forYou)[0],
             isActive: true,
             isPaused: false,
             progress: 0.4,
             viewModel: ReelsFeedViewModel(),
             onComments: {},
             onReport: {})
}
