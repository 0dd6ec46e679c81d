//
//  MovieCarousel.swift
//  Cinema
//

import SwiftUI

struct Movie: Identifiable, Hashable {
    var id: String { title }
    let title: String
    let year: Int
    let rating: Double
    let hue: Double
}

extension Movie {
    static let nowShowing = [
        Movie(title: "The Long Quiet", year: 2024, rating: 4.5, hue: 0.02),
        Movie(title: "Paper Moons", year: 2023, rating: 3.5, hue: 0.12),
        Movie(title: "Harbor Lights", year: 2024, rating: 4.0, hue: 0.55),
        Movie(title: "North of Nowhere", year: 2022, rating: 4.5, hue: 0.33),
        Movie(title: "Glass Garden", year: 2024, rating: 3.0, hue: 0.75),
        Movie(title: "Last Train Home", year: 2021, rating: 5.0, hue: 0.62),
        Movie(title: "Salt & Static", year: 2023, rating: 3.5, hue: 0.9),
        Movie(title: "Orbit", year: 2024, rating: 4.0, hue: 0.45),
        Movie(title: "The Cartographer", year: 2020, rating: 4.5, hue: 0.08),
        Movie(title: "Small Hours", year: 2024, rating: 3.0, hue: 0.18),
    ]
}

struct MovieCarousel: View {
    let movies = Movie.nowShowing
    @State private var selected: Movie?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(movies) { movie in
                    PosterView(movie: movie)
                        .frame(width: 220, height: 330)
                        .onTapGesture { selected = movie }
                }
            }
            .scrollTargetLayout()
        }
        .safeAreaPadding(.horizontal, 20)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .alert(item: $selected) { movie in
            Alert(title: Text(movie.title), message: Text("Book tickets for \(String(movie.year))?"))
        }
    }
}

struct PosterView: View {
    let movie: Movie

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(Color(hue: movie.hue, saturation: 0.6, brightness: 0.8))
                .overlay {
                    Image(systemName: "film")
                        .font(.largeTitle)
                        .foregroundStyle(.white.opacity(0.7))
                }
            Text(movie.title)
                .font(.headline)
                .lineLimit(1)
            HStack(spacing: 2) {
                ForEach(0..<5) { star in
                    Image(systemName: Double(star) + 0.5 < movie.rating ? "star.fill" : "star")
                        .font(.caption2)
                        .foregroundStyle(.yellow)
                }
                Text(String(movie.year))
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(.leading, 4)
            }
        }
    }
}

#Preview("Now Showing") {
    MovieCarousel()
}
