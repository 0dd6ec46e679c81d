import SwiftUI

struct ShopCategory: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String
    let color: Color
}

struct ShopProduct: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
    let discount: Double
    let symbol: String

    var salePrice: Double { price * (1 - discount) }

    static let samples: [ShopProduct] = [
        ShopProduct(name: "Noise-Cancelling Headphones", price: 349, discount: 0.2, symbol: "headphones"),
        ShopProduct(name: "Smart Watch Band", price: 49, discount: 0.1, symbol: "applewatch"),
        ShopProduct(name: "Espresso Machine", price: 599, discount: 0.25, symbol: "cup.and.saucer"),
        ShopProduct(name: "Trail Running Shoes", price: 140, discount: 0.15, symbol: "shoe"),
        ShopProduct(name: "Desk Lamp", price: 79, discount: 0.3, symbol: "lamp.desk")
    ]
}

struct CategoryShelfListView: View {
    @State private var categories: [ShopCategory] = []
    @State private var searchText = ""
    @State private var selectedCategory: ShopCategory?
    @State private var cartCount = 0

    private var filteredProducts: [ShopProduct] {
        guard !searchText.isEmpty else { return ShopProduct.samples }
        return ShopProduct.samples.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Shop by category") {
                    categoryShelf
                }
                Section {
                    ForEach(filteredProducts) { product in
                        productRow(product)
                    }
                } header: {
                    Text("Today's deals")
                } footer: {
                    Text("Prices include VAT. Deals end at midnight.")
                }
                Section("Recently viewed") {
                    recentlyViewed
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Shop")
            .searchable(text: $searchText, prompt: "Search products")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Label("\(cartCount)", systemImage: "cart")
                        .labelStyle(.titleAndIcon)
                }
            }
            .sheet(item: $selectedCategory) { category in
                Text(category.title).font(.largeTitle)
                    .presentationDetents([.fraction(0.3)])
            }
            .onAppear(perform: loadCategories)
        }
    }

    private var categoryShelf: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(categories) { category in
                    Button { selectedCategory = category } label: {
                        VStack(spacing: 8) {
                            Image(systemName: category.symbol)
                                .font(.title)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .background(category.color.opacity(0.15), in: .rect(cornerRadius: 16))
                                .foregroundStyle(category.color)
                            Text(category.title)
                                .font(.caption.weight(.medium))
                                .lineLimit(1)
                        }
                    }
                    .buttonStyle(.plain)
                    .containerRelativeFrame(.horizontal, count: 4, spacing: 12)
                }
            }
            .scrollTargetLayout()
        }
        .frame(height: 110)
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
    }

    private func productRow(_ product: ShopProduct) -> some View {
        HStack(spacing: 12) {
            Image(systemName: product.symbol)
                .font(.title2)
                .frame(width: 56, height: 56)
                .background(.quaternary, in: .rect(cornerRadius: 12))
            VStack(alignment: .leading, spacing: 2) {
                Text(product.name).lineLimit(1)
                HStack(spacing: 6) {
                    Text(product.salePrice, format: .currency(code: "USD")).bold()
                    Text(product.price, format: .currency(code: "USD"))
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
            }
            Spacer()
            Text("-\(product.discount.formatted(.percent))")
                .dealBadge()
        }
        .swipeActions {
            Button("Add", systemImage: "cart.badge.plus") { cartCount += 1 }
                .tint(.green)
        }
    }

    private var recentlyViewed: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(ShopProduct.samples.reversed()) { product in
                    Image(systemName: product.symbol)
                        .frame(width: 44, height: 44)
                        .background(Circle().stroke(.tertiary))
                }
            }
        }
    }

    private func loadCategories() {
        guard categories.isEmpty else { return }
        categories = [
            ShopCategory(id: "tech", title: "Electronics", symbol: "desktopcomputer", color: .blue),
            ShopCategory(id: "home", title: "Home", symbol: "sofa", color: .brown),
            ShopCategory(id: "fashion", title: "Fashion", symbol: "tshirt", color: .pink),
            ShopCategory(id: "sport", title: "Sports", symbol: "figure.run", color: .green),
            ShopCategory(id: "beauty", title: "Beauty", symbol: "sparkles", color: .purple),
            ShopCategory(id: "toys", title: "Toys", symbol: "teddybear", color: .orange),
            ShopCategory(id: "grocery", title: "Grocery", symbol: "carrot", color: .mint)
        ]
    }
}

private struct DealBadgeModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(.red))
    }
}

private extension View {
    func dealBadge() -> some View {
        modifier(DealBadgeModifier())
    }
}

#Preview("Shop") {
    CategoryShelfListView()
}

#Preview("Shop – Dark") {
    CategoryShelfListView()
        .preferredColorScheme(.dark)
}
