//
//  PlaceBrowserView.swift
//  Wander
//

import SwiftUI

enum PlaceCategory: String, CaseIterable, Identifiable {
    case all = "All", cafes = "Cafés", parks = "Parks", museums = "Museums", bars = "Bars"
    var id: Self { self }
}

struct Place: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let neighborhood: String
    let category: PlaceCategory
    let symbol: String
    let tint: Color
    let rating: Double
    let distance: Measurement<UnitLength>

    static let samples: [Place] = [
        Place(name: "Blue Door Coffee", neighborhood: "Old Town", category: .cafes, symbol: "cup.and.saucer.fill", tint: .brown, rating: 4.7, distance: .init(value: 350, unit: .meters)),
        Place(name: "Riverside Park", neighborhood: "Harbor", category: .parks, symbol: "tree.fill", tint: .green, rating: 4.5, distance: .init(value: 1.2, unit: .kilometers)),
        Place(name: "Museum of Light", neighborhood: "Arts District", category: .museums, symbol: "building.columns.fill", tint: .indigo, rating: 4.8, distance: .init(value: 2.4, unit: .kilometers)),
        Place(name: "The Copper Still", neighborhood: "Old Town", category: .bars, symbol: "wineglass.fill", tint: .orange, rating: 4.3, distance: .init(value: 600, unit: .meters)),
        Place(name: "Fern & Fig", neighborhood: "Northside", category: .cafes, symbol: "leaf.fill", tint: .mint, rating: 4.6, distance: .init(value: 900, unit: .meters)),
        Place(name: "Botanic Gardens", neighborhood: "Hillcrest", category: .parks, symbol: "camera.macro", tint: .pink, rating: 4.9, distance: .init(value: 3.1, unit: .kilometers))
    ]
}

/// Snaps so that the nearest card ends up centered in the scroll view.
struct CenteredCardBehavior: ScrollTargetBehavior {
    let cardWidth: CGFloat
    let spacing: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let stride = cardWidth + spacing
        let lastIndex = max(0, ((context.contentSize.width - cardWidth) / stride).rounded())
        let proposed = ((target.rect.midX - cardWidth / 2) / stride).rounded()
        let index = min(max(proposed, 0), lastIndex)
        // Center card `index` in the visible rect.
        let cardCenter = index * stride + cardWidth / 2
        target.rect.origin.x = cardCenter - target.rect.width / 2
    }
}

struct PlaceBrowserView: View {
    @State private var category: PlaceCategory = .all
    @State private var focusedPlace: Place.ID?
    @State private var presentedPlace: Place?
    @State private var favorites: Set<Place.ID> = []

    private let cardWidth: CGFloat = 280
    private let spacing: CGFloat = 16

    private var places: [Place] {
        category == .all ? Place.samples : Place.samples.filter { $0.category == category }
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                ScrollView(.horizontal) {
                    HStack(spacing: 8) {
                        ForEach(PlaceCategory.allCases) { item in
                            Button(item.rawValue) {
                                withAnimation { category = item }
                            }
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .background(category == item ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(.tertiarySystemFill)), in: .capsule)
                            .foregroundStyle(category == item ? Color.white : Color.primary)
                        }
                    }
                }
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .scrollIndicators(.hidden)

                ScrollView(.horizontal) {
                    LazyHStack(spacing: spacing) {
                        ForEach(places) { place in
                            PlaceCard(place: place, isFavorite: favorites.contains(place.id)) {
                                favorites.formSymmetricDifference([place.id])
                            }
                            .frame(width: cardWidth)
                            .onTapGesture { presentedPlace = place }
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                    .opacity(phase.isIdentity ? 1 : 0.7)
                            }
                        }
                    }
                    .scrollTargetLayout()
                }
                .frame(height: 340)
                .safeAreaPadding(.horizontal, 40)
                .scrollTargetBehavior(CenteredCardBehavior(cardWidth: cardWidth, spacing: spacing))
                .scrollPosition(id: $focusedPlace, anchor: .center)
                .scrollIndicators(.hidden)

                if let place = places.first(where: { $0.id == focusedPlace }) {
                    Label("\(place.neighborhood) · \(place.distance.formatted(.measurement(width: .abbreviated, usage: .road)))",
                          systemImage: "location.fill")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(.horizontal)
                        .contentTransition(.interpolate)
                }
                Spacer()
            }
            .padding(.top)
            .navigationTitle("Nearby")
            .onChange(of: category, initial: true) { focusedPlace = places.first?.id }
            .sheet(item: $presentedPlace) { place in
                NavigationStack {
                    VStack(spacing: 16) {
                        Image(systemName: place.symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(place.tint)
                        Text(place.name).font(.title.bold())
                        Text(place.neighborhood).foregroundStyle(.secondary)
                    }
                    .toolbar { Button("Close") { presentedPlace = nil } }
                }
                .presentationDetents([.medium, .large])
            }
        }
    }
}

private struct PlaceCard: View {
    let place: Place
    let isFavorite: Bool
    var onToggleFavorite: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack(alignment: .topTrailing) {
                Rectangle()
                    .fill(place.tint.gradient)
                    .overlay {
                        Image(systemName: place.symbol)
                            .font(.system(size: 70))
                            .foregroundStyle(.white.opacity(0.9))
                    }
                Button(action: onToggleFavorite) {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .padding(10)
                        .background(.ultraThinMaterial, in: .circle)
                }
                .foregroundStyle(isFavorite ? Color.red : Color.primary)
                .padding(12)
                .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(place.name).font(.headline)
                HStack {
                    Text(place.category.rawValue)
                    Spacer()
                    Label(place.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                        .labelStyle(.titleAndIcon)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            .padding()
        }
        .background(Color(.secondarySystemBackground))
        .clipShape(.rect(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 12, y: 6)
    }
}

#Preview {
    PlaceBrowserView()
        .tint(.orange)
}
