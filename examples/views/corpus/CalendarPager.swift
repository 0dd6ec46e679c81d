//
//  CalendarPager.swift
//  Planner
//

import SwiftUI

struct Month: Identifiable, Hashable {
    let start: Date
    var id: Date { start }

    var title: String {
        start.formatted(.dateTime.month(.wide).year())
    }

    /// The days of the month, with `nil` for the blank cells before the first weekday.
    func gridDays(calendar: Calendar = .current) -> [Date?] {
        guard let range = calendar.range(of: .day, in: .month, for: start) else { return [] }
        let firstWeekday = calendar.component(.weekday, from: start)
        let leadingBlanks = (firstWeekday - calendar.firstWeekday + 7) % 7
        let days = range.compactMap { day -> Date? in
            calendar.date(byAdding: .day, value: day - 1, to: start)
        }
        return Array(repeating: nil, count: leadingBlanks) + days
    }
}

extension Month {
    /// Twelve months before and after the one holding `date`.
    static func around(_ date: Date, calendar: Calendar = .current) -> [Month] {
        let components = calendar.dateComponents([.year, .month], from: date)
        let thisMonth = calendar.date(from: components) ?? date
        return (-12...12).compactMap { offset in
            calendar.date(byAdding: .month, value: offset, to: thisMonth).map(Month.init(start:))
        }
    }
}

struct CalendarPagerView: View {
    @State private var months = Month.around(.now)
    @State private var visibleMonth: Month.ID?

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(visibleMonth.map { Month(start: $0).title } ?? "")
                    .font(.title2.weight(.bold))
                    .contentTransition(.numericText())
                Spacer()
                Button("Today") {
                    withAnimation {
                        visibleMonth = months[12].id
                    }
                }
            }
            .padding()

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(months) { month in
                        MonthGrid(month: month)
                            .padding(.horizontal, 12)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $visibleMonth)
            .scrollIndicators(.never)
            .frame(height: 360)

            Divider()

            List {
                Section("Events") {
                    Label("Dentist, 9:30", systemImage: "cross.case")
                    Label("Team lunch", systemImage: "fork.knife")
                    Label("Call Grandma", systemImage: "phone")
                }
            }
            .listStyle(.plain)
        }
        .onAppear {
            visibleMonth = months[12].id
        }
    }
}

struct MonthGrid: View {
    let month: Month

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 7)
    private let weekdaySymbols = Calendar.current.veryShortWeekdaySymbols

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                ForEach(weekdaySymbols.indices, id: \.self) { index in
                    Text(weekdaySymbols[index])
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
            LazyVGrid(columns: columns, spacing: 6) {
                ForEach(Array(month.gridDays().enumerated()), id: \.offset) { _, day in
                    if let day {
                        DayCell(date: day)
                    } else {
                        Color.clear
                            .frame(height: 40)
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }
}

struct DayCell: View {
    let date: Date

    private var isToday: Bool { Calendar.current.isDateInToday(date) }

    var body: some View {
        Text(date, format: .dateTime.day())
            .font(.body)
            .fontWeight(isToday ? .bold : .regular)
            .foregroundStyle(isToday ? .white : .primary)
            .frame(maxWidth: .infinity, minHeight: 40)
            .background {
                if isToday {
                    Circle().fill(.red)
                }
            }
    }
}

#Preview {
    CalendarPagerView()
}
