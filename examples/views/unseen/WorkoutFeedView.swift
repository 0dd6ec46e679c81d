//
//  WorkoutFeedView.swift
//  Pulse
//
//  Created by Jordan Reyes on 21/08/2024.
//

import SwiftUI
import Observation

// MARK: - Model

struct FeedWorkout: Identifiable {
    enum Intensity: String, CaseIterable {
        case easy = "Easy"
        case moderate = "Moderate"
        case intense = "Intense"

        var color: Color {
            switch self {
            case .easy: .green
            case .moderate: .orange
            case .intense: .red
            }
        }

        var bars: Int {
            switch self {
            case .easy: 1
            case .moderate: 2
            case .intense: 3
            }
        }
    }

    let id: Int
    let title: String
    let coach: String
    let coachAvatarURL: URL?
    let category: String
    let symbol: String
    let durationMinutes: Int
    let calories: Int
    let intensity: Intensity
    let coverURL: URL?
    let gradient: [Color]
    let blocks: [String]
    var likes: Int
}

extension FeedWorkout {
    static let samples: [FeedWorkout] = [
        FeedWorkout(
            id: 1, title: "Sunrise HIIT Blast", coach: "Maya Chen",
            coachAvatarURL: URL(string: "https://i.pravatar.cc/150?img=47"),
            category: "HIIT", symbol: "flame.fill", durationMinutes: 20, calories: 280, intensity: .intense,
            coverURL: URL(string: "https://images.unsplash.com/photo-1517836357463-d25dfeac3438?w=1200&q=80"),
            gradient: [.orange, .pink], blocks: ["Warm-up", "Tabata x4", "Burpee ladder", "Cool-down"], likes: 1_284
        ),
        FeedWorkout(
            id: 2, title: "Core & Mobility Flow", coach: "Luis Ortega",
            coachAvatarURL: URL(string: "https://i.pravatar.cc/150?img=12"),
            category: "Yoga", symbol: "figure.yoga", durationMinutes: 30, calories: 140, intensity: .easy,
            coverURL: URL(string: "https://images.unsplash.com/photo-1506126613408-eca07ce68773?w=1200&q=80"),
            gradient: [.teal, .indigo], blocks: ["Breathwork", "Hip openers", "Core series", "Savasana"], likes: 932
        ),
        FeedWorkout(
            id: 3, title: "Upper Body Strength", coach: "Priya Nair",
            coachAvatarURL: URL(string: "https://i.pravatar.cc/150?img=32"),
            category: "Strength", symbol: "dumbbell.fill", durationMinutes: 45, calories: 360, intensity: .moderate,
            coverURL: URL(string: "https://images.unsplash.com/photo-1581009146145-b5ef050c2e1e?w=1200&q=80"),
            gradient: [.blue, .purple], blocks: ["Activation", "Push supersets", "Pull supersets", "Finisher"], likes: 2_047
        ),
        FeedWorkout(
            id: 4, title: "5K Tempo Run", coach: "Sam Whitaker",
            coachAvatarURL: URL(string: "https://i.pravatar.cc/150?img=68"),
            category: "Running", symbol: "figure.run", durationMinutes: 28, calories: 410, intensity: .intense,
            coverURL: URL(string: "https://images.unsplash.com/photo-1571008887538-b36bb32f4571?w=1200&q=80"),
            gradient: [.green, .mint], blocks: ["Easy jog", "Tempo 3K", "Strides", "Walk"], likes: 1_512
        ),
        FeedWorkout(
            id: 5, title: "Low-Impact Dance Cardio", coach: "Ana Lima",
            coachAvatarURL: URL(string: "https://i.pravatar.cc/150?img=5"),
            category: "Dance", symbol: "figure.dance", durationMinutes: 25, calories: 230, intensity: .moderate,
            coverURL: URL(string: "https://images.unsplash.com/photo-1518611012118-696072aa579a?w=1200&q=80"),
            gradient: [.purple, .pink], blocks: ["Groove warm-up", "Combo 1", "Combo 2", "Stretch"], likes: 768
        )
    ]
}

// MARK: - Feed Model

@Observable
final class WorkoutFeedModel {
    var workouts: [FeedWorkout]
    private(set) var liked: Set<FeedWorkout.ID> = []
    private(set) var saved: Set<FeedWorkout.ID> = []
    private(set) var viewed: Set<FeedWorkout.ID> = []

