//
//  OnboardingFlowView.swift
//  Sprout
//
//  Created by Ellie Nakamura on 03/10/2024.
//

import SwiftUI

// MARK: - Model

struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let colors: [Color]
}

extension OnboardingPage {
    static let all: [OnboardingPage] = [
        OnboardingPage(
            id: 0,
            symbol: "leaf.fill",
            title: "Grow better habits",
            message: "Sprout helps you build small routines that add up to big changes, one day at a time.",
            colors: [Color(red: 0.35, green: 0.78, blue: 0.55), Color(red: 0.12, green: 0.55, blue: 0.45)]
        ),
        OnboardingPage(
            id: 1,
            symbol: "chart.bar.xaxis.ascending",
            title: "See your progress",
            message: "Streaks, weekly trends and gentle nudges keep you motivated without the guilt.",
            colors: [Color(red: 0.40, green: 0.55, blue: 0.98), Color(red: 0.30, green: 0.30, blue: 0.85)]
        ),
        OnboardingPage(
            id: 2,
            symbol: "person.2.fill",
            title: "Better together",
            message: "Invite a friend to share goals, cheer each other on and celebrate the wins.",
            colors: [Color(red: 0.98, green: 0.55, blue: 0.40), Color(red: 0.90, green: 0.30, blue: 0.45)]
        )
    ]
}

struct OnboardingInterest: Identifiable, Hashable {
    let id: String
    let name: String
    let detail: String
    let symbol: String
    let color: Color
}

extension OnboardingInterest {
    static let all: [OnboardingInterest] = [
        OnboardingInterest(id: "sleep", name: "Sleep", detail: "Wind down and wake up rested", symbol: "moon.stars.fill", color: .indigo),
        OnboardingInterest(id: "move", name: "Movement", detail: "Daily walks, stretches and workouts", symbol: "figure.walk", color: .green),
        OnboardingInterest(id: "mind", name: "Mindfulness", detail: "Breathing and short meditations", symbol: "brain.head.profile", color: .purple),
        OnboardingInterest(id: "water", name: "Hydration", detail: "Drink enough water every day", symbol: "drop.fill", color: .cyan),
        OnboardingInterest(id: "read", name: "Reading", detail: "A few pages before bed", symbol: "book.fill", color: .orange),
        OnboardingInterest(id: "food", name: "Nutrition", detail: "More veggies, fewer snacks", symbol: "carrot.fill", color: .red),
        OnboardingInterest(id: "focus", name: "Focus", detail: "Deep work without distractions", symbol: "scope", color: .blue),
        OnboardingInterest(id: "journal", name: "Journaling", detail: "Reflect on your day", symbol: "pencil.and.scribble", color: .brown)
    ]
}

// MARK: - Onboarding Flow

struct OnboardingFlowView: View {
    var onFinish: () -> Void

    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @AppStorage("onboardingInterests") private var storedInterests = ""
    @State private var selection = 0
    @State private var selectedInterests: Set<OnboardingInterest.ID> = []
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private let pages = OnboardingPage.all
    private let interests = OnboardingInterest.all

    init(onFinish: @escaping () -> Void = {}) {
        self.onFinish = onFinish
    }

    /// The interests picker lives on the page after the intro pages.
    private var interestsPageIndex: Int { pages.count }
    private var isOnLastPage: Bool { selection == interestsPageIndex }

    private var backgroundColors: [Color] {
        if let page = pages.first(where: { $0.id == selection }) {
            return page.colors.map { $0.opacity(0.25) }
        }
        return [Color.accentColor.opacity(0.15), Color(uiColor: .systemBackground)]
    }

