//
//  ShopHomeScreen.swift
//  Shop · Home
//
//  Storefront landing screen: auto-advancing promo pager, category shortcuts,
//  a "featured" product rail and a recommendations grid.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct ShopPromo: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let title: String
    let subtitle: String
    let ctaTitle: String
    let imageURL: URL?
    let deeplink: URL?
}

struct ShopCategory: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let name: String
    let symbolName: String
}

struct ShopProduct: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let brand: String
    let name: String
    let price: Decimal
    let originalPrice: Decimal?
    let currencyCode: String
    let imageURL: URL?
    let rating: Double
    let reviewCount: Int

    var isDiscounted: Bool {
        guard let originalPrice else { return false }
        return originalPrice > price
    }
}

struct ShopHomeFeed: Sendable, Decodable {
    let promos: [ShopPromo]
    let categories: [ShopCategory]
    let featured: [ShopProduct]
    let recommended: [ShopProduct]

    var isEmpty: Bool {
        promos.isEmpty && featured.isEmpty && recommended.isEmpty
    }
}

// MARK: - Service

protocol CatalogService: Sendable {
    func fetchHomeFeed() async throws -> ShopHomeFeed
}

struct RemoteCatalogService: CatalogService {
    var baseURL: URL = URL(string: "https://api.example.com/shop/v2")!
    var session: URLSession = .shared

