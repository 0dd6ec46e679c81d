import SwiftUI

struct GalleryAlbum: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
    let photoIDs: [Int]

    static let samples: [GalleryAlbum] = [
        GalleryAlbum(id: "recents", name: "Recents", symbol: "clock", photoIDs: Array(10...33)),
        GalleryAlbum(id: "favorites", name: "Favorites", symbol: "heart", photoIDs: [12, 15, 22, 28, 29, 40, 42, 58]),
        GalleryAlbum(id: "travel", name: "Travel", symbol: "airplane", photoIDs: Array(60...75)),
        GalleryAlbum(id: "nature", name: "Nature", symbol: "leaf", photoIDs: Array(100...111))
    ]
}

enum GallerySortOrder: String, CaseIterable, Identifiable {
    case newest = "Newest First"
    case oldest = "Oldest First"
    var id: Self { self }
}

struct PagedGalleryGridView: View {
    @State private var selectedAlbum: GalleryAlbum? = GalleryAlbum.samples.first
    @State private var topPhotoID: Int?
    @State private var sortOrder: GallerySortOrder = .newest
    @State private var inspectedPhoto: InspectedPhoto?
    @State private var columnVisibility: NavigationSplitViewVisibility = .all

    private let columns = [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)]

    private var photos: [Int] {
        let ids = selectedAlbum?.photoIDs ?? []
        return sortOrder == .newest ? ids.reversed() : ids
    }

    private var currentPage: Int {
        guard let topPhotoID, let index = photos.firstIndex(of: topPhotoID) else { return 1 }
        return index / 4 + 1
    }

    private var pageCount: Int { max(1, Int((Double(photos.count) / 4).rounded(.up))) }

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(GalleryAlbum.samples, selection: $selectedAlbum) { album in
                NavigationLink(value: album) {
                    Label(album.name, systemImage: album.symbol)
                        .badge(album.photoIDs.count)
                }
            }
            .navigationTitle("Albums")
        } detail: {
            pagedGrid
                .navigationTitle(selectedAlbum?.name ?? "Photos")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") {
                            Picker("Sort", selection: $sortOrder) {
                                ForEach(GallerySortOrder.allCases) { Text($0.rawValue).tag($0) }
                            }
                        }
                    }
                }
        }
        .sheet(item: $inspectedPhoto) { inspected in
            photo(inspected.id, size: 1200)
                .ignoresSafeArea()
                .presentationDragIndicator(.visible)
        }
        .onChange(of: selectedAlbum) { topPhotoID = nil }
    }

    private var pagedGrid: some View {
        ScrollView(.vertical) {
            LazyVGrid(columns: columns, spacing: 0) {
                ForEach(photos, id: \.self) { id in
                    photo(id, size: 600)
                        .clipShape(.rect(cornerRadius: 16))
                        .padding(8)
                        .containerRelativeFrame(.vertical, count: 2, spacing: 0)
                        .onTapGesture { inspectedPhoto = InspectedPhoto(id: id) }
                        .hoverEffect(.lift)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $topPhotoID, anchor: .top)
        .safeAreaPadding(.horizontal, 8)
        .overlay(alignment: .bottom) { pageIndicator }
    }

    private var pageIndicator: some View {
        Text("Page \(currentPage) of \(pageCount)")
            .font(.footnote.monospacedDigit())
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(.thinMaterial, in: .capsule)
            .padding(.bottom, 12)
            .animation(.default, value: currentPage)
    }

    @ViewBuilder
    private func photo(_ id: Int, size: Int) -> some View {
        AsyncImage(url: URL(string: "https://picsum.photos/id/\(id)/\(size)")) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFill()
            case .failure:
                Image(systemName: "photo.badge.exclamationmark")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
            default:
                Color.galleryPlaceholder.overlay { ProgressView() }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.galleryPlaceholder)
    }
}

private struct InspectedPhoto: Identifiable {
    let id: Int
}

private extension Color {
    static let galleryPlaceholder = Color(uiColor: .secondarySystemBackground)
}

#Preview {
    PagedGalleryGridView()
}
