//
//  JournalTimelineView.swift
//  Daybook
//
//  Full-height journal entries that page vertically and fade as they scroll away.
//

import SwiftUI

// MARK: - Models

enum Mood: String, CaseIterable, Identifiable {
    case radiant, content, okay, low, stormy

    var id: Self { self }

    var emoji: String {
        switch self {
        case .radiant: "🤩"
        case .content: "😊"
        case .okay: "😐"
        case .low: "😔"
        case .stormy: "😤"
        }
    }

    var label: String { rawValue.capitalized }

    var color: Color {
        switch self {
        case .radiant: .yellow
        case .content: .green
        case .okay: .gray
        case .low: .blue
        case .stormy: .purple
        }
    }
}

struct JournalEntry: Identifiable, Hashable {
    let id = UUID()
    var date: Date
    var title: String
    var text: String
    var mood: Mood
    var location: String?
    var tags: [String]
    var weatherSymbol: String
    var temperature: Int
}

extension JournalEntry {
    static let samples: [JournalEntry] = [
        JournalEntry(
            date: .now.addingTimeInterval(-60 * 60 * 2),
            title: "First swim of the year",
            text: "The lake was still far too cold, but Mara dared me and I went in anyway. Came out gasping and laughing. We ate peaches on the dock until the sun dropped behind the pines. I want more evenings that feel like this one.",
            mood: .radiant,
            location: "Lake Arrow",
            tags: ["summer", "friends"],
            weatherSymbol: "sun.max.fill",
            temperature: 27
        ),
        JournalEntry(
            date: .now.addingTimeInterval(-60 * 60 * 26),
            title: "Slow Sunday",
            text: "Finished the book I've been carrying around for a month. Made soup with whatever was left in the fridge and it was somehow great. Called Dad; he's finally fixed the greenhouse door.",
            mood: .content,
            location: "Home",
            tags: ["reading", "cooking", "family"],
            weatherSymbol: "cloud.sun.fill",
            temperature: 19
        ),
        JournalEntry(
            date: .now.addingTimeInterval(-60 * 60 * 24 * 3),
            title: "Deadline week",
            text: "Three meetings that could have been emails and one that really should have been longer. Shipped the release at 11pm. Too tired to feel proud yet, but I think I will tomorrow.",
            mood: .okay,
            location: "Office",
            tags: ["work"],
            weatherSymbol: "cloud.drizzle.fill",
            temperature: 14
        ),
        JournalEntry(
            date: .now.addingTimeInterval(-60 * 60 * 24 * 6),
            title: "Missing home",
            text: "Smelled jasmine on the walk back from the station and it knocked me sideways. Wrote a long message to Grandma and didn't send it. Maybe I'll just call instead.",
            mood: .low,
            location: nil,
            tags: ["family", "walks"],
            weatherSymbol: "moon.stars.fill",
            temperature: 16
        ),
        JournalEntry(
            date: .now.addingTimeInterval(-60 * 60 * 24 * 11),
            title: "Storm and a power cut",
            text: "The whole street went dark around nine. Candles, a deck of cards, and the neighbours' kids teaching us a game with rules that changed every round. Weirdly one of the best nights this month.",
            mood: .stormy,
            location: "Home",
            tags: ["neighbours", "games"],
            weatherSymbol: "cloud.bolt.rain.fill",
            temperature: 12
        ),
    ]
}

// MARK: - Styling

struct JournalTagStyle: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.medium))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(tint)
            .background(tint.opacity(0.12), in: .capsule)
    }
}

extension View {
    func journalTag(tint: Color) -> some View {
        modifier(JournalTagStyle(tint: tint))
    }
}

struct ComposeButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title2.weight(.semibold))
            .foregroundStyle(.white)
            .frame(width: 60, height: 60)
            .background(
                LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing),
                in: .circle
            )
            .shadow(color: .pink.opacity(0.35), radius: 12, y: 6)
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

// MARK: - Timeline

struct JournalTimelineView: View {
    @State private var entries = JournalEntry.samples
    @State private var currentEntryID: JournalEntry.ID?
    @State private var searchText = ""
    @State private var isComposing = false
    @State private var scrollPhase: ScrollPhase = .idle
    @AppStorage("journal.showsMood") private var showsMood = true

