//
//  RecipeDetailView.swift
//  Mise
//
//  Created by Giulia Ferraro on 24/09/2024.
//

import SwiftUI

// MARK: - Model

struct RecipeIngredient: Identifiable, Hashable {
    let id: Int
    let name: String
    let emoji: String
    let quantity: Double
    let unit: String
    let tint: Color
}

struct RecipeStep: Identifiable, Hashable {
    let id: Int
    let text: String
    var timerMinutes: Int?
}

struct Recipe: Identifiable, Hashable {
    enum Difficulty: String {
        case easy = "Easy"
        case medium = "Medium"
        case hard = "Hard"
    }

    let id: String
    let title: String
    let subtitle: String
    let author: String
    let heroImageURL: URL?
    let prepMinutes: Int
    let cookMinutes: Int
    let baseServings: Int
    let caloriesPerServing: Int
    let difficulty: Difficulty
    let tags: [String]
    let ingredients: [RecipeIngredient]
    let steps: [RecipeStep]

    var totalMinutes: Int { prepMinutes + cookMinutes }
    var shareURL: URL? { URL(string: "https://mise.recipes/r/\(id)") }
}

extension Recipe {
    static let shakshuka = Recipe(
        id: "shakshuka",
        title: "Smoky Shakshuka",
        subtitle: "Eggs poached in a spiced tomato and pepper sauce",
        author: "Giulia Ferraro",
        heroImageURL: URL(string: "https://images.unsplash.com/photo-1590412200988-a436970781fa?w=1400&q=80"),
        prepMinutes: 10,
        cookMinutes: 25,
        baseServings: 4,
        caloriesPerServing: 310,
        difficulty: .easy,
        tags: ["Vegetarian", "One pan", "Brunch"],
        ingredients: [
            RecipeIngredient(id: 1, name: "Eggs", emoji: "🥚", quantity: 6, unit: "", tint: .yellow),
            RecipeIngredient(id: 2, name: "Crushed tomatoes", emoji: "🍅", quantity: 800, unit: "g", tint: .red),
            RecipeIngredient(id: 3, name: "Red bell pepper", emoji: "🫑", quantity: 2, unit: "", tint: .green),
            RecipeIngredient(id: 4, name: "Onion", emoji: "🧅", quantity: 1, unit: "", tint: .purple),
            RecipeIngredient(id: 5, name: "Garlic", emoji: "🧄", quantity: 3, unit: "cloves", tint: .gray),
            RecipeIngredient(id: 6, name: "Smoked paprika", emoji: "🌶️", quantity: 2, unit: "tsp", tint: .orange),
            RecipeIngredient(id: 7, name: "Feta", emoji: "🧀", quantity: 100, unit: "g", tint: .yellow),
            RecipeIngredient(id: 8, name: "Fresh parsley", emoji: "🌿", quantity: 0.5, unit: "bunch", tint: .green)
        ],
        steps: [
            RecipeStep(id: 1, text: "Heat a splash of olive oil in a wide pan. Add the onion and pepper and cook until soft and sweet.", timerMinutes: 8),
            RecipeStep(id: 2, text: "Stir in the garlic and smoked paprika and cook for one minute until fragrant."),
            RecipeStep(id: 3, text: "Pour in the tomatoes, season well and simmer until thickened.", timerMinutes: 10),
            RecipeStep(id: 4, text: "Make small wells in the sauce and crack in the eggs. Cover and cook until the whites are just set.", timerMinutes: 6),
            RecipeStep(id: 5, text: "Crumble over the feta, scatter with parsley and serve straight from the pan with crusty bread.")
        ]
    )
}

// MARK: - Recipe Detail

struct RecipeDetailView: View {
    let recipe: Recipe

