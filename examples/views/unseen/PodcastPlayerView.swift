//
//  PodcastPlayerView.swift
//  Castaway
//
//  Now Playing screen with a chapter strip that snaps one chapter at a time.
//

import SwiftUI
import Observation

// MARK: - Models

struct Chapter: Identifiable, Hashable {
    let id: Int
    let title: String
    let start: TimeInterval
    let symbol: String
    let tint: Color
}

struct Episode: Identifiable, Hashable {
    let id: UUID
    let title: String
    let show: String
    let publishedAt: Date
    let duration: TimeInterval
    let artworkSymbol: String
    let palette: [Color]
    let chapters: [Chapter]

    func end(of chapter: Chapter) -> TimeInterval {
        guard let index = chapters.firstIndex(of: chapter),
              chapters.indices.contains(index + 1) else { return duration }
        return chapters[index + 1].start
    }
}

struct QueuedEpisode: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let show: String
    let publishedAt: Date
    let duration: TimeInterval
    let tint: Color
}

extension Episode {
    static let sample = Episode(
        id: UUID(),
        title: "Why Bridges Sing in the Wind",
        show: "The Engineering Hour",
        publishedAt: .now.addingTimeInterval(-60 * 60 * 30),
        duration: 3_720,
        artworkSymbol: "waveform.path.ecg",
        palette: [.indigo, .purple, .pink],
        chapters: [
            Chapter(id: 0, title: "Cold Open", start: 0, symbol: "sparkles", tint: .yellow),
            Chapter(id: 1, title: "The Tacoma Narrows Story", start: 185, symbol: "film", tint: .orange),
            Chapter(id: 2, title: "Vortex Shedding, Explained", start: 742, symbol: "wind", tint: .cyan),
            Chapter(id: 3, title: "Sponsor Break", start: 1_310, symbol: "megaphone.fill", tint: .gray),
            Chapter(id: 4, title: "Interview: A Bridge Acoustician", start: 1_420, symbol: "person.2.wave.2.fill", tint: .green),
            Chapter(id: 5, title: "Dampers, Fairings and Tricks", start: 2_260, symbol: "wrench.and.screwdriver.fill", tint: .mint),
            Chapter(id: 6, title: "Listener Questions", start: 3_010, symbol: "questionmark.bubble.fill", tint: .pink),
            Chapter(id: 7, title: "Outro", start: 3_560, symbol: "hand.wave.fill", tint: .purple),
        ]
    )
}

extension QueuedEpisode {
    static let samples: [QueuedEpisode] = [
        QueuedEpisode(title: "The Hidden Life of Concrete", show: "The Engineering Hour", publishedAt: .now.addingTimeInterval(-86_400 * 2), duration: 3_240, tint: .gray),
        QueuedEpisode(title: "A Brief History of Salt", show: "Pantry Science", publishedAt: .now.addingTimeInterval(-86_400 * 3), duration: 2_100, tint: .orange),
        QueuedEpisode(title: "Deep Sea Cables", show: "Wired World", publishedAt: .now.addingTimeInterval(-86_400 * 5), duration: 4_020, tint: .blue),
        QueuedEpisode(title: "How Maps Lie", show: "Cartography Club", publishedAt: .now.addingTimeInterval(-86_400 * 8), duration: 2_760, tint: .green),
    ]
}

extension TimeInterval {
    /// `12:04` or `1:02:45`, depending on length.
    var playbackTimestamp: String {
        let pattern: Duration.TimeFormatStyle.Pattern = self >= 3_600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(self).formatted(.time(pattern: pattern))
    }
}

// MARK: - Player Model

@MainActor
@Observable
final class PlayerModel {
    let episode: Episode
    var elapsed: TimeInterval
    var isPlaying = false
    var rate: Double = 1.0

    @ObservationIgnored private var ticker: Task<Void, Never>?

    init(episode: Episode, elapsed: TimeInterval = 0) {
        self.episode = episode
        self.elapsed = elapsed
    }

    var remaining: TimeInterval { max(episode.duration - elapsed, 0) }

    var currentChapter: Chapter? {
        episode.chapters.last { $0.start <= elapsed }
    }

    func progress(in chapter: Chapter) -> Double {
        let end = episode.end(of: chapter)
        guard end > chapter.start else { return 0 }
        return min(max((elapsed - chapter.start) / (end - chapter.start), 0), 1)
    }

    func togglePlayback() {
        if isPlaying { pause() } else { play() }
    }

    func play() {
        isPlaying = true
        ticker?.cancel()
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                guard let self, self.isPlaying else { return }
                self.elapsed = min(self.elapsed + 0.25 * self.rate, self.episode.duration)
                if self.elapsed >= self.episode.duration { self.pause() }
            }
        }
    }

    func pause() {
        isPlaying = false
        ticker?.cancel()
        ticker = nil
    }

    func skip(by seconds: TimeInterval) {
        elapsed = min(max(elapsed + seconds, 0), episode.duration)
    }

    func seek(to chapter: Chapter) {
        elapsed = chapter.start
    }
}

