//
//  WeekPickerView.swift
//  Dayplan
//
//  Created by Tomás Alvarez on 18/09/2024.
//

import SwiftUI

// MARK: - Model

struct AgendaEvent: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var location: String?
    var start: Date
    var duration: TimeInterval
    var color: Color

    var end: Date { start.addingTimeInterval(duration) }
}

extension AgendaEvent {
    static func samples(around date: Date, calendar: Calendar = .current) -> [AgendaEvent] {
        let today = calendar.startOfDay(for: date)

        func at(dayOffset: Int, hour: Int, minute: Int = 0) -> Date {
            let day = calendar.date(byAdding: .day, value: dayOffset, to: today) ?? today
            return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) ?? day
        }

        return [
            AgendaEvent(title: "Design Review", location: "Studio B", start: at(dayOffset: 0, hour: 10), duration: 3_600, color: .purple),
            AgendaEvent(title: "Lunch with Priya", location: "Café Lumen", start: at(dayOffset: 0, hour: 12, minute: 30), duration: 4_500, color: .orange),
            AgendaEvent(title: "1:1 with Marco", location: nil, start: at(dayOffset: 0, hour: 16), duration: 1_800, color: .blue),
            AgendaEvent(title: "Yoga", location: "Riverside Studio", start: at(dayOffset: 1, hour: 7, minute: 30), duration: 3_600, color: .green),
            AgendaEvent(title: "Sprint Planning", location: "Zoom", start: at(dayOffset: 2, hour: 9), duration: 5_400, color: .indigo),
            AgendaEvent(title: "Dentist", location: "Dr. Chen's Office", start: at(dayOffset: 4, hour: 14), duration: 2_700, color: .teal),
            AgendaEvent(title: "Dinner Party", location: "Sam & Jo's", start: at(dayOffset: 5, hour: 19), duration: 10_800, color: .pink),
            AgendaEvent(title: "Quarterly Review", location: "Board Room", start: at(dayOffset: 8, hour: 11), duration: 3_600, color: .red),
            AgendaEvent(title: "Flight to Lisbon", location: "SFO Terminal 2", start: at(dayOffset: -3, hour: 8, minute: 15), duration: 39_600, color: .cyan)
        ]
    }
}

// MARK: - Snapping

/// Snaps the week strip to whole multiples of the week width and never lets a
/// single swipe travel more than one week from where the gesture began.
struct WeekSnapScrollBehavior: ScrollTargetBehavior {
    var weekWidth: CGFloat
    /// Fraction of a week the user has to drag before we commit to the next one.
    var commitThreshold: CGFloat = 0.18

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard weekWidth > 0 else { return }

        let startX = context.originalTarget.rect.minX
        let proposedX = target.rect.minX
        let startWeek = (startX / weekWidth).rounded()

        var week = (proposedX / weekWidth).rounded()
        let dragged = (proposedX - startX) / weekWidth

        // A short flick that would round back to the start still moves one week.
        if week == startWeek, abs(dragged) > commitThreshold {
            week += dragged > 0 ? 1 : -1
        }

        // Keep it to one week per gesture, like the system calendar.
        week = min(max(week, startWeek - 1), startWeek + 1)

        let maxX = max(0, context.contentSize.width - context.containerSize.width)
        target.rect.origin.x = min(max(0, week * weekWidth), maxX)
    }
}

// MARK: - Week Picker

struct WeekPickerView: View {
    private let calendar: Calendar
    private let weeks: [Date]

    @State private var selectedDate: Date
    @State private var visibleWeek: Date?
    @State private var events: [AgendaEvent]
    @State private var isAddingEvent = false
    @Namespace private var selectionNamespace

    init(
        initialDate: Date = .now,
        events: [AgendaEvent]? = nil,
        calendar: Calendar = .current
    ) {
        let today = calendar.startOfDay(for: initialDate)
        let currentWeek = calendar.dateInterval(of: .weekOfYear, for: today)?.start ?? today

        self.calendar = calendar
        self.weeks = (-26...26).compactMap {
            calendar.date(byAdding: .weekOfYear, value: $0, to: currentWeek)
        }
        _selectedDate = State(initialValue: today)
        _visibleWeek = State(initialValue: currentWeek)
        _events = State(initialValue: events ?? AgendaEvent.samples(around: today, calendar: calendar))
    }

    private var selectedDayEvents: [AgendaEvent] {
        events
            .filter { calendar.isDate($0.start, inSameDayAs: selectedDate) }
            .sorted { $0.start < $1.start }
    }

