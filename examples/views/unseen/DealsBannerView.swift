//
//  DealsBannerView.swift
//  Storefront
//
//  Created by Marco Ruiz on 3/14/21.
//  Copyright © 2021 Storefront Inc. All rights reserved.
//
//  2023-10: Replaced the TabView(.page) banner with a ScrollView + paging
//  target behavior so the banner can share the scroll position with the
//  page indicator. Timer-driven autoplay is unchanged.
//

import SwiftUI
import Combine

// MARK: - Models

struct Deal: Identifiable, Equatable {
    let id: Int
    let title: String
    let subtitle: String
    let discountPercent: Int
    let symbolName: String
    let gradient: [Color]
    let endsAt: Date
    let url: URL

    var discountLabel: String { "\(discountPercent)% OFF" }
}

extension Deal {
    static let samples: [Deal] = [
        Deal(id: 1,
             title: "Spring Sneaker Drop",
             subtitle: "Running & trail styles from top brands",
             discountPercent: 40,
             symbolName: "shoeprints.fill",
             gradient: [.orange, .pink],
             endsAt: Date().addingTimeInterval(60 * 60 * 5),
             url: URL(string: "https://example.com/deals/sneakers")!),
        Deal(id: 2,
             title: "Noise-Cancelling Audio",
             subtitle: "Headphones & earbuds",
             discountPercent: 25,
             symbolName: "headphones",
             gradient: [.indigo, .purple],
             endsAt: Date().addingTimeInterval(60 * 60 * 26),
             url: URL(string: "https://example.com/deals/audio")!),
        Deal(id: 3,
             title: "Home Office Refresh",
             subtitle: "Desks, chairs and lighting",
             discountPercent: 30,
             symbolName: "desktopcomputer",
             gradient: [.teal, .blue],
             endsAt: Date().addingTimeInterval(60 * 60 * 48),
             url: URL(string: "https://example.com/deals/office")!),
        Deal(id: 4,
             title: "Game Night",
             subtitle: "Consoles, controllers & board games",
             discountPercent: 15,
             symbolName: "gamecontroller.fill",
             gradient: [.green, .mint],
             endsAt: Date().addingTimeInterval(60 * 60 * 3),
             url: URL(string: "https://example.com/deals/games")!),
        Deal(id: 5,
             title: "Weekend Kitchen Sale",
             subtitle: "Cookware & small appliances",
             discountPercent: 50,
             symbolName: "frying.pan.fill",
             gradient: [.red, .orange],
             endsAt: Date().addingTimeInterval(60 * 60 * 60),
             url: URL(string: "https://example.com/deals/kitchen")!)
    ]
}

struct TrendingProduct: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
    let originalPrice: Double
    let symbolName: String
    let tint: Color

    var savingsPercent: Int {
        guard originalPrice > 0 else { return 0 }
        return Int(((originalPrice - price) / originalPrice * 100).rounded())
    }
}

extension TrendingProduct {
    static let samples: [TrendingProduct] = [
        TrendingProduct(name: "Smart Watch S3", price: 199, originalPrice: 279, symbolName: "applewatch", tint: .pink),
        TrendingProduct(name: "Espresso Maker", price: 89, originalPrice: 129, symbolName: "cup.and.saucer.fill", tint: .brown),
        TrendingProduct(name: "Travel Backpack", price: 54, originalPrice: 79, symbolName: "backpack.fill", tint: .green),
        TrendingProduct(name: "4K Monitor", price: 299, originalPrice: 399, symbolName: "display", tint: .blue),
        TrendingProduct(name: "Desk Lamp", price: 24, originalPrice: 39, symbolName: "lamp.desk.fill", tint: .orange),
        TrendingProduct(name: "Bluetooth Speaker", price: 45, originalPrice: 70, symbolName: "hifispeaker.fill", tint: .purple)
    ]
}

struct DealCategory: Identifiable {
    let id: String
    let symbolName: String