    func fetchHomeFeed() async throws -> ShopHomeFeed {
        var request = URLRequest(url: baseURL.appending(path: "home"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(ShopHomeFeed.self, from: data)
    }
}

private struct CatalogServiceKey: EnvironmentKey {
    static let defaultValue: any CatalogService = RemoteCatalogService()
}

extension EnvironmentValues {
    var catalogService: any CatalogService {
        get { self[CatalogServiceKey.self] }
        set { self[CatalogServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
    static let xl: CGFloat = 32
}

private enum Radius {
    static let card: CGFloat = 20
    static let tile: CGFloat = 14
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let brandAccent = Color("BrandAccent")
    static let priceDiscount = Color("PriceDiscount")
}

private extension Font {
    static let promoTitle = Font.system(.title2, design: .rounded).weight(.bold)
    static let sectionTitle = Font.title3.weight(.semibold)
    static let cardTitle = Font.subheadline.weight(.semibold)
    static let price = Font.system(.body, design: .rounded).weight(.bold)
}

// MARK: - View model

@MainActor
@Observable
final class ShopHomeViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(ShopHomeFeed)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var wishlist: Set<ShopProduct.ID> = []

    private let service: any CatalogService

    init(service: any CatalogService) {
        self.service = service
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    func isWishlisted(_ product: ShopProduct) -> Bool {
        wishlist.contains(product.id)
    }

    func toggleWishlist(_ product: ShopProduct) {
        if wishlist.contains(product.id) {
            wishlist.remove(product.id)
        } else {
            wishlist.insert(product.id)
        }
    }

    private func fetch() async {
        do {
            let feed = try await service.fetchHomeFeed()
            state = .loaded(feed)
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch let error as URLError where error.code == .cancelled {
            if case .loading = state { state = .idle }
        } catch {
            // Keep stale content on a failed pull-to-refresh.
            if case .loaded = state { return }
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct ShopHomeScreen: View {
    @Environment(\.catalogService) private var catalogService

    var onSelectProduct: (ShopProduct) -> Void = { _ in }
    var onSelectPromo: (ShopPromo) -> Void = { _ in }

    var body: some View {
        ShopHomeContent(
            service: catalogService,
            onSelectProduct: onSelectProduct,
            onSelectPromo: onSelectPromo
        )
    }
}

private struct ShopHomeContent: View {
    @State private var viewModel: ShopHomeViewModel

    let onSelectProduct: (ShopProduct) -> Void
    let onSelectPromo: (ShopPromo) -> Void

    init(
        service: any CatalogService,
        onSelectProduct: @escaping (ShopProduct) -> Void,
        onSelectPromo: @escaping (ShopPromo) -> Void
    ) {
        _viewModel = State(initialValue: ShopHomeViewModel(service: service))
        self.onSelectProduct = onSelectProduct
        self.onSelectPromo = onSelectPromo
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                loadingView
            case .loaded(let feed) where feed.isEmpty:
                emptyView
            case .loaded(let feed):
                feedView(feed)
            case .failed(let error):
                errorView(error)
            }
        }
        .navigationTitle(Text("shop_home_title"))
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }

    @ViewBuilder
    private var loadingView: some View {
        ProgressView()
            .controlSize(.large)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityLabel(Text("shop_home_loading"))
    }

    @ViewBuilder
    private var emptyView: some View {
        ContentUnavailableView {
            Label("shop_home_empty_title", systemImage: "bag")
        } description: {
            Text("shop_home_empty_message")
        } actions: {
            Button("common_reload") {
                Task { await viewModel.refresh() }
            }
            .buttonStyle(.borderedProminent)
        }
    }

    private func errorView(_ error: any Error) -> some View {
        ContentUnavailableView {
            Label("shop_home_error_title", systemImage: "wifi.exclamationmark")
        } description: {
            Text(error.localizedDescription)
        } actions: {
            Button("common_retry") {
                Task { await viewModel.load() }
            }
            .buttonStyle(.bordered)
        }
    }

    private func feedView(_ feed: ShopHomeFeed) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: Spacing.l) {
                if !feed.promos.isEmpty {
                    PromoPager(promos: feed.promos, onSelect: onSelectPromo)
                }

                if !feed.categories.isEmpty {
                    CategoryStrip(categories: feed.categories)
                }

                if !feed.featured.isEmpty {
                    ProductRail(
                        titleKey: "shop_home_featured_title",
                        products: feed.featured,
                        isWishlisted: { viewModel.isWishlisted($0) },
                        onToggleWishlist: { viewModel.toggleWishlist($0) },
                        onSelect: onSelectProduct
                    )
                }

                if !feed.recommended.isEmpty {
                    RecommendedGrid(
                        products: feed.recommended,
                        isWishlisted: { viewModel.isWishlisted($0) },
                        onToggleWishlist: { viewModel.toggleWishlist($0) },
                        onSelect: onSelectProduct
                    )
                }
            }
            .padding(.vertical, Spacing.m)
        }
        .refreshable { await viewModel.refresh() }
    }
}

// MARK: - Promo pager

private struct PromoPager: View {
    let promos: [ShopPromo]
    let onSelect: (ShopPromo) -> Void

    @State private var currentID: ShopPromo.ID? = nil
    @State private var isInteracting = false

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private static let autoAdvanceInterval: Duration = .seconds(6)

    private struct AdvanceTrigger: Hashable {
        let page: ShopPromo.ID?
        let isPaused: Bool
    }

    private var currentIndex: Int {
        promos.firstIndex { $0.id == currentID } ?? 0
    }

    private var pagerHeight: CGFloat {
        dynamicTypeSize.isAccessibilitySize ? 320 : 220
    }

    var body: some View {
        VStack(spacing: Spacing.s) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(promos) { promo in
                        Button {
                            onSelect(promo)
                        } label: {
                            PromoCard(promo: promo)
                        }
                        .buttonStyle(.plain)
                        .padding(.horizontal, Spacing.m)
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.94)
                                .opacity(phase.isIdentity ? 1 : 0.7)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentID)
            .frame(height: pagerHeight)
            .modifier(ScrollInteractionObserver(isInteracting: $isInteracting))

            PageIndicator(count: promos.count, currentIndex: currentIndex)
        }
        .onAppear {
            if currentID == nil { currentID = promos.first?.id }
        }
        .task(id: AdvanceTrigger(page: currentID, isPaused: isInteracting)) {
            await autoAdvance()
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("shop_home_promos_a11y"))
    }

    private func autoAdvance() async {
        guard !reduceMotion, !isInteracting, promos.count > 1 else { return }
        do {
            try await Task.sleep(for: Self.autoAdvanceInterval)
        } catch {
            return
        }
        let next = promos[(currentIndex + 1) % promos.count]
        withAnimation(.smooth) {
            currentID = next.id
        }
    }
}

private struct PromoCard: View {
    let promo: ShopPromo

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RemoteImage(url: promo.imageURL)

            LinearGradient(
                colors: [.clear, .black.opacity(0.7)],
                startPoint: .center,
                endPoint: .bottom
            )

            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(promo.title)
                    .font(.promoTitle)
                    .lineLimit(2)
                Text(promo.subtitle)
                    .font(.subheadline)
                    .lineLimit(dynamicTypeSize.isAccessibilitySize ? 1 : 2)
                Text(promo.ctaTitle)
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, Spacing.m)
                    .padding(.vertical, Spacing.s)
                    .background(Color.brandPrimary, in: Capsule())
                    .padding(.top, Spacing.xs)
            }
            .foregroundStyle(.white)
            .padding(Spacing.m)
        }
        .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
        .contentShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
        .accessibilityElement(children: .combine)
        .accessibilityHint(Text("shop_home_promo_hint"))
    }
}

