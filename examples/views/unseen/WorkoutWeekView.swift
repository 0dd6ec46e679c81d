//
//  WorkoutWeekView.swift
//  Pulse
//
//  Created by Hannah Lee on 9/2/21.
//
//  The weekly plan used to be a paged TabView. iOS 17 let us move to a real
//  horizontal ScrollView with view-aligned snapping and peeking neighbours.
//

import SwiftUI

// MARK: - Models

enum WorkoutKind: String, CaseIterable, Hashable {
    case run, strength, yoga, cycling, swim, rest

    var title: String { rawValue.capitalized }

    var symbolName: String {
        switch self {
        case .run: return "figure.run"
        case .strength: return "dumbbell.fill"
        case .yoga: return "figure.yoga"
        case .cycling: return "bicycle"
        case .swim: return "figure.pool.swim"
        case .rest: return "bed.double.fill"
        }
    }

    var tint: Color {
        switch self {
        case .run: return .orange
        case .strength: return .red
        case .yoga: return .purple
        case .cycling: return .green
        case .swim: return .cyan
        case .rest: return .gray
        }
    }
}

struct Workout: Identifiable, Hashable {
    let id: UUID
    var date: Date
    var kind: WorkoutKind
    var title: String
    var durationMinutes: Int
    var calories: Int
    var isCompleted: Bool

    var isToday: Bool { Calendar.current.isDateInToday(date) }
}

extension Calendar {
    func pulseStartOfWeek(for date: Date) -> Date {
        dateInterval(of: .weekOfYear, for: date)?.start ?? startOfDay(for: date)
    }
}

extension Workout {
    static func sampleWeek(startingOn start: Date = Calendar.current.pulseStartOfWeek(for: Date())) -> [Workout] {
        let plan: [(WorkoutKind, String, Int, Int, Bool)] = [
            (.run, "Easy 5K", 32, 310, true),
            (.strength, "Upper Body Push", 45, 280, true),
            (.yoga, "Mobility Flow", 25, 90, false),
            (.cycling, "Tempo Intervals", 50, 520, false),
            (.swim, "Technique Drills", 40, 360, false),
            (.run, "Long Run", 75, 780, false),
            (.rest, "Active Recovery", 20, 60, false)
        ]

        return plan.enumerated().map { offset, item in
            Workout(id: UUID(),
                    date: Calendar.current.date(byAdding: .day, value: offset, to: start) ?? start,
                    kind: item.0,
                    title: item.1,
                    durationMinutes: item.2,
                    calories: item.3,
                    isCompleted: item.4)
        }
    }
}

// MARK: - View Model

final class WorkoutWeekViewModel: ObservableObject {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All"
        case planned = "Planned"
        case done = "Done"

        var id: Self { self }
    }

    @Published var workouts: [Workout]
    @Published var filter: Filter = .all
    @Published var focusedWorkoutID: Workout.ID?

    init(workouts: [Workout] = Workout.sampleWeek()) {
        self.workouts = workouts
        self.focusedWorkoutID = workouts.first(where: { $0.isToday })?.id ?? workouts.first?.id
    }

    var visibleWorkouts: [Workout] {
        switch filter {
        case .all: return workouts
        case .planned: return workouts.filter { !$0.isCompleted }
        case .done: return workouts.filter(\.isCompleted)
        }
    }

    var completedMinutes: Int {
        workouts.filter(\.isCompleted).reduce(0) { $0 + $1.durationMinutes }
    }

    var plannedMinutes: Int {
        workouts.reduce(0) { $0 + $1.durationMinutes }
    }

    var completionRatio: Double {
        guard plannedMinutes > 0 else { return 0 }
        return Double(completedMinutes) / Double(plannedMinutes)
    }

    func toggleCompletion(of workout: Workout) {
        guard let index = workouts.firstIndex(where: { $0.id == workout.id }) else { return }
        workouts[index].isCompleted.toggle()
    }

    func resetWeek() {
        for index in workouts.indices {
            workouts[index].isCompleted = false
        }
    }
}