// MARK: - Styling

struct TransportButtonStyle: ButtonStyle {
    var isPrimary = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(isPrimary ? Font.system(size: 34, weight: .bold) : Font.system(size: 24, weight: .semibold))
            .frame(width: isPrimary ? 76 : 52, height: isPrimary ? 76 : 52)
            .foregroundStyle(isPrimary ? Color.black : Color.white)
            .background {
                if isPrimary {
                    Circle().fill(.white)
                }
            }
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .opacity(configuration.isPressed && !isPrimary ? 0.6 : 1)
            .animation(.spring(response: 0.2, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

struct ChapterCardButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .brightness(configuration.isPressed ? -0.05 : 0)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension View {
    func playerCaption() -> some View {
        font(.caption.monospacedDigit())
            .foregroundStyle(.white.opacity(0.7))
    }
}

// MARK: - Player

struct PodcastPlayerView: View {
    @State private var model: PlayerModel
    @State private var focusedChapterID: Chapter.ID?
    @State private var isBrowsingChapters = false
    @State private var showsQueue = false
    @AppStorage("player.playbackRate") private var storedRate = 1.0

    private let rates: [Double] = [0.75, 1.0, 1.25, 1.5, 2.0]

    init(episode: Episode = .sample, startAt: TimeInterval = 0) {
        _model = State(initialValue: PlayerModel(episode: episode, elapsed: startAt))
    }

    var body: some View {
        VStack(spacing: 22) {
            artwork
            titleBlock
            scrubber
            transportControls
            chapterStrip
            Spacer(minLength: 0)
            bottomBar
        }
        .padding(.top, 12)
        .background { background }
        .environment(\.colorScheme, .dark)
        .sheet(isPresented: $showsQueue) {
            UpNextSheet()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .onAppear {
            model.rate = storedRate
            focusedChapterID = model.currentChapter?.id
        }
        .onChange(of: storedRate) { _, newRate in
            model.rate = newRate
        }
        .onChange(of: model.currentChapter?.id) { _, newID in
            guard !isBrowsingChapters else { return }
            withAnimation(.smooth) { focusedChapterID = newID }
        }
        .sensoryFeedback(.selection, trigger: focusedChapterID)
        .sensoryFeedback(.impact(weight: .medium), trigger: model.isPlaying)
    }

    // MARK: Sections

    private var background: some View {
        LinearGradient(
            colors: [model.episode.palette[0].opacity(0.9), model.episode.palette[1].opacity(0.6), .black],
            startPoint: .top,
            endPoint: .bottom
        )
        .ignoresSafeArea()
    }

    private var artwork: some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(
                LinearGradient(
                    colors: model.episode.palette,
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
            )
            .overlay {
                Image(systemName: model.episode.artworkSymbol)
                    .font(.system(size: 88, weight: .medium))
                    .foregroundStyle(.white)
                    .symbolEffect(.variableColor.iterative, isActive: model.isPlaying)
            }
            .frame(width: 240, height: 240)
            .shadow(color: .black.opacity(0.4), radius: 24, y: 12)
            .scaleEffect(model.isPlaying ? 1 : 0.86)
            .animation(.spring(response: 0.45, dampingFraction: 0.7), value: model.isPlaying)
    }

    private var titleBlock: some View {
        VStack(spacing: 4) {
            Text(model.episode.title)
                .font(.system(.title3, design: .rounded, weight: .bold))
                .multilineTextAlignment(.center)
                .lineLimit(2)
            HStack(spacing: 6) {
                Text(model.episode.show)
                Text("·")
                Text(model.episode.publishedAt, format: .dateTime.month(.abbreviated).day())
            }
            .font(.subheadline)
            .foregroundStyle(.white.opacity(0.7))
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 24)
    }

    private var scrubber: some View {
        VStack(spacing: 6) {
            Slider(value: $model.elapsed, in: 0...model.episode.duration)
                .tint(.white)
            HStack {
                Text(model.elapsed.playbackTimestamp)
                Spacer()
                if let chapter = model.currentChapter {
                    Text(chapter.title)
                        .lineLimit(1)
                        .contentTransition(.opacity)
                }
                Spacer()
                Text("-" + model.remaining.playbackTimestamp)
            }
            .playerCaption()
        }
        .padding(.horizontal, 24)
    }

    private var transportControls: some View {
        HStack(spacing: 28) {
            Button {
                model.skip(by: -15)
            } label: {
                Image(systemName: "gobackward.15")
            }
            .buttonStyle(TransportButtonStyle())

            Button {
                model.togglePlayback()
            } label: {
                Image(systemName: model.isPlaying ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace.downUp))
            }
            .buttonStyle(TransportButtonStyle(isPrimary: true))

            Button {
                model.skip(by: 30)
            } label: {
                Image(systemName: "goforward.30")
            }
            .buttonStyle(TransportButtonStyle())
        }
    }

    private var chapterStrip: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                Text("Chapters")
                    .font(.headline)
                Spacer()
                Text("\(model.episode.chapters.count) chapters")
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.6))
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 24)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(model.episode.chapters) { chapter in
                        Button {
                            withAnimation(.snappy) { model.seek(to: chapter) }
                        } label: {
                            ChapterCard(
                                chapter: chapter,
                                isCurrent: chapter.id == model.currentChapter?.id,
                                isPlaying: model.isPlaying,
                                progress: model.progress(in: chapter)
                            )
                        }
                        .buttonStyle(ChapterCardButtonStyle())
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $focusedChapterID, anchor: .leading)
            .scrollIndicators(.hidden)
            .scrollClipDisabled()
            .frame(height: 128)
            .onScrollPhaseChange { _, newPhase in
                isBrowsingChapters = newPhase == .interacting || newPhase == .decelerating
            }
        }
    }

    private var bottomBar: some View {
        HStack {
            Menu {
                Picker("Playback Speed", selection: $storedRate) {
                    ForEach(rates, id: \.self) { rate in
                        Text("\(rate, format: .number.precision(.fractionLength(0...2)))×")
                            .tag(rate)
                    }
                }
            } label: {
                Text("\(storedRate, format: .number.precision(.fractionLength(0...2)))×")
                    .font(.subheadline.weight(.bold).monospacedDigit())
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(.white.opacity(0.15), in: .capsule)
            }

            Spacer()

            ShareLink(item: model.episode.title) {
                Image(systemName: "square.and.arrow.up")
            }

            Spacer()

            Button {
                showsQueue = true
            } label: {
                Image(systemName: "list.bullet")
            }
        }
        .font(.title3)
        .foregroundStyle(.white)
        .padding(.horizontal, 32)
        .padding(.bottom, 8)
    }
}

