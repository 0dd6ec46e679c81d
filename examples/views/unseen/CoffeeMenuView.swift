import SwiftUI

// MARK: - Model

enum CoffeeCategory: String, CaseIterable, Identifiable, Hashable {
    case espresso = "Espresso"
    case filter = "Filter"
    case cold = "Cold"
    case tea = "Tea"
    case bakery = "Bakery"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .espresso: "cup.and.saucer.fill"
        case .filter: "mug.fill"
        case .cold: "snowflake"
        case .tea: "leaf.fill"
        case .bakery: "birthday.cake.fill"
        }
    }

    var tint: Color {
        switch self {
        case .espresso: Color(red: 0.45, green: 0.28, blue: 0.18)
        case .filter: Color(red: 0.70, green: 0.42, blue: 0.22)
        case .cold: Color(red: 0.24, green: 0.52, blue: 0.70)
        case .tea: Color(red: 0.36, green: 0.56, blue: 0.32)
        case .bakery: Color(red: 0.86, green: 0.56, blue: 0.30)
        }
    }
}

struct CoffeeProduct: Identifiable, Hashable {
    let id: String
    let name: String
    let notes: String
    let price: Double
    let category: CoffeeCategory
    let symbol: String
    let isFeatured: Bool
    let calories: Int
}

extension CoffeeProduct {
    static let samples: [CoffeeProduct] = [
        CoffeeProduct(id: "flat-white", name: "Flat White", notes: "Velvety microfoam, double ristretto", price: 4.20, category: .espresso, symbol: "cup.and.saucer.fill", isFeatured: true, calories: 120),
        CoffeeProduct(id: "cortado", name: "Cortado", notes: "Equal parts espresso and warm milk", price: 3.60, category: .espresso, symbol: "cup.and.saucer.fill", isFeatured: false, calories: 90),
        CoffeeProduct(id: "oat-latte", name: "Oat Latte", notes: "House blend, toasted oat milk", price: 4.80, category: .espresso, symbol: "cup.and.saucer.fill", isFeatured: true, calories: 160),
        CoffeeProduct(id: "espresso", name: "Espresso", notes: "Stone fruit, cocoa, long finish", price: 2.80, category: .espresso, symbol: "cup.and.saucer.fill", isFeatured: false, calories: 5),
        CoffeeProduct(id: "v60", name: "V60 Ethiopia", notes: "Jasmine, bergamot, peach", price: 5.20, category: .filter, symbol: "mug.fill", isFeatured: true, calories: 5),
        CoffeeProduct(id: "batch", name: "Batch Brew", notes: "Rotating single origin", price: 3.20, category: .filter, symbol: "mug.fill", isFeatured: false, calories: 5),
        CoffeeProduct(id: "chemex", name: "Chemex for Two", notes: "Colombia, red apple, panela", price: 8.50, category: .filter, symbol: "mug.fill", isFeatured: true, calories: 10),
        CoffeeProduct(id: "cold-brew", name: "Cold Brew", notes: "Steeped 18 hours, chocolate notes", price: 4.50, category: .cold, symbol: "takeoutbag.and.cup.and.straw.fill", isFeatured: true, calories: 15),
        CoffeeProduct(id: "espresso-tonic", name: "Espresso Tonic", notes: "Yuzu tonic, orange peel", price: 5.40, category: .cold, symbol: "takeoutbag.and.cup.and.straw.fill", isFeatured: true, calories: 70),
        CoffeeProduct(id: "iced-latte", name: "Iced Latte", notes: "Over hand-cut ice", price: 4.60, category: .cold, symbol: "takeoutbag.and.cup.and.straw.fill", isFeatured: false, calories: 140),
        CoffeeProduct(id: "sencha", name: "Sencha", notes: "Grassy, sweet, bright", price: 3.80, category: .tea, symbol: "leaf.fill", isFeatured: false, calories: 0),
        CoffeeProduct(id: "chai", name: "Masala Chai", notes: "House spice blend, whole milk", price: 4.40, category: .tea, symbol: "leaf.fill", isFeatured: true, calories: 180),
        CoffeeProduct(id: "croissant", name: "Butter Croissant", notes: "Laminated over three days", price: 3.40, category: .bakery, symbol: "birthday.cake.fill", isFeatured: true, calories: 270),
        CoffeeProduct(id: "cardamom-bun", name: "Cardamom Bun", notes: "Swedish style, pearl sugar", price: 3.90, category: .bakery, symbol: "birthday.cake.fill", isFeatured: true, calories: 310),
        CoffeeProduct(id: "banana-bread", name: "Banana Bread", notes: "Brown butter, walnuts", price: 3.50, category: .bakery, symbol: "birthday.cake.fill", isFeatured: false, calories: 290)
    ]
}

// MARK: - Quantity stepper

struct CoffeeQuantityStepper: View {
    let quantity: Int
    let tint: Color
    let onAdd: () -> Void
    let onRemove: () -> Void

