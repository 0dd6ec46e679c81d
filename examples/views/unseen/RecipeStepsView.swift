//
//  RecipeStepsView.swift
//  Mise
//

import SwiftUI

struct RecipeStep: Identifiable, Hashable {
    let id: Int
    let instruction: String
    let symbol: String
    var timerMinutes: Int? = nil
}

struct Recipe {
    let title: String
    let steps: [RecipeStep]

    static let shakshuka = Recipe(title: "Shakshuka", steps: [
        RecipeStep(id: 0, instruction: "Dice one onion and one red pepper. Mince three cloves of garlic.", symbol: "scissors"),
        RecipeStep(id: 1, instruction: "Warm olive oil in a wide pan and soften the onion and pepper.", symbol: "flame", timerMinutes: 6),
        RecipeStep(id: 2, instruction: "Add garlic, cumin and paprika. Stir for one minute until fragrant.", symbol: "leaf"),
        RecipeStep(id: 3, instruction: "Pour in crushed tomatoes, season and simmer until thickened.", symbol: "drop.fill", timerMinutes: 10),
        RecipeStep(id: 4, instruction: "Make wells in the sauce, crack in the eggs, cover and cook.", symbol: "oval.portrait", timerMinutes: 7),
        RecipeStep(id: 5, instruction: "Top with feta and parsley. Serve with warm bread.", symbol: "fork.knife")
    ])
}

struct RecipeStepsView: View {
    let recipe: Recipe

    @State private var currentStep: Int? = 0
    @State private var showsCompletion = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var stepIndex: Int { currentStep ?? 0 }
    private var progress: Double { Double(stepIndex + 1) / Double(recipe.steps.count) }

    var body: some View {
        VStack(spacing: 0) {
            ProgressBar(progress: progress)
                .padding(.horizontal)
                .padding(.top, 8)
                .accessibilityLabel("Step \(stepIndex + 1) of \(recipe.steps.count)")

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(recipe.steps) { step in
                        StepPage(step: step, total: recipe.steps.count)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentStep)
            .scrollIndicators(.hidden)

            HStack {
                Button {
                    move(by: -1)
                } label: {
                    Label("Back", systemImage: "chevron.left")
                }
                .disabled(stepIndex == 0)

                Spacer()

                Button {
                    if stepIndex == recipe.steps.count - 1 {
                        showsCompletion = true
                    } else {
                        move(by: 1)
                    }
                } label: {
                    Text(stepIndex == recipe.steps.count - 1 ? "Finish" : "Next Step")
                        .frame(minWidth: 120)
                }
                .buttonStyle(.borderedProminent)
            }
            .controlSize(.large)
            .padding()
        }
        .navigationTitle(recipe.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close", systemImage: "xmark") { dismiss() }
            }
        }
        .sheet(isPresented: $showsCompletion) {
            ContentUnavailableView {
                Label("Bon appétit!", systemImage: "party.popper.fill")
            } description: {
                Text("You finished \(recipe.title).")
            } actions: {
                Button("Done") { dismiss() }
                    .buttonStyle(.borderedProminent)
            }
            .presentationDetents([.height(280)])
        }
    }

    private func move(by offset: Int) {
        let next = min(max(stepIndex + offset, 0), recipe.steps.count - 1)
        withAnimation(reduceMotion ? nil : .smooth) { currentStep = next }
    }
}

private struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule()
                    .fill(LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
                    .frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 6)
        .animation(.spring, value: progress)
    }
}

private struct StepPage: View {
    let step: RecipeStep
    let total: Int

    @State private var remaining: Int?

    var body: some View {
        VStack(spacing: 24) {
            Text("STEP \(step.id + 1) OF \(total)")
                .font(.caption.weight(.bold))
                .foregroundStyle(.orange)
                .tracking(1.2)

            Image(systemName: step.symbol)
                .font(.system(size: 56))
                .foregroundStyle(.orange)
                .frame(width: 120, height: 120)
                .background(.orange.opacity(0.12), in: .circle)

            Text(step.instruction)
                .font(.title3)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 28)

            if let minutes = step.timerMinutes {
                Button {
                    remaining = minutes * 60
                } label: {
                    if let remaining {
                        Text(Duration.seconds(remaining), format: .time(pattern: .minuteSecond))
                            .monospacedDigit()
                    } else {
                        Label("Start \(minutes) min timer", systemImage: "timer")
                    }
                }
                .buttonStyle(.bordered)
                .tint(.orange)
                .task(id: remaining == nil) {
                    while let value = remaining, value > 0 {
                        try? await Task.sleep(for: .seconds(1))
                        if Task.isCancelled { return }
                        remaining = value - 1
                    }
                }
            }
        }
        .frame(maxHeight: .infinity)
    }
}

#Preview {
    NavigationStack {
        RecipeStepsView(recipe: .shakshuka)
    }
}