    static let all: [DealCategory] = [
        .init(id: "Electronics", symbolName: "bolt.fill"),
        .init(id: "Fashion", symbolName: "tshirt.fill"),
        .init(id: "Home", symbolName: "house.fill"),
        .init(id: "Beauty", symbolName: "sparkles"),
        .init(id: "Sports", symbolName: "figure.run"),
        .init(id: "Toys", symbolName: "teddybear.fill"),
        .init(id: "Grocery", symbolName: "cart.fill"),
        .init(id: "Books", symbolName: "book.fill"),
        .init(id: "Garden", symbolName: "leaf.fill"),
        .init(id: "Pets", symbolName: "pawprint.fill")
    ]
}

// MARK: - View Model

final class DealsViewModel: ObservableObject {
    @Published private(set) var deals: [Deal]
    @Published var currentDealID: Deal.ID?
    @Published var isAutoplayEnabled = true
    @Published var trending: [TrendingProduct] = TrendingProduct.samples

    init(deals: [Deal] = Deal.samples) {
        self.deals = deals
        self.currentDealID = deals.first?.id
    }

    var currentIndex: Int {
        deals.firstIndex(where: { $0.id == currentDealID }) ?? 0
    }

    var currentDeal: Deal? {
        deals.first(where: { $0.id == currentDealID })
    }

    func advance() {
        guard deals.count > 1 else { return }
        let next = (currentIndex + 1) % deals.count
        currentDealID = deals[next].id
    }

    func select(_ deal: Deal) {
        currentDealID = deal.id
    }
}

// MARK: - Main View

struct DealsBannerView: View {
    @StateObject private var viewModel = DealsViewModel()
    @State private var selectedDeal: Deal?
    @State private var lastPageChange = Date()
    @Namespace private var indicatorNamespace

    /// Fires every 4 seconds. We only advance if the user hasn't swiped recently.
    private let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()
    private let bannerHeight: CGFloat = 190

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    bannerCarousel

                    pageIndicator
                        .frame(maxWidth: .infinity)

                    sectionHeader("Trending now", actionTitle: "See all")
                    trendingStrip

                    sectionHeader("Shop by category")
                    categoryGrid
                }
                .padding(.vertical)
            }
            .navigationTitle("Deals")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        viewModel.isAutoplayEnabled.toggle()
                    } label: {
                        Image(systemName: viewModel.isAutoplayEnabled ? "pause.circle" : "play.circle")
                            .symbolRenderingMode(.hierarchical)
                            .imageScale(.large)
                    }
                    .accessibilityLabel(viewModel.isAutoplayEnabled ? "Pause banner" : "Play banner")

                    if let deal = viewModel.currentDeal {
                        ShareLink(item: deal.url, subject: Text(deal.title))
                    }
                }
            }
            .sheet(item: $selectedDeal) { deal in
                DealDetailSheet(deal: deal)
                    .presentationDetents([.medium])
            }
        }
        .onChange(of: viewModel.currentDealID) {
            lastPageChange = Date()
        }
        .onReceive(timer) { _ in
            guard viewModel.isAutoplayEnabled,
                  selectedDeal == nil,
                  Date().timeIntervalSince(lastPageChange) >= 3.5 else { return }
            withAnimation(.easeInOut(duration: 0.5)) {
                viewModel.advance()
            }
        }
    }

    // MARK: Banner

    private var bannerCarousel: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                ForEach(viewModel.deals) { deal in
                    DealBannerCard(deal: deal)
                        .padding(.horizontal)
                        .containerRelativeFrame(.horizontal)
                        .onTapGesture { selectedDeal = deal }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $viewModel.currentDealID)
        .frame(height: bannerHeight)
    }

    private var pageIndicator: some View {
        HStack(spacing: 8) {
            ForEach(viewModel.deals) { deal in
                let isCurrent = deal.id == viewModel.currentDealID
                ZStack {
                    Capsule()
                        .fill(Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                    if isCurrent {
                        Capsule()
                            .fill(Color.accentColor)
                            .frame(width: 22, height: 8)
                            .matchedGeometryEffect(id: "activeDot", in: indicatorNamespace)
                    }
                }
                .frame(width: isCurrent ? 22 : 8, height: 8)
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(.easeInOut) { viewModel.select(deal) }
                }
            }
        }
        .animation(.spring(response: 0.35, dampingFraction: 0.8), value: viewModel.currentDealID)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Deal \(viewModel.currentIndex + 1) of \(viewModel.deals.count)")
    }

    // MARK: Trending

    private var trendingStrip: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(viewModel.trending) { product in
                    TrendingProductCard(product: product)
                        .frame(width: 150)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
    }

    // MARK: Categories

    private var categoryGrid: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: [GridItem(.fixed(44), spacing: 10), GridItem(.fixed(44))], spacing: 10) {
                ForEach(DealCategory.all) { category in
                    Label(category.id, systemImage: category.symbolName)
                        .font(.subheadline.weight(.medium))
                        .padding(.horizontal, 14)
                        .frame(height: 44)
                        .background {
                            Capsule().fill(Color(.secondarySystemBackground))
                        }
                }
            }
            .padding(.horizontal)
        }
    }

    @ViewBuilder
    private func sectionHeader(_ title: String, actionTitle: String? = nil) -> some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title)
                .font(.title3.bold())
            Spacer(minLength: 8)
            if let actionTitle {
                Button(actionTitle) {}
                    .font(.subheadline)
            }
        }
        .padding(.horizontal)
    }
}

