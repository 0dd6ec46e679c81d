//
//  BookReaderView.swift
//  Folio
//
//  Page-by-page horizontal reader built on a paging ScrollView.
//

import SwiftUI

// MARK: - Models

struct BookPage: Identifiable, Hashable {
    let id: Int
    let chapterTitle: String
    let paragraphs: [String]
    let isChapterStart: Bool
}

struct Book {
    let title: String
    let author: String
    let pages: [BookPage]
}

enum ReaderTheme: String, CaseIterable, Identifiable {
    case paper, sepia, night

    var id: Self { self }

    var title: String {
        switch self {
        case .paper: "Paper"
        case .sepia: "Sepia"
        case .night: "Night"
        }
    }

    var background: Color {
        switch self {
        case .paper: Color(red: 0.99, green: 0.99, blue: 0.98)
        case .sepia: Color(red: 0.96, green: 0.91, blue: 0.81)
        case .night: Color(red: 0.08, green: 0.08, blue: 0.10)
        }
    }

    var text: Color {
        switch self {
        case .paper: Color(red: 0.10, green: 0.10, blue: 0.12)
        case .sepia: Color(red: 0.33, green: 0.24, blue: 0.15)
        case .night: Color(red: 0.82, green: 0.82, blue: 0.80)
        }
    }

    var colorScheme: ColorScheme { self == .night ? .dark : .light }
}

// MARK: - Sample Book

extension Book {
    static let sample: Book = {
        let chapters: [(title: String, paragraphs: [String])] = [
            (
                "The Keeper",
                [
                    "The lighthouse on Gannet Point had not needed a keeper for eleven years, but Ida Marsh kept it anyway. Every evening she climbed the hundred and twelve steps, wiped the salt from the lantern glass, and wrote the weather in a ledger nobody would ever ask to read.",
                    "The harbour board sent letters about it, polite at first and then less so. Ida answered each one in the same blue ink, thanking them for their concern and noting that the wind that morning had come from the north-north-east at something close to a gale.",
                    "In the village they said she was stubborn, which was true, and lonely, which was not. She had the gulls and the ferry schedule and the radio, and twice a week the boy from the grocer's, who brought bread and stayed to argue about football.",
                    "It was the boy, in the end, who noticed the light in the water. He pointed from the gallery rail, his sandwich forgotten, at a pale green glow moving slowly beneath the swell like something looking for the shore.",
                ]
            ),
            (
                "Salt and Static",
                [
                    "Ida's radio had always hissed when the weather turned, but that night it did something new. Between the shipping forecast and the late news it caught a voice, thin and patient, reading a list of numbers she did not recognise.",
                    "She wrote them down because she wrote everything down. Forty-one, seven, nineteen. A pause. Forty-one, seven, nineteen again. By midnight she had filled two pages of the ledger and the glow in the bay had drifted a little closer to the rocks.",
                    "At dawn she walked down to the harbour with the ledger under her arm. The fishermen were mending nets and pretended not to see her, which was their way of being kind. Only old Tomas looked up, and when he saw the numbers his face went very still.",
                    "\"Those are coordinates,\" he said quietly. \"My father used to hear them too, the winter before the Margaret went down.\"",
                ]
            ),
            (
                "What the Tide Left",
                [
                    "The storm arrived three days later, exactly as the ledger predicted. Ida lit the lantern for the first time in eleven years and watched its beam sweep out across water the colour of slate.",
                    "Somewhere beyond the point a small boat was fighting its way home, its engine coughing. She could not see it, but she could hear it between the gusts, and she kept the light turning until her arms ached from winding the old clockwork.",
                    "By morning the sea had calmed to a sullen grey. On the shingle below the tower lay a single brass buoy, green with age, its number still legible beneath the weed: forty-one, seven, nineteen.",
                    "Ida carried it up all hundred and twelve steps and set it beside the ledger. Then she wrote the weather, as she always did, and underneath it, for the first time, a single line of her own: The light was needed after all.",
                ]
            ),
        ]

        var pages: [BookPage] = []
        for chapter in chapters {
            let chunks = stride(from: 0, to: chapter.paragraphs.count, by: 2).map { start in
                Array(chapter.paragraphs[start..<min(start + 2, chapter.paragraphs.count)])
            }
            for (offset, chunk) in chunks.enumerated() {
                pages.append(
                    BookPage(
                        id: pages.count,
                        chapterTitle: chapter.title,
                        paragraphs: chunk,
                        isChapterStart: offset == 0
                    )
                )
            }
        }
        return Book(title: "The Light at Gannet Point", author: "R. E. Holloway", pages: pages)
    }()
}

// MARK: - Styling