    @State private var servings: Int
    @State private var checkedIngredients: Set<RecipeIngredient.ID> = []
    @State private var completedSteps: Set<RecipeStep.ID> = []
    @State private var isSaved = false
    @State private var activeTimerStep: RecipeStep?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(recipe: Recipe = .shakshuka) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.baseServings)
    }

    private var headerHeight: CGFloat {
        horizontalSizeClass == .regular ? 460 : 380
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                parallaxHeader

                VStack(alignment: .leading, spacing: 28) {
                    titleBlock
                    statsRow
                    ingredientsSection
                    stepsSection
                }
                .padding(.top, 28)
                .padding(.bottom, 40)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    Color(uiColor: .systemBackground),
                    in: UnevenRoundedRectangle(topLeadingRadius: 28, topTrailingRadius: 28, style: .continuous)
                )
                .padding(.top, -28)
            }
        }
        .scrollIndicators(.hidden)
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(.hidden, for: .navigationBar)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                if let url = recipe.shareURL {
                    ShareLink(item: url, subject: Text(recipe.title)) {
                        Image(systemName: "square.and.arrow.up")
                            .toolbarCircle()
                    }
                }

                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                        isSaved.toggle()
                    }
                } label: {
                    Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
                        .contentTransition(.symbolEffect(.replace))
                        .toolbarCircle()
                }
                .accessibilityLabel(isSaved ? "Remove from saved recipes" : "Save recipe")
            }
        }
        .sensoryFeedback(.success, trigger: isSaved) { _, newValue in newValue }
        .sheet(item: $activeTimerStep) { step in
            StepTimerSheet(step: step)
                .presentationDetents([.height(360)])
                .presentationDragIndicator(.visible)
        }
    }

    // MARK: Header

    private var parallaxHeader: some View {
        Color.orange
            .overlay {
                AsyncImage(url: recipe.heroImageURL) { phase in
                    if let image = phase.image {
                        image
                            .resizable()
                            .scaledToFill()
                    } else {
                        LinearGradient(colors: [.orange, .red], startPoint: .topLeading, endPoint: .bottomTrailing)
                            .overlay {
                                Image(systemName: "fork.knife")
                                    .font(.system(size: 64, weight: .light))
                                    .foregroundStyle(.white.opacity(0.7))
                            }
                    }
                }
            }
            .overlay {
                LinearGradient(colors: [.black.opacity(0.35), .clear], startPoint: .top, endPoint: .center)
            }
            .frame(height: headerHeight)
            .clipped()
            .visualEffect { [height = headerHeight] content, proxy in
                let minY = proxy.frame(in: .scrollView).minY
                let isPulledDown = minY > 0
                return content
                    // Stretch when pulling down, drift at ~half speed when scrolling up.
                    .scaleEffect(isPulledDown ? 1 + minY / height : 1, anchor: .bottom)
                    .offset(y: isPulledDown ? 0 : -minY * 0.5)
                    .blur(radius: isPulledDown ? 0 : min(-minY / 40, 8))
            }
            .accessibilityLabel(Text("Photo of \(recipe.title)"))
            .accessibilityAddTraits(.isImage)
    }

    // MARK: Title & stats

    private var titleBlock: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 6) {
                ForEach(recipe.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption.weight(.semibold))
                        .padding(.horizontal, 10)
                        .padding(.vertical, 5)
                        .background(Color.orange.opacity(0.15), in: Capsule())
                        .foregroundStyle(.orange)
                }
            }

            Text(recipe.title)
                .font(.system(.largeTitle, design: .serif, weight: .bold))

            Text(recipe.subtitle)
                .font(.body)
                .foregroundStyle(.secondary)

            Label("By \(recipe.author)", systemImage: "person.crop.circle")
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 20)
    }

    private var statsRow: some View {
        HStack(spacing: 0) {
            RecipeStat(value: "\(recipe.totalMinutes)", unit: "min", label: "Total", systemImage: "clock")
            Divider().frame(height: 36)
            RecipeStat(value: "\(recipe.caloriesPerServing)", unit: "kcal", label: "Per serving", systemImage: "flame")
            Divider().frame(height: 36)
            RecipeStat(value: recipe.difficulty.rawValue, unit: "", label: "Difficulty", systemImage: "chart.bar")
        }
        .padding(.vertical, 14)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 18, style: .continuous))
        .padding(.horizontal, 20)
    }

    // MARK: Ingredients carousel

    private var ingredientsSection: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .center) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ingredients")
                        .font(.title2.bold())
                    Text("\(checkedIngredients.count) of \(recipe.ingredients.count) ready")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .contentTransition(.numericText())
                }
                Spacer()
                servingsStepper
            }
            .padding(.horizontal, 20)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(recipe.ingredients) { ingredient in
                        let isChecked = checkedIngredients.contains(ingredient.id)
                        Button {
                            withAnimation(.snappy) {
                                if isChecked {
                                    checkedIngredients.remove(ingredient.id)
                                } else {
                                    checkedIngredients.insert(ingredient.id)
                                }
                            }
                        } label: {
                            IngredientCard(
                                ingredient: ingredient,
                                quantityText: quantityText(for: ingredient),
                                isChecked: isChecked
                            )
                        }
                        .buttonStyle(.plain)
                        .scrollTransition(.animated(.bouncy), axis: .horizontal) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.5)
                                .scaleEffect(phase.isIdentity ? 1 : 0.92)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .safeAreaPadding(.horizontal, 20)
            .scrollIndicators(.hidden)
            .sensoryFeedback(.selection, trigger: checkedIngredients)
        }
    }

    private var servingsStepper: some View {
        HStack(spacing: 10) {
            Button {
                withAnimation(.snappy) { servings -= 1 }
            } label: {
                Image(systemName: "minus")
                    .font(.subheadline.weight(.bold))
                    .frame(width: 18, height: 18)
            }
            .disabled(servings <= 1)
            .accessibilityLabel("Fewer servings")

            VStack(spacing: 0) {
                Text("\(servings)")
                    .font(.headline)
                    .monospacedDigit()
                    .contentTransition(.numericText(value: Double(servings)))
                Text("servings")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(minWidth: 52)

            Button {
                withAnimation(.snappy) { servings += 1 }
            } label: {
                Image(systemName: "plus")
                    .font(.subheadline.weight(.bold))
                    .frame(width: 18, height: 18)
            }
            .disabled(servings >= 12)
            .accessibilityLabel("More servings")
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.circle)
        .tint(.orange)
        .accessibilityElement(children: .contain)
        .accessibilityValue("\(servings) servings")
    }

    // MARK: Steps

    private var stepsSection: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Method")
                .font(.title2.bold())

            ForEach(Array(recipe.steps.enumerated()), id: \.element.id) { index, step in
                let isDone = completedSteps.contains(step.id)
                HStack(alignment: .top, spacing: 14) {
                    Button {
                        withAnimation(.snappy) {
                            if isDone {
                                completedSteps.remove(step.id)
                            } else {
                                completedSteps.insert(step.id)
                            }
                        }
                    } label: {
                        ZStack {
                            Circle()
                                .fill(isDone ? Color.green : Color.orange.opacity(0.15))
                                .frame(width: 32, height: 32)
                            if isDone {
                                Image(systemName: "checkmark")
                                    .font(.caption.weight(.bold))
                                    .foregroundStyle(.white)
                            } else {
                                Text("\(index + 1)")
                                    .font(.subheadline.weight(.bold))
                                    .foregroundStyle(.orange)
                            }
                        }
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Step \(index + 1)")
                    .accessibilityValue(isDone ? "Done" : "Not done")

                    VStack(alignment: .leading, spacing: 8) {
                        Text(step.text)
                            .font(.body)
                            .strikethrough(isDone, color: .secondary)
                            .foregroundStyle(isDone ? Color.secondary : Color.primary)
                            .fixedSize(horizontal: false, vertical: true)

                        if let minutes = step.timerMinutes {
                            Button {
                                activeTimerStep = step
                            } label: {
                                Label("\(minutes) min timer", systemImage: "timer")
                                    .font(.subheadline.weight(.semibold))
                            }
                            .buttonStyle(.bordered)
                            .controlSize(.small)
                            .tint(.orange)
                        }
                    }
                }
            }
        }
        .padding(.horizontal, 20)
    }

    // MARK: Helpers

    private func quantityText(for ingredient: RecipeIngredient) -> String {
        let scaled = ingredient.quantity * Double(servings) / Double(recipe.baseServings)
        let number = scaled.formatted(.number.precision(.fractionLength(0...1)))
        return ingredient.unit.isEmpty ? number : "\(number) \(ingredient.unit)"
    }
}

