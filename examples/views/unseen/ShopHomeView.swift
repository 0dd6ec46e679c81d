//
//  ShopHomeView.swift
//  Marketplace
//

import SwiftUI
import Combine

struct Promo: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String
    let colors: [Color]
}

struct Deal: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let price: Double
    let originalPrice: Double

    var discount: Double { 1 - price / originalPrice }
}

struct ShopHomeView: View {
    private let promos: [Promo] = [
        Promo(id: 0, title: "Summer Sale", subtitle: "Up to 40% off outdoor gear", symbol: "sun.max.fill", colors: [.orange, .yellow]),
        Promo(id: 1, title: "New Arrivals", subtitle: "Fresh picks for your home", symbol: "sofa.fill", colors: [.teal, .blue]),
        Promo(id: 2, title: "Free Shipping", subtitle: "On every order over $35", symbol: "shippingbox.fill", colors: [.purple, .pink])
    ]
    private let deals: [Deal] = [
        Deal(name: "Wireless Earbuds", symbol: "earbuds", price: 59, originalPrice: 99),
        Deal(name: "Smart Lamp", symbol: "lamp.desk.fill", price: 34, originalPrice: 49),
        Deal(name: "Backpack", symbol: "backpack.fill", price: 45, originalPrice: 70),
        Deal(name: "Water Bottle", symbol: "waterbottle.fill", price: 18, originalPrice: 25),
        Deal(name: "Game Controller", symbol: "gamecontroller.fill", price: 49, originalPrice: 69)
    ]

    @State private var currentPromo = 0
    @State private var cartCount = 0
    private let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    TabView(selection: $currentPromo) {
                        ForEach(promos) { promo in
                            PromoBanner(promo: promo)
                                .padding(.horizontal)
                                .tag(promo.id)
                        }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
                    .indexViewStyle(.page(backgroundDisplayMode: .interactive))
                    .frame(height: 200)
                    .onReceive(timer) { _ in
                        withAnimation(.easeInOut) {
                            currentPromo = (currentPromo + 1) % promos.count
                        }
                    }

                    HStack {
                        Text("Today's Deals").font(.title2.bold())
                        Spacer()
                        Button("See All") {}
                    }
                    .padding(.horizontal)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(deals) { deal in
                                DealCard(deal: deal) { cartCount += 1 }
                                    .frame(width: 160)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .safeAreaPadding(.horizontal, 16)
                    .scrollIndicators(.hidden)
                    .scrollClipDisabled()
                }
                .padding(.vertical)
            }
            .navigationTitle("Shop")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "cart")
                        .font(.title3)
                        .overlay(alignment: .topTrailing) {
                            if cartCount > 0 {
                                Text("\(cartCount)")
                                    .font(.caption2.bold())
                                    .foregroundStyle(.white)
                                    .padding(4)
                                    .background(.red, in: .circle)
                                    .offset(x: 8, y: -8)
                            }
                        }
                        .accessibilityLabel("Cart, \(cartCount) items")
                }
            }
        }
    }
}

private struct PromoBanner: View {
    let promo: Promo

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 6) {
                Text(promo.title).font(.title.bold())
                Text(promo.subtitle).font(.subheadline).opacity(0.9)
                Button("Shop Now") {}
                    .buttonStyle(.borderedProminent)
                    .tint(Color.white.opacity(0.25))
                    .padding(.top, 6)
            }
            Spacer()
            Image(systemName: promo.symbol)
                .font(.system(size: 64))
                .symbolRenderingMode(.hierarchical)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: promo.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
                    in: .rect(cornerRadius: 20))
    }
}

private struct DealCard: View {
    let deal: Deal
    var onAdd: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: deal.symbol)
                .font(.system(size: 44))
                .foregroundStyle(.tint)
                .frame(maxWidth: .infinity, minHeight: 100)
                .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 14))
                .overlay(alignment: .topLeading) {
                    Text(deal.discount, format: .percent.precision(.fractionLength(0)))
                        .font(.caption.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(.red, in: .capsule)
                        .foregroundStyle(.white)
                        .padding(8)
                }
            Text(deal.name).font(.subheadline).lineLimit(1)
            HStack(alignment: .firstTextBaseline) {
                Text(deal.price, format: .currency(code: "USD")).font(.headline)
                Text(deal.originalPrice, format: .currency(code: "USD"))
                    .font(.caption)
                    .strikethrough()
                    .foregroundStyle(.secondary)
            }
            Button("Add to Cart", systemImage: "plus", action: onAdd)
                .font(.caption.bold())
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)
        }
    }
}

#Preview {
    ShopHomeView()
}
