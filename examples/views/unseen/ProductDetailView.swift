//
//  ProductDetailView.swift
//  Threadline
//
//  Created by Aisha Karim on 27/09/2024.
//

import SwiftUI
import Observation

// MARK: - Model

struct ProductImage: Identifiable, Hashable {
    let id: Int
    let url: URL?
    let backdrop: Color
}

struct ProductColorOption: Identifiable, Hashable {
    let name: String
    let color: Color

    var id: String { name }
}

struct Product: Identifiable, Hashable {
    let id: String
    let brand: String
    let name: String
    let price: Double
    let originalPrice: Double?
    let rating: Double
    let reviewCount: Int
    let details: String
    let images: [ProductImage]
    let colors: [ProductColorOption]
    let sizes: [String]
    let unavailableSizes: Set<String>
    let shareURL: URL

    var discountPercent: Int? {
        guard let originalPrice, originalPrice > price else { return nil }
        return Int(((originalPrice - price) / originalPrice * 100).rounded())
    }
}

extension Product {
    static let sample = Product(
        id: "TL-2291",
        brand: "Northfold",
        name: "Alpine Down Puffer Jacket",
        price: 189,
        originalPrice: 249,
        rating: 4.6,
        reviewCount: 1_284,
        details: """
        Built for cold mornings and colder commutes, the Alpine Puffer is filled with 700-fill responsibly sourced down \
        and finished with a water-repellent recycled shell. A two-way zip, adjustable hem and fleece-lined hand pockets \
        keep you comfortable from the trailhead to the train platform. Packs into its own chest pocket for travel.
        """,
        images: [
            ProductImage(id: 1, url: URL(string: "https://images.unsplash.com/photo-1544923246-77307dd654cb?w=1000&q=80"), backdrop: Color(red: 0.93, green: 0.92, blue: 0.90)),
            ProductImage(id: 2, url: URL(string: "https://images.unsplash.com/photo-1539533018447-63fcce2678e3?w=1000&q=80"), backdrop: Color(red: 0.90, green: 0.92, blue: 0.95)),
            ProductImage(id: 3, url: URL(string: "https://images.unsplash.com/photo-1591047139829-d91aecb6caea?w=1000&q=80"), backdrop: Color(red: 0.94, green: 0.91, blue: 0.88)),
            ProductImage(id: 4, url: URL(string: "https://images.unsplash.com/photo-1548883354-94bcfe321cbb?w=1000&q=80"), backdrop: Color(red: 0.91, green: 0.93, blue: 0.91))
        ],
        colors: [
            ProductColorOption(name: "Forest", color: Color(red: 0.17, green: 0.29, blue: 0.22)),
            ProductColorOption(name: "Ink", color: Color(red: 0.12, green: 0.14, blue: 0.22)),
            ProductColorOption(name: "Clay", color: Color(red: 0.71, green: 0.43, blue: 0.31)),
            ProductColorOption(name: "Oat", color: Color(red: 0.89, green: 0.84, blue: 0.75))
        ],
        sizes: ["XS", "S", "M", "L", "XL", "XXL"],
        unavailableSizes: ["XS", "XXL"],
        shareURL: URL(string: "https://threadline.shop/p/TL-2291")!
    )

    static let singleImage = Product(
        id: "TL-1044",
        brand: "Northfold",
        name: "Merino Crew Sock (3-Pack)",
        price: 32,
        originalPrice: nil,
        rating: 4.8,
        reviewCount: 312,
        details: "Soft, breathable merino wool socks with a cushioned sole and reinforced heel.",
        images: [
            ProductImage(id: 1, url: URL(string: "https://images.unsplash.com/photo-1586350977771-b3b0abd50c82?w=1000&q=80"), backdrop: Color(red: 0.95, green: 0.93, blue: 0.90))
        ],
        colors: [ProductColorOption(name: "Heather", color: .gray)],
        sizes: ["S/M", "L/XL"],
        unavailableSizes: [],
        shareURL: URL(string: "https://threadline.shop/p/TL-1044")!
    )
}