    init(workouts: [FeedWorkout] = FeedWorkout.samples) {
        self.workouts = workouts
    }

    func isLiked(_ workout: FeedWorkout) -> Bool { liked.contains(workout.id) }
    func isSaved(_ workout: FeedWorkout) -> Bool { saved.contains(workout.id) }

    func toggleLike(_ workout: FeedWorkout) {
        guard let index = workouts.firstIndex(where: { $0.id == workout.id }) else { return }
        if liked.remove(workout.id) != nil {
            workouts[index].likes -= 1
        } else {
            liked.insert(workout.id)
            workouts[index].likes += 1
        }
    }

    func toggleSave(_ workout: FeedWorkout) {
        if saved.remove(workout.id) == nil {
            saved.insert(workout.id)
        }
    }

    func markViewed(_ id: FeedWorkout.ID) {
        viewed.insert(id)
    }
}

// MARK: - Feed

enum WorkoutFeedTab: String, CaseIterable, Identifiable {
    case following = "Following"
    case forYou = "For You"

    var id: Self { self }
}

struct WorkoutFeedView: View {
    @State private var model: WorkoutFeedModel
    @State private var activeWorkoutID: FeedWorkout.ID?
    @State private var selectedTab: WorkoutFeedTab = .forYou
    @State private var workoutToStart: FeedWorkout?
    @Namespace private var tabNamespace

    init(model: WorkoutFeedModel = WorkoutFeedModel()) {
        _model = State(initialValue: model)
    }