    var body: some View {
        HStack(spacing: 0) {
            if quantity > 0 {
                Button(action: onRemove) {
                    Image(systemName: "minus")
                        .frame(width: 32, height: 32)
                }
                .transition(.move(edge: .trailing).combined(with: .opacity))

                Text("\(quantity)")
                    .font(.subheadline.monospacedDigit().weight(.semibold))
                    .contentTransition(.numericText(value: Double(quantity)))
                    .frame(minWidth: 20)
            }

            Button(action: onAdd) {
                Image(systemName: "plus")
                    .frame(width: 32, height: 32)
            }
        }
        .font(.subheadline.weight(.bold))
        .foregroundStyle(.white)
        .background(tint, in: .capsule)
        .animation(.snappy, value: quantity)
        .sensoryFeedback(trigger: quantity) { oldValue, newValue in
            newValue > oldValue ? SensoryFeedback.increase : SensoryFeedback.decrease
        }
    }
}

// MARK: - Cards

struct CoffeeProductCard: View {
    let product: CoffeeProduct
    let quantity: Int
    let onAdd: () -> Void
    let onRemove: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                LinearGradient(
                    colors: [product.category.tint.opacity(0.35), product.category.tint.opacity(0.85)],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
                Image(systemName: product.symbol)
                    .font(.system(size: 44))
                    .foregroundStyle(.white)
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 6)
            }
            .frame(height: 110)
            .clipShape(.rect(cornerRadii: .init(topLeading: 24, topTrailing: 24)))

            VStack(alignment: .leading, spacing: 6) {
                Text(product.name)
                    .font(.headline)
                    .lineLimit(1)
                Text(product.notes)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(2, reservesSpace: true)

                HStack {
                    Text(product.price, format: .currency(code: "EUR"))
                        .font(.subheadline.weight(.semibold).monospacedDigit())
                    Spacer(minLength: 4)
                    CoffeeQuantityStepper(
                        quantity: quantity,
                        tint: product.category.tint,
                        onAdd: onAdd,
                        onRemove: onRemove
                    )
                }
                .padding(.top, 4)
            }
            .padding(12)
        }
        .background(.background, in: .rect(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 12, x: 0, y: 6)
    }
}

struct CoffeeFeaturedCard: View {
    let product: CoffeeProduct
    let quantity: Int
    let onAdd: () -> Void

    var body: some View {
        HStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Barista pick")
                    .font(.caption.weight(.bold))
                    .textCase(.uppercase)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.white.opacity(0.2), in: .capsule)
                Text(product.name)
                    .font(.title2.weight(.bold))
                Text(product.notes)
                    .font(.subheadline)
                    .opacity(0.85)
                    .lineLimit(2)
                Spacer(minLength: 0)
                HStack(spacing: 10) {
                    Button(action: onAdd) {
                        Label("Add", systemImage: "plus")
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .background(.white, in: .capsule)
                            .foregroundStyle(product.category.tint)
                    }
                    Text(product.price, format: .currency(code: "EUR"))
                        .font(.subheadline.weight(.semibold).monospacedDigit())
                    if quantity > 0 {
                        Text("×\(quantity)")
                            .font(.caption.weight(.bold).monospacedDigit())
                            .contentTransition(.numericText(value: Double(quantity)))
                    }
                }
            }
            Spacer(minLength: 0)
            Image(systemName: product.symbol)
                .font(.system(size: 72))
                .phaseAnimator([0.0, -8.0]) { content, lift in
                    content.offset(y: lift)
                } animation: { _ in
                    .easeInOut(duration: 1.8)
                }
                .shadow(color: .black.opacity(0.25), radius: 14, x: 0, y: 12)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(height: 190)
        .background {
            ZStack {
                product.category.tint
                Circle()
                    .fill(.white.opacity(0.12))
                    .frame(width: 220, height: 220)
                    .offset(x: 120, y: -50)
                    .blur(radius: 2)
            }
        }
        .clipShape(.rect(cornerRadius: 28, style: .continuous))
        .shadow(color: product.category.tint.opacity(0.4), radius: 16, x: 0, y: 10)
        .animation(.snappy, value: quantity)
    }
}

// MARK: - Category page

struct CoffeeCategoryPage: View {
    let category: CoffeeCategory
    let products: [CoffeeProduct]
    let quantities: [CoffeeProduct.ID: Int]
    let onAdd: (CoffeeProduct) -> Void
    let onRemove: (CoffeeProduct) -> Void

