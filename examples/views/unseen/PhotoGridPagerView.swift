//
//  PhotoGridPagerView.swift
//  Snapshots
//

import SwiftUI

struct Photo: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let hue: Double

    var color: Color { Color(hue: hue, saturation: 0.55, brightness: 0.85) }

    static let library: [Photo] = {
        let symbols = ["mountain.2.fill", "building.2.fill", "cat.fill", "leaf.fill", "car.fill",
                       "airplane", "fish.fill", "sun.max.fill", "cloud.rain.fill", "bird.fill"]
        return (0..<40).map { index in
            Photo(id: index, symbol: symbols[index % symbols.count], hue: Double(index % 12) / 12)
        }
    }()
}

struct PhotoGridPagerView: View {
    private let photos = Photo.library
    private let rows = 3
    private let columnsPerPage = 3
    private var perPage: Int { rows * columnsPerPage }
    private var pageCount: Int { (photos.count + perPage - 1) / perPage }

    @State private var scrolledID: Photo.ID?
    @State private var selection: Set<Photo.ID> = []
    @State private var isSelecting = false
    @State private var viewerPhoto: Photo?

    private var currentPage: Int {
        guard let scrolledID, let index = photos.firstIndex(where: { $0.id == scrolledID }) else { return 0 }
        return index / perPage
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ScrollView(.horizontal) {
                    LazyHGrid(rows: Array(repeating: GridItem(.flexible(), spacing: 0), count: rows), spacing: 0) {
                        ForEach(photos) { photo in
                            PhotoCell(photo: photo, isSelected: selection.contains(photo.id), isSelecting: isSelecting)
                                .padding(2)
                                .containerRelativeFrame(.horizontal, count: columnsPerPage, spacing: 0)
                                .onTapGesture { handleTap(photo) }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $scrolledID)
                .scrollIndicators(.hidden)
                .frame(height: 390)

                Text("Page \(currentPage + 1) of \(pageCount)")
                    .font(.footnote.monospacedDigit())
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText())
                    .animation(.default, value: currentPage)

                Spacer()
            }
            .navigationTitle(isSelecting ? "\(selection.count) Selected" : "Library")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(isSelecting ? "Done" : "Select") {
                        withAnimation {
                            isSelecting.toggle()
                            if !isSelecting { selection.removeAll() }
                        }
                    }
                }
                if isSelecting {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                            .disabled(selection.isEmpty)
                    }
                }
            }
            .fullScreenCover(item: $viewerPhoto) { photo in
                PhotoViewer(photo: photo)
            }
        }
    }

    private func handleTap(_ photo: Photo) {
        if isSelecting {
            if selection.contains(photo.id) {
                selection.remove(photo.id)
            } else {
                selection.insert(photo.id)
            }
        } else {
            viewerPhoto = photo
        }
    }
}

private struct PhotoCell: View {
    let photo: Photo
    let isSelected: Bool
    let isSelecting: Bool

    var body: some View {
        Rectangle()
            .fill(photo.color.gradient)
            .overlay {
                Image(systemName: photo.symbol)
                    .font(.title)
                    .foregroundStyle(.white.opacity(0.9))
            }
            .overlay(alignment: .bottomTrailing) {
                if isSelecting {
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                        .font(.title3)
                        .foregroundStyle(.white, .blue)
                        .padding(6)
                }
            }
            .clipShape(.rect(cornerRadius: 6))
            .opacity(isSelecting && !isSelected ? 0.8 : 1)
            .accessibilityLabel("Photo \(photo.id + 1)")
            .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

private struct PhotoViewer: View {
    let photo: Photo
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.black.ignoresSafeArea()
            Image(systemName: photo.symbol)
                .resizable()
                .scaledToFit()
                .foregroundStyle(photo.color)
                .padding(60)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Button("Close", systemImage: "xmark.circle.fill") { dismiss() }
                .labelStyle(.iconOnly)
                .font(.title)
                .foregroundStyle(.white.opacity(0.8))
                .padding()
        }
    }
}

#Preview {
    PhotoGridPagerView()
}
