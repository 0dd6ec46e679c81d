import SwiftUI

struct PodcastChapter: Identifiable {
    let id: Int
    let title: String
    let start: TimeInterval
    let duration: TimeInterval
}

struct PodcastEpisode {
    let show: String
    let title: String
    let artworkURL: URL?
    let showNotesURL: URL
    let chapters: [PodcastChapter]

    var totalDuration: TimeInterval { chapters.last.map { $0.start + $0.duration } ?? 0 }

    static let sample: PodcastEpisode = {
        let titles = ["Cold open", "News roundup", "Interview: Swift on the server", "Listener mail", "Picks", "Outro"]
        let lengths: [TimeInterval] = [90, 540, 1_680, 420, 300, 60]
        var start: TimeInterval = 0
        var chapters: [PodcastChapter] = []
        for (index, title) in titles.enumerated() {
            chapters.append(PodcastChapter(id: index, title: title, start: start, duration: lengths[index]))
            start += lengths[index]
        }
        return PodcastEpisode(show: "Under the Hood", title: "Episode 212: Structured Concurrency",
                              artworkURL: URL(string: "https://picsum.photos/seed/podcast/400"),
                              showNotesURL: URL(string: "https://example.com/episodes/212")!, chapters: chapters)
    }()
}

/// Snaps the timeline so a chapter's leading edge lines up with the playhead.
struct ChapterSnapBehavior: ScrollTargetBehavior {
    let chapterOffsets: [CGFloat]

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.horizontal), !chapterOffsets.isEmpty else { return }
        let maxOffset = max(0, context.contentSize.width - context.containerSize.width)
        let proposed = target.rect.origin.x
        let nearest = chapterOffsets.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
        target.rect.origin.x = min(nearest, maxOffset)
    }
}

struct PodcastChaptersView: View {
    let episode: PodcastEpisode
    @State private var currentTime: TimeInterval = 700
    @State private var playbackRate = 1.0
    @State private var showingChapterList = false

    private let pointsPerSecond: CGFloat = 0.12
    private let chapterSpacing: CGFloat = 8

    private var chapterOffsets: [CGFloat] {
        var offsets: [CGFloat] = []
        var x: CGFloat = 0
        for chapter in episode.chapters {
            offsets.append(x)
            x += width(for: chapter) + chapterSpacing
        }
        return offsets
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 24) {
                header
                timeline
                transport
                Spacer()
            }
            .padding(.top)
            .navigationTitle(episode.show)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Speed", selection: $playbackRate) {
                            ForEach([0.8, 1.0, 1.5, 2.0], id: \.self) { rate in
                                Text(rate.formatted(.number.precision(.fractionLength(1))) + "×").tag(rate)
                            }
                        }
                        Link(destination: episode.showNotesURL) {
                            Label("Show Notes", systemImage: "safari")
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .sheet(isPresented: $showingChapterList) { chapterList }
        }
    }

    private var header: some View {
        HStack(spacing: 16) {
            AsyncImage(url: episode.artworkURL) { image in
                image.resizable()
            } placeholder: {
                Color.purple.opacity(0.3)
            }
            .frame(width: 88, height: 88)
            .clipShape(.rect(cornerRadius: 14))
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.title).font(.headline).lineLimit(2)
                Text(Duration.seconds(episode.totalDuration).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal)
    }

    private var timeline: some View {
        ScrollView(.horizontal) {
            HStack(spacing: chapterSpacing) {
                ForEach(episode.chapters) { chapter in
                    chapterBlock(chapter)
                }
            }
            .padding(.horizontal, 20)
        }
        .scrollTargetBehavior(ChapterSnapBehavior(chapterOffsets: chapterOffsets))
        .scrollIndicators(.hidden)
        .overlay(alignment: .leading) {
            Rectangle()
                .fill(.red)
                .frame(width: 2)
                .padding(.leading, 20)
        }
        .frame(height: 96)
    }

    private func chapterBlock(_ chapter: PodcastChapter) -> some View {
        let isCurrent = (chapter.start..<chapter.start + chapter.duration).contains(currentTime)
        return VStack(alignment: .leading, spacing: 4) {
            Text(chapter.title).font(.subheadline.weight(.semibold)).lineLimit(2)
            Text(Duration.seconds(chapter.start).formatted(.time(pattern: .minuteSecond)))
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
        }
        .padding(10)
        .frame(width: width(for: chapter), height: 88, alignment: .topLeading)
        .background(isCurrent ? Color.purple.opacity(0.25) : Color.secondary.opacity(0.12), in: .rect(cornerRadius: 12))
        .onTapGesture { currentTime = chapter.start }
    }

    private var transport: some View {
        VStack(spacing: 12) {
            ProgressView(value: currentTime, total: episode.totalDuration)
                .tint(.purple)
            HStack {
                Button("Back 15", systemImage: "gobackward.15") { currentTime = max(0, currentTime - 15) }
                Spacer()
                Button("Chapters", systemImage: "list.bullet") { showingChapterList = true }
                Spacer()
                Button("Forward 30", systemImage: "goforward.30") { currentTime = min(episode.totalDuration, currentTime + 30) }
            }
            .labelStyle(.iconOnly)
            .font(.title2)
        }
        .padding(.horizontal)
    }

    private var chapterList: some View {
        List(episode.chapters) { chapter in
            LabeledContent(chapter.title, value: Duration.seconds(chapter.duration).formatted(.time(pattern: .minuteSecond)))
        }
        .presentationDetents([.medium])
    }

    private func width(for chapter: PodcastChapter) -> CGFloat {
        max(120, CGFloat(chapter.duration) * pointsPerSecond)
    }
}

#Preview("Episode 212") {
    PodcastChaptersView(episode: .sample)
}
