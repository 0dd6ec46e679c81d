//
//  HabitMonthPagerView.swift
//  Streaks+
//
//  Created by Jonas Weber on 1/10/22.
//
//  Month-by-month calendar for a single habit. Each month is one page of a
//  horizontally paging ScrollView; the grid inside each page is a LazyVGrid.
//

import SwiftUI

// MARK: - Models

struct Habit: Identifiable, Hashable {
    let id: UUID
    var name: String
    var symbolName: String
    var color: Color
    /// Start-of-day dates on which the habit was completed.
    var completedDays: Set<Date>
}

extension Habit {
    static var samples: [Habit] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())

        func days(pattern: (Int) -> Bool) -> Set<Date> {
            Set((0..<200).compactMap { offset -> Date? in
                guard pattern(offset) else { return nil }
                return calendar.date(byAdding: .day, value: -offset, to: today)
            })
        }

        return [
            Habit(id: UUID(), name: "Read 20 min", symbolName: "book.fill", color: .orange,
                  completedDays: days { $0 % 7 != 3 && $0 % 11 != 5 }),
            Habit(id: UUID(), name: "Meditate", symbolName: "brain.head.profile", color: .purple,
                  completedDays: days { $0 < 9 || $0 % 3 == 0 }),
            Habit(id: UUID(), name: "Drink water", symbolName: "drop.fill", color: .blue,
                  completedDays: days { $0 % 5 != 0 }),
            Habit(id: UUID(), name: "Stretch", symbolName: "figure.flexibility", color: .green,
                  completedDays: days { $0 % 2 == 0 })
        ]
    }
}

// MARK: - Calendar helpers

extension Calendar {
    func habitStartOfMonth(for date: Date) -> Date {
        let components = dateComponents([.year, .month], from: date)
        return self.date(from: components) ?? startOfDay(for: date)
    }

    func habitDays(inMonthOf month: Date) -> [Date] {
        let start = habitStartOfMonth(for: month)
        guard let range = range(of: .day, in: .month, for: start) else { return [] }
        return range.compactMap { day in
            self.date(byAdding: .day, value: day - 1, to: start)
        }
    }

    /// Number of empty cells before the 1st, respecting the user's first weekday.
    func habitLeadingBlanks(forMonthOf month: Date) -> Int {
        let weekday = component(.weekday, from: habitStartOfMonth(for: month))
        return (weekday - firstWeekday + 7) % 7
    }

    func habitWeekdaySymbols() -> [String] {
        let symbols = veryShortStandaloneWeekdaySymbols
        let shift = firstWeekday - 1
        return Array(symbols[shift...] + symbols[..<shift])
    }
}

// MARK: - Store

final class HabitStore: ObservableObject {
    @Published var habits: [Habit]
    @Published var selectedHabitID: Habit.ID?

    private let calendar = Calendar.current

    init(habits: [Habit] = Habit.samples) {
        self.habits = habits
        self.selectedHabitID = habits.first?.id
    }

    var selectedHabit: Habit? {
        habits.first { $0.id == selectedHabitID }
    }

    private var selectedIndex: Int? {
        habits.firstIndex { $0.id == selectedHabitID }
    }

    func isCompleted(_ day: Date) -> Bool {
        selectedHabit?.completedDays.contains(calendar.startOfDay(for: day)) ?? false
    }

    func toggle(_ day: Date) {
        guard let index = selectedIndex else { return }
        let key = calendar.startOfDay(for: day)
        if habits[index].completedDays.contains(key) {
            habits[index].completedDays.remove(key)
        } else {
            habits[index].completedDays.insert(key)
        }
    }

    func completionCount(inMonthOf month: Date) -> Int {
        guard let habit = selectedHabit else { return 0 }
        return habit.completedDays.filter { calendar.isDate($0, equalTo: month, toGranularity: .month) }.count
    }

    func currentStreak() -> Int {
        guard let habit = selectedHabit else { return 0 }
        var streak = 0
        var day = calendar.startOfDay(for: Date())
        // Today doesn't break the streak until it's over.
        if !habit.completedDays.contains(day) {
            day = calendar.date(byAdding: .day, value: -1, to: day) ?? day
        }
        while habit.completedDays.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return streak
    }

    func clear(monthOf month: Date) {
        guard let index = selectedIndex else { return }
        habits[index].completedDays = habits[index].completedDays.filter {
            !calendar.isDate($0, equalTo: month, toGranularity: .month)
        }
    }
}

// MARK: - Main View

struct HabitMonthPagerView: View {
    @StateObject private var store = HabitStore()
    @State private var visibleMonth: Date?
    @State private var showClearDialog = false
    @Namespace private var chipNamespace

    private let months: [Date]
    private let calendar = Calendar.current

    init(monthCount: Int = 12) {
        let calendar = Calendar.current
        let thisMonth = calendar.habitStartOfMonth(for: Date())
        months = (0..<monthCount).reversed().compactMap {
            calendar.date(byAdding: .month, value: -$0, to: thisMonth)
        }
        _visibleMonth = State(initialValue: thisMonth)
    }