// MARK: - Main View

struct WorkoutWeekView: View {
    @StateObject private var viewModel = WorkoutWeekViewModel()
    @Namespace private var daySelection

    private let cardSpacing: CGFloat = 14

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    WeekSummaryHeader(viewModel: viewModel)
                        .padding(.horizontal)

                    dayStrip

                    Picker("Filter", selection: $viewModel.filter) {
                        ForEach(WorkoutWeekViewModel.Filter.allCases) { filter in
                            Text(filter.rawValue).tag(filter)
                        }
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)

                    workoutCarousel

                    tipsSection
                }
                .padding(.vertical)
            }
            .navigationTitle("This Week")
            .navigationDestination(for: Workout.self) { workout in
                WorkoutDetailView(workout: workout)
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Menu {
                        Button {
                            withAnimation { viewModel.resetWeek() }
                        } label: {
                            Label("Reset progress", systemImage: "arrow.counterclockwise")
                        }
                        ShareLink(item: "I've trained \(viewModel.completedMinutes) minutes this week 💪")
                    } label: {
                        Image(systemName: "ellipsis.circle")
                            .imageScale(.large)
                    }
                }
            }
        }
    }

    // MARK: Day strip

    private var dayStrip: some View {
        HStack(spacing: 6) {
            ForEach(viewModel.workouts) { workout in
                let isFocused = workout.id == viewModel.focusedWorkoutID
                Button {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                        viewModel.filter = .all
                        viewModel.focusedWorkoutID = workout.id
                    }
                } label: {
                    VStack(spacing: 6) {
                        Text(workout.date, format: .dateTime.weekday(.narrow))
                            .font(.caption2.weight(.semibold))
                            .foregroundStyle(.secondary)
                        Text(workout.date, format: .dateTime.day())
                            .font(.callout.weight(.bold))
                            .monospacedDigit()
                        Circle()
                            .fill(workout.isCompleted ? workout.kind.tint : Color.secondary.opacity(0.25))
                            .frame(width: 6, height: 6)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if isFocused {
                            RoundedRectangle(cornerRadius: 12, style: .continuous)
                                .fill(workout.kind.tint.opacity(0.18))
                                .matchedGeometryEffect(id: "focusedDay", in: daySelection)
                        }
                    }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal)
    }

    // MARK: Carousel

    private var workoutCarousel: some View {
        GeometryReader { proxy in
            let cardWidth = proxy.size.width * 0.8
            let sideInset = (proxy.size.width - cardWidth) / 2

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: cardSpacing) {
                    ForEach(viewModel.visibleWorkouts) { workout in
                        NavigationLink(value: workout) {
                            WorkoutCard(workout: workout)
                        }
                        .buttonStyle(.plain)
                        .overlay(alignment: .topTrailing) {
                            completionButton(for: workout)
                        }
                        .frame(width: cardWidth, height: proxy.size.height)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.92)
                                .opacity(phase.isIdentity ? 1 : 0.6)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, sideInset, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $viewModel.focusedWorkoutID, anchor: .center)
        }
        .frame(height: 230)
        .overlay {
            if viewModel.visibleWorkouts.isEmpty {
                ContentUnavailableView("Nothing here yet",
                                       systemImage: "figure.walk",
                                       description: Text("Switch the filter to see the rest of your week."))
            }
        }
    }

    @ViewBuilder
    private func completionButton(for workout: Workout) -> some View {
        Button {
            withAnimation(.snappy) {
                viewModel.toggleCompletion(of: workout)
            }
        } label: {
            Image(systemName: workout.isCompleted ? "checkmark.circle.fill" : "circle")
                .symbolRenderingMode(.hierarchical)
                .font(.title2)
                .foregroundStyle(workout.isCompleted ? Color.green : Color.secondary)
                .padding(12)
        }
        .accessibilityLabel(workout.isCompleted ? "Mark as not done" : "Mark as done")
    }

    private var tipsSection: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Coach tip")
                .font(.headline)
            Text("Keep **easy days easy**. Most of your weekly volume should feel conversational — save the hard efforts for *tempo* and *interval* sessions.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .padding(.horizontal)
    }
}

