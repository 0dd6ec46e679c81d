//
//  RestaurantListScreen.swift
//  Delivery · Restaurants
//
//  Restaurant list with a pinned, horizontally snapping "cuisines" strip,
//  search and sorting.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct Cuisine: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let name: String
    let imageURL: URL?
}

struct Restaurant: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let name: String
    let cuisineIDs: [Cuisine.ID]
    let priceLevel: Int
    let rating: Double
    let reviewCount: Int
    let minDeliveryMinutes: Int
    let maxDeliveryMinutes: Int
    let deliveryFee: Decimal
    let currencyCode: String
    let imageURL: URL?
    let promoLabel: String?
    let isOpen: Bool
}

struct RestaurantDirectory: Sendable, Decodable {
    let cuisines: [Cuisine]
    let restaurants: [Restaurant]
}

enum RestaurantSort: String, CaseIterable, Identifiable, Sendable {
    case recommended
    case rating
    case deliveryTime

    var id: Self { self }

    var titleKey: LocalizedStringKey {
        switch self {
        case .recommended: "restaurants_sort_recommended"
        case .rating: "restaurants_sort_rating"
        case .deliveryTime: "restaurants_sort_delivery_time"
        }
    }
}

// MARK: - Service

protocol RestaurantService: Sendable {
    func fetchDirectory(addressID: String) async throws -> RestaurantDirectory
}

struct RemoteRestaurantService: RestaurantService {
    var baseURL: URL = URL(string: "https://api.example-eats.com/v2")!
    var session: URLSession = .shared

    func fetchDirectory(addressID: String) async throws -> RestaurantDirectory {
        var components = URLComponents(
            url: baseURL.appending(path: "restaurants"),
            resolvingAgainstBaseURL: false
        )
        components?.queryItems = [URLQueryItem(name: "address_id", value: addressID)]
        guard let url = components?.url else { throw URLError(.badURL) }

        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(RestaurantDirectory.self, from: data)
    }
}

private struct RestaurantServiceKey: EnvironmentKey {
    static let defaultValue: any RestaurantService = RemoteRestaurantService()
}