// MARK: - Bag

@Observable
final class ShoppingBagModel {
    struct Line: Identifiable {
        let id = UUID()
        let productID: Product.ID
        let colorName: String
        let size: String
    }

    private(set) var lines: [Line] = []

    var count: Int { lines.count }

    func add(_ product: Product, color: ProductColorOption, size: String) {
        lines.append(Line(productID: product.id, colorName: color.name, size: size))
    }
}

// MARK: - Product Detail

struct ProductDetailView: View {
    let product: Product

    @State private var currentImageID: ProductImage.ID?
    @State private var selectedColor: ProductColorOption?
    @State private var selectedSize: String?
    @State private var isFavorite = false
    @State private var isDescriptionExpanded = false
    @State private var isGalleryPresented = false
    @State private var showsAddedToast = false
    @State private var bag = ShoppingBagModel()

    init(product: Product = .sample) {
        self.product = product
        _selectedColor = State(initialValue: product.colors.first)
    }

    private var currentImageIndex: Int {
        product.images.firstIndex { $0.id == currentImageID } ?? 0
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                gallery

                VStack(alignment: .leading, spacing: 24) {
                    header
                    colorPicker
                    sizePicker
                    descriptionSection
                    deliveryInfo
                }
                .padding(.horizontal, 20)
            }
            .padding(.bottom, 24)
        }
        .scrollIndicators(.hidden)
        .navigationTitle(product.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                        isFavorite.toggle()
                    }
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .foregroundStyle(isFavorite ? Color.red : Color.primary)
                        .symbolEffect(.bounce, value: isFavorite)
                }
                .accessibilityLabel(isFavorite ? "Remove from wishlist" : "Add to wishlist")

                ShareLink(item: product.shareURL, subject: Text(product.name)) {
                    Image(systemName: "square.and.arrow.up")
                }

                Button {
                } label: {
                    Image(systemName: "bag")
                        .overlay(alignment: .topTrailing) {
                            if bag.count > 0 {
                                Text("\(bag.count)")
                                    .font(.caption2.bold())
                                    .foregroundStyle(.white)
                                    .padding(4)
                                    .background(Color.red, in: Circle())
                                    .offset(x: 8, y: -8)
                                    .contentTransition(.numericText())
                            }
                        }
                }
                .accessibilityLabel("Bag, \(bag.count) items")
            }
        }
        .safeAreaInset(edge: .bottom) {
            addToBagBar
        }
        .overlay(alignment: .top) {
            if showsAddedToast {
                Label("Added to bag", systemImage: "checkmark.circle.fill")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(Color.green.gradient, in: Capsule())
                    .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                    .padding(.top, 8)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .sensoryFeedback(.success, trigger: bag.count)
        .fullScreenCover(isPresented: $isGalleryPresented) {
            FullScreenProductGallery(images: product.images, currentImageID: $currentImageID)
        }
        .onAppear {
            if currentImageID == nil {
                currentImageID = product.images.first?.id
            }
        }
    }

    // MARK: Gallery

    private var gallery: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(product.images) { image in
                        ProductGalleryImage(image: image)
                            .frame(width: proxy.size.width, height: proxy.size.height)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                isGalleryPresented = true
                            }
                            .id(image.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentImageID)
            .scrollIndicators(.hidden)
            .scrollDisabled(product.images.count < 2)
        }
        .aspectRatio(4 / 5, contentMode: .fit)
        .overlay(alignment: .bottom) {
            if product.images.count > 1 {
                galleryIndicator
                    .padding(.bottom, 14)
            }
        }
        .overlay(alignment: .topLeading) {
            if let discount = product.discountPercent {
                Text("-\(discount)%")
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(Color.red, in: Capsule())
                    .padding(16)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Product photos")
        .accessibilityValue("Image \(currentImageIndex + 1) of \(product.images.count)")
    }

    private var galleryIndicator: some View {
        HStack(spacing: 6) {
            ForEach(product.images) { image in
                Circle()
                    .fill(image.id == (currentImageID ?? product.images.first?.id) ? Color.primary : Color.primary.opacity(0.25))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .background(.ultraThinMaterial, in: Capsule())
        .animation(.easeInOut(duration: 0.2), value: currentImageID)
    }

    // MARK: Header

    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(product.brand.uppercased())
                .font(.caption.weight(.semibold))
                .tracking(1.5)
                .foregroundStyle(.secondary)

            Text(product.name)
                .font(.title2.bold())

            HStack(spacing: 6) {
                HStack(spacing: 2) {
                    ForEach(0..<5, id: \.self) { index in
                        Image(systemName: starSymbol(for: index))
                    }
                }
                .foregroundStyle(.orange)
                .font(.caption)

                Text(product.rating.formatted(.number.precision(.fractionLength(1))))
                    .font(.subheadline.weight(.semibold))
                Text("(\(product.reviewCount.formatted()) reviews)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rated \(product.rating.formatted()) out of 5 from \(product.reviewCount) reviews")

            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.title.weight(.semibold))
                if let originalPrice = product.originalPrice {
                    Text(originalPrice, format: .currency(code: "USD"))
                        .font(.body)
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.top, 4)
        }
    }

    private func starSymbol(for index: Int) -> String {
        let value = product.rating - Double(index)
        if value >= 0.75 { return "star.fill" }
        if value >= 0.25 { return "star.leadinghalf.filled" }
        return "star"
    }

    // MARK: Options

    private var colorPicker: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 4) {
                Text("Color:")
                    .font(.subheadline.weight(.semibold))
                Text(selectedColor?.name ?? "Select")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            HStack(spacing: 14) {
                ForEach(product.colors) { option in
                    let isSelected = option == selectedColor
                    Button {
                        withAnimation(.snappy) { selectedColor = option }
                    } label: {
                        Circle()
                            .fill(option.color)
                            .frame(width: 32, height: 32)
                            .overlay {
                                Circle()
                                    .strokeBorder(Color.primary.opacity(0.1), lineWidth: 1)
                            }
                            .padding(4)
                            .overlay {
                                Circle()
                                    .strokeBorder(Color.primary, lineWidth: 2)
                                    .opacity(isSelected ? 1 : 0)
                            }
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(option.name)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
        }
    }

    private var sizePicker: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Size")
                    .font(.subheadline.weight(.semibold))
                Spacer()
                Button("Size Guide") {}
                    .font(.subheadline)
            }

            LazyVGrid(columns: [GridItem(.adaptive(minimum: 56), spacing: 10)], spacing: 10) {
                ForEach(product.sizes, id: \.self) { size in
                    let isAvailable = !product.unavailableSizes.contains(size)
                    let isSelected = size == selectedSize
                    Button {
                        selectedSize = size
                    } label: {
                        Text(size)
                            .font(.subheadline.weight(.medium))
                            .strikethrough(!isAvailable)
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .foregroundStyle(isSelected ? Color(uiColor: .systemBackground) : (isAvailable ? Color.primary : Color.secondary))
                            .background {
                                RoundedRectangle(cornerRadius: 10, style: .continuous)
                                    .fill(isSelected ? Color.primary : Color.clear)
                            }
                            .overlay {
                                RoundedRectangle(cornerRadius: 10, style: .continuous)
                                    .strokeBorder(Color.secondary.opacity(0.4), lineWidth: 1)
                            }
                    }
                    .buttonStyle(.plain)
                    .disabled(!isAvailable)
                    .accessibilityLabel(isAvailable ? "Size \(size)" : "Size \(size), sold out")
                }
            }
            .animation(.snappy, value: selectedSize)
        }
    }

    // MARK: Description

    private var descriptionSection: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Details")
                .font(.headline)
            Text(product.details)
                .font(.callout)
                .foregroundStyle(.secondary)
                .lineLimit(isDescriptionExpanded ? nil : 3)
            Button(isDescriptionExpanded ? "Show Less" : "Read More") {
                withAnimation(.easeInOut) { isDescriptionExpanded.toggle() }
            }
            .font(.callout.weight(.semibold))
        }
    }

    private var deliveryInfo: some View {
        VStack(spacing: 0) {
            InfoRow(systemImage: "shippingbox", title: "Free delivery", subtitle: "Arrives in 2–4 business days")
            Divider().padding(.leading, 52)
            InfoRow(systemImage: "arrow.uturn.left", title: "Free returns", subtitle: "Within 30 days of delivery")
            Divider().padding(.leading, 52)
            InfoRow(systemImage: "storefront", title: "Pick up in store", subtitle: "Check availability near you")
        }
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }

    // MARK: Bottom bar

    private var addToBagBar: some View {
        HStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 2) {
                Text(selectedSize.map { "Size \($0)" } ?? "Select a size")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(product.price, format: .currency(code: "USD"))
                    .font(.headline)
            }

            Button {
                addToBag()
            } label: {
                Label("Add to Bag", systemImage: "bag.badge.plus")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 4)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .controlSize(.large)
            .disabled(selectedSize == nil || selectedColor == nil)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .background(.bar)
        .overlay(alignment: .top) {
            Divider()
        }
    }

    private func addToBag() {
        guard let selectedColor, let selectedSize else { return }
        bag.add(product, color: selectedColor, size: selectedSize)
        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
            showsAddedToast = true
        }
        Task {
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.easeOut) {
                showsAddedToast = false
            }
        }
    }
}

