import SwiftUI

struct Reel: Identifiable {
    let id: Int
    let creator: String
    let caption: String
    let song: String
    let symbol: String
    let palette: [Color]
    var likes: Int
    var comments: Int
}

enum FeedTab: String, CaseIterable {
    case following = "Following"
    case forYou = "For You"
}

struct ReelsFeedView: View {
    @State private var reels: [Reel] = []
    @State private var currentReelID: Reel.ID?
    @State private var likedReels: Set<Reel.ID> = []
    @State private var selectedTab: FeedTab = .forYou
    @State private var commentsReel: Reel?
    @Namespace private var tabNamespace

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(reels) { reel in
                    reelPage(reel)
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .scrollPosition(id: $currentReelID)
        .background(.black)
        .ignoresSafeArea()
        .overlay(alignment: .top) { tabBar }
        .sheet(item: $commentsReel) { reel in
            CommentsSheet(reel: reel)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .onAppear(perform: loadReels)
        .sensoryFeedback(.selection, trigger: currentReelID)
    }

    private var tabBar: some View {
        HStack(spacing: 24) {
            ForEach(FeedTab.allCases, id: \.self) { tab in
                Button {
                    withAnimation(.snappy) { selectedTab = tab }
                } label: {
                    Text(tab.rawValue)
                        .font(.headline)
                        .foregroundStyle(selectedTab == tab ? Color.white : Color.white.opacity(0.6))
                        .padding(.bottom, 6)
                        .overlay(alignment: .bottom) {
                            if selectedTab == tab {
                                Capsule()
                                    .fill(.white)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "underline", in: tabNamespace)
                            }
                        }
                }
            }
        }
        .padding(.top, 8)
    }

    @ViewBuilder
    private func reelPage(_ reel: Reel) -> some View {
        let isLiked = likedReels.contains(reel.id)
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: reel.palette, startPoint: .top, endPoint: .bottom)
            Image(systemName: reel.symbol)
                .font(.system(size: 120))
                .foregroundStyle(.white.opacity(0.25))
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            VStack(alignment: .leading, spacing: 8) {
                Text("@\(reel.creator)").font(.headline)
                Text(reel.caption).font(.subheadline).lineLimit(2)
                Label(reel.song, systemImage: "music.note")
                    .font(.caption)
                ProgressView(value: 0.35)
                    .tint(.white)
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.trailing, 72)
            .padding(.bottom, 110)
        }
        .overlay(alignment: .bottomTrailing) {
            VStack(spacing: 22) {
                Button { toggleLike(reel) } label: {
                    ReelActionLabel(systemImage: isLiked ? "heart.fill" : "heart",
                                    count: reel.likes + (isLiked ? 1 : 0))
                        .foregroundStyle(isLiked ? Color.red : Color.white)
                }
                Button { commentsReel = reel } label: {
                    ReelActionLabel(systemImage: "bubble.right.fill", count: reel.comments)
                }
                ShareLink(item: "Check out @\(reel.creator)") {
                    ReelActionLabel(systemImage: "arrowshape.turn.up.right.fill", count: nil)
                }
            }
            .buttonStyle(ReelActionButtonStyle())
            .padding(.trailing, 12)
            .padding(.bottom, 120)
        }
        .onTapGesture(count: 2) { toggleLike(reel) }
    }

    private func toggleLike(_ reel: Reel) {
        if likedReels.remove(reel.id) == nil {
            likedReels.insert(reel.id)
        }
    }

    private func loadReels() {
        guard reels.isEmpty else { return }
        let symbols = ["figure.surfing", "fork.knife", "guitars.fill", "pawprint.fill", "mountain.2.fill", "camera.macro"]
        let palettes: [[Color]] = [[.blue, .cyan], [.orange, .red], [.purple, .indigo], [.green, .mint], [.brown, .gray], [.pink, .yellow]]
        reels = symbols.indices.map { index in
            Reel(id: index, creator: "creator\(index + 1)", caption: "Day \(index + 1) of trying something new ✨ #daily",
                 song: "Original audio · creator\(index + 1)", symbol: symbols[index], palette: palettes[index],
                 likes: Int.random(in: 800...2_500_000), comments: Int.random(in: 10...9_000))
        }
        currentReelID = reels.first?.id
    }
}

private struct ReelActionLabel: View {
    let systemImage: String
    let count: Int?

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: systemImage).font(.title)
            if let count {
                Text(count.formatted(.number.notation(.compactName)))
                    .font(.caption.bold())
            }
        }
    }
}

private struct ReelActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.white)
            .shadow(radius: 4)
            .scaleEffect(configuration.isPressed ? 0.8 : 1)
            .animation(.bouncy, value: configuration.isPressed)
    }
}

private struct CommentsSheet: View {
    let reel: Reel
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            List(0..<8, id: \.self) { index in
                Label("Comment \(index + 1) on @\(reel.creator)'s reel", systemImage: "person.crop.circle")
            }
            .listStyle(.plain)
            .navigationTitle("\(reel.comments.formatted()) comments")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                TextField("Add a comment…", text: $draft)
                    .textFieldStyle(.roundedBorder)
                    .padding()
                    .background(.bar)
            }
        }
    }
}

#Preview {
    ReelsFeedView()
}
