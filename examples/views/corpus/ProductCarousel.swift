//
//  ProductCarousel.swift
//  Boutique
//

import SwiftUI

struct Product: Identifiable, Hashable {
    let id: UUID
    var name: String
    var price: Decimal
    var symbol: String
    var isNew: Bool

    init(id: UUID = UUID(), name: String, price: Decimal, symbol: String, isNew: Bool = false) {
        self.id = id
        self.name = name
        self.price = price
        self.symbol = symbol
        self.isNew = isNew
    }
}

extension Product {
    static let previewItems: [Product] = [
        Product(name: "Canvas Tote", price: 39, symbol: "bag", isNew: true),
        Product(name: "Desk Lamp", price: 89, symbol: "lamp.desk"),
        Product(name: "Wool Scarf", price: 55, symbol: "wind"),
        Product(name: "Ceramic Mug", price: 24, symbol: "mug", isNew: true),
        Product(name: "Travel Clock", price: 65, symbol: "alarm"),
        Product(name: "Notebook Set", price: 18, symbol: "book.closed"),
        Product(name: "Headphones", price: 199, symbol: "headphones"),
        Product(name: "Plant Pot", price: 29, symbol: "leaf"),
        Product(name: "Sunglasses", price: 120, symbol: "sunglasses"),
    ]
}

struct CarouselView: View {
    let items: [Product]
    var title: String = "You might like"
    var onSelect: (Product) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.title3.bold())
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(items) { item in
                        ProductTile(product: item)
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                            .onTapGesture { onSelect(item) }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .safeAreaPadding(.horizontal, 16)
            .scrollIndicators(.hidden)
        }
    }
}

struct ProductTile: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(.quaternary)
                    .aspectRatio(1, contentMode: .fit)
                    .overlay {
                        Image(systemName: product.symbol)
                            .resizable()
                            .scaledToFit()
                            .padding(36)
                            .foregroundStyle(.tint)
                    }
                if product.isNew {
                    Text("NEW")
                        .font(.caption2.weight(.black))
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(.yellow, in: .rect(cornerRadius: 4))
                        .padding(8)
                }
            }
            Text(product.name)
                .font(.subheadline)
                .lineLimit(1)
            Text(product.price, format: .currency(code: "EUR"))
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    CarouselView(items: Product.previewItems)
}

#Preview("Empty") {
    CarouselView(items: [], title: "Nothing here yet")
}