private struct PageIndicator: View {
    let count: Int
    let currentIndex: Int

    var body: some View {
        HStack(spacing: Spacing.xs + Spacing.xxs) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == currentIndex ? Color.brandPrimary : Color.secondary.opacity(0.3))
                    .frame(width: index == currentIndex ? 18 : 7, height: 7)
            }
        }
        .animation(.snappy, value: currentIndex)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("shop_home_page_indicator"))
        .accessibilityValue(String(localized: "Page \(currentIndex + 1) of \(count)"))
    }
}

/// Pauses auto-advance while the user drags the pager. `onScrollPhaseChange`
/// is iOS 18+; on iOS 17 the pager simply keeps auto-advancing.
private struct ScrollInteractionObserver: ViewModifier {
    @Binding var isInteracting: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.onScrollPhaseChange { _, newPhase in
                isInteracting = newPhase.isScrolling
            }
        } else {
            content
        }
    }
}

// MARK: - Categories

private struct CategoryStrip: View {
    let categories: [ShopCategory]
    var onSelect: (ShopCategory) -> Void = { _ in }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: Spacing.s) {
                ForEach(categories) { category in
                    Button {
                        onSelect(category)
                    } label: {
                        Label(category.name, systemImage: category.symbolName)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, Spacing.m)
                            .padding(.vertical, Spacing.s)
                            .background(.thinMaterial, in: Capsule())
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
        .scrollIndicators(.hidden)
    }
}

// MARK: - Product rail

private struct ProductRail: View {
    let titleKey: LocalizedStringKey
    let products: [ShopProduct]
    let isWishlisted: (ShopProduct) -> Bool
    let onToggleWishlist: (ShopProduct) -> Void
    let onSelect: (ShopProduct) -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Two and a half cards per screen; one card at accessibility sizes.
    private var columnCount: Int { dynamicTypeSize.isAccessibilitySize ? 1 : 5 }
    private var columnSpan: Int { dynamicTypeSize.isAccessibilitySize ? 1 : 2 }

    private var snapBehavior: ViewAlignedScrollTargetBehavior {
        if #available(iOS 18, *) {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByFew)
        } else {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .always)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            SectionHeader(titleKey: titleKey)
                .padding(.horizontal, Spacing.m)

            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: Spacing.m) {
                    ForEach(products) { product in
                        ProductCard(
                            product: product,
                            isWishlisted: isWishlisted(product),
                            onToggleWishlist: { onToggleWishlist(product) }
                        )
                        .containerRelativeFrame(
                            .horizontal,
                            count: columnCount,
                            span: columnSpan,
                            spacing: Spacing.m
                        )
                        .onTapGesture { onSelect(product) }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(snapBehavior)
            .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
            .scrollIndicators(.hidden)
        }
    }
}

