//
//  HomeShelves.swift
//  Streamly
//

import SwiftUI

struct Show: Identifiable {
    let id = UUID()
    let title: String
    let color: Color
}

struct Shelf: Identifiable {
    let id = UUID()
    let title: String
    let style: Style
    let shows: [Show]

    enum Style {
        case poster
        case wide
    }
}

extension Shelf {
    static let home: [Shelf] = [
        Shelf(title: "Continue Watching", style: .wide, shows: makeShows(prefix: "Episode", count: 6, color: .indigo)),
        Shelf(title: "Trending Now", style: .poster, shows: makeShows(prefix: "Trending", count: 10, color: .red)),
        Shelf(title: "New Releases", style: .poster, shows: makeShows(prefix: "New", count: 8, color: .teal)),
        Shelf(title: "Because You Watched Orbit", style: .wide, shows: makeShows(prefix: "Pick", count: 7, color: .orange)),
        Shelf(title: "Documentaries", style: .poster, shows: makeShows(prefix: "Doc", count: 9, color: .green)),
    ]

    private static func makeShows(prefix: String, count: Int, color: Color) -> [Show] {
        (1...count).map { Show(title: "\(prefix) \($0)", color: color) }
    }
}

struct HomeView: View {
    let shelves = Shelf.home

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 28) {
                ForEach(shelves) { shelf in
                    ShelfRow(shelf: shelf)
                }
            }
            .padding(.vertical)
        }
        .background(Color.black)
        .preferredColorScheme(.dark)
    }
}

struct ShelfRow: View {
    let shelf: Shelf

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(shelf.title)
                .font(.title3)
                .fontWeight(.bold)
                .foregroundStyle(.white)
                .padding(.leading, 16)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(shelf.shows) { show in
                        ShowTile(show: show, style: shelf.style)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollIndicators(.hidden)
            .contentMargins(.horizontal, 16)
            .scrollTargetBehavior(.viewAligned)
        }
    }
}

struct ShowTile: View {
    let show: Show
    let style: Shelf.Style

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(show.color.gradient)
            .frame(width: style == .wide ? 240 : 110, height: style == .wide ? 135 : 165)
            .overlay(alignment: .bottomLeading) {
                Text(show.title)
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(8)
            }
    }
}

#Preview {
    HomeView()
}
