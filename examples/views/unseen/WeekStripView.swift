//
//  WeekStripView.swift
//  Planner
//

import SwiftUI

struct PlannerEvent: Identifiable {
    let id = UUID()
    let title: String
    let start: Date
    let color: Color

    static func samples(calendar: Calendar = .current) -> [PlannerEvent] {
        let today = calendar.startOfDay(for: .now)
        func at(_ dayOffset: Int, _ hour: Int) -> Date {
            let day = calendar.date(byAdding: .day, value: dayOffset, to: today)!
            return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day)!
        }
        return [
            PlannerEvent(title: "Stand-up", start: at(0, 9), color: .blue),
            PlannerEvent(title: "Lunch with Sam", start: at(0, 12), color: .orange),
            PlannerEvent(title: "Design review", start: at(1, 15), color: .purple),
            PlannerEvent(title: "Dentist", start: at(2, 8), color: .red),
            PlannerEvent(title: "Yoga", start: at(-1, 18), color: .green),
            PlannerEvent(title: "Sprint planning", start: at(7, 10), color: .blue)
        ]
    }
}

/// Snaps to whole weeks and never moves more than one week per swipe.
struct WeekSnapBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pageWidth = context.containerSize.width
        guard pageWidth > 0 else { return }

        let startPage = (context.originalTarget.rect.minX / pageWidth).rounded()
        var page = (target.rect.minX / pageWidth).rounded()
        page = min(max(page, startPage - 1), startPage + 1)

        let lastPage = max(0, ((context.contentSize.width - pageWidth) / pageWidth).rounded())
        target.rect.origin.x = min(max(page, 0), lastPage) * pageWidth
    }
}

extension ScrollTargetBehavior where Self == WeekSnapBehavior {
    static var weeks: WeekSnapBehavior { WeekSnapBehavior() }
}

struct WeekStripView: View {
    @State private var selectedDay = Calendar.current.startOfDay(for: .now)
    @State private var visibleWeek: Date?
    @State private var events = PlannerEvent.samples()

    private let calendar = Calendar.current
    private let weeks: [Date]

    init() {
        let cal = Calendar.current
        let thisWeek = cal.dateInterval(of: .weekOfYear, for: .now)?.start ?? .now
        weeks = (-12...12).compactMap { cal.date(byAdding: .weekOfYear, value: $0, to: thisWeek) }
        _visibleWeek = State(initialValue: thisWeek)
    }

    private var eventsForSelectedDay: [PlannerEvent] {
        events
            .filter { calendar.isDate($0.start, inSameDayAs: selectedDay) }
            .sorted { $0.start < $1.start }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(weeks, id: \.self) { weekStart in
                            weekRow(startingAt: weekStart)
                                .containerRelativeFrame(.horizontal)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.weeks)
                .scrollPosition(id: $visibleWeek)
                .scrollIndicators(.hidden)
                .frame(height: 76)
                .padding(.vertical, 8)
                .background(Color(.secondarySystemBackground))

                List {
                    if eventsForSelectedDay.isEmpty {
                        ContentUnavailableView("No Events", systemImage: "calendar",
                                               description: Text("Enjoy the free time."))
                    } else {
                        ForEach(eventsForSelectedDay) { event in
                            HStack(spacing: 12) {
                                RoundedRectangle(cornerRadius: 2)
                                    .fill(event.color)
                                    .frame(width: 4, height: 36)
                                VStack(alignment: .leading) {
                                    Text(event.title).font(.headline)
                                    Text(event.start, format: .dateTime.hour().minute())
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle((visibleWeek ?? selectedDay).formatted(.dateTime.month(.wide).year()))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Today") {
                    withAnimation {
                        selectedDay = calendar.startOfDay(for: .now)
                        visibleWeek = calendar.dateInterval(of: .weekOfYear, for: .now)?.start
                    }
                }
            }
        }
    }

    private func weekRow(startingAt weekStart: Date) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { offset in
                let day = calendar.date(byAdding: .day, value: offset, to: weekStart)!
                let isSelected = calendar.isDate(day, inSameDayAs: selectedDay)
                let isToday = calendar.isDateInToday(day)
                let hasEvents = events.contains { calendar.isDate($0.start, inSameDayAs: day) }

                Button {
                    selectedDay = day
                } label: {
                    VStack(spacing: 6) {
                        Text(day, format: .dateTime.weekday(.narrow))
                            .font(.caption2.weight(.medium))
                            .foregroundStyle(.secondary)
                        Text(day, format: .dateTime.day())
                            .font(.body.weight(isToday ? .bold : .regular))
                            .foregroundStyle(isSelected ? Color.white : (isToday ? .red : .primary))
                            .frame(width: 36, height: 36)
                            .background {
                                if isSelected { Circle().fill(isToday ? Color.red : Color.primary) }
                            }
                        Circle()
                            .fill(hasEvents ? Color.secondary : .clear)
                            .frame(width: 4, height: 4)
                    }
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(day.formatted(date: .complete, time: .omitted))
                .accessibilityAddTraits(isSelected ? .isSelected : [])
            }
        }
        .sensoryFeedback(.selection, trigger: selectedDay)
    }
}

#Preview {
    WeekStripView()
}