private struct RecommendedGrid: View {
    let products: [ShopProduct]
    let isWishlisted: (ShopProduct) -> Bool
    let onToggleWishlist: (ShopProduct) -> Void
    let onSelect: (ShopProduct) -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var columns: [GridItem] {
        let minimum: CGFloat = dynamicTypeSize.isAccessibilitySize ? 280 : 150
        return [GridItem(.adaptive(minimum: minimum), spacing: Spacing.m, alignment: .top)]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            SectionHeader(titleKey: "shop_home_recommended_title")

            LazyVGrid(columns: columns, spacing: Spacing.l) {
                ForEach(products) { product in
                    ProductCard(
                        product: product,
                        isWishlisted: isWishlisted(product),
                        onToggleWishlist: { onToggleWishlist(product) }
                    )
                    .onTapGesture { onSelect(product) }
                }
            }
        }
        .padding(.horizontal, Spacing.m)
    }
}

private struct SectionHeader: View {
    let titleKey: LocalizedStringKey

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline) {
                title
                Spacer(minLength: Spacing.s)
                seeAll
            }
            VStack(alignment: .leading, spacing: Spacing.xs) {
                title
                seeAll
            }
        }
    }

    @ViewBuilder
    private var title: some View {
        Text(titleKey)
            .font(.sectionTitle)
            .accessibilityAddTraits(.isHeader)
    }

    @ViewBuilder
    private var seeAll: some View {
        Button("common_see_all") {}
            .font(.subheadline)
            .tint(Color.brandPrimary)
    }
}