// MARK: - Components

private extension View {
    func toolbarCircle() -> some View {
        self
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.primary)
            .frame(width: 34, height: 34)
            .background(.ultraThinMaterial, in: Circle())
    }
}

private struct RecipeStat: View {
    let value: String
    let unit: String
    let label: String
    let systemImage: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: systemImage)
                .font(.subheadline)
                .foregroundStyle(.orange)
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(value)
                    .font(.headline)
                if !unit.isEmpty {
                    Text(unit)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Text(label)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
    }
}

private struct IngredientCard: View {
    let ingredient: RecipeIngredient
    let quantityText: String
    let isChecked: Bool

    var body: some View {
        VStack(spacing: 10) {
            Text(ingredient.emoji)
                .font(.system(size: 38))
                .frame(width: 68, height: 68)
                .background(ingredient.tint.opacity(0.15), in: Circle())

            Text(ingredient.name)
                .font(.subheadline.weight(.semibold))
                .multilineTextAlignment(.center)
                .lineLimit(2, reservesSpace: true)

            Text(quantityText)
                .font(.caption.weight(.medium))
                .monospacedDigit()
                .foregroundStyle(.secondary)
                .contentTransition(.numericText())
        }
        .padding(14)
        .frame(width: 120)
        .background {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color(uiColor: .secondarySystemBackground))
        }
        .overlay {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .strokeBorder(isChecked ? Color.green : Color.clear, lineWidth: 2)
        }
        .overlay(alignment: .topTrailing) {
            if isChecked {
                Image(systemName: "checkmark.circle.fill")
                    .font(.title3)
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .green)
                    .padding(8)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .opacity(isChecked ? 0.7 : 1)
        .accessibilityElement(children: .combine)
        .accessibilityValue(isChecked ? "Checked" : "")
    }
}