    private var isShowingToday: Bool {
        calendar.isDateInToday(selectedDate)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                VStack(spacing: 12) {
                    monthHeader
                    weekStrip
                }
                .padding(.bottom, 12)
                .background(.bar)
                .overlay(alignment: .bottom) { Divider() }

                agenda
            }
            .navigationTitle("Schedule")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Today") {
                        jump(to: .now)
                    }
                    .disabled(isShowingToday)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isAddingEvent = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("New event")
                }
            }
            .sheet(isPresented: $isAddingEvent) {
                NewAgendaEventSheet(date: selectedDate) { event in
                    withAnimation { events.append(event) }
                }
                .presentationDetents([.medium, .large])
            }
        }
    }

    // MARK: Header

    private var monthHeader: some View {
        HStack {
            Text(visibleWeek ?? selectedDate, format: .dateTime.month(.wide).year())
                .font(.title2.bold())
                .contentTransition(.numericText())
                .animation(.snappy, value: visibleWeek)

            Spacer()

            HStack(spacing: 20) {
                Button {
                    shiftWeek(by: -1)
                } label: {
                    Image(systemName: "chevron.left")
                }
                .accessibilityLabel("Previous week")

                Button {
                    shiftWeek(by: 1)
                } label: {
                    Image(systemName: "chevron.right")
                }
                .accessibilityLabel("Next week")
            }
            .font(.headline)
        }
        .padding(.horizontal, 20)
        .padding(.top, 8)
    }

    // MARK: Week strip

    private var weekStrip: some View {
        GeometryReader { proxy in
            let weekWidth = proxy.size.width

            ScrollViewReader { reader in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(weeks, id: \.self) { weekStart in
                            HStack(spacing: 4) {
                                ForEach(days(in: weekStart), id: \.self) { day in
                                    Button {
                                        withAnimation(.snappy) { selectedDate = day }
                                    } label: {
                                        WeekDayCell(
                                            date: day,
                                            isSelected: calendar.isDate(day, inSameDayAs: selectedDate),
                                            isToday: calendar.isDateInToday(day),
                                            hasEvents: events.contains { calendar.isDate($0.start, inSameDayAs: day) },
                                            namespace: selectionNamespace
                                        )
                                    }
                                    .buttonStyle(.plain)
                                }
                            }
                            .padding(.horizontal, 12)
                            .frame(width: weekWidth)
                            .id(weekStart)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(WeekSnapScrollBehavior(weekWidth: weekWidth))
                .scrollPosition(id: $visibleWeek, anchor: .leading)
                .scrollIndicators(.hidden)
                .onAppear {
                    if let visibleWeek {
                        reader.scrollTo(visibleWeek, anchor: .leading)
                    }
                }
            }
        }
        .frame(height: 80)
        .sensoryFeedback(.selection, trigger: selectedDate)
        .onChange(of: visibleWeek) { oldWeek, newWeek in
            keepWeekdayWhenPaging(from: oldWeek, to: newWeek)
        }
    }

    // MARK: Agenda

    private var agenda: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                Text(selectedDate, format: .dateTime.weekday(.wide).day().month(.wide))
                    .font(.headline)
                    .foregroundStyle(.secondary)
                    .padding(.bottom, 4)

                if selectedDayEvents.isEmpty {
                    ContentUnavailableView {
                        Label("Nothing Planned", systemImage: "calendar.badge.checkmark")
                    } description: {
                        Text("Enjoy the free time, or add something to your day.")
                    } actions: {
                        Button("Add Event") { isAddingEvent = true }
                            .buttonStyle(.bordered)
                    }
                    .padding(.top, 40)
                } else {
                    ForEach(selectedDayEvents) { event in
                        AgendaEventRow(event: event)
                            .transition(.asymmetric(insertion: .push(from: .trailing), removal: .opacity))
                    }
                }
            }
            .padding(20)
            .animation(.snappy, value: selectedDate)
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }

    // MARK: Helpers

    private func days(in weekStart: Date) -> [Date] {
        (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: weekStart) }
    }

    private func weekStart(for date: Date) -> Date {
        calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    private func jump(to date: Date) {
        let day = calendar.startOfDay(for: date)
        withAnimation(.snappy) {
            selectedDate = day
            visibleWeek = weekStart(for: day)
        }
    }

    private func shiftWeek(by value: Int) {
        guard let shifted = calendar.date(byAdding: .weekOfYear, value: value, to: selectedDate) else { return }
        jump(to: shifted)
    }

    private func keepWeekdayWhenPaging(from oldWeek: Date?, to newWeek: Date?) {
        guard let oldWeek, let newWeek, oldWeek != newWeek else { return }
        let selectedWeek = weekStart(for: selectedDate)
        guard selectedWeek != newWeek else { return }

        let weeksMoved = calendar.dateComponents([.weekOfYear], from: selectedWeek, to: newWeek).weekOfYear ?? 0
        if weeksMoved != 0, let shifted = calendar.date(byAdding: .weekOfYear, value: weeksMoved, to: selectedDate) {
            selectedDate = shifted
        }
    }
}