// MARK: - Chapter Card

struct ChapterCard: View {
    let chapter: Chapter
    var isCurrent: Bool
    var isPlaying: Bool
    var progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: chapter.symbol)
                    .font(.title3)
                    .foregroundStyle(chapter.tint)
                Spacer()
                if isCurrent {
                    Image(systemName: "waveform")
                        .font(.caption.weight(.bold))
                        .symbolEffect(.variableColor.iterative, isActive: isPlaying)
                        .foregroundStyle(.white)
                }
            }

            Text(chapter.title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .multilineTextAlignment(.leading)
                .lineLimit(2)

            Spacer(minLength: 0)

            Text(chapter.start.playbackTimestamp)
                .playerCaption()

            ProgressView(value: progress)
                .tint(chapter.tint)
                .opacity(progress > 0 ? 1 : 0.3)
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.thinMaterial, in: .rect(cornerRadius: 16))
        .overlay {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .strokeBorder(isCurrent ? chapter.tint : .clear, lineWidth: 2)
        }
    }
}

// MARK: - Up Next

struct UpNextSheet: View {
    @State private var queue = QueuedEpisode.samples
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(queue) { item in
                    QueueRow(item: item)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                withAnimation { queue.removeAll { $0.id == item.id } }
                            } label: {
                                Label("Remove", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                moveToTop(item)
                            } label: {
                                Label("Play Next", systemImage: "arrow.up.to.line")
                            }
                            .tint(.indigo)
                        }
                }
                .onMove { queue.move(fromOffsets: $0, toOffset: $1) }
            }
            .overlay {
                if queue.isEmpty {
                    ContentUnavailableView(
                        "Nothing Up Next",
                        systemImage: "text.append",
                        description: Text("Episodes you add to your queue will show up here.")
                    )
                }
            }
            .navigationTitle("Up Next")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }

    private func moveToTop(_ item: QueuedEpisode) {
        guard let index = queue.firstIndex(of: item) else { return }
        withAnimation {
            queue.move(fromOffsets: IndexSet(integer: index), toOffset: 0)
        }
    }
}

struct QueueRow: View {
    let item: QueuedEpisode

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(item.tint.gradient)
                .frame(width: 48, height: 48)
                .overlay {
                    Image(systemName: "mic.fill")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 3) {
                Text(item.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(item.show)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                HStack(spacing: 4) {
                    Text(item.publishedAt, format: .dateTime.month(.abbreviated).day())
                    Text("·")
                    Text(Duration.seconds(item.duration), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                }
                .font(.caption2)
                .foregroundStyle(.tertiary)
            }
        }
        .padding(.vertical, 2)
    }
}

// MARK: - Previews

#Preview("Now Playing") {
    PodcastPlayerView()
}

#Preview("Halfway through") {
    PodcastPlayerView(episode: .sample, startAt: 1_980)
}

#Preview("Up Next") {
    UpNextSheet()
}

#Preview("Chapter card", traits: .sizeThatFitsLayout) {
    ChapterCard(
        chapter: Episode.sample.chapters[2],
        isCurrent: true,
        isPlaying: true,
        progress: 0.4
    )
    .frame(width: 160, height: 128)
    .padding()
    .background(.indigo)
}
