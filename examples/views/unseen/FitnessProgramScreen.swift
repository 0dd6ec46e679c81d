//
//  FitnessProgramScreen.swift
//  Fitness · Program overview
//
//  Program header with overall progress, a week selector and a paging
//  scroll view with one page per training week.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct Workout: Identifiable, Hashable, Sendable, Decodable {
    enum Kind: String, Hashable, Sendable, Decodable {
        case strength
        case cardio
        case mobility
        case rest
    }

    let id: String
    /// 0 = first day of the week, 6 = last.
    let dayOffset: Int
    let title: String
    let kind: Kind
    let durationMinutes: Int
    /// 1...3
    let intensity: Int
    var isCompleted: Bool
}

struct ProgramWeek: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let number: Int
    let focus: String
    var workouts: [Workout]

    var trainingWorkouts: [Workout] {
        workouts.filter { $0.kind != .rest }
    }

    var isComplete: Bool {
        !trainingWorkouts.isEmpty && trainingWorkouts.allSatisfy(\.isCompleted)
    }
}

struct FitnessProgram: Identifiable, Hashable, Sendable, Decodable {
    enum Level: String, Hashable, Sendable, Decodable {
        case beginner
        case intermediate
        case advanced
    }

    let id: String
    let title: String
    let coachName: String
    let level: Level
    let startDate: Date
    var weeks: [ProgramWeek]

    var completionFraction: Double {
        let all = weeks.flatMap(\.trainingWorkouts)
        guard !all.isEmpty else { return 0 }
        return Double(all.filter(\.isCompleted).count) / Double(all.count)
    }
}

// MARK: - Service

protocol FitnessProgramService: Sendable {
    func fetchProgram(id: FitnessProgram.ID) async throws -> FitnessProgram
    func setWorkout(_ workoutID: Workout.ID, completed: Bool, programID: FitnessProgram.ID) async throws
}

struct RemoteFitnessProgramService: FitnessProgramService {
    var baseURL: URL = URL(string: "https://api.example-fit.com/v1")!
    var session: URLSession = .shared

    func fetchProgram(id: FitnessProgram.ID) async throws -> FitnessProgram {
        let (data, response) = try await session.data(from: baseURL.appending(path: "programs/\(id)"))
        try validate(response)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FitnessProgram.self, from: data)
    }

    func setWorkout(_ workoutID: Workout.ID, completed: Bool, programID: FitnessProgram.ID) async throws {
        var request = URLRequest(url: baseURL.appending(path: "programs/\(programID)/workouts/\(workoutID)/completion"))
        request.httpMethod = completed ? "PUT" : "DELETE"
        let (_, response) = try await session.data(for: request)
        try validate(response)
    }

    private func validate(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}

private struct FitnessProgramServiceKey: EnvironmentKey {
    static let defaultValue: any FitnessProgramService = RemoteFitnessProgramService()
}