private struct StepTimerSheet: View {
    let step: RecipeStep

    @Environment(\.dismiss) private var dismiss
    @State private var remaining: Int
    @State private var isRunning = false

    private let total: Int

    init(step: RecipeStep) {
        self.step = step
        let seconds = (step.timerMinutes ?? 1) * 60
        self.total = seconds
        _remaining = State(initialValue: seconds)
    }

    private var progress: Double {
        total == 0 ? 0 : Double(remaining) / Double(total)
    }

    var body: some View {
        VStack(spacing: 24) {
            Text("Step \(step.id) timer")
                .font(.headline)
                .foregroundStyle(.secondary)

            ZStack {
                Circle()
                    .stroke(Color.orange.opacity(0.15), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.linear(duration: 1), value: remaining)
                Text(Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)))
                    .font(.system(size: 44, weight: .semibold, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText(countsDown: true))
            }
            .frame(width: 200, height: 200)

            HStack(spacing: 16) {
                Button("Reset") {
                    isRunning = false
                    remaining = total
                }
                .buttonStyle(.bordered)

                Button(isRunning ? "Pause" : (remaining == 0 ? "Done" : "Start")) {
                    if remaining == 0 {
                        dismiss()
                    } else {
                        isRunning.toggle()
                    }
                }
                .buttonStyle(.borderedProminent)
                .tint(.orange)
            }
            .controlSize(.large)
        }
        .padding(24)
        .task(id: isRunning) {
            guard isRunning else { return }
            while remaining > 0 {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
                withAnimation { remaining -= 1 }
            }
            isRunning = false
        }
        .sensoryFeedback(.success, trigger: remaining == 0)
    }
}

// MARK: - Previews

#Preview {
    NavigationStack {
        RecipeDetailView()
    }
}

#Preview("iPad · Landscape", traits: .landscapeLeft) {
    NavigationStack {
        RecipeDetailView()
    }
}

#Preview("Ingredient card", traits: .sizeThatFitsLayout) {
    @Previewable @State var isChecked = false
    IngredientCard(
        ingredient: Recipe.shakshuka.ingredients[1],
        quantityText: "800 g",
        isChecked: isChecked
    )
    .onTapGesture { withAnimation { isChecked.toggle() } }
    .padding()
}

#Preview("Timer") {
    StepTimerSheet(step: RecipeStep(id: 3, text: "Simmer", timerMinutes: 2))
}