    private var filteredEntries: [JournalEntry] {
        let sorted = entries.sorted { $0.date > $1.date }
        guard !searchText.isEmpty else { return sorted }
        return sorted.filter { entry in
            entry.title.localizedCaseInsensitiveContains(searchText)
                || entry.text.localizedCaseInsensitiveContains(searchText)
                || entry.tags.contains { tag in tag.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        Group {
            if filteredEntries.isEmpty {
                emptyState
            } else {
                timeline
            }
        }
        .navigationTitle("Journal")
        .navigationBarTitleDisplayMode(.inline)
        .searchable(text: $searchText, prompt: "Search entries or #tags")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Toggle(isOn: $showsMood) {
                    Label("Show Mood", systemImage: "face.smiling")
                }
                .toggleStyle(.button)
            }
        }
        .overlay(alignment: .bottomTrailing) {
            Button {
                isComposing = true
            } label: {
                Image(systemName: "square.and.pencil")
            }
            .buttonStyle(ComposeButtonStyle())
            .padding(24)
            .opacity(scrollPhase.isScrolling ? 0 : 1)
            .animation(.easeInOut(duration: 0.2), value: scrollPhase.isScrolling)
        }
        .sheet(isPresented: $isComposing) {
            ComposeEntrySheet { entry in
                withAnimation {
                    entries.append(entry)
                    currentEntryID = entry.id
                }
            }
        }
    }

    @ViewBuilder
    private var emptyState: some View {
        if searchText.isEmpty {
            ContentUnavailableView {
                Label("No Entries Yet", systemImage: "book.closed")
            } description: {
                Text("Capture a thought, a feeling, or just the weather.")
            } actions: {
                Button("Write First Entry") { isComposing = true }
                    .buttonStyle(.borderedProminent)
                    .tint(.orange)
            }
        } else {
            ContentUnavailableView.search(text: searchText)
        }
    }

    private var timeline: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(filteredEntries) { entry in
                    GeometryReader { proxy in
                        let frame = proxy.frame(in: .scrollView)
                        let height = max(proxy.size.height, 1)
                        let progress = min(abs(frame.minY) / height, 1)

                        JournalEntryPage(entry: entry, showsMood: showsMood) {
                            delete(entry)
                        }
                        .opacity(1 - progress * 0.85)
                        .scaleEffect(1 - progress * 0.06)
                        .blur(radius: progress * 4)
                        .offset(y: frame.minY < 0 ? -frame.minY * 0.25 : 0)
                    }
                    .containerRelativeFrame(.vertical)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentEntryID)
        .scrollIndicators(.hidden)
        .onScrollPhaseChange { _, newPhase in
            scrollPhase = newPhase
        }
        .overlay(alignment: .trailing) {
            TimelineRail(
                entries: filteredEntries,
                currentID: currentEntryID ?? filteredEntries.first?.id,
                isActive: scrollPhase.isScrolling
            )
            .padding(.trailing, 6)
        }
        .background(Color(.systemGroupedBackground))
        .sensoryFeedback(.selection, trigger: currentEntryID)
    }

    private func delete(_ entry: JournalEntry) {
        withAnimation(.snappy) {
            entries.removeAll { $0.id == entry.id }
        }
    }
}

// MARK: - Entry Page

struct JournalEntryPage: View {
    let entry: JournalEntry
    var showsMood = true
    var onDelete: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(entry.date, format: .dateTime.weekday(.wide))
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .textCase(.uppercase)
                    Text(entry.date, format: .dateTime.month(.wide).day())
                        .font(.system(.largeTitle, design: .serif, weight: .bold))
                }
                Spacer()
                if showsMood {
                    Text(entry.mood.emoji)
                        .font(.system(size: 44))
                        .padding(10)
                        .background(entry.mood.color.opacity(0.15), in: .circle)
                        .transition(.scale.combined(with: .opacity))
                }
            }

            HStack(spacing: 12) {
                Label("\(entry.temperature)°", systemImage: entry.weatherSymbol)
                    .symbolRenderingMode(.multicolor)
                if let location = entry.location {
                    Label(location, systemImage: "mappin.and.ellipse")
                }
                Spacer()
                (Text(entry.date, style: .relative) + Text(" ago"))
                    .foregroundStyle(.tertiary)
            }
            .font(.footnote)
            .foregroundStyle(.secondary)

            Divider()

            Text(entry.title)
                .font(.system(.title2, design: .serif, weight: .semibold))

            Text(entry.text)
                .font(.system(.body, design: .serif))
                .lineSpacing(6)
                .foregroundStyle(Color.primary.opacity(0.85))

            Spacer(minLength: 0)

            HStack(spacing: 6) {
                ForEach(entry.tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .journalTag(tint: entry.mood.color == .gray ? .secondary : entry.mood.color)
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 32))
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .animation(.snappy, value: showsMood)
        .contextMenu {
            ShareLink(item: "\(entry.title)\n\n\(entry.text)")
            Button(role: .destructive, action: onDelete) {
                Label("Delete Entry", systemImage: "trash")
            }
        }
    }
}