extension EnvironmentValues {
    var fitnessProgramService: any FitnessProgramService {
        get { self[FitnessProgramServiceKey.self] }
        set { self[FitnessProgramServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
}

private enum Radius {
    static let row: CGFloat = 14
    static let chip: CGFloat = 12
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let workoutStrength = Color("WorkoutStrength")
    static let workoutCardio = Color("WorkoutCardio")
    static let workoutMobility = Color("WorkoutMobility")
    static let cardBackground = Color("CardBackground")
}

private extension Font {
    static let programTitle = Font.system(.title, design: .rounded).weight(.bold)
    static let weekTitle = Font.title3.weight(.semibold)
    static let workoutTitle = Font.body.weight(.semibold)
    static let ringValue = Font.system(.headline, design: .rounded).monospacedDigit()
}

// MARK: - View model

@MainActor
@Observable
final class FitnessProgramViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(FitnessProgram)
        case failed(any Error)
    }

    struct TodayPosition: Equatable {
        let weekNumber: Int
        let dayOffset: Int
    }

    private(set) var state: LoadState = .idle
    var currentWeekID: ProgramWeek.ID?
    private(set) var syncErrorMessage: String?

    let programID: FitnessProgram.ID
    private let service: any FitnessProgramService
    private let calendar: Calendar

    init(programID: FitnessProgram.ID, service: any FitnessProgramService, calendar: Calendar = .current) {
        self.programID = programID
        self.service = service
        self.calendar = calendar
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    func today(in program: FitnessProgram, now: Date = .now) -> TodayPosition? {
        let start = calendar.startOfDay(for: program.startDate)
        let today = calendar.startOfDay(for: now)
        guard let days = calendar.dateComponents([.day], from: start, to: today).day, days >= 0 else {
            return nil
        }
        let position = TodayPosition(weekNumber: days / 7 + 1, dayOffset: days % 7)
        return position.weekNumber <= program.weeks.count ? position : nil
    }

    func toggleCompletion(of workout: Workout) async {
        guard case .loaded(var program) = state,
              let weekIndex = program.weeks.firstIndex(where: { week in
                  week.workouts.contains { $0.id == workout.id }
              }),
              let workoutIndex = program.weeks[weekIndex].workouts.firstIndex(where: { $0.id == workout.id })
        else { return }

        let newValue = !program.weeks[weekIndex].workouts[workoutIndex].isCompleted
        program.weeks[weekIndex].workouts[workoutIndex].isCompleted = newValue
        state = .loaded(program)

        do {
            try await service.setWorkout(workout.id, completed: newValue, programID: program.id)
        } catch {
            guard case .loaded(var latest) = state,
                  latest.weeks.indices.contains(weekIndex),
                  latest.weeks[weekIndex].workouts.indices.contains(workoutIndex)
            else { return }
            latest.weeks[weekIndex].workouts[workoutIndex].isCompleted = !newValue
            state = .loaded(latest)
            syncErrorMessage = String(localized: "fitness_sync_failed")
        }
    }

    func clearSyncError() {
        syncErrorMessage = nil
    }

    private func fetch() async {
        do {
            let program = try await service.fetchProgram(id: programID)
            state = .loaded(program)
            if currentWeekID == nil {
                let todayWeek = today(in: program)?.weekNumber ?? 1
                currentWeekID = program.weeks.first { $0.number == todayWeek }?.id ?? program.weeks.first?.id
            }
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch {
            if case .loaded = state { return }
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct FitnessProgramScreen: View {
    let programID: FitnessProgram.ID

    @Environment(\.fitnessProgramService) private var programService

    var body: some View {
        FitnessProgramContent(programID: programID, service: programService)
    }
}

private struct FitnessProgramContent: View {
    @State private var viewModel: FitnessProgramViewModel

    init(programID: FitnessProgram.ID, service: any FitnessProgramService) {
        _viewModel = State(initialValue: FitnessProgramViewModel(programID: programID, service: service))
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let program) where program.weeks.isEmpty:
                ContentUnavailableView(
                    "fitness_program_empty_title",
                    systemImage: "figure.cooldown",
                    description: Text("fitness_program_empty_message")
                )
            case .loaded(let program):
                programView(program)
            case .failed(let error):
                ContentUnavailableView {
                    Label("fitness_program_error_title", systemImage: "bolt.heart")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("common_retry") {
                        Task { await viewModel.load() }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        .navigationTitle(Text("fitness_program_title"))
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }

    private func programView(_ program: FitnessProgram) -> some View {
        let today = viewModel.today(in: program)

        return ScrollView {
            VStack(alignment: .leading, spacing: Spacing.l) {
                ProgramHeader(program: program)
                    .padding(.horizontal, Spacing.m)

                WeekSelector(
                    weeks: program.weeks,
                    todayWeekNumber: today?.weekNumber,
                    selection: $viewModel.currentWeekID
                )

                WeekPager(
                    weeks: program.weeks,
                    programStart: program.startDate,
                    today: today,
                    currentWeekID: $viewModel.currentWeekID,
                    onToggle: { workout in
                        Task { await viewModel.toggleCompletion(of: workout) }
                    }
                )
            }
            .padding(.vertical, Spacing.m)
        }
        .refreshable { await viewModel.refresh() }
        .overlay(alignment: .bottom) {
            if let message = viewModel.syncErrorMessage {
                SyncErrorBanner(message: message) { viewModel.clearSyncError() }
                    .padding(Spacing.m)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.snappy, value: viewModel.syncErrorMessage)
    }
}

// MARK: - Header

private struct ProgramHeader: View {
    let program: FitnessProgram

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .headline) private var ringSize: CGFloat = 72

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.m))
            : AnyLayout(HStackLayout(alignment: .center, spacing: Spacing.m))

        layout {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(program.title)
                    .font(.programTitle)
                    .accessibilityAddTraits(.isHeader)
                Text("fitness_coach \(program.coachName)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                LevelBadge(level: program.level)
                    .padding(.top, Spacing.xs)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            ProgressRing(fraction: program.completionFraction)
                .frame(width: ringSize, height: ringSize)
        }
    }
}

private struct LevelBadge: View {
    let level: FitnessProgram.Level

    private var titleKey: LocalizedStringKey {
        switch level {
        case .beginner: "fitness_level_beginner"
        case .intermediate: "fitness_level_intermediate"
        case .advanced: "fitness_level_advanced"
        }
    }

    var body: some View {
        Text(titleKey)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, Spacing.s)
            .padding(.vertical, Spacing.xs)
            .background(Color.brandPrimary.opacity(0.15), in: Capsule())
            .foregroundStyle(Color.brandPrimary)
    }
}

private struct ProgressRing: View {
    let fraction: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.brandPrimary.opacity(0.15), lineWidth: 8)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(Color.brandPrimary, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.smooth, value: fraction)
            Text(fraction, format: .percent.precision(.fractionLength(0)))
                .font(.ringValue)
                .contentTransition(.numericText())
                .minimumScaleFactor(0.5)
                .padding(Spacing.s)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("fitness_program_progress"))
        .accessibilityValue(fraction.formatted(.percent.precision(.fractionLength(0))))
    }
}

// MARK: - Week selector

private struct WeekSelector: View {
    let weeks: [ProgramWeek]
    let todayWeekNumber: Int?
    @Binding var selection: ProgramWeek.ID?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: Spacing.s) {
                    ForEach(weeks) { week in
                        WeekChip(
                            week: week,
                            isSelected: week.id == selection,
                            isCurrent: week.number == todayWeekNumber
                        ) {
                            withAnimation(.snappy) { selection = week.id }
                        }
                        .id(week.id)
                    }
                }
            }
            .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
            .scrollIndicators(.hidden)
            .onChange(of: selection) { _, newValue in
                guard let newValue else { return }
                withAnimation(.snappy) {
                    proxy.scrollTo(newValue, anchor: .center)
                }
            }
        }
    }
}

