//
//  MonthCalendarPagerView.swift
//  Planner
//

import SwiftUI

struct CalendarEvent: Identifiable {
    let id = UUID()
    let title: String
    let date: Date
    let color: Color

    static var samples: [CalendarEvent] {
        let today = Calendar.current.startOfDay(for: .now)
        return [
            CalendarEvent(title: "Design review", date: today.addingTimeInterval(10 * 3_600), color: .purple),
            CalendarEvent(title: "Lunch with Sam", date: today.addingTimeInterval(12.5 * 3_600), color: .orange),
            CalendarEvent(title: "Dentist", date: today.addingTimeInterval(2 * 86_400 + 9 * 3_600), color: .teal)
        ]
    }
}

struct MonthCalendarPagerView: View {
    @Binding var selectedDate: Date
    @State private var visibleMonth: Date?
    private let calendar = Calendar.current
    private let events = CalendarEvent.samples
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 7)

    private var months: [Date] {
        let start = startOfMonth(for: .now)
        return (-12...12).compactMap { calendar.date(byAdding: .month, value: $0, to: start) }
    }

    private var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let shift = calendar.firstWeekday - 1
        return Array(symbols[shift...] + symbols[..<shift])
    }

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                VStack(spacing: 16) {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 0) {
                            ForEach(months, id: \.self) { month in
                                monthPage(month)
                                    .padding(.horizontal)
                                    .containerRelativeFrame(.horizontal)
                                    .id(month)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollIndicators(.hidden)
                    .scrollPosition(id: $visibleMonth)
                    .frame(height: 340)

                    agenda
                }
                .navigationTitle((visibleMonth ?? selectedDate).formatted(.dateTime.month(.wide).year()))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Today") {
                            selectedDate = .now
                            withAnimation { proxy.scrollTo(startOfMonth(for: .now)) }
                        }
                    }
                }
                .onAppear {
                    proxy.scrollTo(startOfMonth(for: selectedDate))
                }
            }
        }
    }

    private func monthPage(_ month: Date) -> some View {
        LazyVGrid(columns: columns, spacing: 8) {
            ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                Text(symbol)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            ForEach(Array(days(in: month).enumerated()), id: \.offset) { _, day in
                if let day {
                    dayCell(day)
                } else {
                    Color.clear.frame(height: 40)
                }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }

    private func dayCell(_ day: Date) -> some View {
        let isSelected = calendar.isDate(day, inSameDayAs: selectedDate)
        let hasEvents = events.contains { calendar.isDate($0.date, inSameDayAs: day) }
        return Button {
            selectedDate = day
        } label: {
            Text(day, format: .dateTime.day())
                .font(.body.weight(calendar.isDateInToday(day) ? .bold : .regular))
                .frame(maxWidth: .infinity, minHeight: 40)
                .foregroundStyle(isSelected ? Color.white : Color.primary)
                .background {
                    if isSelected {
                        Circle().fill(.tint)
                    }
                }
                .overlay(alignment: .bottom) {
                    if hasEvents && !isSelected {
                        Circle().fill(.orange).frame(width: 5, height: 5)
                    }
                }
        }
        .buttonStyle(.plain)
    }

    private var agenda: some View {
        let dayEvents = events.filter { calendar.isDate($0.date, inSameDayAs: selectedDate) }
        return List {
            Section(selectedDate.formatted(.dateTime.weekday(.wide).day().month())) {
                if dayEvents.isEmpty {
                    Text("No events").foregroundStyle(.secondary)
                }
                ForEach(dayEvents) { event in
                    HStack {
                        RoundedRectangle(cornerRadius: 2).fill(event.color).frame(width: 4)
                        Text(event.title)
                        Spacer()
                        Text(event.date, format: .dateTime.hour().minute())
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }

    private func startOfMonth(for date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    private func days(in month: Date) -> [Date?] {
        guard let interval = calendar.dateInterval(of: .month, for: month),
              let range = calendar.range(of: .day, in: .month, for: month) else { return [] }
        let weekday = calendar.component(.weekday, from: interval.start)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        let dates = range.compactMap { calendar.date(byAdding: .day, value: $0 - 1, to: interval.start) }
        return Array(repeating: nil, count: leading) + dates
    }
}

#Preview {
    @Previewable @State var date = Date.now
    MonthCalendarPagerView(selectedDate: $date)
}
