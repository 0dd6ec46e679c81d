//
//  NavigationCarousel.swift
//  Trails
//

import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let distanceKm: Double
    let elevation: Int
    let difficulty: Difficulty

    enum Difficulty: String, CaseIterable {
        case easy = "Easy"
        case moderate = "Moderate"
        case hard = "Hard"

        var color: Color {
            switch self {
            case .easy: .green
            case .moderate: .orange
            case .hard: .red
            }
        }
    }
}

extension Trail {
    static let nearby: [Trail] = [
        Trail(id: 1, name: "Ridge Loop", distanceKm: 7.4, elevation: 420, difficulty: .moderate),
        Trail(id: 2, name: "Lakeshore Path", distanceKm: 3.1, elevation: 40, difficulty: .easy),
        Trail(id: 3, name: "Eagle Crag", distanceKm: 11.8, elevation: 980, difficulty: .hard),
        Trail(id: 4, name: "Fern Hollow", distanceKm: 5.0, elevation: 160, difficulty: .easy),
        Trail(id: 5, name: "Old Mill Trail", distanceKm: 8.6, elevation: 310, difficulty: .moderate),
        Trail(id: 6, name: "Summit Push", distanceKm: 14.2, elevation: 1_250, difficulty: .hard),
        Trail(id: 7, name: "Birch Meadow", distanceKm: 2.4, elevation: 25, difficulty: .easy),
    ]
}

struct TrailsView: View {
    @State private var searchText = ""
    @State private var path = NavigationPath()

    private var results: [Trail] {
        guard !searchText.isEmpty else { return Trail.nearby }
        return Trail.nearby.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(results) { trail in
                        NavigationLink(value: trail) {
                            TrailCard(trail: trail)
                        }
                        .buttonStyle(.plain)
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .navigationTitle("Trails Nearby")
            .searchable(text: $searchText, prompt: "Search trails")
            .navigationDestination(for: Trail.self) { trail in
                Text(trail.name)
                    .font(.largeTitle)
                    .navigationTitle(trail.name)
                    .navigationBarTitleDisplayMode(.inline)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {}
                }
            }
        }
    }
}

struct TrailCard: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RoundedRectangle(cornerRadius: 16)
                .fill(trail.difficulty.color.opacity(0.25))
                .overlay {
                    Image(systemName: "figure.hiking")
                        .font(.system(size: 56))
                        .foregroundStyle(trail.difficulty.color)
                }
                .frame(height: 180)

            Text(trail.name)
                .font(.headline)

            HStack {
                Label(trail.distanceKm.formatted(.number.precision(.fractionLength(1))) + " km",
                      systemImage: "point.topleft.down.to.point.bottomright.curvepath")
                Label("\(trail.elevation) m", systemImage: "arrow.up.right")
            }
            .font(.caption)
            .foregroundStyle(.secondary)

            Text(trail.difficulty.rawValue)
                .font(.caption2.bold())
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(trail.difficulty.color.opacity(0.2), in: .capsule)

            Spacer()
        }
    }
}

#Preview {
    TrailsView()
}
