//
//  GeometryPager.swift
//  Gallery
//

import SwiftUI

struct Artwork: Identifiable {
    let id: Int
    let title: String
    let artist: String
    let palette: [Color]
}

extension Artwork {
    static let collection: [Artwork] = [
        Artwork(id: 0, title: "Harbour at Dawn", artist: "E. Lindqvist", palette: [.orange, .pink, .purple]),
        Artwork(id: 1, title: "Field in June", artist: "M. Osei", palette: [.yellow, .green]),
        Artwork(id: 2, title: "Blue Interior", artist: "R. Tanaka", palette: [.cyan, .blue, .indigo]),
        Artwork(id: 3, title: "Red Study", artist: "P. Alvarez", palette: [.red, .orange]),
        Artwork(id: 4, title: "Night Window", artist: "S. Novak", palette: [.indigo, .black]),
    ]
}

struct ArtworkPager: View {
    @State private var artworks = Artwork.collection
    @State private var showInfo = true

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(artworks) { artwork in
                        ArtworkPage(artwork: artwork, showInfo: showInfo)
                            .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.2)) {
                showInfo.toggle()
            }
        }
    }
}

struct ArtworkPage: View {
    let artwork: Artwork
    let showInfo: Bool

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: artwork.palette, startPoint: .top, endPoint: .bottom)
                .padding(24)
                .shadow(radius: 12)

            if showInfo {
                VStack(spacing: 4) {
                    Text(artwork.title)
                        .font(.title3.italic())
                    Text(artwork.artist)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxWidth: .infinity)
                .background(.thickMaterial)
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

#Preview {
    ArtworkPager()
}
