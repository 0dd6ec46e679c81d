//
//  LessonCarouselView.swift
//  Parlo
//
//  Created by Sofia Marchetti on 5/9/21.
//
//  Lesson picker carousel. The focused card is always centred; on iOS 17 we
//  replaced the DragGesture + offset math with a custom ScrollTargetBehavior
//  that snaps the nearest card's centre to the middle of the screen and
//  moves at most one card per swipe.
//

import SwiftUI

// MARK: - Models

enum StudyLanguage: String, CaseIterable, Identifiable {
    case spanish = "Spanish"
    case french = "French"
    case japanese = "Japanese"

    var id: Self { self }

    var flag: String {
        switch self {
        case .spanish: return "🇪🇸"
        case .french: return "🇫🇷"
        case .japanese: return "🇯🇵"
        }
    }

    /// (title, subtitle, SF Symbol)
    fileprivate var unitOutline: [(String, String, String)] {
        switch self {
        case .spanish:
            return [("Saludos", "Greetings & introductions", "hand.wave.fill"),
                    ("En el café", "Ordering food and drinks", "cup.and.saucer.fill"),
                    ("La familia", "Talking about family", "person.3.fill"),
                    ("De viaje", "Travel and directions", "airplane"),
                    ("El tiempo", "Weather and seasons", "cloud.sun.fill"),
                    ("De compras", "Shopping and numbers", "bag.fill")]
        case .french:
            return [("Bonjour !", "Greetings & politeness", "hand.wave.fill"),
                    ("À la boulangerie", "Bread, pastries, prices", "birthday.cake.fill"),
                    ("Ma maison", "Rooms and furniture", "house.fill"),
                    ("En ville", "Getting around town", "tram.fill"),
                    ("Les loisirs", "Hobbies and free time", "paintpalette.fill")]
        case .japanese:
            return [("ひらがな 1", "Hiragana あ – こ", "character.book.closed.fill"),
                    ("ひらがな 2", "Hiragana さ – と", "character.book.closed.fill"),
                    ("あいさつ", "Everyday greetings", "hand.wave.fill"),
                    ("レストラン", "At the restaurant", "fork.knife"),
                    ("でんしゃ", "Taking the train", "tram.fill"),
                    ("かいもの", "Shopping", "yensign.circle.fill"),
                    ("しゅみ", "Hobbies", "gamecontroller.fill")]
        }
    }
}

struct Lesson: Identifiable, Hashable {
    let id: String
    let number: Int
    let title: String
    let subtitle: String
    let symbolName: String
    let color: Color
    var progress: Double
    let newWords: Int
    let minutes: Int
    var isLocked: Bool

    var isComplete: Bool { progress >= 1 }
}

extension Lesson {
    static func catalog(for language: StudyLanguage) -> [Lesson] {
        let palette: [Color] = [.orange, .pink, .purple, .blue, .teal, .green, .indigo]
        let outline = language.unitOutline
        return outline.enumerated().map { index, unit in
            let progress: Double
            switch index {
            case 0, 1: progress = 1
            case 2: progress = 0.4
            default: progress = 0
            }
            return Lesson(id: "\(language.rawValue)-\(index + 1)",
                          number: index + 1,
                          title: unit.0,
                          subtitle: unit.1,
                          symbolName: unit.2,
                          color: palette[index % palette.count],
                          progress: progress,
                          newWords: 8 + index * 2,
                          minutes: 5 + index,
                          isLocked: index >= outline.count - 2)
        }
    }
}

// MARK: - Snapping behaviour

/// Snaps so that a card's centre lines up with the centre of the scroll view.
///
/// Assumes the content is laid out as `padding(.horizontal, (containerWidth - cardWidth) / 2)`
/// around an HStack of equally sized cards, so card *n* is centred exactly at
/// content offset `n * (cardWidth + spacing)`.
struct CardCenterSnapBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat
    var spacing: CGFloat
    var maxCardsPerSwipe: Int = 1

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.horizontal) else { return }
        let stride = cardWidth + spacing
        guard stride > 0 else { return }

        let maxOffset = max(0, context.contentSize.width - context.containerSize.width)
        let startIndex = (context.originalTarget.rect.minX / stride).rounded()
        let proposedIndex = target.rect.minX / stride
        let travelled = proposedIndex - startIndex

        var index: CGFloat
        if abs(travelled) < 0.15 {
            // Barely moved: settle back on the card we started from.
            index = startIndex
        } else if travelled > 0 {
            index = max(startIndex + 1, proposedIndex.rounded())
        } else {
            index = min(startIndex - 1, proposedIndex.rounded())
        }

        let limit = CGFloat(max(maxCardsPerSwipe, 1))
        index = min(max(index, startIndex - limit), startIndex + limit)

        target.rect.origin.x = min(max(index * stride, 0), maxOffset)
    }
}

