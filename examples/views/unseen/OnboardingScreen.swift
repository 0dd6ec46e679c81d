//
//  OnboardingScreen.swift
//  Onboarding
//
//  Remote-configured onboarding pager. Uses a custom `ScrollTargetBehavior`
//  that moves at most one page per gesture, so a hard flick can never skip
//  past a page the user hasn't seen.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct OnboardingPage: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let title: String
    let message: String
    let symbolName: String
    /// Name of a color in the asset catalog, e.g. "OnboardingTeal".
    let tintName: String
}

struct OnboardingContent: Sendable, Decodable {
    let pages: [OnboardingPage]
    let termsURL: URL?
}

// MARK: - Service

protocol OnboardingContentService: Sendable {
    func fetchContent(localeIdentifier: String) async throws -> OnboardingContent
    func markCompleted(lastPageID: OnboardingPage.ID?) async
}

struct RemoteOnboardingContentService: OnboardingContentService {
    var baseURL: URL = URL(string: "https://config.example.com/mobile/v1")!
    var session: URLSession = .shared

    func fetchContent(localeIdentifier: String) async throws -> OnboardingContent {
        let url = baseURL
            .appending(path: "onboarding")
            .appending(queryItems: [URLQueryItem(name: "locale", value: localeIdentifier)])
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(OnboardingContent.self, from: data)
    }

    func markCompleted(lastPageID: OnboardingPage.ID?) async {
        var request = URLRequest(url: baseURL.appending(path: "onboarding/completed"))
        request.httpMethod = "POST"
        // Fire-and-forget: completion is also persisted locally.
        _ = try? await session.data(for: request)
    }
}

private struct OnboardingContentServiceKey: EnvironmentKey {
    static let defaultValue: any OnboardingContentService = RemoteOnboardingContentService()
}

extension EnvironmentValues {
    var onboardingContentService: any OnboardingContentService {
        get { self[OnboardingContentServiceKey.self] }
        set { self[OnboardingContentServiceKey.self] = newValue }
    }
}

// MARK: - Scroll behavior

/// Horizontal paging that never advances more than one page per gesture.
///
/// `.paging` lets a fast flick travel several pages; here the proposed target
/// (which already includes momentum) only decides the *direction*, and the
/// result is clamped to the neighbouring page of where the gesture started.
struct SinglePageScrollTargetBehavior: ScrollTargetBehavior {
    /// Fraction of a page the projected offset must travel before we commit
    /// to the neighbouring page.
    var commitThreshold: CGFloat = 0.2

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.horizontal) else { return }

        let pageWidth = context.containerSize.width
        guard pageWidth > 0 else { return }

        let pageCount = max(1, (context.contentSize.width / pageWidth).rounded())
        let lastPage = pageCount - 1

        let startPage = (context.originalTarget.rect.minX / pageWidth).rounded()
        let travelled = (target.rect.minX - startPage * pageWidth) / pageWidth

        var page = startPage
        if travelled > commitThreshold {
            page = startPage + 1
        } else if travelled < -commitThreshold {
            page = startPage - 1
        }

        target.rect.origin.x = min(max(page, 0), lastPage) * pageWidth
    }
}

extension ScrollTargetBehavior where Self == SinglePageScrollTargetBehavior {
    /// One page per swipe, however hard the flick.
    static var singlePage: SinglePageScrollTargetBehavior { SinglePageScrollTargetBehavior() }
}

// MARK: - Design tokens

private enum Spacing {
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
    static let xl: CGFloat = 40
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let onboardingBackground = Color("OnboardingBackground")
}

private extension Font {
    static let onboardingTitle = Font.system(.largeTitle, design: .rounded).weight(.bold)
    static let onboardingMessage = Font.title3
    static let primaryAction = Font.headline
}

// MARK: - View model