    var body: some View {
        GeometryReader { proxy in
            let safeArea = proxy.safeAreaInsets

            ScrollView(.vertical) {
                LazyVStack(spacing: 0) {
                    ForEach(model.workouts) { workout in
                        WorkoutFeedPage(
                            workout: workout,
                            safeAreaInsets: safeArea,
                            isLiked: model.isLiked(workout),
                            isSaved: model.isSaved(workout),
                            onLike: { model.toggleLike(workout) },
                            onSave: { model.toggleSave(workout) },
                            onStart: { workoutToStart = workout }
                        )
                        .containerRelativeFrame([.horizontal, .vertical])
                        .id(workout.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $activeWorkoutID)
            .scrollIndicators(.hidden)
            .ignoresSafeArea()
        }
        .overlay(alignment: .top) {
            feedHeader
        }
        .background(Color.black)
        .environment(\.colorScheme, .dark)
        .statusBarHidden(false)
        .task(id: activeWorkoutID) {
            // Count a view once the page has settled for a moment.
            guard let id = activeWorkoutID else { return }
            try? await Task.sleep(for: .seconds(1.5))
            guard !Task.isCancelled else { return }
            model.markViewed(id)
        }
        .onAppear {
            if activeWorkoutID == nil {
                activeWorkoutID = model.workouts.first?.id
            }
        }
        .sheet(item: $workoutToStart) { workout in
            StartWorkoutSheet(workout: workout)
                .presentationDetents([.medium, .large])
                .presentationBackground(.regularMaterial)
                .presentationCornerRadius(28)
        }
    }

    private var feedHeader: some View {
        HStack {
            Button {
            } label: {
                Image(systemName: "line.3.horizontal")
                    .font(.title3.weight(.semibold))
                    .frame(width: 40, height: 40)
            }
            .accessibilityLabel("Menu")

            Spacer()

            HStack(spacing: 20) {
                ForEach(WorkoutFeedTab.allCases) { tab in
                    Button {
                        withAnimation(.snappy) { selectedTab = tab }
                    } label: {
                        VStack(spacing: 6) {
                            Text(tab.rawValue)
                                .font(.headline)
                                .foregroundStyle(selectedTab == tab ? Color.white : Color.white.opacity(0.6))
                            ZStack {
                                if selectedTab == tab {
                                    Capsule()
                                        .fill(.white)
                                        .frame(width: 24, height: 3)
                                        .matchedGeometryEffect(id: "underline", in: tabNamespace)
                                }
                            }
                            .frame(height: 3)
                        }
                    }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])
                }
            }

            Spacer()

            Button {
            } label: {
                Image(systemName: "magnifyingglass")
                    .font(.title3.weight(.semibold))
                    .frame(width: 40, height: 40)
            }
            .accessibilityLabel("Search workouts")
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .padding(.top, 4)
        .shadow(color: .black.opacity(0.3), radius: 6)
    }
}

// MARK: - Page

private struct WorkoutFeedPage: View {
    let workout: FeedWorkout
    let safeAreaInsets: EdgeInsets
    let isLiked: Bool
    let isSaved: Bool
    let onLike: () -> Void
    let onSave: () -> Void
    let onStart: () -> Void

    @State private var heartBurst = 0

    init(
        workout: FeedWorkout,
        safeAreaInsets: EdgeInsets,
        isLiked: Bool,
        isSaved: Bool,
        onLike: @escaping () -> Void,
        onSave: @escaping () -> Void,
        onStart: @escaping () -> Void
    ) {
        self.workout = workout
        self.safeAreaInsets = safeAreaInsets
        self.isLiked = isLiked
        self.isSaved = isSaved
        self.onLike = onLike
        self.onSave = onSave
        self.onStart = onStart
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            cover

            LinearGradient(
                stops: [
                    .init(color: .black.opacity(0.45), location: 0),
                    .init(color: .clear, location: 0.25),
                    .init(color: .clear, location: 0.5),
                    .init(color: .black.opacity(0.85), location: 1)
                ],
                startPoint: .top,
                endPoint: .bottom
            )
            .allowsHitTesting(false)

            HStack(alignment: .bottom, spacing: 16) {
                details
                Spacer(minLength: 0)
                actions
            }
            .padding(.horizontal, 20)
            .padding(.bottom, safeAreaInsets.bottom + 20)
        }
        .contentShape(Rectangle())
        .onTapGesture(count: 2) {
            if !isLiked { onLike() }
            heartBurst += 1
        }
        .overlay {
            Image(systemName: "heart.fill")
                .font(.system(size: 110))
                .foregroundStyle(.white.opacity(0.9))
                .shadow(radius: 12)
                .phaseAnimator([false, true, false], trigger: heartBurst) { content, isVisible in
                    content
                        .scaleEffect(isVisible ? 1 : 0.4)
                        .opacity(isVisible ? 1 : 0)
                } animation: { _ in
                    .spring(response: 0.3, dampingFraction: 0.6)
                }
                .allowsHitTesting(false)
        }
    }

    private var cover: some View {
        Rectangle()
            .fill(LinearGradient(colors: workout.gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                AsyncImage(url: workout.coverURL) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    Image(systemName: workout.symbol)
                        .font(.system(size: 120, weight: .thin))
                        .foregroundStyle(.white.opacity(0.3))
                }
            }
            .clipped()
            .accessibilityHidden(true)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                AsyncImage(url: workout.coachAvatarURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Circle().fill(.white.opacity(0.25))
                }
                .frame(width: 36, height: 36)
                .clipShape(Circle())
                .overlay(Circle().stroke(.white, lineWidth: 1.5))

                Text(workout.coach)
                    .font(.subheadline.weight(.semibold))

                Text(workout.category.uppercased())
                    .font(.caption2.weight(.bold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.white.opacity(0.2), in: Capsule())
            }

            Text(workout.title)
                .font(.system(.title, design: .rounded, weight: .bold))
                .lineLimit(2)

            HStack(spacing: 14) {
                Label("\(workout.durationMinutes) min", systemImage: "clock")
                Label("\(workout.calories) kcal", systemImage: "flame")
                HStack(spacing: 3) {
                    ForEach(0..<3, id: \.self) { index in
                        Capsule()
                            .fill(index < workout.intensity.bars ? workout.intensity.color : Color.white.opacity(0.3))
                            .frame(width: 4, height: CGFloat(8 + index * 4))
                    }
                }
                .accessibilityElement()
                .accessibilityLabel("\(workout.intensity.rawValue) intensity")
            }
            .font(.footnote.weight(.medium))
            .foregroundStyle(.white.opacity(0.9))

            Button(action: onStart) {
                Label("Start Workout", systemImage: "play.fill")
                    .font(.headline)
                    .padding(.horizontal, 8)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .controlSize(.large)
            .tint(workout.intensity.color)
            .padding(.top, 4)
        }
        .foregroundStyle(.white)
    }

    private var actions: some View {
        VStack(spacing: 22) {
            FeedActionButton(
                systemImage: isLiked ? "heart.fill" : "heart",
                label: workout.likes.formatted(.number.notation(.compactName)),
                tint: isLiked ? Color.red : Color.white,
                accessibilityLabel: isLiked ? "Unlike" : "Like",
                action: {
                    onLike()
                }
            )
            .symbolEffect(.bounce, value: isLiked)

            FeedActionButton(
                systemImage: isSaved ? "bookmark.fill" : "bookmark",
                label: isSaved ? "Saved" : "Save",
                tint: isSaved ? Color.yellow : Color.white,
                accessibilityLabel: isSaved ? "Remove from saved" : "Save workout",
                action: onSave
            )

            ShareLink(item: URL(string: "https://pulse.app/workouts/\(workout.id)") ?? URL(fileURLWithPath: "/")) {
                VStack(spacing: 4) {
                    Image(systemName: "arrowshape.turn.up.right.fill")
                        .font(.title2)
                    Text("Share")
                        .font(.caption2.weight(.semibold))
                }
                .foregroundStyle(.white)
            }
        }
        .shadow(color: .black.opacity(0.35), radius: 4)
        .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
    }
}

private struct FeedActionButton: View {
    let systemImage: String
    let label: String
    let tint: Color
    let accessibilityLabel: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemImage)
                    .font(.title2)
                    .foregroundStyle(tint)
                    .contentTransition(.symbolEffect(.replace))
                Text(label)
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.white)
                    .contentTransition(.numericText())
            }
            .frame(minWidth: 44)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(accessibilityLabel)
    }
}