extension ScrollTargetBehavior where Self == CardCenterSnapBehavior {
    static func cardCenter(width: CGFloat, spacing: CGFloat, maxCardsPerSwipe: Int = 1) -> CardCenterSnapBehavior {
        CardCenterSnapBehavior(cardWidth: width, spacing: spacing, maxCardsPerSwipe: maxCardsPerSwipe)
    }
}

// MARK: - Preference key

/// Collects each visible card's midX in the carousel's coordinate space.
struct LessonCardCenterKey: PreferenceKey {
    static let defaultValue: [Lesson.ID: CGFloat] = [:]

    static func reduce(value: inout [Lesson.ID: CGFloat], nextValue: () -> [Lesson.ID: CGFloat]) {
        value.merge(nextValue()) { _, new in new }
    }
}

// MARK: - View Model

@MainActor
final class LessonCatalogViewModel: ObservableObject {
    @Published var language: StudyLanguage = .spanish
    @Published private(set) var lessons: [Lesson] = []
    @Published private(set) var isLoading = false
    @Published var dailyGoalMinutes = 10
    @Published private(set) var streakDays = 12

    var resumeLesson: Lesson? {
        lessons.first { !$0.isLocked && !$0.isComplete }
    }

    func loadLessons() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 250_000_000)
        guard !Task.isCancelled else { return }
        lessons = Lesson.catalog(for: language)
    }
}

// MARK: - Main View

struct LessonCarouselView: View {
    @StateObject private var viewModel = LessonCatalogViewModel()
    @State private var focusedLessonID: Lesson.ID?

    private let cardSpacing: CGFloat = 16
    private let carouselSpace = "lessonCarousel"

    private var focusedLesson: Lesson? {
        viewModel.lessons.first { $0.id == focusedLessonID }
    }