private struct WeekChip: View {
    let week: ProgramWeek
    let isSelected: Bool
    let isCurrent: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: Spacing.xs) {
                if week.isComplete {
                    Image(systemName: "checkmark.circle.fill")
                        .accessibilityHidden(true)
                }
                Text("fitness_week_short \(week.number)")
            }
            .font(.subheadline.weight(isSelected ? .semibold : .regular))
            .padding(.horizontal, Spacing.m)
            .padding(.vertical, Spacing.s)
            .foregroundStyle(isSelected ? Color.white : Color.primary)
            .background(
                isSelected ? AnyShapeStyle(Color.brandPrimary) : AnyShapeStyle(.quaternary),
                in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous)
            )
            .overlay(alignment: .topTrailing) {
                if isCurrent {
                    TodayDot()
                        .offset(x: 2, y: -2)
                }
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text("fitness_week_a11y \(week.number)"))
        .accessibilityValue(week.isComplete ? Text("fitness_week_completed") : Text(""))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

private struct TodayDot: View {
    var body: some View {
        let dot = Image(systemName: "circle.fill")
            .font(.system(size: 8))
            .foregroundStyle(Color.brandPrimary)
            .accessibilityHidden(true)

        if #available(iOS 18, *) {
            dot.symbolEffect(.breathe)
        } else {
            dot
        }
    }
}

// MARK: - Week pager

