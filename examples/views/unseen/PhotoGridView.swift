//
//  PhotoGridView.swift
//  Shoebox
//
//  Created by Rafael Duarte on 09/10/2024.
//

import SwiftUI
import Observation

// MARK: - Model

struct LibraryPhoto: Identifiable, Hashable {
    let id: Int
    let takenAt: Date
    var isFavorite: Bool
    var isVideo: Bool = false

    var thumbnailURL: URL? { URL(string: "https://picsum.photos/id/\(id)/300/300") }
    var fullSizeURL: URL? { URL(string: "https://picsum.photos/id/\(id)/1200/1600") }
}

extension LibraryPhoto {
    static let samples: [LibraryPhoto] = (10...69).map { index in
        LibraryPhoto(
            id: index,
            takenAt: Date.now.addingTimeInterval(-Double(index) * 86_400 * 1.7),
            isFavorite: index.isMultiple(of: 7),
            isVideo: index.isMultiple(of: 11)
        )
    }
}

enum PhotoSortOrder: String, CaseIterable, Identifiable {
    case newestFirst = "Newest First"
    case oldestFirst = "Oldest First"

    var id: Self { self }
}

enum PhotoGridDensity: String, CaseIterable, Identifiable {
    case compact, regular, large

    var id: Self { self }

    var title: String {
        switch self {
        case .compact: "Small"
        case .regular: "Medium"
        case .large: "Large"
        }
    }

    var symbol: String {
        switch self {
        case .compact: "square.grid.4x3.fill"
        case .regular: "square.grid.3x3.fill"
        case .large: "square.grid.2x2.fill"
        }
    }

    var minimumTileSize: CGFloat {
        switch self {
        case .compact: 72
        case .regular: 104
        case .large: 160
        }
    }
}

// MARK: - Library

@Observable
final class PhotoLibraryModel {
    var photos: [LibraryPhoto]

    init(photos: [LibraryPhoto] = LibraryPhoto.samples) {
        self.photos = photos
    }

    func photo(withID id: LibraryPhoto.ID) -> LibraryPhoto? {
        photos.first { $0.id == id }
    }

    func toggleFavorite(_ id: LibraryPhoto.ID) {
        guard let index = photos.firstIndex(where: { $0.id == id }) else { return }
        photos[index].isFavorite.toggle()
    }

    func delete(_ ids: Set<LibraryPhoto.ID>) {
        photos.removeAll { ids.contains($0.id) }
    }
}

// MARK: - Grid

struct PhotoGridView: View {
    @State private var library: PhotoLibraryModel
    @State private var sortOrder: PhotoSortOrder = .newestFirst
    @State private var density: PhotoGridDensity = .regular
    @State private var showsFavoritesOnly = false
    @State private var isSelecting = false
    @State private var selection: Set<LibraryPhoto.ID> = []
    @State private var presentedPhoto: LibraryPhoto?
    @State private var isConfirmingDelete = false

    init(library: PhotoLibraryModel = PhotoLibraryModel()) {
        _library = State(initialValue: library)
    }

    private var visiblePhotos: [LibraryPhoto] {
        let filtered = showsFavoritesOnly ? library.photos.filter(\.isFavorite) : library.photos
        switch sortOrder {
        case .newestFirst:
            return filtered.sorted { $0.takenAt > $1.takenAt }
        case .oldestFirst:
            return filtered.sorted { $0.takenAt < $1.takenAt }
        }
    }

    private var columns: [GridItem] {
        [GridItem(.adaptive(minimum: density.minimumTileSize, maximum: density.minimumTileSize * 1.6), spacing: 2)]
    }