    private var tint: Color { store.selectedHabit?.color ?? .accentColor }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    habitChips
                    monthHeader
                    weekdayHeader
                    monthPager
                    statsRow
                }
                .padding(.vertical)
            }
            .navigationTitle(store.selectedHabit?.name ?? "Habits")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        withAnimation { visibleMonth = months.last }
                    } label: {
                        Text("Today")
                    }
                    .disabled(visibleMonth == months.last)

                    Menu {
                        Button(role: .destructive) {
                            showClearDialog = true
                        } label: {
                            Label("Clear this month", systemImage: "trash")
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .confirmationDialog("Clear all check-ins for this month?",
                                isPresented: $showClearDialog,
                                titleVisibility: .visible) {
                Button("Clear Month", role: .destructive) {
                    if let month = visibleMonth {
                        withAnimation { store.clear(monthOf: month) }
                    }
                }
            }
        }
        .tint(tint)
    }

    // MARK: Habit chips

    private var habitChips: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(store.habits) { habit in
                    let isSelected = habit.id == store.selectedHabitID
                    Button {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                            store.selectedHabitID = habit.id
                        }
                    } label: {
                        Label(habit.name, systemImage: habit.symbolName)
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 12)
                            .padding(.vertical, 8)
                            .foregroundStyle(isSelected ? Color.white : Color.primary)
                            .background {
                                if isSelected {
                                    Capsule()
                                        .fill(habit.color)
                                        .matchedGeometryEffect(id: "chip", in: chipNamespace)
                                } else {
                                    Capsule()
                                        .fill(Color(.secondarySystemBackground))
                                }
                            }
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal)
        }
    }

    // MARK: Month header

    private var monthHeader: some View {
        HStack {
            Button {
                moveMonth(by: -1)
            } label: {
                Image(systemName: "chevron.left.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
            }
            .disabled(visibleMonth == months.first)

            Spacer(minLength: 8)

            Text(visibleMonth ?? Date(), format: .dateTime.month(.wide).year())
                .font(.title3.bold())
                .id(visibleMonth)
                .transition(.push(from: .bottom))

            Spacer(minLength: 8)

            Button {
                moveMonth(by: 1)
            } label: {
                Image(systemName: "chevron.right.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
            }
            .disabled(visibleMonth == months.last)
        }
        .padding(.horizontal)
        .animation(.easeInOut(duration: 0.25), value: visibleMonth)
    }

    private var weekdayHeader: some View {
        HStack(spacing: 6) {
            ForEach(Array(calendar.habitWeekdaySymbols().enumerated()), id: \.offset) { _, symbol in
                Text(symbol)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal)
    }

    // MARK: Pager

    private var monthPager: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                ForEach(months, id: \.self) { month in
                    HabitMonthGrid(month: month, store: store)
                        .padding(.horizontal)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $visibleMonth)
        .defaultScrollAnchor(.trailing)
        .frame(height: 6 * 44 + 5 * 6)
    }

    private var statsRow: some View {
        HStack(spacing: 12) {
            statTile {
                Text("\(store.currentStreak())")
                    .font(.title.bold())
                    .monospacedDigit()
                + Text(" days")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            } caption: {
                Label("Current streak", systemImage: "flame.fill")
                    .symbolRenderingMode(.multicolor)
            }

            statTile {
                Text("\(store.completionCount(inMonthOf: visibleMonth ?? Date()))")
                    .font(.title.bold())
                    .monospacedDigit()
                + Text(" / \(calendar.habitDays(inMonthOf: visibleMonth ?? Date()).count)")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            } caption: {
                Label("This month", systemImage: "calendar")
            }
        }
        .padding(.horizontal)
    }

    @ViewBuilder
    private func statTile<Value: View, Caption: View>(@ViewBuilder value: () -> Value,
                                                      @ViewBuilder caption: () -> Caption) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            value()
            caption()
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }

    private func moveMonth(by delta: Int) {
        guard let current = visibleMonth, let index = months.firstIndex(of: current) else { return }
        let target = index + delta
        guard months.indices.contains(target) else { return }
        withAnimation(.easeInOut) {
            visibleMonth = months[target]
        }
    }
}

// MARK: - Month grid page

struct HabitMonthGrid: View {
    let month: Date
    @ObservedObject var store: HabitStore

    private let calendar = Calendar.current
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 7)

    var body: some View {
        let days = calendar.habitDays(inMonthOf: month)
        let leadingBlanks = calendar.habitLeadingBlanks(forMonthOf: month)
        let today = calendar.startOfDay(for: Date())

        LazyVGrid(columns: columns, spacing: 6) {
            ForEach(0..<leadingBlanks, id: \.self) { _ in
                Color.clear
                    .frame(height: 44)
            }
            ForEach(days, id: \.self) { day in
                let isFuture = day > today
                HabitDayCell(day: day,
                             isCompleted: store.isCompleted(day),
                             isToday: calendar.isDate(day, inSameDayAs: today),
                             color: store.selectedHabit?.color ?? .accentColor)
                    .opacity(isFuture ? 0.35 : 1)
                    .onTapGesture {
                        guard !isFuture else { return }
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                            store.toggle(day)
                        }
                    }
                    .sensoryFeedback(.selection, trigger: store.isCompleted(day))
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

struct HabitDayCell: View {
    let day: Date
    let isCompleted: Bool
    let isToday: Bool
    let color: Color

    var body: some View {
        Text(day, format: .dateTime.day())
            .font(.callout.weight(isToday ? .bold : .regular))
            .monospacedDigit()
            .foregroundStyle(isCompleted ? Color.white : Color.primary)
            .frame(maxWidth: .infinity)
            .frame(height: 44)
            .background {
                Circle()
                    .fill(isCompleted ? color : Color.clear)
                    .scaleEffect(isCompleted ? 1 : 0.4)
            }
            .overlay {
                if isToday {
                    Circle()
                        .strokeBorder(color, lineWidth: 2)
                }
            }
            .contentShape(Rectangle())
            .accessibilityLabel(Text(day, format: .dateTime.month().day()))
            .accessibilityValue(isCompleted ? "Completed" : "Not completed")
    }
}

// MARK: - Previews

#if DEBUG
struct HabitMonthPagerView_Previews: PreviewProvider {
    static var previews: some View {
        HabitMonthPagerView()
        HabitMonthPagerView(monthCount: 3)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark, 3 months")
    }
}
#endif