private struct ProductCard: View {
    let product: ShopProduct
    let isWishlisted: Bool
    let onToggleWishlist: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            RemoteImage(url: product.imageURL)
                .aspectRatio(3 / 4, contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: Radius.tile, style: .continuous))
                .overlay(alignment: .topTrailing) {
                    wishlistButton
                }

            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(product.brand)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(product.name)
                    .font(.cardTitle)
                    .lineLimit(2)
                priceRow
                Label(
                    product.rating.formatted(.number.precision(.fractionLength(1))),
                    systemImage: "star.fill"
                )
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityText)
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: Text(isWishlisted ? "shop_wishlist_remove" : "shop_wishlist_add")) {
            onToggleWishlist()
        }
    }

    @ViewBuilder
    private var priceRow: some View {
        HStack(alignment: .firstTextBaseline, spacing: Spacing.xs) {
            Text(product.price, format: .currency(code: product.currencyCode))
                .font(.price)
                .foregroundStyle(product.isDiscounted ? Color.priceDiscount : Color.primary)
            if let originalPrice = product.originalPrice, product.isDiscounted {
                Text(originalPrice, format: .currency(code: product.currencyCode))
                    .font(.caption)
                    .strikethrough()
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var wishlistButton: some View {
        Button(action: onToggleWishlist) {
            Image(systemName: isWishlisted ? "heart.fill" : "heart")
                .font(.body.weight(.semibold))
                .foregroundStyle(isWishlisted ? Color.brandAccent : Color.primary)
                .padding(Spacing.s)
                .background(.regularMaterial, in: Circle())
        }
        .buttonStyle(.plain)
        .padding(Spacing.s)
        .sensoryFeedback(.selection, trigger: isWishlisted)
    }

    private var accessibilityText: String {
        let price = product.price.formatted(.currency(code: product.currencyCode))
        return String(localized: "\(product.brand), \(product.name), \(price)")
    }
}

private struct RemoteImage: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url, transaction: Transaction(animation: .easeOut(duration: 0.2))) { phase in
            if let image = phase.image {
                image
                    .resizable()
                    .scaledToFill()
            } else {
                Rectangle()
                    .fill(.quaternary)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
        .accessibilityHidden(true)
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockCatalogService: CatalogService {
    enum Scenario: Sendable {
        case content
        case empty
        case failure
        case loadingForever
    }

    var scenario: Scenario = .content
    var latency: Duration = .milliseconds(350)

    func fetchHomeFeed() async throws -> ShopHomeFeed {
        try await Task.sleep(for: latency)
        switch scenario {
        case .content:
            return .preview
        case .empty:
            return .empty
        case .failure:
            throw URLError(.notConnectedToInternet)
        case .loadingForever:
            try await Task.sleep(for: .seconds(3_600))
            return .preview
        }
    }
}

extension ShopHomeFeed {
    static let empty = ShopHomeFeed(promos: [], categories: [], featured: [], recommended: [])

    static let preview = ShopHomeFeed(
        promos: [
            ShopPromo(
                id: "spring-sale",
                title: "Spring Sale",
                subtitle: "Up to 40% off outerwear and sneakers",
                ctaTitle: "Shop now",
                imageURL: URL(string: "https://picsum.photos/seed/promo1/900/500"),
                deeplink: nil
            ),
            ShopPromo(
                id: "new-arrivals",
                title: "New arrivals",
                subtitle: "Fresh drops from the brands you follow",
                ctaTitle: "Discover",
                imageURL: URL(string: "https://picsum.photos/seed/promo2/900/500"),
                deeplink: nil
            ),
            ShopPromo(
                id: "free-shipping",
                title: "Free shipping weekend",
                subtitle: "On every order, no minimum",
                ctaTitle: "Learn more",
                imageURL: URL(string: "https://picsum.photos/seed/promo3/900/500"),
                deeplink: nil
            ),
        ],
        categories: [
            ShopCategory(id: "women", name: "Women", symbolName: "figure.stand.dress"),
            ShopCategory(id: "men", name: "Men", symbolName: "figure.stand"),
            ShopCategory(id: "home", name: "Home", symbolName: "sofa"),
            ShopCategory(id: "beauty", name: "Beauty", symbolName: "sparkles"),
            ShopCategory(id: "sport", name: "Sport", symbolName: "figure.run"),
        ],
        featured: (1...8).map(ShopProduct.sample),
        recommended: (9...16).map(ShopProduct.sample)
    )
}

extension ShopProduct {
    static func sample(_ index: Int) -> ShopProduct {
        let discounted = index.isMultiple(of: 3)
        return ShopProduct(
            id: "product-\(index)",
            brand: ["Northwind", "Arcadia", "Fjell", "Lumen"][index % 4],
            name: "Everyday item \(index)",
            price: Decimal(19 + index * 7),
            originalPrice: discounted ? Decimal(29 + index * 7) : nil,
            currencyCode: "EUR",
            imageURL: URL(string: "https://picsum.photos/seed/product\(index)/600/800"),
            rating: 3.5 + Double(index % 3) * 0.5,
            reviewCount: 12 * index
        )
    }
}

#Preview("Home") {
    NavigationStack {
        ShopHomeScreen()
    }
    .environment(\.catalogService, MockCatalogService())
}

#Preview("Loading") {
    NavigationStack {
        ShopHomeScreen()
    }
    .environment(\.catalogService, MockCatalogService(scenario: .loadingForever))
}

#Preview("Empty") {
    NavigationStack {
        ShopHomeScreen()
    }
    .environment(\.catalogService, MockCatalogService(scenario: .empty))
}

#Preview("Error") {
    NavigationStack {
        ShopHomeScreen()
    }
    .environment(\.catalogService, MockCatalogService(scenario: .failure))
}

#Preview("Promo pager · XXXL", traits: .sizeThatFitsLayout) {
    @Previewable @State var lastTapped: String = "–"
    return VStack {
        PromoPager(promos: ShopHomeFeed.preview.promos) { lastTapped = $0.title }
        Text(verbatim: lastTapped)
    }
    .dynamicTypeSize(.accessibility3)
}
#endif