    private var selectedShareURLs: [URL] {
        visiblePhotos
            .filter { selection.contains($0.id) }
            .compactMap(\.fullSizeURL)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(visiblePhotos) { photo in
                        PhotoGridCell(
                            photo: photo,
                            isSelecting: isSelecting,
                            isSelected: selection.contains(photo.id)
                        )
                        .onTapGesture {
                            handleTap(on: photo)
                        }
                        .contextMenu {
                            Button {
                                library.toggleFavorite(photo.id)
                            } label: {
                                Label(
                                    photo.isFavorite ? "Unfavorite" : "Favorite",
                                    systemImage: photo.isFavorite ? "heart.slash" : "heart"
                                )
                            }
                            if let url = photo.fullSizeURL {
                                ShareLink(item: url) {
                                    Label("Share", systemImage: "square.and.arrow.up")
                                }
                            }
                            Divider()
                            Button(role: .destructive) {
                                withAnimation { library.delete([photo.id]) }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        } preview: {
                            AsyncImage(url: photo.fullSizeURL) { image in
                                image
                                    .resizable()
                                    .scaledToFit()
                            } placeholder: {
                                ProgressView()
                                    .frame(width: 240, height: 320)
                            }
                        }
                    }
                }
                .scrollTargetLayout()

                if !visiblePhotos.isEmpty {
                    Text(footerText)
                        .font(.footnote.weight(.medium))
                        .foregroundStyle(.secondary)
                        .padding(.vertical, 24)
                }
            }
            .scrollTargetBehavior(.viewAligned)
            .defaultScrollAnchor(sortOrder == .newestFirst ? .top : .bottom)
            .animation(.snappy, value: density)
            .animation(.default, value: showsFavoritesOnly)
            .navigationTitle(isSelecting ? selectionTitle : "Library")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(isSelecting ? "Done" : "Select") {
                        withAnimation(.snappy) {
                            isSelecting.toggle()
                            selection.removeAll()
                        }
                    }
                    .fontWeight(isSelecting ? Font.Weight.semibold : Font.Weight.regular)
                    .disabled(visiblePhotos.isEmpty && !isSelecting)
                }

                ToolbarItem(placement: .topBarTrailing) {
                    optionsMenu
                }

                ToolbarItemGroup(placement: .bottomBar) {
                    ShareLink(items: selectedShareURLs) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .disabled(selection.isEmpty)

                    Spacer()

                    Button {
                        let ids = selection
                        for id in ids { library.toggleFavorite(id) }
                    } label: {
                        Image(systemName: "heart")
                    }
                    .disabled(selection.isEmpty)
                    .accessibilityLabel("Toggle favorite")

                    Spacer()

                    Button(role: .destructive) {
                        isConfirmingDelete = true
                    } label: {
                        Image(systemName: "trash")
                    }
                    .disabled(selection.isEmpty)
                    .accessibilityLabel("Delete")
                }
            }
            .toolbar(isSelecting ? .visible : .hidden, for: .bottomBar)
            .overlay {
                if visiblePhotos.isEmpty {
                    if showsFavoritesOnly {
                        ContentUnavailableView(
                            "No Favorites",
                            systemImage: "heart",
                            description: Text("Tap and hold a photo, then choose Favorite to see it here.")
                        )
                    } else {
                        ContentUnavailableView(
                            "No Photos",
                            systemImage: "photo.on.rectangle.angled",
                            description: Text("Photos you import will appear here.")
                        )
                    }
                }
            }
            .confirmationDialog(
                "Delete \(selection.count) \(selection.count == 1 ? "Photo" : "Photos")?",
                isPresented: $isConfirmingDelete,
                titleVisibility: .visible
            ) {
                Button("Delete", role: .destructive) {
                    withAnimation {
                        library.delete(selection)
                        selection.removeAll()
                        isSelecting = false
                    }
                }
            } message: {
                Text("This can't be undone.")
            }
            .sheet(item: $presentedPhoto) { photo in
                PhotoViewerSheet(library: library, photoID: photo.id)
            }
        }
    }

    // MARK: Toolbar menu

    private var optionsMenu: some View {
        Menu {
            Picker("Sort", selection: $sortOrder) {
                ForEach(PhotoSortOrder.allCases) { order in
                    Text(order.rawValue).tag(order)
                }
            }

            Picker(selection: $density) {
                ForEach(PhotoGridDensity.allCases) { density in
                    Label(density.title, systemImage: density.symbol).tag(density)
                }
            } label: {
                Label("Grid Size", systemImage: "square.grid.2x2")
            }
            .pickerStyle(.menu)

            Divider()

            Toggle(isOn: $showsFavoritesOnly.animation()) {
                Label("Favorites Only", systemImage: "heart")
            }
        } label: {
            Label("View Options", systemImage: showsFavoritesOnly
                  ? "line.3.horizontal.decrease.circle.fill"
                  : "line.3.horizontal.decrease.circle")
        }
    }

    // MARK: Helpers

    private var selectionTitle: String {
        selection.isEmpty ? "Select Items" : "\(selection.count) Selected"
    }

    private var footerText: String {
        let photos = visiblePhotos.filter { !$0.isVideo }.count
        let videos = visiblePhotos.count - photos
        return videos > 0 ? "\(photos) Photos, \(videos) Videos" : "\(photos) Photos"
    }

    private func handleTap(on photo: LibraryPhoto) {
        if isSelecting {
            if selection.contains(photo.id) {
                selection.remove(photo.id)
            } else {
                selection.insert(photo.id)
            }
        } else {
            presentedPhoto = photo
        }
    }
}

