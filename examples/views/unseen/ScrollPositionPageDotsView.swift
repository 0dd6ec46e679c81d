import SwiftUI

// MARK: - Model

struct OnboardingStep: Identifiable {
    let id: Int
    let title: String
    let message: String
    let symbol: String
    let hue: Double
}

extension OnboardingStep {
    static let samples: [OnboardingStep] = [
        OnboardingStep(id: 0, title: "Welcome", message: "Plan trips, track habits and stay on top of your day.", symbol: "hand.wave.fill", hue: 0.60),
        OnboardingStep(id: 1, title: "Stay Organized", message: "Group your tasks into lists and color-code them.", symbol: "checklist", hue: 0.45),
        OnboardingStep(id: 2, title: "Get Reminded", message: "Smart reminders arrive exactly when you need them.", symbol: "bell.badge.fill", hue: 0.08),
        OnboardingStep(id: 3, title: "Sync Everywhere", message: "Your data follows you across iPhone, iPad and Mac.", symbol: "icloud.fill", hue: 0.78)
    ]
}

// MARK: - Page dots + buttons driven by scrollPosition(id:)

struct ScrollPositionPageDotsView: View {
    private let steps = OnboardingStep.samples

    // Step 1: The single source of truth for the visible page.
    // The scroll view writes to it when the user swipes, and we write
    // to it from the dots and buttons to scroll programmatically.
    @State private var currentStepID: Int? = 0

    private var currentIndex: Int {
        steps.firstIndex { $0.id == currentStepID } ?? 0
    }

    private var isFirstPage: Bool { currentIndex == 0 }
    private var isLastPage: Bool { currentIndex == steps.count - 1 }

    var body: some View {
        VStack(spacing: 24) {
            // Step 2: A horizontal, snapping scroll view of full-width cards.
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(steps) { step in
                        OnboardingCard(step: step)
                            .padding(.horizontal, 24)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            // Step 3: Bind the scroll position to our state.
            .scrollPosition(id: $currentStepID)

            // Step 4: Custom page dots – tap one to jump to that page.
            PageDots(count: steps.count, currentIndex: currentIndex) { index in
                goTo(index)
            }

            // Step 5: Previous / next buttons.
            HStack {
                Button {
                    goTo(currentIndex - 1)
                } label: {
                    Label("Back", systemImage: "chevron.left")
                }
                .disabled(isFirstPage)

                Spacer()

                Button {
                    goTo(currentIndex + 1)
                } label: {
                    Label(isLastPage ? "Done" : "Next", systemImage: "chevron.right")
                }
                .buttonStyle(.borderedProminent)
                .disabled(isLastPage)
            }
            .font(.headline)
            .padding(.horizontal, 24)
            .padding(.bottom)
        }
    }

    /// Step 6: Changing the bound ID inside `withAnimation` animates the scroll.
    private func goTo(_ index: Int) {
        guard steps.indices.contains(index) else { return }
        withAnimation(.snappy) {
            currentStepID = steps[index].id
        }
    }
}

// MARK: - Helper views

struct OnboardingCard: View {
    let step: OnboardingStep

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: step.symbol)
                .font(.system(size: 80))
                .symbolRenderingMode(.hierarchical)

            Text(step.title)
                .font(.largeTitle.bold())

            Text(step.message)
                .font(.body)
                .multilineTextAlignment(.center)
                .opacity(0.9)
        }
        .foregroundStyle(.white)
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 32, style: .continuous)
                .fill(Color(hue: step.hue, saturation: 0.7, brightness: 0.85).gradient)
        )
    }
}

/// Capsule-style page indicator. The active dot stretches into a pill.
struct PageDots: View {
    let count: Int
    let currentIndex: Int
    var onSelect: (Int) -> Void

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == currentIndex ? Color.accentColor : Color.secondary.opacity(0.35))
                    .frame(width: index == currentIndex ? 24 : 8, height: 8)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        onSelect(index)
                    }
            }
        }
        .animation(.snappy, value: currentIndex)
    }
}

#Preview {
    ScrollPositionPageDotsView()
}
