//
//  SizeColorPickerView.swift
//  Threadline
//
//  Product options screen with vertical, snapping size and colour wheels.
//

import SwiftUI

// MARK: - Models

struct ProductSize: Identifiable, Hashable {
    let id: String
    var inStock = true
}

struct ProductColor: Identifiable, Hashable {
    let id: String
    let color: Color
}

enum ProductFit: String, CaseIterable, Identifiable {
    case slim = "Slim"
    case regular = "Regular"
    case relaxed = "Relaxed"

    var id: Self { self }
}

struct Product {
    let name: String
    let brand: String
    let price: Decimal
    let originalPrice: Decimal?
    let rating: Double
    let reviewCount: Int
    let symbol: String
    let sizes: [ProductSize]
    let colors: [ProductColor]
}

extension Product {
    static let sample = Product(
        name: "Everyday Merino Crew",
        brand: "Threadline",
        price: 89,
        originalPrice: 120,
        rating: 4.7,
        reviewCount: 1_342,
        symbol: "tshirt.fill",
        sizes: [
            ProductSize(id: "XXS", inStock: false),
            ProductSize(id: "XS"),
            ProductSize(id: "S"),
            ProductSize(id: "M"),
            ProductSize(id: "L"),
            ProductSize(id: "XL", inStock: false),
            ProductSize(id: "XXL"),
        ],
        colors: [
            ProductColor(id: "Oat", color: Color(red: 0.87, green: 0.82, blue: 0.72)),
            ProductColor(id: "Charcoal", color: Color(red: 0.22, green: 0.23, blue: 0.25)),
            ProductColor(id: "Forest", color: Color(red: 0.16, green: 0.36, blue: 0.25)),
            ProductColor(id: "Navy", color: Color(red: 0.12, green: 0.18, blue: 0.36)),
            ProductColor(id: "Rust", color: Color(red: 0.70, green: 0.32, blue: 0.18)),
            ProductColor(id: "Sky", color: Color(red: 0.56, green: 0.74, blue: 0.90)),
            ProductColor(id: "Blush", color: Color(red: 0.92, green: 0.70, blue: 0.72)),
        ]
    )
}

// MARK: - Wheel Picker

/// A compact, iOS-style wheel: rows snap to the centre band, and rows further from
/// the centre shrink, fade and tilt away.
struct WheelPicker<Item: Identifiable, RowContent: View>: View {
    let items: [Item]
    @Binding var selection: Item.ID?
    var rowHeight: CGFloat = 44
    var visibleRows = 5
    @ViewBuilder let row: (Item, Bool) -> RowContent

    private var wheelHeight: CGFloat { rowHeight * CGFloat(visibleRows) }

    var body: some View {
        let height = wheelHeight

        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(items) { item in
                    row(item, item.id == selection)
                        .frame(maxWidth: .infinity)
                        .frame(height: rowHeight)
                        .contentShape(.rect)
                        .onTapGesture {
                            withAnimation(.snappy) { selection = item.id }
                        }
                        .visualEffect { [height] content, proxy in
                            let frame = proxy.frame(in: .scrollView(axis: .vertical))
                            let distance = (frame.midY - height / 2) / (height / 2)
                            let clamped = min(max(distance, -1), 1)
                            return content
                                .scaleEffect(1 - abs(clamped) * 0.22)
                                .opacity(1 - abs(clamped) * 0.65)
                                .rotation3DEffect(
                                    .degrees(Double(clamped) * -50),
                                    axis: (x: 1, y: 0, z: 0),
                                    perspective: 0.6
                                )
                        }
                }
            }
            .scrollTargetLayout()
        }
        .frame(height: height)
        .contentMargins(.vertical, (height - rowHeight) / 2, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $selection, anchor: .center)
        .scrollIndicators(.hidden)
        .background {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(Color(.tertiarySystemFill))
                .frame(height: rowHeight)
        }
        .mask {
            LinearGradient(
                stops: [
                    .init(color: .clear, location: 0),
                    .init(color: .black, location: 0.28),
                    .init(color: .black, location: 0.72),
                    .init(color: .clear, location: 1),
                ],
                startPoint: .top,
                endPoint: .bottom
            )
        }
    }
}

// MARK: - Styling

struct AddToBagButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 16)
            .foregroundStyle(.white)
            .background(
                isEnabled ? AnyShapeStyle(Color.black.gradient) : AnyShapeStyle(Color.gray.opacity(0.4)),
                in: .rect(cornerRadius: 16)
            )
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
            .animation(.snappy(duration: 0.15), value: configuration.isPressed)
    }
}

