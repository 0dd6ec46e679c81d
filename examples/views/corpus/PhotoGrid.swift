//
//  PhotoGrid.swift
//  Photos Lite
//

import SwiftUI

struct PhotoItem: Identifiable, Hashable {
    let id: Int
    var isFavorite = false

    var color: Color {
        Color(hue: Double(id % 12) / 12, saturation: 0.45, brightness: 0.9)
    }
}

extension PhotoItem {
    static let library: [PhotoItem] = (0..<60).map { PhotoItem(id: $0, isFavorite: $0 % 7 == 0) }
}

struct PhotoGridView: View {
    @State private var photos = PhotoItem.library
    @State private var selection: PhotoItem?

    private let columns = [
        GridItem(.adaptive(minimum: 100), spacing: 2)
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    PhotoThumbnail(photo: photo)
                        .aspectRatio(1, contentMode: .fit)
                        .onTapGesture {
                            selection = photo
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .sheet(item: $selection) { photo in
            photo.color
                .overlay(Text("Photo \(photo.id)").font(.largeTitle))
                .presentationDetents([.medium, .large])
        }
    }
}

struct PhotoThumbnail: View {
    let photo: PhotoItem

    var body: some View {
        Rectangle()
            .fill(photo.color.gradient)
            .overlay(alignment: .bottomTrailing) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(6)
                }
            }
            .clipped()
    }
}

#Preview {
    PhotoGridView()
}