// MARK: - Gallery Image

private struct ProductGalleryImage: View {
    let image: ProductImage
    var contentMode: ContentMode = .fill

    var body: some View {
        image.backdrop
            .overlay {
                AsyncImage(url: image.url, transaction: Transaction(animation: .easeIn(duration: 0.25))) { phase in
                    switch phase {
                    case .success(let loaded):
                        loaded
                            .resizable()
                            .aspectRatio(contentMode: contentMode)
                    case .failure:
                        Image(systemName: "photo")
                            .font(.largeTitle)
                            .foregroundStyle(.secondary)
                    default:
                        ProgressView()
                    }
                }
            }
            .clipped()
    }
}

private struct InfoRow: View {
    let systemImage: String
    let title: String
    let subtitle: String

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: systemImage)
                .font(.title3)
                .foregroundStyle(.tint)
                .frame(width: 24)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.subheadline.weight(.semibold))
                Text(subtitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(14)
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Full Screen Gallery

private struct FullScreenProductGallery: View {
    let images: [ProductImage]
    @Binding var currentImageID: ProductImage.ID?

    @Environment(\.dismiss) private var dismiss

    init(images: [ProductImage], currentImageID: Binding<ProductImage.ID?>) {
        self.images = images
        self._currentImageID = currentImageID
    }

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(images) { image in
                        ProductGalleryImage(image: image, contentMode: .fit)
                            .containerRelativeFrame([.horizontal, .vertical])
                            .id(image.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentImageID)
            .scrollIndicators(.hidden)
            .background(Color(uiColor: .systemBackground))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", systemImage: "xmark") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .principal) {
                    let index = images.firstIndex { $0.id == currentImageID } ?? 0
                    Text("\(index + 1) / \(images.count)")
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                }
            }
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - Previews

#Preview {
    NavigationStack {
        ProductDetailView()
    }
}

#Preview("Single image") {
    NavigationStack {
        ProductDetailView(product: .singleImage)
    }
}

#Preview("Landscape", traits: .landscapeLeft) {
    NavigationStack {
        ProductDetailView()
    }
}

#Preview("Full screen gallery") {
    @Previewable @State var currentImageID: ProductImage.ID? = 2
    FullScreenProductGallery(images: Product.sample.images, currentImageID: $currentImageID)
}
