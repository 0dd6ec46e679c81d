//
//  ProductGalleryView.swift
//  Shop
//

import SwiftUI

struct Product {
    struct Photo: Identifiable, Hashable {
        let id: Int
        let symbol: String
        let background: Color
    }

    let name: String
    let brand: String
    let price: Decimal
    let rating: Double
    let reviewCount: Int
    let details: String
    let colors: [Color]
    let photos: [Photo]

    static let sample = Product(
        name: "Trail Runner 3",
        brand: "Northpeak",
        price: 139.99,
        rating: 4.6,
        reviewCount: 842,
        details: "A lightweight trail shoe with a grippy outsole, breathable mesh upper and a cushioned midsole for long days on uneven ground.",
        colors: [.orange, .teal, .gray, .black],
        photos: [
            Photo(id: 0, symbol: "shoe.fill", background: .orange),
            Photo(id: 1, symbol: "shoe.2.fill", background: .teal),
            Photo(id: 2, symbol: "figure.hiking", background: .green),
            Photo(id: 3, symbol: "mountain.2.fill", background: .indigo)
        ]
    )
}

struct ProductGalleryView: View {
    let product: Product

    @State private var selectedPhoto: Int? = 0
    @State private var selectedColor = 0
    @State private var isFavorite = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                gallery
                thumbnails

                VStack(alignment: .leading, spacing: 6) {
                    Text(product.brand.uppercased())
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    Text(product.name)
                        .font(.title.bold())
                    HStack(spacing: 4) {
                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                        Text(product.rating, format: .number.precision(.fractionLength(1)))
                        Text("(\(product.reviewCount) reviews)").foregroundStyle(.secondary)
                    }
                    .font(.subheadline)
                }
                .padding(.horizontal)

                HStack(spacing: 12) {
                    ForEach(product.colors.indices, id: \.self) { index in
                        Circle()
                            .fill(product.colors[index])
                            .frame(width: 32, height: 32)
                            .padding(3)
                            .overlay {
                                Circle().stroke(index == selectedColor ? Color.primary : .clear, lineWidth: 2)
                            }
                            .onTapGesture { selectedColor = index }
                            .accessibilityAddTraits(index == selectedColor ? [.isButton, .isSelected] : .isButton)
                    }
                }
                .padding(.horizontal)

                Text(product.details)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal)
            }
            .padding(.bottom, 24)
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .contentTransition(.symbolEffect(.replace))
                }
                .tint(.red)
                ShareLink(item: "Check out the \(product.name)!")
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.title2.bold())
                Spacer()
                Button("Add to Bag") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
            .padding()
            .background(.bar)
        }
    }

    private var gallery: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(product.photos) { photo in
                    ZStack {
                        RadialGradient(colors: [photo.background.opacity(0.35), photo.background.opacity(0.1)],
                                       center: .center, startRadius: 10, endRadius: 260)
                        Image(systemName: photo.symbol)
                            .resizable()
                            .scaledToFit()
                            .padding(70)
                            .foregroundStyle(photo.background)
                    }
                    .containerRelativeFrame(.horizontal)
                    .accessibilityLabel("Photo \(photo.id + 1)")
                }
            }
            .scrollTargetLayout()
        }
        .frame(height: 360)
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $selectedPhoto)
        .scrollIndicators(.hidden)
        .overlay(alignment: .bottomTrailing) {
            Text("\((selectedPhoto ?? 0) + 1) / \(product.photos.count)")
                .font(.caption.bold().monospacedDigit())
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.ultraThinMaterial, in: .capsule)
                .padding(12)
        }
    }

    private var thumbnails: some View {
        HStack(spacing: 10) {
            ForEach(product.photos) { photo in
                Button {
                    withAnimation(.snappy) { selectedPhoto = photo.id }
                } label: {
                    Image(systemName: photo.symbol)
                        .foregroundStyle(photo.background)
                        .frame(width: 56, height: 56)
                        .background(photo.background.opacity(0.15), in: .rect(cornerRadius: 10))
                        .overlay {
                            RoundedRectangle(cornerRadius: 10)
                                .strokeBorder(selectedPhoto == photo.id ? photo.background : .clear, lineWidth: 2)
                        }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal)
    }
}

#Preview {
    NavigationStack {
        ProductGalleryView(product: .sample)
    }
}