// MARK: - Cell

private struct PhotoGridCell: View {
    let photo: LibraryPhoto
    let isSelecting: Bool
    let isSelected: Bool

    var body: some View {
        Color(uiColor: .secondarySystemFill)
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                AsyncImage(url: photo.thumbnailURL, transaction: Transaction(animation: .easeIn(duration: 0.2))) { phase in
                    if let image = phase.image {
                        image
                            .resizable()
                            .scaledToFill()
                    } else if phase.error != nil {
                        Image(systemName: "exclamationmark.triangle")
                            .foregroundStyle(.secondary)
                    } else {
                        ProgressView()
                            .controlSize(.small)
                    }
                }
            }
            .clipped()
            .overlay(alignment: .bottomLeading) {
                HStack(spacing: 4) {
                    if photo.isFavorite {
                        Image(systemName: "heart.fill")
                    }
                    if photo.isVideo {
                        Image(systemName: "video.fill")
                    }
                }
                .font(.caption2)
                .foregroundStyle(.white)
                .shadow(color: .black.opacity(0.5), radius: 2)
                .padding(6)
            }
            .overlay {
                if isSelected {
                    Color.white.opacity(0.25)
                }
            }
            .overlay(alignment: .bottomTrailing) {
                if isSelecting {
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                        .font(.title3)
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, isSelected ? Color.accentColor : Color.black.opacity(0.2))
                        .shadow(radius: 2)
                        .padding(6)
                        .transition(.scale.combined(with: .opacity))
                }
            }
            .contentShape(Rectangle())
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("\(photo.isVideo ? "Video" : "Photo"), \(photo.takenAt.formatted(date: .abbreviated, time: .omitted))"))
            .accessibilityValue(photo.isFavorite ? "Favorite" : "")
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

// MARK: - Viewer

private struct PhotoViewerSheet: View {
    let library: PhotoLibraryModel
    let photoID: LibraryPhoto.ID

    @Environment(\.dismiss) private var dismiss

    init(library: PhotoLibraryModel, photoID: LibraryPhoto.ID) {
        self.library = library
        self.photoID = photoID
    }

    var body: some View {
        NavigationStack {
            Group {
                if let photo = library.photo(withID: photoID) {
                    AsyncImage(url: photo.fullSizeURL) { image in
                        image
                            .resizable()
                            .scaledToFit()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.black)
                    .navigationTitle(photo.takenAt.formatted(date: .abbreviated, time: .omitted))
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) {
                            Button {
                                library.toggleFavorite(photo.id)
                            } label: {
                                Image(systemName: photo.isFavorite ? "heart.fill" : "heart")
                                    .contentTransition(.symbolEffect(.replace))
                            }
                            .accessibilityLabel(photo.isFavorite ? "Unfavorite" : "Favorite")
                        }
                    }
                } else {
                    ContentUnavailableView("Photo Deleted", systemImage: "photo")
                }
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .presentationDragIndicator(.visible)
    }
}

// MARK: - Previews

#Preview {
    PhotoGridView()
}

#Preview("Empty library") {
    PhotoGridView(library: PhotoLibraryModel(photos: []))
}

#Preview("Landscape", traits: .landscapeLeft) {
    PhotoGridView()
}

#Preview("Cell", traits: .fixedLayout(width: 120, height: 120)) {
    PhotoGridCell(photo: LibraryPhoto.samples[0], isSelecting: true, isSelected: true)
}