extension EnvironmentValues {
    var restaurantService: any RestaurantService {
        get { self[RestaurantServiceKey.self] }
        set { self[RestaurantServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
}

private enum Radius {
    static let card: CGFloat = 16
    static let badge: CGFloat = 6
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let promoBadge = Color("PromoBadge")
    static let ratingStar = Color("RatingStar")
}

private extension Font {
    static let restaurantName = Font.headline
    static let chipLabel = Font.caption.weight(.semibold)
    static let meta = Font.subheadline
}

// MARK: - View model

@MainActor
@Observable
final class RestaurantListViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(RestaurantDirectory)
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    var selectedCuisineID: Cuisine.ID?
    var searchText = ""
    var sort: RestaurantSort = .recommended
    private(set) var favoriteIDs: Set<Restaurant.ID> = []

    let addressID: String
    private let service: any RestaurantService

    init(addressID: String, service: any RestaurantService) {
        self.addressID = addressID
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

    func toggleFavorite(_ restaurant: Restaurant) {
        if favoriteIDs.remove(restaurant.id) == nil {
            favoriteIDs.insert(restaurant.id)
        }
    }

    func visibleRestaurants(in directory: RestaurantDirectory) -> [Restaurant] {
        var result = directory.restaurants

        if let cuisineID = selectedCuisineID {
            result = result.filter { $0.cuisineIDs.contains(cuisineID) }
        }

        let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !query.isEmpty {
            result = result.filter { $0.name.localizedStandardContains(query) }
        }

        switch sort {
        case .recommended:
            break
        case .rating:
            result.sort { $0.rating > $1.rating }
        case .deliveryTime:
            result.sort { $0.minDeliveryMinutes < $1.minDeliveryMinutes }
        }

        // Closed restaurants always sink to the bottom.
        return result.filter(\.isOpen) + result.filter { !$0.isOpen }
    }

    private func fetch() async {
        do {
            let directory = try await service.fetchDirectory(addressID: addressID)
            state = .loaded(directory)
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch {
            if case .loaded = state { return }
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct RestaurantListScreen: View {
    let addressID: String
    var onSelectRestaurant: (Restaurant) -> Void = { _ in }

    @Environment(\.restaurantService) private var restaurantService

    var body: some View {
        RestaurantListContent(
            addressID: addressID,
            service: restaurantService,
            onSelectRestaurant: onSelectRestaurant
        )
    }
}

private struct RestaurantListContent: View {
    @State private var viewModel: RestaurantListViewModel
    let onSelectRestaurant: (Restaurant) -> Void

    init(
        addressID: String,
        service: any RestaurantService,
        onSelectRestaurant: @escaping (Restaurant) -> Void
    ) {
        _viewModel = State(initialValue: RestaurantListViewModel(addressID: addressID, service: service))
        self.onSelectRestaurant = onSelectRestaurant
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityLabel(Text("restaurants_loading"))
            case .loaded(let directory) where directory.restaurants.isEmpty:
                ContentUnavailableView(
                    "restaurants_none_nearby_title",
                    systemImage: "mappin.slash",
                    description: Text("restaurants_none_nearby_message")
                )
            case .loaded(let directory):
                list(directory)
            case .failed(let error):
                ContentUnavailableView {
                    Label("restaurants_error_title", systemImage: "exclamationmark.bubble")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("common_retry") {
                        Task { await viewModel.load() }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        .navigationTitle(Text("restaurants_title"))
        .searchable(text: $viewModel.searchText, prompt: Text("restaurants_search_prompt"))
        .toolbar { sortMenu }
        .task { await viewModel.load() }
    }

    @ToolbarContentBuilder
    private var sortMenu: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Menu {
                Picker(selection: $viewModel.sort) {
                    ForEach(RestaurantSort.allCases) { sort in
                        Text(sort.titleKey).tag(sort)
                    }
                } label: {
                    Text("restaurants_sort_by")
                }
            } label: {
                Label("restaurants_sort_by", systemImage: "arrow.up.arrow.down")
            }
        }
    }

    private func list(_ directory: RestaurantDirectory) -> some View {
        let restaurants = viewModel.visibleRestaurants(in: directory)

        return ScrollView {
            LazyVStack(alignment: .leading, spacing: Spacing.l, pinnedViews: [.sectionHeaders]) {
                Section {
                    if restaurants.isEmpty {
                        filteredEmptyState
                            .padding(.top, Spacing.l)
                    } else {
                        ForEach(restaurants) { restaurant in
                            RestaurantCard(
                                restaurant: restaurant,
                                cuisineNames: cuisineNames(for: restaurant, in: directory),
                                isFavorite: viewModel.favoriteIDs.contains(restaurant.id),
                                onToggleFavorite: { viewModel.toggleFavorite(restaurant) }
                            )
                            .onTapGesture { onSelectRestaurant(restaurant) }
                            .padding(.horizontal, Spacing.m)
                        }
                    }
                } header: {
                    CuisineStrip(
                        cuisines: directory.cuisines,
                        selection: $viewModel.selectedCuisineID
                    )
                    .padding(.vertical, Spacing.s)
                    .background(.bar)
                }
            }
            .padding(.bottom, Spacing.l)
        }
        .scrollDismissesKeyboard(.immediately)
        .refreshable { await viewModel.refresh() }
        .animation(.snappy, value: restaurants)
    }

    @ViewBuilder
    private var filteredEmptyState: some View {
        if !viewModel.searchText.isEmpty {
            ContentUnavailableView.search(text: viewModel.searchText)
        } else {
            ContentUnavailableView {
                Label("restaurants_empty_cuisine_title", systemImage: "fork.knife")
            } description: {
                Text("restaurants_empty_cuisine_message")
            } actions: {
                Button("restaurants_show_all") {
                    viewModel.selectedCuisineID = nil
                }
            }
        }
    }

    private func cuisineNames(for restaurant: Restaurant, in directory: RestaurantDirectory) -> String {
        directory.cuisines
            .filter { restaurant.cuisineIDs.contains($0.id) }
            .map(\.name)
            .formatted(.list(type: .and, width: .narrow))
    }
}

// MARK: - Cuisine strip

private struct CuisineStrip: View {
    let cuisines: [Cuisine]
    @Binding var selection: Cuisine.ID?

    @ScaledMetric(relativeTo: .caption) private var chipImageSize: CGFloat = 56

    private static let allID = "__all__"

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: Spacing.m) {
                    CuisineChip(
                        title: Text("restaurants_cuisine_all"),
                        imageURL: nil,
                        systemImage: "square.grid.2x2",
                        imageSize: chipImageSize,
                        isSelected: selection == nil
                    ) {
                        selection = nil
                    }
                    .id(Self.allID)

                    ForEach(cuisines) { cuisine in
                        CuisineChip(
                            title: Text(cuisine.name),
                            imageURL: cuisine.imageURL,
                            systemImage: "fork.knife",
                            imageSize: chipImageSize,
                            isSelected: selection == cuisine.id
                        ) {
                            selection = selection == cuisine.id ? nil : cuisine.id
                        }
                        .id(cuisine.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, Spacing.m, for: .scrollContent)
            .scrollIndicators(.hidden)
            .onChange(of: selection) { _, newValue in
                withAnimation(.snappy) {
                    proxy.scrollTo(newValue ?? Self.allID, anchor: .center)
                }
            }
            .sensoryFeedback(.selection, trigger: selection)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("restaurants_cuisines_a11y"))
    }
}

private struct CuisineChip: View {
    let title: Text
    let imageURL: URL?
    let systemImage: String
    let imageSize: CGFloat
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: Spacing.xs) {
                chipImage
                    .frame(width: imageSize, height: imageSize)
                    .clipShape(Circle())
                    .overlay {
                        Circle()
                            .strokeBorder(isSelected ? Color.brandPrimary : .clear, lineWidth: 2.5)
                    }
                title
                    .font(.chipLabel)
                    .foregroundStyle(isSelected ? Color.brandPrimary : Color.primary)
                    .lineLimit(1)
                    .fixedSize()
            }
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }

    @ViewBuilder
    private var chipImage: some View {
        if let imageURL {
            AsyncImage(url: imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(.quaternary)
            }
        } else {
            Image(systemName: systemImage)
                .font(.title2)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.quaternary)
        }
    }
}

// MARK: - Restaurant card

private struct RestaurantCard: View {
    let restaurant: Restaurant
    let cuisineNames: String
    let isFavorite: Bool
    let onToggleFavorite: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            hero

            HStack(alignment: .firstTextBaseline) {
                Text(restaurant.name)
                    .font(.restaurantName)
                    .lineLimit(2)
                Spacer(minLength: Spacing.s)
                rating
            }

            Text(cuisineNames)
                .font(.meta)
                .foregroundStyle(.secondary)
                .lineLimit(1)

            ViewThatFits(in: .horizontal) {
                HStack(spacing: Spacing.s) {
                    etaLabel
                    Text(verbatim: "·").foregroundStyle(.secondary)
                    feeLabel
                }
                VStack(alignment: .leading, spacing: Spacing.xxs) {
                    etaLabel
                    feeLabel
                }
            }
            .font(.meta)
        }
        .contentShape(Rectangle())
        .opacity(restaurant.isOpen ? 1 : 0.55)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: Text(isFavorite ? "restaurants_unfavorite" : "restaurants_favorite")) {
            onToggleFavorite()
        }
    }