    var body: some View {
        VStack(spacing: 0) {
            topBar

            TabView(selection: $selection) {
                ForEach(pages) { page in
                    OnboardingPageView(page: page, isActive: selection == page.id)
                        .tag(page.id)
                }

                interestsPage
                    .tag(interestsPageIndex)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .animation(reduceMotion ? nil : Animation.easeInOut, value: selection)

            pageIndicator
                .padding(.vertical, 16)

            primaryButton
                .padding(.horizontal, 24)
                .padding(.bottom, 12)
        }
        .background {
            LinearGradient(colors: backgroundColors, startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .animation(.easeInOut(duration: 0.4), value: selection)
        }
        .sensoryFeedback(.selection, trigger: selection)
    }

    // MARK: Chrome

    private var topBar: some View {
        HStack {
            if selection > 0 {
                Button {
                    withAnimation { selection -= 1 }
                } label: {
                    Image(systemName: "chevron.left")
                        .font(.headline)
                }
                .accessibilityLabel("Back")
                .transition(.opacity)
            }
            Spacer()
            if !isOnLastPage {
                Button("Skip") {
                    withAnimation { selection = interestsPageIndex }
                }
                .font(.subheadline.weight(.semibold))
                .transition(.opacity)
            }
        }
        .foregroundStyle(.secondary)
        .frame(height: 44)
        .padding(.horizontal, 24)
        .animation(.easeInOut, value: selection)
    }

    private var pageIndicator: some View {
        HStack(spacing: 8) {
            ForEach(0...interestsPageIndex, id: \.self) { index in
                Capsule()
                    .fill(index == selection ? Color.primary : Color.primary.opacity(0.2))
                    .frame(width: index == selection ? 24 : 8, height: 8)
            }
        }
        .animation(.snappy, value: selection)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Page \(selection + 1) of \(interestsPageIndex + 1)")
    }

    private var primaryButton: some View {
        Button {
            if isOnLastPage {
                finish()
            } else {
                withAnimation { selection += 1 }
            }
        } label: {
            HStack {
                Text(isOnLastPage ? "Get Started" : "Continue")
                if isOnLastPage {
                    Image(systemName: "arrow.right")
                }
            }
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 6)
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.roundedRectangle(radius: 16))
        .controlSize(.large)
        .shadow(color: Color.accentColor.opacity(isOnLastPage ? 0.35 : 0), radius: 12, y: 6)
    }

    // MARK: Interests

    private var interestsPage: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                Text("What would you like to work on?")
                    .font(.system(.title, design: .rounded, weight: .bold))
                Text(selectedInterests.isEmpty
                     ? "Pick a few to personalize your plan. You can change these anytime."
                     : "\(selectedInterests.count) selected")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText())
                    .animation(.snappy, value: selectedInterests.count)
            }
            .padding(.horizontal, 24)

            ScrollView(.vertical) {
                LazyVStack(spacing: 12) {
                    ForEach(interests) { interest in
                        let isSelected = selectedInterests.contains(interest.id)
                        Button {
                            toggle(interest)
                        } label: {
                            InterestRow(interest: interest, isSelected: isSelected)
                        }
                        .buttonStyle(.plain)
                        .scrollTransition(.animated, axis: .vertical) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.96)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .contentMargins(.vertical, 8, for: .scrollContent)
            .scrollIndicators(.hidden)
            .sensoryFeedback(.selection, trigger: selectedInterests)
        }
        .padding(.top, 8)
    }

    private func toggle(_ interest: OnboardingInterest) {
        withAnimation(.snappy) {
            if selectedInterests.contains(interest.id) {
                selectedInterests.remove(interest.id)
            } else {
                selectedInterests.insert(interest.id)
            }
        }
    }

    private func finish() {
        storedInterests = selectedInterests.sorted().joined(separator: ",")
        hasCompletedOnboarding = true
        onFinish()
    }
}

// MARK: - Page

private struct OnboardingPageView: View {
    let page: OnboardingPage
    let isActive: Bool

    @ScaledMetric(relativeTo: .largeTitle) private var iconSize: CGFloat = 96

    init(page: OnboardingPage, isActive: Bool) {
        self.page = page
        self.isActive = isActive
    }

    var body: some View {
        VStack(spacing: 32) {
            Spacer(minLength: 0)

            ZStack {
                Circle()
                    .fill(LinearGradient(colors: page.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: iconSize * 2.4, height: iconSize * 2.4)
                    .shadow(color: (page.colors.last ?? .black).opacity(0.35), radius: 24, y: 12)

                Circle()
                    .stroke(.white.opacity(0.35), lineWidth: 2)
                    .frame(width: iconSize * 2.0, height: iconSize * 2.0)

                Image(systemName: page.symbol)
                    .font(.system(size: iconSize, weight: .semibold))
                    .foregroundStyle(.white)
                    .symbolEffect(.bounce, value: isActive)
            }
            .scaleEffect(isActive ? 1 : 0.85)
            .opacity(isActive ? 1 : 0.5)
            .animation(.spring(response: 0.5, dampingFraction: 0.7), value: isActive)
            .accessibilityHidden(true)

            VStack(spacing: 12) {
                Text(page.title)
                    .font(.system(.largeTitle, design: .rounded, weight: .bold))
                    .multilineTextAlignment(.center)

                Text(page.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .padding(.horizontal, 32)

            Spacer(minLength: 0)
        }
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Interest Row

private struct InterestRow: View {
    let interest: OnboardingInterest
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: interest.symbol)
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(interest.color.gradient, in: RoundedRectangle(cornerRadius: 12, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(interest.name)
                    .font(.headline)
                Text(interest.detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(isSelected ? interest.color : Color.secondary.opacity(0.5))
                .contentTransition(.symbolEffect(.replace))
        }
        .padding(14)
        .background {
            RoundedRectangle(cornerRadius: 18, style: .continuous)
                .fill(isSelected ? interest.color.opacity(0.12) : Color(uiColor: .secondarySystemBackground))
        }
        .overlay {
            RoundedRectangle(cornerRadius: 18, style: .continuous)
                .strokeBorder(isSelected ? interest.color : Color.clear, lineWidth: 2)
        }
        .contentShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

// MARK: - Previews

#Preview {
    OnboardingFlowView()
}

#Preview("Presented from app") {
    @Previewable @State var showsOnboarding = true
    NavigationStack {
        Text("Home")
            .navigationTitle("Today")
            .toolbar {
                Button("Replay") { showsOnboarding = true }
            }
    }
    .fullScreenCover(isPresented: $showsOnboarding) {
        OnboardingFlowView {
            showsOnboarding = false
        }
    }
}

#Preview("Dark", traits: .landscapeLeft) {
    OnboardingFlowView()
        .preferredColorScheme(.dark)
}

#Preview("Page", traits: .sizeThatFitsLayout) {
    OnboardingPageView(page: OnboardingPage.all[1], isActive: true)
        .frame(width: 390, height: 600)
}