    private var featured: [CoffeeProduct] {
        products.filter(\.isFeatured)
    }

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 24) {
                if !featured.isEmpty {
                    featuredStrip
                }

                Text("All \(category.rawValue.lowercased())")
                    .font(.title3.bold())
                    .padding(.horizontal, 20)

                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 14)], spacing: 14) {
                    ForEach(products) { product in
                        CoffeeProductCard(
                            product: product,
                            quantity: quantities[product.id, default: 0],
                            onAdd: { onAdd(product) },
                            onRemove: { onRemove(product) }
                        )
                    }
                }
                .padding(.horizontal, 20)
            }
            .padding(.top, 12)
            .padding(.bottom, 56) // room for the page index dots
        }
        .scrollIndicators(.never)
        .scrollBounceBehavior(.basedOnSize)
    }

    private var featuredStrip: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 14) {
                ForEach(featured) { product in
                    CoffeeFeaturedCard(
                        product: product,
                        quantity: quantities[product.id, default: 0],
                        onAdd: { onAdd(product) }
                    )
                    .containerRelativeFrame(.horizontal, count: 6, span: 5, spacing: 14)
                    .scrollTransition(axis: .horizontal) { content, phase in
                        content
                            .scaleEffect(phase.isIdentity ? 1 : 0.9)
                            .opacity(phase.isIdentity ? 1 : 0.75)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollClipDisabled()
        .scrollIndicators(.never)
    }
}

// MARK: - Menu

struct CoffeeMenuView: View {
    let products: [CoffeeProduct]

    @State private var selectedCategory: CoffeeCategory = .espresso
    @State private var chipScrollID: CoffeeCategory? = .espresso
    @State private var cart: [CoffeeProduct.ID: Int] = [:]
    @Namespace private var chipNamespace

    init(products: [CoffeeProduct] = CoffeeProduct.samples) {
        self.products = products
    }

    private var cartCount: Int {
        cart.values.reduce(0, +)
    }

    private var cartTotal: Double {
        products.reduce(0) { total, product in
            total + product.price * Double(cart[product.id, default: 0])
        }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                categoryChips

                TabView(selection: $selectedCategory) {
                    ForEach(CoffeeCategory.allCases) { category in
                        CoffeeCategoryPage(
                            category: category,
                            products: products.filter { $0.category == category },
                            quantities: cart,
                            onAdd: { add($0) },
                            onRemove: { remove($0) }
                        )
                        .tag(category)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Menu")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                if cartCount > 0 {
                    cartBar
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .animation(.snappy, value: cartCount > 0)
            .sensoryFeedback(.selection, trigger: selectedCategory)
            .onChange(of: selectedCategory) { _, newValue in
                withAnimation(.snappy) {
                    chipScrollID = newValue
                }
            }
        }
    }

    // MARK: Chips

    private var categoryChips: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(CoffeeCategory.allCases, id: \.self) { category in
                    let isSelected = category == selectedCategory
                    Button {
                        withAnimation(.snappy) {
                            selectedCategory = category
                        }
                    } label: {
                        Label(category.rawValue, systemImage: category.symbol)
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 9)
                            .foregroundStyle(isSelected ? Color.white : Color.primary)
                            .background {
                                if isSelected {
                                    Capsule()
                                        .fill(category.tint)
                                        .matchedGeometryEffect(id: "selected-chip", in: chipNamespace)
                                } else {
                                    Capsule()
                                        .fill(.thinMaterial)
                                }
                            }
                    }
                    .buttonStyle(.plain)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $chipScrollID, anchor: .center)
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollIndicators(.never)
        .padding(.vertical, 8)
    }

    // MARK: Cart

    private var cartBar: some View {
        HStack(spacing: 14) {
            Image(systemName: "bag.fill")
                .font(.title3)
                .symbolEffect(.bounce, value: cartCount)
                .overlay(alignment: .topTrailing) {
                    Text("\(cartCount)")
                        .font(.caption2.weight(.bold).monospacedDigit())
                        .contentTransition(.numericText(value: Double(cartCount)))
                        .padding(4)
                        .background(.red, in: .circle)
                        .offset(x: 10, y: -8)
                }

            VStack(alignment: .leading, spacing: 2) {
                Text("Your order")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(cartTotal, format: .currency(code: "EUR"))
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText(value: cartTotal))
            }

            Spacer()

            Button("Checkout") {}
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .tint(selectedCategory.tint)
        }
        .padding(.horizontal, 18)
        .padding(.vertical, 12)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 18, x: 0, y: 8)
        .padding(.horizontal, 16)
        .padding(.bottom, 4)
        .animation(.snappy, value: cartCount)
    }

    // MARK: Actions

    private func add(_ product: CoffeeProduct) {
        withAnimation(.snappy) {
            cart[product.id, default: 0] += 1
        }
    }

    private func remove(_ product: CoffeeProduct) {
        withAnimation(.snappy) {
            let current = cart[product.id, default: 0]
            cart[product.id] = current > 1 ? current - 1 : nil
        }
    }
}

// MARK: - Previews

#Preview("Menu") {
    CoffeeMenuView()
}

#Preview("Product card", traits: .sizeThatFitsLayout) {
    @Previewable @State var quantity = 1
    CoffeeProductCard(
        product: CoffeeProduct.samples[0],
        quantity: quantity,
        onAdd: { quantity += 1 },
        onRemove: { quantity = max(0, quantity - 1) }
    )
    .frame(width: 190)
    .padding()
    .background(Color(.systemGroupedBackground))
}

#Preview("Featured card", traits: .sizeThatFitsLayout) {
    CoffeeFeaturedCard(product: CoffeeProduct.samples[7], quantity: 2, onAdd: {})
        .frame(width: 340)
        .padding()
}