    @ViewBuilder
    private var hero: some View {
        Rectangle()
            .fill(.quaternary)
            .aspectRatio(16 / 9, contentMode: .fit)
            .overlay {
                AsyncImage(url: restaurant.imageURL) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFill()
                    }
                }
            }
            .overlay(alignment: .topLeading) {
                if let promo = restaurant.promoLabel {
                    Text(promo)
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.white)
                        .padding(.horizontal, Spacing.s)
                        .padding(.vertical, Spacing.xs)
                        .background(Color.promoBadge, in: RoundedRectangle(cornerRadius: Radius.badge))
                        .padding(Spacing.s)
                }
            }
            .overlay(alignment: .topTrailing) {
                FavoriteButton(isFavorite: isFavorite, action: onToggleFavorite)
                    .padding(Spacing.s)
                    .accessibilityHidden(true)
            }
            .overlay {
                if !restaurant.isOpen {
                    Text("restaurants_closed")
                        .font(.headline)
                        .padding(.horizontal, Spacing.m)
                        .padding(.vertical, Spacing.s)
                        .background(.regularMaterial, in: Capsule())
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
    }

    private var rating: some View {
        HStack(spacing: Spacing.xxs) {
            Image(systemName: "star.fill")
                .foregroundStyle(Color.ratingStar)
                .accessibilityHidden(true)
            Text(restaurant.rating, format: .number.precision(.fractionLength(1)))
            Text(verbatim: "(\(restaurant.reviewCount.formatted(.number.notation(.compactName))))")
                .foregroundStyle(.secondary)
        }
        .font(.meta)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(
            Text("restaurants_rating_a11y \(restaurant.rating.formatted(.number.precision(.fractionLength(1)))) \(restaurant.reviewCount)")
        )
    }

    private var etaLabel: some View {
        Label(
            String(localized: "\(restaurant.minDeliveryMinutes)–\(restaurant.maxDeliveryMinutes) min"),
            systemImage: "clock"
        )
    }

    @ViewBuilder
    private var feeLabel: some View {
        if restaurant.deliveryFee == 0 {
            Text("restaurants_free_delivery")
                .foregroundStyle(Color.brandPrimary)
        } else {
            Text("restaurants_delivery_fee \(restaurant.deliveryFee.formatted(.currency(code: restaurant.currencyCode)))")
                .foregroundStyle(.secondary)
        }
    }
}

