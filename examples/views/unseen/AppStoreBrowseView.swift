//
//  AppStoreBrowseView.swift
//  Storefront
//

import SwiftUI

struct StoreApp: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let subtitle: String
    let symbol: String
    let color: Color
}

struct StoreSection: Identifiable {
    enum Style { case featured, grid }

    let id = UUID()
    let title: String
    let style: Style
    let apps: [StoreApp]

    static let samples: [StoreSection] = [
        StoreSection(title: "Featured", style: .featured, apps: [
            StoreApp(name: "Tidepool", subtitle: "Surf forecasts, beautifully", symbol: "water.waves", color: .blue),
            StoreApp(name: "Inkwell", subtitle: "A journal that writes back", symbol: "book.closed.fill", color: .brown),
            StoreApp(name: "Orbit", subtitle: "Stargazing made simple", symbol: "moon.stars.fill", color: .indigo)
        ]),
        StoreSection(title: "Apps We Love", style: .grid, apps: [
            StoreApp(name: "Budgetly", subtitle: "Finance", symbol: "dollarsign.circle.fill", color: .green),
            StoreApp(name: "Stride", subtitle: "Health & Fitness", symbol: "figure.run", color: .orange),
            StoreApp(name: "Lumen", subtitle: "Photo & Video", symbol: "camera.aperture", color: .purple),
            StoreApp(name: "Pantry", subtitle: "Food & Drink", symbol: "fork.knife", color: .red),
            StoreApp(name: "Waypoint", subtitle: "Travel", symbol: "airplane", color: .cyan),
            StoreApp(name: "Focus Room", subtitle: "Productivity", symbol: "timer", color: .mint),
            StoreApp(name: "Chord", subtitle: "Music", symbol: "music.note", color: .pink),
            StoreApp(name: "Sprout", subtitle: "Lifestyle", symbol: "leaf.fill", color: .green),
            StoreApp(name: "Parcel", subtitle: "Utilities", symbol: "shippingbox.fill", color: .yellow)
        ])
    ]
}

struct AppStoreBrowseView: View {
    private let sections = StoreSection.samples
    @State private var selectedApp: StoreApp?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 32) {
                    ForEach(sections) { section in
                        VStack(alignment: .leading, spacing: 12) {
                            Text(section.title)
                                .font(.title2.bold())
                                .padding(.horizontal, 20)
                                .accessibilityAddTraits(.isHeader)

                            switch section.style {
                            case .featured: featuredCarousel(section.apps)
                            case .grid: gridCarousel(section.apps)
                            }
                        }
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("Apps")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "person.crop.circle.fill")
                        .font(.title2)
                        .foregroundStyle(.blue)
                        .accessibilityLabel("Account")
                }
            }
            .sheet(item: $selectedApp) { app in
                VStack(spacing: 16) {
                    AppIcon(app: app, size: 96)
                    Text(app.name).font(.title.bold())
                    Text(app.subtitle).foregroundStyle(.secondary)
                }
                .presentationDetents([.medium])
                .presentationDragIndicator(.visible)
            }
        }
    }

    private func featuredCarousel(_ apps: [StoreApp]) -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(apps) { app in
                    FeaturedCard(app: app)
                        .containerRelativeFrame(.horizontal)
                        .onTapGesture { selectedApp = app }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
    }

    private func gridCarousel(_ apps: [StoreApp]) -> some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: Array(repeating: GridItem(.fixed(64), spacing: 12), count: 3), spacing: 12) {
                ForEach(apps) { app in
                    HStack(spacing: 12) {
                        AppIcon(app: app, size: 56)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(app.name).font(.subheadline.weight(.semibold))
                            Text(app.subtitle).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Get") { selectedApp = app }
                            .font(.subheadline.bold())
                            .buttonStyle(.bordered)
                            .buttonBorderShape(.capsule)
                    }
                    .containerRelativeFrame(.horizontal, count: 10, span: 9, spacing: 12)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

private struct FeaturedCard: View {
    let app: StoreApp

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                LinearGradient(colors: [app.color, app.color.opacity(0.5)], startPoint: .topLeading, endPoint: .bottomTrailing)
                Image(systemName: app.symbol)
                    .font(.system(size: 80))
                    .foregroundStyle(.white.opacity(0.9))
            }
            .frame(height: 180)

            HStack(spacing: 12) {
                AppIcon(app: app, size: 44)
                VStack(alignment: .leading) {
                    Text(app.name).font(.headline)
                    Text(app.subtitle).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding(12)
            .background(.regularMaterial)
        }
        .clipShape(.rect(cornerRadius: 20))
        .shadow(color: .black.opacity(0.12), radius: 10, y: 6)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

private struct AppIcon: View {
    let app: StoreApp
    var size: CGFloat = 56

    var body: some View {
        Image(systemName: app.symbol)
            .font(.system(size: size * 0.45, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(app.color.gradient, in: .rect(cornerRadius: size * 0.225, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: size * 0.225, style: .continuous)
                    .strokeBorder(.black.opacity(0.08))
            }
    }
}

#Preview {
    AppStoreBrowseView()
}
