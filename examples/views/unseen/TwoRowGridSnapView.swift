import SwiftUI

// MARK: - Model

struct StoreApp: Identifiable {
    let id = UUID()
    let name: String
    let category: String
    let symbol: String
    let hue: Double
}

extension StoreApp {
    static let samples: [StoreApp] = [
        StoreApp(name: "Weatherly", category: "Weather", symbol: "cloud.sun.fill", hue: 0.56),
        StoreApp(name: "Budgetly", category: "Finance", symbol: "chart.pie.fill", hue: 0.38),
        StoreApp(name: "Snapshot", category: "Photo & Video", symbol: "camera.fill", hue: 0.95),
        StoreApp(name: "Stride", category: "Health & Fitness", symbol: "figure.walk", hue: 0.08),
        StoreApp(name: "Notekeeper", category: "Productivity", symbol: "note.text", hue: 0.14),
        StoreApp(name: "Tunes", category: "Music", symbol: "music.note", hue: 0.88),
        StoreApp(name: "Stargazer", category: "Education", symbol: "sparkles", hue: 0.70),
        StoreApp(name: "Chef", category: "Food & Drink", symbol: "frying.pan.fill", hue: 0.03),
        StoreApp(name: "Wayfinder", category: "Navigation", symbol: "map.fill", hue: 0.45),
        StoreApp(name: "Reader", category: "Books", symbol: "book.fill", hue: 0.62),
        StoreApp(name: "Zen", category: "Lifestyle", symbol: "leaf.fill", hue: 0.30),
        StoreApp(name: "Pixel Quest", category: "Games", symbol: "gamecontroller.fill", hue: 0.78)
    ]
}

// MARK: - Two-row snapping grid

struct TwoRowGridSnapView: View {
    private let apps = StoreApp.samples

    // Step 1: Two fixed-height rows – the grid fills column by column.
    private let rows = [
        GridItem(.fixed(72), spacing: 12),
        GridItem(.fixed(72), spacing: 12)
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Apps We Love")
                .font(.largeTitle.bold())
                .padding(.horizontal, 20)

            Text("Swipe one column at a time.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 20)

            // Step 2: A horizontal ScrollView containing a LazyHGrid.
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 16) {
                    ForEach(apps) { app in
                        AppRow(app: app)
                            // Step 3: Columns are a bit narrower than the screen,
                            // so the next column peeks in (5 of 6 "slots").
                            .containerRelativeFrame(.horizontal, count: 6, span: 5, spacing: 16)
                    }
                }
                // Step 4: Every cell is a scroll target.
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            // Step 5: Align to views, and `.always` limit each swipe
            // to a single column – even a hard flick won't skip ahead.
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollIndicators(.hidden)
            .frame(height: 72 * 2 + 12)

            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - Row

struct AppRow: View {
    let app: StoreApp

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(Color(hue: app.hue, saturation: 0.7, brightness: 0.9).gradient)
                .frame(width: 60, height: 60)
                .overlay {
                    Image(systemName: app.symbol)
                        .font(.title2)
                        .foregroundStyle(.white)
                }

            VStack(alignment: .leading, spacing: 2) {
                Text(app.name)
                    .font(.headline)
                Text(app.category)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer(minLength: 8)

            Button("Get") {}
                .font(.subheadline.bold())
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)
        }
    }
}

#Preview {
    TwoRowGridSnapView()
}
