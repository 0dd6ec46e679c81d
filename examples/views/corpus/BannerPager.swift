//
//  BannerPager.swift
//  Shop
//

import SwiftUI

struct Promo: Identifiable {
    let id: Int
    let headline: String
    let detail: String
    let gradient: LinearGradient
}

extension Promo {
    static let all: [Promo] = [
        Promo(id: 0, headline: "Summer Sale", detail: "Up to 40% off outdoor gear",
              gradient: LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)),
        Promo(id: 1, headline: "New Arrivals", detail: "Fresh picks for the season",
              gradient: LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)),
        Promo(id: 2, headline: "Free Shipping", detail: "On every order over $50",
              gradient: LinearGradient(colors: [.green, .mint], startPoint: .topLeading, endPoint: .bottomTrailing)),
    ]
}

struct Category: Identifiable {
    let id = UUID()
    let name: String
    let icon: String
}

extension Category {
    static let all = [
        Category(name: "Shoes", icon: "shoe"),
        Category(name: "Bags", icon: "bag"),
        Category(name: "Watches", icon: "applewatch"),
        Category(name: "Glasses", icon: "eyeglasses"),
        Category(name: "Hats", icon: "graduationcap"),
        Category(name: "Gifts", icon: "gift"),
        Category(name: "Home", icon: "house"),
        Category(name: "Tech", icon: "headphones"),
    ]
}

struct ShopHomeView: View {
    @State private var promoIndex = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                TabView(selection: $promoIndex) {
                    ForEach(Promo.all) { promo in
                        PromoBanner(promo: promo)
                            .padding(.horizontal)
                            .tag(promo.id)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .frame(height: 200)

                Text("Categories")
                    .font(.title3.weight(.semibold))
                    .padding(.horizontal)

                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 12) {
                        ForEach(Category.all) { category in
                            VStack(spacing: 8) {
                                Image(systemName: category.icon)
                                    .font(.title2)
                                    .frame(width: 64, height: 64)
                                    .background(.thinMaterial, in: .circle)
                                Text(category.name)
                                    .font(.caption)
                            }
                            .frame(width: 76)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
            }
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(4))
                withAnimation {
                    promoIndex = (promoIndex + 1) % Promo.all.count
                }
            }
        }
    }
}

struct PromoBanner: View {
    let promo: Promo

    var body: some View {
        ZStack(alignment: .leading) {
            promo.gradient
            VStack(alignment: .leading, spacing: 6) {
                Text(promo.headline)
                    .font(.title.bold())
                Text(promo.detail)
                    .font(.subheadline)
                Button("Shop now") {}
                    .buttonStyle(.borderedProminent)
                    .tint(.white)
                    .foregroundStyle(.black)
                    .padding(.top, 6)
            }
            .foregroundStyle(.white)
            .padding(24)
        }
        .clipShape(.rect(cornerRadius: 20))
    }
}

#Preview {
    ShopHomeView()
}