// MARK: - Start Sheet

private struct StartWorkoutSheet: View {
    let workout: FeedWorkout

    @Environment(\.dismiss) private var dismiss
    @State private var countdown: Int?

    init(workout: FeedWorkout) {
        self.workout = workout
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 16) {
                    Image(systemName: workout.symbol)
                        .font(.largeTitle)
                        .foregroundStyle(.white)
                        .frame(width: 72, height: 72)
                        .background(
                            LinearGradient(colors: workout.gradient, startPoint: .topLeading, endPoint: .bottomTrailing),
                            in: RoundedRectangle(cornerRadius: 18, style: .continuous)
                        )
                    VStack(alignment: .leading, spacing: 4) {
                        Text(workout.title)
                            .font(.title3.bold())
                        Text("\(workout.durationMinutes) min · \(workout.intensity.rawValue) · with \(workout.coach)")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }

                VStack(alignment: .leading, spacing: 12) {
                    ForEach(Array(workout.blocks.enumerated()), id: \.offset) { index, block in
                        HStack(spacing: 12) {
                            Text("\(index + 1)")
                                .font(.caption.bold())
                                .frame(width: 24, height: 24)
                                .background(Color.accentColor.opacity(0.2), in: Circle())
                            Text(block)
                                .font(.body)
                            Spacer()
                        }
                    }
                }
                .padding()
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                Spacer(minLength: 0)

                Button {
                    Task { await runCountdown() }
                } label: {
                    Group {
                        if let countdown {
                            Text("\(countdown)")
                                .contentTransition(.numericText(countsDown: true))
                        } else {
                            Text("Begin")
                        }
                    }
                    .font(.title3.bold())
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .tint(workout.intensity.color)
                .disabled(countdown != nil)
            }
            .padding(20)
            .navigationTitle("Ready?")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }

    private func runCountdown() async {
        for value in stride(from: 3, through: 1, by: -1) {
            withAnimation(.snappy) { countdown = value }
            try? await Task.sleep(for: .seconds(1))
        }
        countdown = nil
        dismiss()
    }
}

// MARK: - Previews

#Preview {
    WorkoutFeedView()
}

#Preview("Landscape", traits: .landscapeRight) {
    WorkoutFeedView()
}

#Preview("Start sheet") {
    @Previewable @State var workout: FeedWorkout? = FeedWorkout.samples[2]
    Color.black
        .ignoresSafeArea()
        .sheet(item: $workout) { workout in
            StartWorkoutSheet(workout: workout)
                .presentationDetents([.medium])
        }
}
