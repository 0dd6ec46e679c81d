//
//  AlbumShelf.swift
//  Tunes
//

import SwiftUI

struct Album: Identifiable {
    let id: Int
    let title: String
    let artist: String

    var artwork: Color {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown][id % 12]
    }
}

extension Album {
    static let recentlyPlayed: [Album] = [
        "Blue Hour", "Paper Planes", "Static Bloom", "Northern Lines", "Low Tide",
        "Glasshouse", "Afterglow", "Field Notes", "Night Swim", "Slow Motion",
        "Open Water", "Signal Fire", "Soft Focus", "Coastline", "Satellites",
        "Evergreen", "Daybreak", "Undertow",
    ].enumerated().map { index, title in
        Album(id: index, title: title, artist: "Artist \(index + 1)")
    }
}

struct AlbumShelf: View {
    let rows = [
        GridItem(.fixed(64), spacing: 12),
        GridItem(.fixed(64), spacing: 12),
        GridItem(.fixed(64), spacing: 12),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Recently Played")
                    .font(.title2)
                    .bold()
                Spacer()
                Button("See All") {}
            }
            .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 16) {
                    ForEach(Album.recentlyPlayed) { album in
                        AlbumRow(album: album)
                            .frame(width: 300)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 216)
            .safeAreaPadding(.horizontal)
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)
        }
    }
}

struct AlbumRow: View {
    let album: Album

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(album.artwork.gradient)
                .frame(width: 64, height: 64)
                .overlay {
                    Image(systemName: "music.note")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(album.title)
                    .font(.body)
                    .lineLimit(1)
                Text(album.artist)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
            Menu {
                Button("Play Next", systemImage: "text.insert") {}
                Button("Add to Library", systemImage: "plus") {}
                Divider()
                Button("Share", systemImage: "square.and.arrow.up") {}
            } label: {
                Image(systemName: "ellipsis")
                    .frame(width: 32, height: 32)
                    .contentShape(Rectangle())
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    AlbumShelf()
}