struct OptionCard: ViewModifier {
    let title: LocalizedStringKey
    let value: String

    func body(content: Content) -> some View {
        VStack(spacing: 10) {
            HStack {
                Text(title)
                    .font(.subheadline.weight(.semibold))
                Spacer()
                Text(value)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .contentTransition(.interpolate)
            }
            content
        }
        .padding(14)
        .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 20))
    }
}

extension View {
    func optionCard(_ title: LocalizedStringKey, value: String) -> some View {
        modifier(OptionCard(title: title, value: value))
    }
}

// MARK: - Product Options

struct SizeColorPickerView: View {
    let product: Product

    @State private var selectedSizeID: ProductSize.ID?
    @State private var selectedColorID: ProductColor.ID?
    @State private var fit: ProductFit = .regular
    @State private var quantity = 1
    @State private var bagCount = 0
    @State private var showsAddedBanner = false
    @State private var promoCode = ""
    @FocusState private var isPromoFocused: Bool
    @AppStorage("shop.preferredSize") private var preferredSize = "M"
    @Namespace private var fitNamespace

    init(product: Product, initialSize: ProductSize.ID? = nil, initialColor: ProductColor.ID? = nil) {
        self.product = product
        _selectedSizeID = State(initialValue: initialSize)
        _selectedColorID = State(initialValue: initialColor ?? product.colors.first?.id)
    }

    private var selectedSize: ProductSize? {
        product.sizes.first { $0.id == selectedSizeID }
    }

    private var selectedColor: ProductColor? {
        product.colors.first { $0.id == selectedColorID }
    }

    private var canAddToBag: Bool {
        selectedSize?.inStock == true && selectedColor != nil
    }