private struct FavoriteButton: View {
    let isFavorite: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            icon
                .font(.body.weight(.semibold))
                .foregroundStyle(isFavorite ? Color.brandPrimary : Color.primary)
                .padding(Spacing.s)
                .background(.regularMaterial, in: Circle())
        }
        .buttonStyle(.plain)
    }

    @ViewBuilder
    private var icon: some View {
        let image = Image(systemName: isFavorite ? "heart.fill" : "heart")
        if #available(iOS 18, *) {
            image.symbolEffect(.wiggle, value: isFavorite)
        } else {
            image.symbolEffect(.bounce, value: isFavorite)
        }
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockRestaurantService: RestaurantService {
    var directory: RestaurantDirectory = .preview
    var delay: Duration = .milliseconds(400)

    func fetchDirectory(addressID: String) async throws -> RestaurantDirectory {
        try await Task.sleep(for: delay)
        return directory
    }
}

extension RestaurantDirectory {
    static let empty = RestaurantDirectory(cuisines: [], restaurants: [])

    static let preview: RestaurantDirectory = {
        let cuisines = ["Pizza", "Sushi", "Burgers", "Thai", "Indian", "Vegan", "Tacos", "Ramen", "Bakery"]
            .enumerated()
            .map { index, name in
                Cuisine(
                    id: name.lowercased(),
                    name: name,
                    imageURL: URL(string: "https://picsum.photos/seed/cuisine\(index)/160/160")
                )
            }

        let names = ["Nonna's", "Umi Bar", "Patty Lab", "Baan Thai", "Masala Co.", "Leaf & Root", "El Farolito"]
        let restaurants = (0..<14).map { index -> Restaurant in
            let name = index >= names.count ? "\(names[index % names.count]) II" : names[index]
            return Restaurant(
                id: "restaurant-\(index)",
                name: name,
                cuisineIDs: [cuisines[index % cuisines.count].id],
                priceLevel: 1 + index % 3,
                rating: 3.8 + Double(index % 12) / 10,
                reviewCount: 120 + index * 97,
                minDeliveryMinutes: 15 + index % 4 * 5,
                maxDeliveryMinutes: 25 + index % 4 * 5,
                deliveryFee: index.isMultiple(of: 3) ? 0 : 2.49,
                currencyCode: "USD",
                imageURL: URL(string: "https://picsum.photos/seed/restaurant\(index)/800/450"),
                promoLabel: index.isMultiple(of: 4) ? "20% off" : nil,
                isOpen: index != 5
            )
        }

        return RestaurantDirectory(cuisines: cuisines, restaurants: restaurants)
    }()
}

#Preview("Restaurants") {
    NavigationStack {
        RestaurantListScreen(addressID: "home")
    }
    .environment(\.restaurantService, MockRestaurantService())
}

#Preview("Loading") {
    NavigationStack {
        RestaurantListScreen(addressID: "home")
    }
    .environment(\.restaurantService, MockRestaurantService(delay: .seconds(3_600)))
}

#Preview("Nothing nearby") {
    NavigationStack {
        RestaurantListScreen(addressID: "home")
    }
    .environment(\.restaurantService, MockRestaurantService(directory: .empty))
}

#Preview("Cuisine strip", traits: .sizeThatFitsLayout) {
    @Previewable @State var selection: Cuisine.ID? = "sushi"
    return CuisineStrip(cuisines: RestaurantDirectory.preview.cuisines, selection: $selection)
        .padding(.vertical)
        .dynamicTypeSize(.xxxLarge)
}
#endif
