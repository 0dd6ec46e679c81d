//
//  OnboardingPagerView.swift
//  Habitly
//

import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let accent: Color
}

extension OnboardingPage {
    static let all: [OnboardingPage] = [
        .init(id: 0, symbol: "checkmark.seal.fill", title: "Build better habits",
              message: "Pick a few small goals and check them off every day.", accent: .indigo),
        .init(id: 1, symbol: "bell.badge.fill", title: "Gentle reminders",
              message: "We nudge you at the right moment, never more than you want.", accent: .orange),
        .init(id: 2, symbol: "chart.line.uptrend.xyaxis", title: "See your streaks",
              message: "Weekly insights show how far you've come.", accent: .teal),
        .init(id: 3, symbol: "person.2.fill", title: "Better together",
              message: "Invite a friend and keep each other on track.", accent: .pink)
    ]
}

struct OnboardingPagerView: View {
    var onFinish: () -> Void = {}

    @State private var currentPage: Int? = 0
    private let pages = OnboardingPage.all

    private var pageIndex: Int { currentPage ?? 0 }
    private var isLastPage: Bool { pageIndex == pages.count - 1 }

    var body: some View {
        VStack(spacing: 28) {
            HStack {
                Spacer()
                Button("Skip", action: onFinish)
                    .foregroundStyle(.secondary)
                    .opacity(isLastPage ? 0 : 1)
            }
            .padding(.horizontal, 24)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        OnboardingPageContent(page: page)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition(axis: .horizontal) { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentPage)
            .scrollIndicators(.hidden)

            PageDots(count: pages.count, current: pageIndex) { index in
                withAnimation { currentPage = index }
            }

            Button {
                if isLastPage {
                    onFinish()
                } else {
                    withAnimation(.snappy) { currentPage = pageIndex + 1 }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 16)
                    .background(pages[pageIndex].accent.gradient, in: .rect(cornerRadius: 16))
            }
            .padding(.horizontal, 24)
            .animation(.default, value: pageIndex)
        }
        .padding(.vertical)
        .sensoryFeedback(.selection, trigger: currentPage)
    }
}

private struct OnboardingPageContent: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: page.symbol)
                .font(.system(size: 72, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 160, height: 160)
                .background(page.accent.gradient, in: .circle)
                .shadow(color: page.accent.opacity(0.4), radius: 20, y: 10)

            VStack(spacing: 12) {
                Text(page.title)
                    .font(.title.bold())
                Text(page.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 32)
        }
        .frame(maxHeight: .infinity)
        .accessibilityElement(children: .combine)
    }
}

struct PageDots: View {
    let count: Int
    let current: Int
    var onSelect: (Int) -> Void = { _ in }

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 24 : 8, height: 8)
                    .onTapGesture { onSelect(index) }
            }
        }
        .animation(.spring(duration: 0.3), value: current)
        .accessibilityElement()
        .accessibilityLabel("Page \(current + 1) of \(count)")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: onSelect(min(current + 1, count - 1))
            case .decrement: onSelect(max(current - 1, 0))
            @unknown default: break
            }
        }
    }
}

#Preview("Onboarding") {
    OnboardingPagerView()
}

#Preview("Dots") {
    @Previewable @State var page = 1
    PageDots(count: 5, current: page) { page = $0 }
        .padding()
}