    private var addButtonTitle: String {
        if canAddToBag { return "Add to Bag" }
        if let selectedSize, !selectedSize.inStock { return "\(selectedSize.id) Is Sold Out" }
        return "Choose a Size"
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                productImage
                titleBlock
                wheels
                fitPicker
                quantityAndPromo
                Button(action: addToBag) {
                    Label(addButtonTitle, systemImage: canAddToBag ? "bag.badge.plus" : "bag")
                }
                .buttonStyle(AddToBagButtonStyle())
                .disabled(!canAddToBag)
            }
            .padding(20)
        }
        .scrollDismissesKeyboard(.interactively)
        .navigationTitle(product.brand)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Image(systemName: "bag")
                    .overlay(alignment: .topTrailing) {
                        if bagCount > 0 {
                            Text(bagCount, format: .number)
                                .font(.caption2.weight(.bold))
                                .foregroundStyle(.white)
                                .padding(4)
                                .background(.red, in: .circle)
                                .offset(x: 8, y: -8)
                                .contentTransition(.numericText(value: Double(bagCount)))
                        }
                    }
            }
        }
        .overlay(alignment: .top) {
            if showsAddedBanner {
                Label("Added to your bag", systemImage: "checkmark.circle.fill")
                    .font(.subheadline.weight(.semibold))
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(.regularMaterial, in: .capsule)
                    .shadow(radius: 8, y: 4)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .onAppear {
            if selectedSizeID == nil {
                let preferred = product.sizes.first { $0.id == preferredSize && $0.inStock }
                selectedSizeID = preferred?.id ?? product.sizes.first(where: \.inStock)?.id
            }
        }
        .sensoryFeedback(.selection, trigger: selectedSizeID)
        .sensoryFeedback(.selection, trigger: selectedColorID)
        .sensoryFeedback(.success, trigger: bagCount)
    }

    // MARK: Sections

    private var productImage: some View {
        RoundedRectangle(cornerRadius: 28, style: .continuous)
            .fill(
                LinearGradient(
                    colors: [
                        (selectedColor?.color ?? .gray).opacity(0.35),
                        Color(.systemBackground),
                    ],
                    startPoint: .top,
                    endPoint: .bottom
                )
            )
            .frame(height: 260)
            .overlay {
                Image(systemName: product.symbol)
                    .font(.system(size: 150))
                    .foregroundStyle(selectedColor?.color ?? .gray)
                    .shadow(color: .black.opacity(0.15), radius: 12, y: 8)
            }
            .animation(.smooth, value: selectedColorID)
    }

    private var titleBlock: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(product.name)
                .font(.system(.title2, design: .rounded, weight: .bold))
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(product.price * Decimal(quantity), format: .currency(code: "USD"))
                    .font(.title3.weight(.semibold))
                    .contentTransition(.numericText())
                if let originalPrice = product.originalPrice {
                    Text(originalPrice * Decimal(quantity), format: .currency(code: "USD"))
                        .font(.subheadline)
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Label {
                    Text("\(product.rating, format: .number.precision(.fractionLength(1))) (\(product.reviewCount, format: .number))")
                } icon: {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.orange)
                }
                .font(.subheadline)
            }
        }
    }

    private var wheels: some View {
        HStack(alignment: .top, spacing: 12) {
            WheelPicker(items: product.sizes, selection: $selectedSizeID) { size, isSelected in
                Text(size.id)
                    .font(.system(.title3, design: .rounded, weight: isSelected ? Font.Weight.bold : .medium))
                    .strikethrough(!size.inStock)
                    .foregroundStyle(size.inStock ? Color.primary : Color.secondary)
            }
            .optionCard("Size", value: selectedSize.map { $0.inStock ? $0.id : "\($0.id) · Sold out" } ?? "—")

            WheelPicker(items: product.colors, selection: $selectedColorID) { option, isSelected in
                HStack(spacing: 10) {
                    Circle()
                        .fill(option.color)
                        .frame(width: 22, height: 22)
                        .overlay { Circle().strokeBorder(Color.primary.opacity(isSelected ? 0.6 : 0.15)) }
                    Text(option.id)
                        .font(.system(.body, design: .rounded, weight: isSelected ? Font.Weight.semibold : .regular))
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 12)
            }
            .optionCard("Colour", value: selectedColorID ?? "—")
        }
    }

    private var fitPicker: some View {
        HStack(spacing: 4) {
            ForEach(ProductFit.allCases) { option in
                Button {
                    withAnimation(.snappy) { fit = option }
                } label: {
                    Text(option.rawValue)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(fit == option ? Color(.systemBackground) : Color.primary)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 10)
                        .background {
                            if fit == option {
                                Capsule()
                                    .fill(Color.primary)
                                    .matchedGeometryEffect(id: "fit", in: fitNamespace)
                            }
                        }
                        .contentShape(.capsule)
                }
                .buttonStyle(.plain)
            }
        }
        .padding(4)
        .background(Color(.secondarySystemBackground), in: .capsule)
    }

    private var quantityAndPromo: some View {
        VStack(spacing: 12) {
            Stepper(value: $quantity, in: 1...10) {
                HStack {
                    Text("Quantity")
                    Spacer()
                    Text(quantity, format: .number)
                        .monospacedDigit()
                        .contentTransition(.numericText(value: Double(quantity)))
                        .foregroundStyle(.secondary)
                }
            }

            HStack {
                Image(systemName: "tag")
                    .foregroundStyle(.secondary)
                TextField("Promo code", text: $promoCode)
                    .textInputAutocapitalization(.characters)
                    .autocorrectionDisabled()
                    .focused($isPromoFocused)
                    .submitLabel(.done)
                    .onSubmit { isPromoFocused = false }
                if !promoCode.isEmpty {
                    Button("Apply") { isPromoFocused = false }
                        .font(.subheadline.weight(.semibold))
                }
            }
            .padding(12)
            .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 12))
            .overlay {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .strokeBorder(isPromoFocused ? Color.accentColor : .clear, lineWidth: 1.5)
            }
        }
    }

    // MARK: Actions

    private func addToBag() {
        guard canAddToBag else { return }
        withAnimation(.snappy) { bagCount += quantity }
        if let selectedSizeID { preferredSize = selectedSizeID }

        withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) {
            showsAddedBanner = true
        }
        Task {
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.easeOut) { showsAddedBanner = false }
        }
    }
}

// MARK: - Previews

#Preview {
    NavigationStack {
        SizeColorPickerView(product: .sample)
    }
}

#Preview("Sold-out size preselected") {
    NavigationStack {
        SizeColorPickerView(product: .sample, initialSize: "XL", initialColor: "Rust")
    }
}

#Preview("Wheel only", traits: .sizeThatFitsLayout) {
    @Previewable @State var selection: String? = "M"
    WheelPicker(items: Product.sample.sizes, selection: $selection) { size, isSelected in
        Text(size.id)
            .font(.title3.weight(isSelected ? .bold : .regular))
    }
    .frame(width: 160)
    .padding()
}