@MainActor
@Observable
final class OnboardingViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(OnboardingContent)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    var currentPageID: OnboardingPage.ID?

    private let service: any OnboardingContentService
    private let localeIdentifier: String

    init(service: any OnboardingContentService, localeIdentifier: String = Locale.current.identifier) {
        self.service = service
        self.localeIdentifier = localeIdentifier
    }

    var pages: [OnboardingPage] {
        guard case .loaded(let content) = state else { return [] }
        return content.pages
    }

    var currentIndex: Int {
        pages.firstIndex { $0.id == currentPageID } ?? 0
    }

    var isOnLastPage: Bool {
        !pages.isEmpty && currentIndex == pages.count - 1
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func retry() async {
        state = .loading
        await fetch()
    }

    /// Pull-to-refresh variant: keeps the current UI until the result is in.
    func refresh() async {
        await fetch()
    }

    /// Returns the ID of the next page, or `nil` when already on the last one.
    func nextPageID() -> OnboardingPage.ID? {
        let next = currentIndex + 1
        return pages.indices.contains(next) ? pages[next].id : nil
    }

    func complete() async {
        await service.markCompleted(lastPageID: currentPageID)
    }

    private func fetch() async {
        do {
            let content = try await service.fetchContent(localeIdentifier: localeIdentifier)
            state = .loaded(content)
            if currentPageID == nil {
                currentPageID = content.pages.first?.id
            }
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch {
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct OnboardingScreen: View {
    var onFinish: () -> Void = {}

    @Environment(\.onboardingContentService) private var contentService

    var body: some View {
        OnboardingContentView(service: contentService, onFinish: onFinish)
    }
}

private struct OnboardingContentView: View {
    @State private var viewModel: OnboardingViewModel
    @AppStorage("onboarding.hasCompleted") private var hasCompletedOnboarding = false
    let onFinish: () -> Void

    init(service: any OnboardingContentService, onFinish: @escaping () -> Void) {
        _viewModel = State(initialValue: OnboardingViewModel(service: service))
        self.onFinish = onFinish
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let content) where content.pages.isEmpty:
                ContentUnavailableView {
                    Label("onboarding_empty_title", systemImage: "sparkles")
                } description: {
                    Text("onboarding_empty_message")
                } actions: {
                    Button("onboarding_get_started") { finish() }
                        .buttonStyle(.borderedProminent)
                }
            case .loaded(let content):
                OnboardingPager(
                    pages: content.pages,
                    termsURL: content.termsURL,
                    currentPageID: $viewModel.currentPageID,
                    isOnLastPage: viewModel.isOnLastPage,
                    nextPageID: { viewModel.nextPageID() },
                    onFinish: { finish() }
                )
            case .failed(let error):
                errorView(error)
            }
        }
        .background(Color.onboardingBackground)
        .task { await viewModel.load() }
    }

    private func errorView(_ error: any Error) -> some View {
        // Wrapped in a ScrollView so pull-to-refresh works as a retry gesture.
        ScrollView {
            ContentUnavailableView {
                Label("onboarding_error_title", systemImage: "icloud.slash")
            } description: {
                Text(error.localizedDescription)
            } actions: {
                Button("common_retry") {
                    Task { await viewModel.retry() }
                }
                .buttonStyle(.borderedProminent)
                Button("onboarding_skip") { finish() }
            }
            .containerRelativeFrame(.vertical)
        }
        .refreshable { await viewModel.refresh() }
    }

    private func finish() {
        hasCompletedOnboarding = true
        Task { await viewModel.complete() }
        onFinish()
    }
}

// MARK: - Pager

private struct OnboardingPager: View {
    let pages: [OnboardingPage]
    let termsURL: URL?
    @Binding var currentPageID: OnboardingPage.ID?
    let isOnLastPage: Bool
    let nextPageID: () -> OnboardingPage.ID?
    let onFinish: () -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var swipeCount = 0

    private var currentIndex: Int {
        pages.firstIndex { $0.id == currentPageID } ?? 0
    }

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        OnboardingPageView(page: page, isCurrent: page.id == currentPageID)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.singlePage)
            .scrollPosition(id: $currentPageID)
            .scrollIndicators(.hidden)
            .scrollBounceBehavior(.basedOnSize)
            .modifier(SwipeCounter(count: $swipeCount))
            .sensoryFeedback(.selection, trigger: currentPageID)

            controls
                .padding(.horizontal, Spacing.l)
                .padding(.bottom, Spacing.l)
        }
        .overlay(alignment: .topTrailing) {
            if !isOnLastPage {
                Button("onboarding_skip", action: onFinish)
                    .font(.body.weight(.semibold))
                    .padding(Spacing.m)
            }
        }
    }

    @ViewBuilder
    private var controls: some View {
        VStack(spacing: Spacing.l) {
            PageDots(count: pages.count, currentIndex: currentIndex) { index in
                guard pages.indices.contains(index) else { return }
                move(to: pages[index].id)
            }

            Button {
                if let next = nextPageID() {
                    move(to: next)
                } else {
                    onFinish()
                }
            } label: {
                Text(isOnLastPage ? "onboarding_get_started" : "onboarding_next")
                    .font(.primaryAction)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, Spacing.s)
                    .contentTransition(.opacity)
            }
            .buttonStyle(.borderedProminent)
            .tint(Color.brandPrimary)
            .animation(.default, value: isOnLastPage)

            if isOnLastPage, let termsURL {
                Link(destination: termsURL) {
                    Text("onboarding_terms")
                        .font(.footnote)
                        .multilineTextAlignment(.center)
                }
                .transition(.opacity)
            }
        }
    }

    private func move(to pageID: OnboardingPage.ID) {
        withAnimation(reduceMotion ? nil : .smooth) {
            currentPageID = pageID
        }
    }
}