// MARK: - Subviews

struct WeekSummaryHeader: View {
    @ObservedObject var viewModel: WorkoutWeekViewModel

    var body: some View {
        HStack(spacing: 16) {
            ZStack {
                Circle()
                    .stroke(Color.secondary.opacity(0.2), lineWidth: 8)
                Circle()
                    .trim(from: 0, to: viewModel.completionRatio)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text(viewModel.completionRatio, format: .percent.precision(.fractionLength(0)))
                    .font(.caption.bold())
                    .monospacedDigit()
            }
            .frame(width: 64, height: 64)
            .animation(.easeInOut, value: viewModel.completionRatio)

            VStack(alignment: .leading, spacing: 4) {
                Text("\(viewModel.completedMinutes)")
                    .font(.title.bold())
                    .monospacedDigit()
                + Text(" / \(viewModel.plannedMinutes) min")
                    .font(.headline)
                    .foregroundColor(.secondary)

                Text("\(viewModel.workouts.filter(\.isCompleted).count) of \(viewModel.workouts.count) sessions complete")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
    }
}

struct WorkoutCard: View {
    let workout: Workout

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: workout.kind.symbolName)
                    .symbolRenderingMode(.hierarchical)
                    .font(.system(size: 28, weight: .semibold))
                    .foregroundStyle(workout.kind.tint)
                    .frame(width: 48, height: 48)
                    .background(workout.kind.tint.opacity(0.15), in: Circle())
                Spacer(minLength: 44)
            }

            Group {
                if workout.isToday {
                    Text("TODAY")
                        .foregroundStyle(workout.kind.tint)
                } else {
                    Text(workout.date, format: .dateTime.weekday(.wide))
                        .foregroundStyle(.secondary)
                }
            }
            .font(.caption.weight(.bold))

            Text(workout.title)
                .font(.title3.bold())
                .lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)

            Spacer(minLength: 0)

            HStack(spacing: 16) {
                Label("\(workout.durationMinutes) min", systemImage: "clock")
                Label("\(workout.calories) kcal", systemImage: "flame.fill")
            }
            .font(.subheadline)
            .monospacedDigit()
            .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .workoutCardStyle(tint: workout.kind.tint, isCompleted: workout.isCompleted)
    }
}

struct WorkoutDetailView: View {
    let workout: Workout

    var body: some View {
        List {
            Section {
                LabeledContent("Type", value: workout.kind.title)
                LabeledContent("Duration") {
                    Text("\(workout.durationMinutes) min").monospacedDigit()
                }
                LabeledContent("Calories") {
                    Text("\(workout.calories) kcal").monospacedDigit()
                }
                LabeledContent("Date") {
                    Text(workout.date, format: .dateTime.weekday(.wide).month().day())
                }
            }

            Section("Status") {
                Label(workout.isCompleted ? "Completed" : "Planned",
                      systemImage: workout.isCompleted ? "checkmark.seal.fill" : "calendar")
                    .foregroundStyle(workout.isCompleted ? Color.green : Color.primary)
            }

            Section {
                ShareLink(item: "Today's workout: \(workout.title) — \(workout.durationMinutes) min")
            }
        }
        .navigationTitle(workout.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

// MARK: - Styling helpers

extension View {
    func workoutCardStyle(tint: Color, isCompleted: Bool) -> some View {
        self
            .background {
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(Color(.secondarySystemBackground))
            }
            .overlay {
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .strokeBorder(isCompleted ? tint : Color.clear, lineWidth: 2)
            }
    }
}

// MARK: - Previews

#Preview {
    WorkoutWeekView()
}

#Preview("Workout card") {
    WorkoutCard(workout: Workout.sampleWeek()[1])
        .frame(width: 300, height: 220)
        .padding()
}