private struct WeekPager: View {
    let weeks: [ProgramWeek]
    let programStart: Date
    let today: FitnessProgramViewModel.TodayPosition?
    @Binding var currentWeekID: ProgramWeek.ID?
    let onToggle: (Workout) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 0) {
                ForEach(weeks) { week in
                    WeekPage(
                        week: week,
                        programStart: programStart,
                        todayOffset: today?.weekNumber == week.number ? today?.dayOffset : nil,
                        onToggle: onToggle
                    )
                    .padding(.horizontal, Spacing.m)
                    .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentWeekID)
        .scrollIndicators(.hidden)
        .sensoryFeedback(.selection, trigger: currentWeekID)
    }
}

private struct WeekPage: View {
    let week: ProgramWeek
    let programStart: Date
    let todayOffset: Int?
    let onToggle: (Workout) -> Void

    @Environment(\.calendar) private var calendar

    private var completedCount: Int {
        week.trainingWorkouts.filter(\.isCompleted).count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text("fitness_week_title \(week.number)")
                    .font(.weekTitle)
                    .accessibilityAddTraits(.isHeader)
                Text(week.focus)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("fitness_week_progress \(completedCount) \(week.trainingWorkouts.count)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }

            VStack(spacing: Spacing.s) {
                ForEach(week.workouts.sorted { $0.dayOffset < $1.dayOffset }) { workout in
                    WorkoutRow(
                        workout: workout,
                        date: date(for: workout),
                        isToday: workout.dayOffset == todayOffset,
                        onToggle: { onToggle(workout) }
                    )
                }
            }
        }
    }

    private func date(for workout: Workout) -> Date {
        let offset = (week.number - 1) * 7 + workout.dayOffset
        return calendar.date(byAdding: .day, value: offset, to: programStart) ?? programStart
    }
}

private struct WorkoutRow: View {
    let workout: Workout
    let date: Date
    let isToday: Bool
    let onToggle: () -> Void

    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 40

