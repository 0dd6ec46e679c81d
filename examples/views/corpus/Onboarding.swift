//
//  Onboarding.swift
//  HabitLoop
//

import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

extension OnboardingPage {
    static let pages: [OnboardingPage] = [
        OnboardingPage(id: 0, symbol: "checkmark.seal", title: "Build habits that stick",
                       message: "Small daily steps add up. Track them in one tap.", tint: .green),
        OnboardingPage(id: 1, symbol: "bell.badge", title: "Gentle reminders",
                       message: "Pick the time of day that works for you.", tint: .orange),
        OnboardingPage(id: 2, symbol: "chart.bar.xaxis", title: "See your streaks",
                       message: "Weekly charts show how far you've come.", tint: .blue),
        OnboardingPage(id: 3, symbol: "icloud", title: "Synced everywhere",
                       message: "Your progress follows you to every device.", tint: .purple),
    ]
}

struct OnboardingView: View {
    var onFinish: () -> Void = {}

    @State private var currentPage: Int? = 0
    private let pages = OnboardingPage.pages

    private var isLastPage: Bool { currentPage == pages.last?.id }

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Spacer()
                Button("Skip", action: onFinish)
                    .foregroundStyle(.secondary)
                    .opacity(isLastPage ? 0 : 1)
            }
            .padding()

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        OnboardingPageView(page: page)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentPage)

            PageDots(count: pages.count, current: currentPage ?? 0)
                .padding(.vertical, 24)

            Button {
                if isLastPage {
                    onFinish()
                } else {
                    withAnimation(.easeInOut) {
                        currentPage = (currentPage ?? 0) + 1
                    }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .padding(.horizontal, 24)
            .padding(.bottom, 12)
        }
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: page.symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .foregroundStyle(page.tint)
                .padding(40)
                .background(page.tint.opacity(0.12), in: Circle())
            Text(page.title)
                .font(.title)
                .fontWeight(.bold)
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Spacer()
        }
        .padding(.horizontal, 32)
    }
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: index == current ? 20 : 8, height: 8)
                    .animation(.spring, value: current)
            }
        }
    }
}

#Preview {
    OnboardingView()
}