    var body: some View {
        NavigationStack {
            ScrollViewReader { reader in
                VStack(alignment: .leading, spacing: 20) {
                    Picker("Language", selection: $viewModel.language) {
                        ForEach(StudyLanguage.allCases) { language in
                            Text("\(language.flag) \(language.rawValue)").tag(language)
                        }
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)

                    carousel

                    focusedLessonSummary
                        .padding(.horizontal)

                    Spacer(minLength: 0)

                    continueButton(reader: reader)
                        .padding(.horizontal)
                        .padding(.bottom)
                }
                .padding(.top)
            }
            .overlay {
                if viewModel.isLoading && viewModel.lessons.isEmpty {
                    ProgressView("Loading lessons…")
                }
            }
            .navigationTitle("Lessons")
            .navigationDestination(for: Lesson.self) { lesson in
                LessonDetailView(lesson: lesson, language: viewModel.language)
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Label {
                        Text("\(viewModel.streakDays)").monospacedDigit()
                    } icon: {
                        Image(systemName: "flame.fill")
                            .symbolRenderingMode(.multicolor)
                    }
                    .labelStyle(.titleAndIcon)
                    .font(.subheadline.bold())

                    Menu {
                        Picker("Daily goal", selection: $viewModel.dailyGoalMinutes) {
                            ForEach([5, 10, 15, 20], id: \.self) { minutes in
                                Text("\(minutes) min a day").tag(minutes)
                            }
                        }
                    } label: {
                        Image(systemName: "target")
                    }
                }
            }
            .task(id: viewModel.language) {
                await viewModel.loadLessons()
                focusedLessonID = viewModel.resumeLesson?.id ?? viewModel.lessons.first?.id
            }
        }
    }

    // MARK: Carousel

    private var carousel: some View {
        GeometryReader { proxy in
            let cardWidth = proxy.size.width * 0.72
            let sideInset = (proxy.size.width - cardWidth) / 2
            let midX = proxy.size.width / 2

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: cardSpacing) {
                    ForEach(viewModel.lessons) { lesson in
                        NavigationLink(value: lesson) {
                            LessonCard(lesson: lesson, isFocused: lesson.id == focusedLessonID)
                        }
                        .buttonStyle(.plain)
                        .disabled(lesson.isLocked)
                        .frame(width: cardWidth)
                        .background {
                            GeometryReader { cardProxy in
                                Color.clear.preference(
                                    key: LessonCardCenterKey.self,
                                    value: [lesson.id: cardProxy.frame(in: .named(carouselSpace)).midX]
                                )
                            }
                        }
                        .id(lesson.id)
                    }
                }
                // The custom behavior relies on this inset; see CardCenterSnapBehavior.
                .padding(.horizontal, sideInset)
                .frame(maxHeight: .infinity)
            }
            .scrollTargetBehavior(.cardCenter(width: cardWidth, spacing: cardSpacing))
            .coordinateSpace(name: carouselSpace)
            .onPreferenceChange(LessonCardCenterKey.self) { centers in
                guard let closest = centers.min(by: { abs($0.value - midX) < abs($1.value - midX) })?.key,
                      closest != focusedLessonID else { return }
                focusedLessonID = closest
            }
        }
        .frame(height: 300)
    }

    @ViewBuilder
    private var focusedLessonSummary: some View {
        if let lesson = focusedLesson {
            VStack(alignment: .leading, spacing: 6) {
                Text("Lesson \(lesson.number) · \(lesson.title)")
                    .font(.headline)
                Text("You'll learn **\(lesson.newWords) new words** in about \(lesson.minutes) minutes.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if lesson.isLocked {
                    Label("Finish the previous lessons to unlock", systemImage: "lock.fill")
                        .font(.footnote)
                        .foregroundStyle(.orange)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .id(lesson.id)
            .transition(.opacity.combined(with: .move(edge: .bottom)))
            .animation(.easeInOut(duration: 0.2), value: focusedLessonID)
        }
    }

    @ViewBuilder
    private func continueButton(reader: ScrollViewProxy) -> some View {
        if let resume = viewModel.resumeLesson {
            Button {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) {
                    reader.scrollTo(resume.id, anchor: .center)
                }
                focusedLessonID = resume.id
            } label: {
                Label("Continue: \(resume.title)", systemImage: "play.fill")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .tint(resume.color)
        }
    }
}

// MARK: - Card

struct LessonCard: View {
    let lesson: Lesson
    let isFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                Rectangle()
                    .fill(lesson.color.gradient)
                Image(systemName: lesson.symbolName)
                    .font(.system(size: 64, weight: .semibold))
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.white)
            }
            .frame(height: 150)
            .overlay(alignment: .topLeading) {
                Text("LESSON \(lesson.number)")
                    .font(.caption2.weight(.heavy))
                    .foregroundStyle(.white.opacity(0.9))
                    .padding(12)
            }
            .overlay(alignment: .topTrailing) {
                if lesson.isComplete {
                    Image(systemName: "checkmark.seal.fill")
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, .green)
                        .imageScale(.large)
                        .padding(12)
                }
            }

            VStack(alignment: .leading, spacing: 8) {
                Text(lesson.title)
                    .font(.title3.bold())
                    .lineLimit(1)
                Text(lesson.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)

                Spacer(minLength: 4)

                ProgressView(value: lesson.progress)
                    .tint(lesson.color)

                statsLine
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .overlay {
            if lesson.isLocked {
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(.black.opacity(0.35))
                    .overlay {
                        Image(systemName: "lock.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                    }
            }
        }
        .scaleEffect(isFocused ? 1 : 0.9)
        .opacity(isFocused ? 1 : 0.75)
        .animation(.spring(response: 0.35, dampingFraction: 0.8), value: isFocused)
    }

    private var statsLine: Text {
        let words = Text("\(lesson.newWords)").bold().monospacedDigit()
        let minutes = Text("\(lesson.minutes)").bold().monospacedDigit()
        return words + Text(" words  ·  ") + minutes + Text(" min")
    }
}

// MARK: - Detail

struct LessonDetailView: View {
    let lesson: Lesson
    let language: StudyLanguage

    var body: some View {
        List {
            Section {
                HStack(spacing: 16) {
                    Image(systemName: lesson.symbolName)
                        .symbolRenderingMode(.hierarchical)
                        .font(.system(size: 36))
                        .foregroundStyle(lesson.color)
                    VStack(alignment: .leading) {
                        Text(lesson.subtitle)
                            .font(.headline)
                        Text(lesson.progress, format: .percent.precision(.fractionLength(0)))
                            .font(.subheadline)
                            .monospacedDigit()
                            .foregroundColor(.secondary)
                        + Text(" complete")
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                    }
                }
                .padding(.vertical, 4)
            }

            Section("Activities") {
                Label("Listen & repeat", systemImage: "ear.fill")
                Label("Match the pairs", systemImage: "square.grid.2x2.fill")
                Label("Speak the phrase", systemImage: "mic.fill")
                Label("Mini story", systemImage: "book.pages.fill")
            }

            Section {
                Link(destination: URL(string: "https://example.com/guides/\(language.id.rawValue.lowercased())")!) {
                    Label("\(language.rawValue) pronunciation guide", systemImage: "speaker.wave.2.fill")
                }
                ShareLink(item: "I'm learning \(language.rawValue) on Parlo — lesson \(lesson.number): \(lesson.title)")
            }
        }
        .navigationTitle(lesson.title)
    }
}

// MARK: - Previews

#Preview {
    LessonCarouselView()
}

#Preview("Lesson card") {
    LessonCard(lesson: Lesson.catalog(for: .french)[2], isFocused: true)
        .frame(width: 280, height: 300)
        .padding()
}
