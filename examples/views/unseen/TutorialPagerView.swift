//
//  TutorialPagerView.swift
//  Habitat
//

import SwiftUI

struct TutorialStep: Identifiable, Hashable {
    let id: Int
    let title: String
    let message: String
    let symbol: String
    let tint: Color

    static let all: [TutorialStep] = [
        TutorialStep(id: 0, title: "Track habits", message: "Add the routines you care about and check them off each day.", symbol: "checkmark.circle.fill", tint: .green),
        TutorialStep(id: 1, title: "Build streaks", message: "Keep the chain going. Streaks grow with every completed day.", symbol: "flame.fill", tint: .orange),
        TutorialStep(id: 2, title: "Gentle reminders", message: "Pick a time and we'll nudge you — never nag you.", symbol: "bell.badge.fill", tint: .blue),
        TutorialStep(id: 3, title: "See your progress", message: "Weekly charts show how far you've come.", symbol: "chart.bar.xaxis", tint: .purple)
    ]
}

struct TutorialPagerView: View {
    @State private var selection = 0
    @State private var showingFeatureTour = false
    @Environment(\.dismiss) private var dismiss

    private let steps = TutorialStep.all
    private var isLastStep: Bool { selection == steps.count - 1 }

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $selection) {
                ForEach(steps) { step in
                    page(for: step).tag(step.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            stepChips

            Button(isLastStep ? "Get Started" : "Next") {
                if isLastStep {
                    dismiss()
                } else {
                    withAnimation { selection += 1 }
                }
            }
            .buttonStyle(OnboardingButtonStyle(tint: steps[selection].tint))
            .padding(.horizontal, 24)

            Button("See everything Habitat can do") { showingFeatureTour = true }
                .font(.footnote)
        }
        .padding(.bottom)
        .sheet(isPresented: $showingFeatureTour) { FeatureTourSheet() }
    }

    private func page(for step: TutorialStep) -> some View {
        VStack(spacing: 20) {
            Image(systemName: step.symbol)
                .font(.system(size: 96))
                .foregroundStyle(step.tint.gradient)
                .symbolEffect(.bounce, value: selection == step.id)
            Text(step.title).font(.largeTitle.bold())
            Text(step.message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(32)
    }

    private var stepChips: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(steps) { step in
                        Button {
                            withAnimation { selection = step.id }
                        } label: {
                            Label("\(step.id + 1). \(step.title)", systemImage: step.symbol)
                                .font(.subheadline.weight(.medium))
                                .padding(.horizontal, 14)
                                .padding(.vertical, 8)
                                .background {
                                    Capsule().fill(selection == step.id ? step.tint.opacity(0.2) : Color.secondary.opacity(0.1))
                                }
                        }
                        .buttonStyle(.plain)
                        .id(step.id)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .onChange(of: selection) { _, newValue in
                withAnimation { proxy.scrollTo(newValue, anchor: .center) }
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

private struct FeatureTourSheet: View {
    @Environment(\.dismiss) private var dismiss
    private let features = ["Widgets", "iCloud Sync", "Siri Shortcuts", "Apple Watch", "Dark Mode", "Health export", "Custom icons", "Focus filters"]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Habitat works wherever you do. Here's a quick look at what's included with every plan.")
                        .foregroundStyle(.secondary)

                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 140), spacing: 12)], spacing: 12) {
                        ForEach(features, id: \.self) { feature in
                            Text(feature)
                                .font(.headline)
                                .frame(maxWidth: .infinity, minHeight: 72)
                                .background(.quaternary, in: .rect(cornerRadius: 14))
                        }
                    }

                    Link(destination: URL(string: "https://example.com/habitat/help")!) {
                        Label("Read the full guide", systemImage: "book")
                    }
                }
                .padding()
            }
            .navigationTitle("What's included")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

private struct OnboardingButtonStyle: ButtonStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 16)
            .background(tint, in: .rect(cornerRadius: 16))
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.2), value: tint)
    }
}

#Preview("Onboarding") {
    TutorialPagerView()
}