struct ReaderChromeBar: ViewModifier {
    let theme: ReaderTheme

    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.thinMaterial, in: .rect(cornerRadius: 16))
            .environment(\.colorScheme, theme.colorScheme)
            .padding(.horizontal, 12)
    }
}

extension View {
    func readerChrome(_ theme: ReaderTheme) -> some View {
        modifier(ReaderChromeBar(theme: theme))
    }
}

struct ReaderIconButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .frame(width: 36, height: 36)
            .contentShape(.rect)
            .opacity(configuration.isPressed ? 0.4 : 1)
    }
}

// MARK: - Reader

struct BookReaderView: View {
    let book: Book

    @Environment(\.dismiss) private var dismiss
    @AppStorage("reader.fontSize") private var fontSize = 19.0
    @AppStorage("reader.theme") private var theme: ReaderTheme = .paper
    @AppStorage("reader.lastPage") private var lastPage = 0

    @State private var currentPageID: BookPage.ID?
    @State private var showsChrome = true
    @State private var showsSettings = false
    @State private var bookmarks: Set<BookPage.ID> = []

    private var currentIndex: Int { currentPageID ?? 0 }

    private var remainingReadingTime: Duration {
        let pagesLeft = max(book.pages.count - currentIndex - 1, 0)
        return .seconds(pagesLeft * 75)
    }

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(book.pages) { page in
                    ReaderPageView(
                        page: page,
                        pageNumber: page.id + 1,
                        fontSize: fontSize,
                        theme: theme,
                        isBookmarked: bookmarks.contains(page.id)
                    )
                    .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentPageID)
        .scrollIndicators(.hidden)
        .background { theme.background.ignoresSafeArea() }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.2)) { showsChrome.toggle() }
        }
        .onScrollPhaseChange { _, newPhase in
            if newPhase == .interacting && showsChrome {
                withAnimation(.easeInOut(duration: 0.2)) { showsChrome = false }
            }
        }
        .overlay(alignment: .top) {
            if showsChrome {
                topChrome
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .overlay(alignment: .bottom) {
            if showsChrome {
                bottomChrome
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .statusBarHidden(!showsChrome)
        .preferredColorScheme(theme.colorScheme)
        .sheet(isPresented: $showsSettings) {
            ReaderSettingsSheet(fontSize: $fontSize, theme: $theme, pageCount: book.pages.count) { pageIndex in
                withAnimation { currentPageID = pageIndex }
            }
            .presentationDetents([.height(360)])
            .presentationBackground(.regularMaterial)
        }
        .onAppear {
            currentPageID = min(lastPage, max(book.pages.count - 1, 0))
        }
        .onChange(of: currentPageID) { _, newValue in
            if let newValue { lastPage = newValue }
        }
        .sensoryFeedback(.impact(weight: .light), trigger: currentPageID)
        .sensoryFeedback(.success, trigger: bookmarks.count)
    }

    private var topChrome: some View {
        HStack(spacing: 8) {
            Button("Close", systemImage: "xmark") { dismiss() }
                .labelStyle(.iconOnly)
                .buttonStyle(ReaderIconButtonStyle())

            VStack(spacing: 1) {
                Text(book.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(book.author)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)

            Button {
                toggleBookmark()
            } label: {
                Image(systemName: bookmarks.contains(currentIndex) ? "bookmark.fill" : "bookmark")
                    .contentTransition(.symbolEffect(.replace))
            }
            .buttonStyle(ReaderIconButtonStyle())

            Button("Appearance", systemImage: "textformat.size") { showsSettings = true }
                .labelStyle(.iconOnly)
                .buttonStyle(ReaderIconButtonStyle())
        }
        .foregroundStyle(theme.text)
        .readerChrome(theme)
    }

    private var bottomChrome: some View {
        VStack(spacing: 8) {
            ProgressView(value: Double(currentIndex + 1), total: Double(max(book.pages.count, 1)))
                .tint(theme.text)
            HStack {
                Text("Page \(currentIndex + 1) of \(book.pages.count)")
                Spacer()
                if currentIndex + 1 < book.pages.count {
                    Text("\(remainingReadingTime, format: .units(allowed: [.hours, .minutes], width: .abbreviated)) left")
                } else {
                    Text("The End")
                }
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.secondary)
        }
        .readerChrome(theme)
    }

    private func toggleBookmark() {
        if bookmarks.contains(currentIndex) {
            bookmarks.remove(currentIndex)
        } else {
            bookmarks.insert(currentIndex)
        }
    }
}

// MARK: - Page

struct ReaderPageView: View {
    let page: BookPage
    let pageNumber: Int
    let fontSize: Double
    let theme: ReaderTheme
    var isBookmarked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if page.isChapterStart {
                Text(page.chapterTitle)
                    .font(.system(.title, design: .serif, weight: .bold))
                    .padding(.bottom, 24)
            } else {
                Text(page.chapterTitle.uppercased())
                    .font(.caption2.weight(.semibold))
                    .tracking(1.5)
                    .opacity(0.5)
                    .padding(.bottom, 18)
            }

            VStack(alignment: .leading, spacing: fontSize * 0.9) {
                ForEach(Array(page.paragraphs.enumerated()), id: \.offset) { index, paragraph in
                    paragraphText(paragraph, dropCap: page.isChapterStart && index == 0)
                        .font(.system(size: fontSize, design: .serif))
                        .lineSpacing(fontSize * 0.35)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }

            Spacer(minLength: 0)

            Text(pageNumber, format: .number)
                .font(.footnote.monospacedDigit())
                .opacity(0.5)
                .frame(maxWidth: .infinity)
        }
        .foregroundStyle(theme.text)
        .padding(.horizontal, 28)
        .padding(.top, 72)
        .padding(.bottom, 36)
        .overlay(alignment: .topTrailing) {
            if isBookmarked {
                Image(systemName: "bookmark.fill")
                    .font(.title2)
                    .foregroundStyle(.red)
                    .padding(.trailing, 24)
                    .transition(.move(edge: .top))
            }
        }
        .animation(.snappy, value: isBookmarked)
    }

    private func paragraphText(_ paragraph: String, dropCap: Bool) -> Text {
        guard dropCap, let first = paragraph.first else {
            return Text(paragraph)
        }
        return Text(String(first))
            .font(.system(size: fontSize * 2.4, weight: .bold, design: .serif))
            + Text(paragraph.dropFirst())
    }
}

// MARK: - Settings

struct ReaderSettingsSheet: View {
    @Binding var fontSize: Double
    @Binding var theme: ReaderTheme
    let pageCount: Int
    var onJump: (Int) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var pageText = ""
    @FocusState private var isPageFieldFocused: Bool

    private var requestedPage: Int? {
        guard let number = Int(pageText), (1...pageCount).contains(number) else { return nil }
        return number
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 22) {
            Text("Appearance")
                .font(.system(.title3, design: .serif, weight: .bold))

            HStack(spacing: 14) {
                Image(systemName: "textformat.size.smaller")
                Slider(value: $fontSize, in: 14...28, step: 1)
                Image(systemName: "textformat.size.larger")
            }
            .foregroundStyle(.secondary)

            HStack(spacing: 12) {
                ForEach(ReaderTheme.allCases) { option in
                    Button {
                        withAnimation(.snappy) { theme = option }
                    } label: {
                        ThemeSwatch(theme: option, isSelected: theme == option)
                    }
                    .buttonStyle(.plain)
                }
            }

            HStack(spacing: 12) {
                TextField("Go to page (1–\(pageCount))", text: $pageText)
                    .keyboardType(.numberPad)
                    .focused($isPageFieldFocused)
                    .textFieldStyle(.roundedBorder)

                Button("Go") {
                    guard let requestedPage else { return }
                    isPageFieldFocused = false
                    onJump(requestedPage - 1)
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
                .disabled(requestedPage == nil)
            }
        }
        .padding(24)
        .sensoryFeedback(.selection, trigger: theme)
        .sensoryFeedback(.selection, trigger: fontSize)
    }
}

struct ThemeSwatch: View {
    let theme: ReaderTheme
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            Text("Aa")
                .font(.system(.title3, design: .serif, weight: .semibold))
                .foregroundStyle(theme.text)
                .frame(maxWidth: .infinity)
                .frame(height: 56)
                .background(theme.background, in: .rect(cornerRadius: 12))
                .overlay {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .strokeBorder(isSelected ? Color.accentColor : Color.secondary.opacity(0.3), lineWidth: isSelected ? 2.5 : 1)
                }
            Text(theme.title)
                .font(.caption)
                .foregroundStyle(isSelected ? Color.primary : Color.secondary)
        }
    }
}

// MARK: - Previews

#Preview("Reader") {
    BookReaderView(book: .sample)
}

#Preview("Night page") {
    ReaderPageView(page: Book.sample.pages[0], pageNumber: 1, fontSize: 19, theme: .night, isBookmarked: true)
        .background(ReaderTheme.night.background)
}

#Preview("Settings") {
    @Previewable @State var fontSize = 19.0
    @Previewable @State var theme = ReaderTheme.sepia
    ReaderSettingsSheet(fontSize: $fontSize, theme: $theme, pageCount: 6) { _ in }
}