private struct OnboardingPageView: View {
    let page: OnboardingPage
    let isCurrent: Bool

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .largeTitle) private var heroSize: CGFloat = 96

    var body: some View {
        ScrollView(.vertical) {
            VStack(spacing: Spacing.l) {
                if !dynamicTypeSize.isAccessibilitySize {
                    Spacer(minLength: Spacing.xl)
                }

                Image(systemName: page.symbolName)
                    .font(.system(size: heroSize, weight: .semibold))
                    .foregroundStyle(Color(page.tintName))
                    .symbolEffect(.bounce, value: isCurrent)
                    .accessibilityHidden(true)

                VStack(spacing: Spacing.m) {
                    Text(page.title)
                        .font(.onboardingTitle)
                        .multilineTextAlignment(.center)
                        .accessibilityAddTraits(.isHeader)
                    Text(page.message)
                        .font(.onboardingMessage)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: 560)
            }
            .padding(.horizontal, Spacing.l)
            .frame(maxWidth: .infinity)
        }
        .scrollBounceBehavior(.basedOnSize)
        .accessibilityElement(children: .combine)
    }
}

private struct PageDots: View {
    let count: Int
    let currentIndex: Int
    let onSelect: (Int) -> Void

    var body: some View {
        HStack(spacing: Spacing.s) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == currentIndex ? Color.brandPrimary : Color.secondary.opacity(0.3))
                    .frame(width: index == currentIndex ? 22 : 8, height: 8)
                    .onTapGesture { onSelect(index) }
            }
        }
        .animation(.snappy, value: currentIndex)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("onboarding_progress"))
        .accessibilityValue(String(localized: "Page \(currentIndex + 1) of \(count)"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: onSelect(currentIndex + 1)
            case .decrement: onSelect(currentIndex - 1)
            @unknown default: break
            }
        }
    }
}

/// Counts completed swipe gestures for onboarding funnel analytics
/// (swipe vs. "Next" button). Scroll phases are iOS 18+.
private struct SwipeCounter: ViewModifier {
    @Binding var count: Int

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.onScrollPhaseChange { oldPhase, newPhase in
                if oldPhase == .interacting, newPhase != .interacting {
                    count += 1
                }
            }
        } else {
            content
        }
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockOnboardingContentService: OnboardingContentService {
    enum Scenario: Sendable {
        case pages
        case empty
        case failure
        case loadingForever
    }

    var scenario: Scenario = .pages

    func fetchContent(localeIdentifier: String) async throws -> OnboardingContent {
        switch scenario {
        case .pages:
            try await Task.sleep(for: .milliseconds(300))
            return .preview
        case .empty:
            try await Task.sleep(for: .milliseconds(300))
            return OnboardingContent(pages: [], termsURL: nil)
        case .failure:
            try await Task.sleep(for: .milliseconds(300))
            throw URLError(.notConnectedToInternet)
        case .loadingForever:
            try await Task.sleep(for: .seconds(3_600))
            return .preview
        }
    }

    func markCompleted(lastPageID: OnboardingPage.ID?) async {}
}

extension OnboardingContent {
    static let preview = OnboardingContent(
        pages: [
            OnboardingPage(
                id: "welcome",
                title: "Welcome aboard",
                message: "Everything you need, in one place.",
                symbolName: "hand.wave.fill",
                tintName: "OnboardingOrange"
            ),
            OnboardingPage(
                id: "sync",
                title: "Always in sync",
                message: "Pick up on any device, right where you left off.",
                symbolName: "arrow.triangle.2.circlepath",
                tintName: "OnboardingTeal"
            ),
            OnboardingPage(
                id: "privacy",
                title: "Private by design",
                message: "Your data stays yours. We never sell it.",
                symbolName: "lock.shield.fill",
                tintName: "OnboardingIndigo"
            ),
            OnboardingPage(
                id: "notifications",
                title: "Stay in the loop",
                message: "Get a nudge only when it matters.",
                symbolName: "bell.badge.fill",
                tintName: "OnboardingPink"
            ),
        ],
        termsURL: URL(string: "https://example.com/terms")
    )
}

#Preview("Onboarding") {
    OnboardingScreen()
        .environment(\.onboardingContentService, MockOnboardingContentService())
}

#Preview("Loading") {
    OnboardingScreen()
        .environment(\.onboardingContentService, MockOnboardingContentService(scenario: .loadingForever))
}

#Preview("Empty config") {
    OnboardingScreen()
        .environment(\.onboardingContentService, MockOnboardingContentService(scenario: .empty))
}

#Preview("Offline") {
    OnboardingScreen()
        .environment(\.onboardingContentService, MockOnboardingContentService(scenario: .failure))
}

#Preview("Finish callback") {
    @Previewable @State var finished = false
    return OnboardingScreen { finished = true }
        .environment(\.onboardingContentService, MockOnboardingContentService())
        .overlay(alignment: .bottom) {
            if finished {
                Text(verbatim: "onFinish called")
                    .padding()
                    .background(.green, in: Capsule())
            }
        }
}
#endif