    var body: some View {
        HStack(spacing: Spacing.m) {
            dayColumn

            VStack(alignment: .leading, spacing: 2) {
                Text(workout.title)
                    .font(.workoutTitle)
                    .strikethrough(workout.isCompleted && workout.kind != .rest)
                if workout.kind != .rest {
                    HStack(spacing: Spacing.s) {
                        Label("fitness_minutes \(workout.durationMinutes)", systemImage: "clock")
                        IntensityMeter(level: workout.intensity)
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            if workout.kind != .rest {
                completionButton
            }
        }
        .padding(Spacing.m)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.row, style: .continuous))
        .overlay {
            if isToday {
                RoundedRectangle(cornerRadius: Radius.row, style: .continuous)
                    .strokeBorder(Color.brandPrimary, lineWidth: 2)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(workout.isCompleted ? Text("fitness_completed") : Text("fitness_not_completed"))
        .accessibilityAction(named: Text(workout.isCompleted ? "fitness_mark_incomplete" : "fitness_mark_complete")) {
            onToggle()
        }
    }

    private var dayColumn: some View {
        VStack(spacing: 0) {
            Text(date, format: .dateTime.weekday(.abbreviated))
                .font(.caption2.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(isToday ? Color.brandPrimary : Color.secondary)
            Image(systemName: workout.kind.symbolName)
                .font(.title3)
                .foregroundStyle(workout.kind.tint)
                .frame(width: iconSize, height: iconSize)
                .accessibilityHidden(true)
        }
    }

    private var completionButton: some View {
        Button(action: onToggle) {
            Image(systemName: workout.isCompleted ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(workout.isCompleted ? Color.brandPrimary : Color.secondary)
                .contentTransition(.symbolEffect(.replace))
                .frame(minWidth: 44, minHeight: 44)
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.success, trigger: workout.isCompleted) { _, isCompleted in isCompleted }
        .accessibilityHidden(true)
    }
}

private struct IntensityMeter: View {
    let level: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...3, id: \.self) { index in
                Capsule()
                    .fill(index <= level ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: 4, height: CGFloat(4 + index * 3))
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("fitness_intensity \(level)"))
    }
}

private extension Workout.Kind {
    var symbolName: String {
        switch self {
        case .strength: "dumbbell"
        case .cardio: "figure.run"
        case .mobility: "figure.flexibility"
        case .rest: "bed.double"
        }
    }

    var tint: Color {
        switch self {
        case .strength: .workoutStrength
        case .cardio: .workoutCardio
        case .mobility: .workoutMobility
        case .rest: .secondary
        }
    }
}

private struct SyncErrorBanner: View {
    let message: String
    let onDismiss: () -> Void

    var body: some View {
        HStack(spacing: Spacing.s) {
            Image(systemName: "exclamationmark.triangle.fill")
                .foregroundStyle(.yellow)
                .accessibilityHidden(true)
            Text(message)
                .font(.subheadline)
            Spacer(minLength: Spacing.s)
            Button("common_dismiss", action: onDismiss)
                .font(.subheadline.weight(.semibold))
        }
        .padding(Spacing.m)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: Radius.row, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockFitnessProgramService: FitnessProgramService {
    var program: FitnessProgram = .preview()
    var delay: Duration = .milliseconds(400)
    var failsSync = false

    func fetchProgram(id: FitnessProgram.ID) async throws -> FitnessProgram {
        try await Task.sleep(for: delay)
        return program
    }

    func setWorkout(_ workoutID: Workout.ID, completed: Bool, programID: FitnessProgram.ID) async throws {
        try await Task.sleep(for: .milliseconds(300))
        if failsSync { throw URLError(.networkConnectionLost) }
    }
}

extension FitnessProgram {
    static func preview(weekCount: Int = 6, startedDaysAgo: Int = 10) -> FitnessProgram {
        let start = Calendar.current.date(byAdding: .day, value: -startedDaysAgo, to: .now) ?? .now
        let focuses = ["Foundations", "Volume", "Endurance", "Strength", "Power", "Deload"]
        let template: [(String, Workout.Kind, Int, Int)] = [
            ("Lower body", .strength, 45, 2),
            ("Easy run", .cardio, 30, 1),
            ("Rest", .rest, 0, 0),
            ("Upper body", .strength, 45, 2),
            ("Intervals", .cardio, 25, 3),
            ("Mobility flow", .mobility, 20, 1),
            ("Rest", .rest, 0, 0),
        ]

        let weeks = (0..<max(weekCount, 0)).map { index -> ProgramWeek in
            let number = index + 1
            let workouts = template.enumerated().map { offset, entry -> Workout in
                let absoluteDay = (number - 1) * 7 + offset
                return Workout(
                    id: "w\(number)-d\(offset)",
                    dayOffset: offset,
                    title: entry.0,
                    kind: entry.1,
                    durationMinutes: entry.2,
                    intensity: entry.3,
                    isCompleted: absoluteDay < startedDaysAgo && entry.1 != .rest
                )
            }
            return ProgramWeek(
                id: "week-\(number)",
                number: number,
                focus: focuses[(number - 1) % focuses.count],
                workouts: workouts
            )
        }

        return FitnessProgram(
            id: "program-hybrid-8",
            title: "Hybrid Athlete",
            coachName: "Jonas Berg",
            level: .intermediate,
            startDate: start,
            weeks: weeks
        )
    }
}

#Preview("Program") {
    NavigationStack {
        FitnessProgramScreen(programID: "program-hybrid-8")
    }
    .environment(\.fitnessProgramService, MockFitnessProgramService())
}

#Preview("Loading") {
    NavigationStack {
        FitnessProgramScreen(programID: "program-hybrid-8")
    }
    .environment(\.fitnessProgramService, MockFitnessProgramService(delay: .seconds(3_600)))
}

#Preview("Empty program") {
    NavigationStack {
        FitnessProgramScreen(programID: "program-hybrid-8")
    }
    .environment(\.fitnessProgramService, MockFitnessProgramService(program: .preview(weekCount: 0)))
}

#Preview("Sync failure") {
    NavigationStack {
        FitnessProgramScreen(programID: "program-hybrid-8")
    }
    .environment(\.fitnessProgramService, MockFitnessProgramService(failsSync: true))
}

#Preview("Week pager", traits: .sizeThatFitsLayout) {
    @Previewable @State var weekID: ProgramWeek.ID? = "week-2"
    let program = FitnessProgram.preview()
    return WeekPager(
        weeks: program.weeks,
        programStart: program.startDate,
        today: nil,
        currentWeekID: $weekID,
        onToggle: { _ in }
    )
}
#endif