// MARK: - Subviews

struct DealBannerCard: View {
    let deal: Deal

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: deal.gradient, startPoint: .topLeading, endPoint: .bottomTrailing)

            Image(systemName: deal.symbolName)
                .font(.system(size: 110, weight: .bold))
                .foregroundStyle(.white.opacity(0.18))
                .rotationEffect(.degrees(-12))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
                .offset(x: 16)

            VStack(alignment: .leading, spacing: 6) {
                Text(deal.discountLabel)
                    .font(.caption.weight(.heavy))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.white.opacity(0.25), in: Capsule())

                Text(deal.title)
                    .font(.title2.bold())
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)

                Text(deal.subtitle)
                    .font(.subheadline)
                    .opacity(0.9)

                HStack(spacing: 4) {
                    Image(systemName: "clock")
                    Text("Ends in ") + Text(deal.endsAt, style: .timer).monospacedDigit()
                }
                .font(.caption.weight(.semibold))
            }
            .foregroundStyle(.white)
            .padding()
        }
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .dealCardShadow()
    }
}

struct TrendingProductCard: View {
    let product: TrendingProduct

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(product.tint.opacity(0.15))
                .frame(height: 110)
                .overlay {
                    Image(systemName: product.symbolName)
                        .font(.system(size: 40))
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(product.tint)
                }
                .overlay(alignment: .topLeading) {
                    Text("-\(product.savingsPercent)%")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(Color.red, in: Capsule())
                        .padding(8)
                }

            Text(product.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)

            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.subheadline.bold())
                Text(product.originalPrice, format: .currency(code: "USD"))
                    .font(.caption)
                    .strikethrough()
                    .foregroundStyle(.secondary)
            }
            .monospacedDigit()
        }
    }
}

struct DealDetailSheet: View {
    let deal: Deal
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                DealBannerCard(deal: deal)
                    .frame(height: 160)

                Text("**\(deal.discountLabel)** on \(deal.subtitle.lowercased()). Limited quantities — while supplies last.")
                    .font(.body)

                (Text("Offer ends ") + Text(deal.endsAt, style: .relative).bold() + Text("."))
                    .foregroundStyle(.secondary)

                Link(destination: deal.url) {
                    Label("Shop this deal", systemImage: "bag.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)

                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle(deal.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Helpers

extension View {
    func dealCardShadow() -> some View {
        shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
    }
}

// MARK: - Previews

#if DEBUG
struct DealsBannerView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DealsBannerView()

            DealBannerCard(deal: Deal.samples[0])
                .frame(height: 190)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Banner card")
        }
    }
}
#endif