// MARK: - Day Cell

private struct WeekDayCell: View {
    let date: Date
    let isSelected: Bool
    let isToday: Bool
    let hasEvents: Bool
    let namespace: Namespace.ID

    var body: some View {
        VStack(spacing: 6) {
            Text(date, format: .dateTime.weekday(.abbreviated))
                .font(.caption2.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(isSelected ? Color.white.opacity(0.85) : Color.secondary)

            Text(date, format: .dateTime.day())
                .font(.title3.weight(isSelected || isToday ? .bold : .regular))
                .monospacedDigit()
                .foregroundStyle(isSelected ? Color.white : (isToday ? Color.accentColor : Color.primary))

            Circle()
                .fill(isSelected ? Color.white : Color.accentColor)
                .frame(width: 5, height: 5)
                .opacity(hasEvents ? 1 : 0)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 10)
        .background {
            if isSelected {
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(Color.accentColor.gradient)
                    .matchedGeometryEffect(id: "selectedDay", in: namespace)
                    .shadow(color: Color.accentColor.opacity(0.35), radius: 6, y: 3)
            } else if isToday {
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .strokeBorder(Color.accentColor.opacity(0.4), lineWidth: 1)
            }
        }
        .contentShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(date.formatted(date: .complete, time: .omitted))
        .accessibilityValue(hasEvents ? "Has events" : "")
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

// MARK: - Event Row

private struct AgendaEventRow: View {
    let event: AgendaEvent

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Capsule()
                .fill(event.color)
                .frame(width: 4)

            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.headline)
                Text("\(event.start.formatted(date: .omitted, time: .shortened)) – \(event.end.formatted(date: .omitted, time: .shortened))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if let location = event.location {
                    Label(location, systemImage: "mappin.and.ellipse")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }

            Spacer()

            Text(Duration.seconds(event.duration).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(event.color.opacity(0.15), in: Capsule())
                .foregroundStyle(event.color)
        }
        .padding(14)
        .fixedSize(horizontal: false, vertical: true)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}

// MARK: - New Event

private struct NewAgendaEventSheet: View {
    let onSave: (AgendaEvent) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var location = ""
    @State private var start: Date
    @State private var durationMinutes = 60
    @State private var color: Color = .blue

    init(date: Date, onSave: @escaping (AgendaEvent) -> Void) {
        self.onSave = onSave
        let nineAM = Calendar.current.date(bySettingHour: 9, minute: 0, second: 0, of: date) ?? date
        _start = State(initialValue: nineAM)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Location", text: $location)
                }
                Section {
                    DatePicker("Starts", selection: $start)
                    Stepper("Duration: \(durationMinutes) min", value: $durationMinutes, in: 15...480, step: 15)
                    ColorPicker("Color", selection: $color, supportsOpacity: false)
                }
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(
                            AgendaEvent(
                                title: title,
                                location: location.isEmpty ? nil : location,
                                start: start,
                                duration: TimeInterval(durationMinutes * 60),
                                color: color
                            )
                        )
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

// MARK: - Previews

#Preview {
    WeekPickerView()
}

#Preview("Monday first, no events") {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2
        return calendar
    }()
    return WeekPickerView(events: [], calendar: calendar)
}

#Preview("Landscape", traits: .landscapeLeft) {
    WeekPickerView()
        .preferredColorScheme(.dark)
}

#Preview("Day cell", traits: .sizeThatFitsLayout) {
    @Previewable @Namespace var namespace
    HStack {
        WeekDayCell(date: .now, isSelected: true, isToday: true, hasEvents: true, namespace: namespace)
        WeekDayCell(date: .now.addingTimeInterval(86_400), isSelected: false, isToday: false, hasEvents: true, namespace: namespace)
    }
    .frame(width: 120)
    .padding()
}
