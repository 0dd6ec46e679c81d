//
//  FeaturedCarousel.swift
//  TravelGuide
//

import SwiftUI

struct Destination: Identifiable {
    let id: Int
    let city: String
    let country: String
    let symbol: String
    let tint: Color
}

extension Destination {
    static let featured: [Destination] = [
        .init(id: 1, city: "Kyoto", country: "Japan", symbol: "building.columns", tint: .pink),
        .init(id: 2, city: "Reykjavík", country: "Iceland", symbol: "snowflake", tint: .cyan),
        .init(id: 3, city: "Marrakesh", country: "Morocco", symbol: "sun.max", tint: .orange),
        .init(id: 4, city: "Cusco", country: "Peru", symbol: "mountain.2", tint: .green),
        .init(id: 5, city: "Hoi An", country: "Vietnam", symbol: "lamp.desk", tint: .yellow),
        .init(id: 6, city: "Bergen", country: "Norway", symbol: "ferry", tint: .blue),
        .init(id: 7, city: "Oaxaca", country: "Mexico", symbol: "fork.knife", tint: .red),
        .init(id: 8, city: "Tbilisi", country: "Georgia", symbol: "wineglass", tint: .purple),
    ]
}

struct FeaturedCarousel: View {
    private let destinations = Destination.featured

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Featured")
                .font(.title2.bold())
                .padding(.horizontal, 24)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(destinations) { destination in
                        DestinationCard(destination: destination)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 320)
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)

            Spacer()
        }
    }
}

struct DestinationCard: View {
    let destination: Destination

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 24)
                .fill(destination.tint.gradient)

            Image(systemName: destination.symbol)
                .font(.system(size: 96))
                .foregroundStyle(.white.opacity(0.35))
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            VStack(alignment: .leading, spacing: 4) {
                Text(destination.city)
                    .font(.largeTitle)
                    .fontWeight(.bold)
                Text(destination.country.uppercased())
                    .font(.caption)
                    .fontWeight(.semibold)
                    .opacity(0.8)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
    }
}

#Preview {
    FeaturedCarousel()
}