// MARK: - Timeline Rail

struct TimelineRail: View {
    let entries: [JournalEntry]
    let currentID: JournalEntry.ID?
    var isActive = false

    var body: some View {
        VStack(spacing: 10) {
            ForEach(entries) { entry in
                let isCurrent = entry.id == currentID
                Circle()
                    .fill(isCurrent ? entry.mood.color : Color.secondary.opacity(0.35))
                    .frame(width: isCurrent ? 10 : 6, height: isCurrent ? 10 : 6)
            }
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 6)
        .background(.ultraThinMaterial, in: .capsule)
        .opacity(isActive ? 1 : 0.55)
        .animation(.snappy, value: currentID)
        .animation(.easeInOut, value: isActive)
    }
}

// MARK: - Compose

struct ComposeEntrySheet: View {
    var onSave: (JournalEntry) -> Void

    private enum Field: Hashable {
        case title, text, tags
    }

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""
    @State private var tagsText = ""
    @State private var mood: Mood = .content
    @FocusState private var focusedField: Field?
    @Namespace private var moodNamespace

    private var canSave: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty
            && !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                        .font(.system(.title3, design: .serif, weight: .semibold))
                        .focused($focusedField, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .text }

                    TextEditor(text: $text)
                        .font(.system(.body, design: .serif))
                        .frame(minHeight: 180)
                        .focused($focusedField, equals: .text)
                        .overlay(alignment: .topLeading) {
                            if text.isEmpty {
                                Text("What happened today?")
                                    .font(.system(.body, design: .serif))
                                    .foregroundStyle(.tertiary)
                                    .padding(.top, 8)
                                    .padding(.leading, 5)
                                    .allowsHitTesting(false)
                            }
                        }
                }

                Section("Mood") {
                    HStack {
                        ForEach(Mood.allCases) { option in
                            Button {
                                withAnimation(.snappy) { mood = option }
                            } label: {
                                Text(option.emoji)
                                    .font(.title)
                                    .frame(maxWidth: .infinity)
                                    .padding(.vertical, 8)
                                    .background {
                                        if mood == option {
                                            RoundedRectangle(cornerRadius: 12, style: .continuous)
                                                .fill(option.color.opacity(0.2))
                                                .matchedGeometryEffect(id: "mood", in: moodNamespace)
                                        }
                                    }
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel(option.label)
                        }
                    }
                    .sensoryFeedback(.selection, trigger: mood)
                }

                Section {
                    TextField("Tags, separated by commas", text: $tagsText)
                        .textInputAutocapitalization(.never)
                        .focused($focusedField, equals: .tags)
                } header: {
                    Text("Tags")
                } footer: {
                    Text("Dated \(Date.now, format: .dateTime.weekday(.wide).hour().minute())")
                }
            }
            .navigationTitle("New Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(!canSave)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .onAppear { focusedField = .title }
        }
    }

    private func save() {
        let tags = tagsText
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }

        let entry = JournalEntry(
            date: .now,
            title: title,
            text: text,
            mood: mood,
            location: nil,
            tags: tags,
            weatherSymbol: "cloud.sun.fill",
            temperature: 20
        )
        onSave(entry)
        dismiss()
    }
}

// MARK: - Previews

#Preview {
    NavigationStack {
        JournalTimelineView()
    }
}

#Preview("Entry page") {
    JournalEntryPage(entry: JournalEntry.samples[0])
        .background(Color(.systemGroupedBackground))
}

#Preview("Compose") {
    ComposeEntrySheet { _ in }
}
