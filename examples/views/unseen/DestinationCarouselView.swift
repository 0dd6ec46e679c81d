//
//  DestinationCarouselView.swift
//  Wanderly
//

import SwiftUI

struct Destination: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let country: String
    let imageURL: URL?
    let rating: Double
    let nightlyPrice: Decimal
    let tint: Color

    static let samples: [Destination] = [
        Destination(name: "Santorini", country: "Greece", imageURL: URL(string: "https://images.unsplash.com/photo-1570077188670-e3a8d69ac5ff?w=900"), rating: 4.8, nightlyPrice: 240, tint: .blue),
        Destination(name: "Kyoto", country: "Japan", imageURL: URL(string: "https://images.unsplash.com/photo-1493976040374-85c8e12f0c0e?w=900"), rating: 4.9, nightlyPrice: 185, tint: .pink),
        Destination(name: "Banff", country: "Canada", imageURL: URL(string: "https://images.unsplash.com/photo-1503614472-8c93d56e92ce?w=900"), rating: 4.7, nightlyPrice: 210, tint: .teal),
        Destination(name: "Marrakech", country: "Morocco", imageURL: URL(string: "https://images.unsplash.com/photo-1597212618440-806262de4f6b?w=900"), rating: 4.6, nightlyPrice: 120, tint: .orange),
        Destination(name: "Reykjavík", country: "Iceland", imageURL: URL(string: "https://images.unsplash.com/photo-1504829857797-ddff29c27927?w=900"), rating: 4.5, nightlyPrice: 260, tint: .indigo)
    ]
}

struct DestinationCarouselView: View {
    @State private var selectedID: Destination.ID?
    @State private var favorites: Set<Destination.ID> = []
    private let destinations = Destination.samples

    private var selectedDestination: Destination? {
        destinations.first { $0.id == selectedID }
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 24) {
                header
                carousel
                footer
                Spacer(minLength: 0)
            }
            .navigationTitle("Explore")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Top rated", systemImage: "star") {}
                        Button("Lowest price", systemImage: "eurosign") {}
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
        .onAppear { selectedID = destinations.first?.id }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Where to next?")
                .font(.title2.bold())
            Text("Handpicked stays for the summer")
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 20)
    }

    private var carousel: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(destinations) { destination in
                    DestinationCard(destination: destination, isFavorite: favorites.contains(destination.id)) {
                        toggleFavorite(destination)
                    }
                    .containerRelativeFrame(.horizontal, count: 6, span: 5, spacing: 16)
                    .scrollTransition(axis: .horizontal) { content, phase in
                        content
                            .scaleEffect(phase.isIdentity ? 1 : 0.92)
                            .opacity(phase.isIdentity ? 1 : 0.75)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .frame(height: 380)
        .scrollIndicators(.hidden)
        .safeAreaPadding(.horizontal, 20)
        .scrollClipDisabled()
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $selectedID)
    }

    private var footer: some View {
        HStack {
            if let selectedDestination {
                Label(selectedDestination.country, systemImage: "mappin.and.ellipse")
                    .contentTransition(.opacity)
            }
            Spacer()
            Button("Book now") {}
                .buttonStyle(.borderedProminent)
                .tint(selectedDestination?.tint ?? .accentColor)
        }
        .padding(.horizontal, 20)
        .animation(.snappy, value: selectedID)
    }

    private func toggleFavorite(_ destination: Destination) {
        if favorites.contains(destination.id) {
            favorites.remove(destination.id)
        } else {
            favorites.insert(destination.id)
        }
    }
}

private struct DestinationCard: View {
    let destination: Destination
    let isFavorite: Bool
    let onFavorite: () -> Void

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            GeometryReader { proxy in
                let size = proxy.size
                AsyncImage(url: destination.imageURL) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFill()
                    } else {
                        destination.tint.gradient
                    }
                }
                .frame(width: size.width * 1.4, height: size.height)
                .frame(width: size.width, height: size.height)
                .visualEffect { content, geometry in
                    content.offset(x: -geometry.frame(in: .scrollView).minX * 0.35)
                }
            }
            .clipShape(.rect(cornerRadius: 28))

            VStack(alignment: .leading, spacing: 6) {
                Text(destination.name)
                    .font(.largeTitle.bold())
                HStack {
                    Label(destination.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                    Spacer()
                    Text(destination.nightlyPrice, format: .currency(code: "EUR")) + Text(" / night")
                }
                .font(.subheadline.weight(.semibold))
            }
            .foregroundStyle(.white)
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(alignment: .bottom) {
                UnevenRoundedRectangle(bottomLeadingRadius: 28, bottomTrailingRadius: 28)
                    .fill(.linearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .top, endPoint: .bottom))
            }
        }
        .overlay(alignment: .topTrailing) {
            Button(action: onFavorite) {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
            }
            .buttonStyle(FavoriteButtonStyle(isActive: isFavorite))
            .padding(16)
        }
        .shadow(color: .carouselShadow, radius: 16, y: 10)
    }
}

private struct FavoriteButtonStyle: ButtonStyle {
    var isActive: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title3)
            .foregroundStyle(isActive ? .red : .white)
            .padding(12)
            .background(.ultraThinMaterial, in: .circle)
            .scaleEffect(configuration.isPressed ? 0.85 : 1)
            .animation(.spring(duration: 0.25), value: configuration.isPressed)
    }
}

private extension Color {
    static let carouselShadow = Color.black.opacity(0.25)
}

#Preview(traits: .landscapeLeft) {
    DestinationCarouselView()
}
