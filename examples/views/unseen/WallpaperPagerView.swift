import SwiftUI

// MARK: - Model

struct Wallpaper: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    /// Nine colours, laid out row by row on a 3×3 mesh.
    let palette: [Color]
    var downloads: Int
    let isLive: Bool
}

extension Wallpaper {
    static let samples: [Wallpaper] = [
        Wallpaper(
            id: 1,
            title: "Aurora Drift",
            artist: "Mila Sørensen",
            palette: [
                .indigo, .purple, .pink,
                .blue, .mint, .purple,
                .black, .indigo, .teal
            ],
            downloads: 12_480,
            isLive: true
        ),
        Wallpaper(
            id: 2,
            title: "Citrus Bloom",
            artist: "Jonah Reyes",
            palette: [
                .yellow, .orange, .red,
                .orange, .pink, .yellow,
                .red, .orange, .pink
            ],
            downloads: 8_912,
            isLive: false
        ),
        Wallpaper(
            id: 3,
            title: "Tidepool",
            artist: "Ana Kovač",
            palette: [
                .teal, .cyan, .blue,
                .mint, .teal, .indigo,
                .blue, .cyan, .black
            ],
            downloads: 21_304,
            isLive: true
        ),
        Wallpaper(
            id: 4,
            title: "Velvet Hour",
            artist: "Priya Natarajan",
            palette: [
                Color(red: 0.20, green: 0.05, blue: 0.25), .purple, Color(red: 0.95, green: 0.45, blue: 0.55),
                .indigo, Color(red: 0.55, green: 0.20, blue: 0.60), .pink,
                .black, Color(red: 0.25, green: 0.08, blue: 0.35), .purple
            ],
            downloads: 5_671,
            isLive: false
        ),
        Wallpaper(
            id: 5,
            title: "Moss & Stone",
            artist: "Elias Brandt",
            palette: [
                Color(red: 0.16, green: 0.22, blue: 0.14), .green, Color(red: 0.62, green: 0.66, blue: 0.48),
                Color(red: 0.35, green: 0.42, blue: 0.28), .mint, .brown,
                .black, Color(red: 0.30, green: 0.26, blue: 0.20), Color(red: 0.16, green: 0.22, blue: 0.14)
            ],
            downloads: 3_140,
            isLive: true
        ),
        Wallpaper(
            id: 6,
            title: "Ember",
            artist: "Noa Ishikawa",
            palette: [
                .black, .red, .black,
                .orange, Color(red: 1.0, green: 0.78, blue: 0.35), .red,
                .black, .orange, .black
            ],
            downloads: 17_020,
            isLive: true
        )
    ]
}

// MARK: - Mesh motion

/// Pure maths, kept outside of any `View` so it can be called from any context.
enum WallpaperMeshMotion {
    static let restingPoints: [SIMD2<Float>] = [
        SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5, 0.0), SIMD2<Float>(1.0, 0.0),
        SIMD2<Float>(0.0, 0.5), SIMD2<Float>(0.5, 0.5), SIMD2<Float>(1.0, 0.5),
        SIMD2<Float>(0.0, 1.0), SIMD2<Float>(0.5, 1.0), SIMD2<Float>(1.0, 1.0)
    ]

    static func points(at time: TimeInterval) -> [SIMD2<Float>] {
        // Keep the value small before narrowing to Float, otherwise precision is lost.
        let t = Float(time.truncatingRemainder(dividingBy: 3_600))
        let dx = sin(t * 0.7) * 0.18
        let dy = cos(t * 0.5) * 0.14
        let edge = cos(t * 0.9) * 0.08

        return [
            SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5 + edge, 0.0), SIMD2<Float>(1.0, 0.0),
            SIMD2<Float>(0.0, 0.5 + dy), SIMD2<Float>(0.5 + dx, 0.5 - dy), SIMD2<Float>(1.0, 0.5 + edge),
            SIMD2<Float>(0.0, 1.0), SIMD2<Float>(0.5 - edge, 1.0), SIMD2<Float>(1.0, 1.0)
        ]
    }
}

// MARK: - Background

struct WallpaperMeshBackground: View {
    let palette: [Color]
    var isLive: Bool = true

    private var meshColors: [Color] {
        palette.count == 9 ? palette : Array(repeating: Color.gray, count: 9)
    }

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !isLive)) { timeline in
            MeshGradient(
                width: 3,
                height: 3,
                points: isLive
                    ? WallpaperMeshMotion.points(at: timeline.date.timeIntervalSinceReferenceDate)
                    : WallpaperMeshMotion.restingPoints,
                colors: meshColors,
                smoothsColors: true
            )
        }
    }
}

// MARK: - Lock screen clock

struct WallpaperLockScreenClock: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            VStack(spacing: 0) {
                Text(context.date, format: .dateTime.weekday(.wide).month(.wide).day())
                    .font(.headline)
                Text(context.date, format: .dateTime.hour().minute())
                    .font(.system(size: 88, weight: .semibold, design: .rounded))
                    .contentTransition(.numericText())
            }
            .foregroundStyle(.white.opacity(0.92))
            .shadow(color: .black.opacity(0.25), radius: 12, x: 0, y: 4)
        }
    }
}

// MARK: - Page

struct WallpaperPageView: View {
    let wallpaper: Wallpaper
    var showsLockScreen: Bool = true

    var body: some View {
        ZStack {
            WallpaperMeshBackground(palette: wallpaper.palette, isLive: wallpaper.isLive)

            LinearGradient(
                colors: [.black.opacity(0.25), .clear, .clear, .black.opacity(0.55)],
                startPoint: .top,
                endPoint: .bottom
            )

            if showsLockScreen {
                WallpaperLockScreenClock()
                    .padding(.top, 110)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    // The clock lags behind the page for a subtle parallax.
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .scrollView).minY * 0.2)
                    }
            }
        }
        .clipped()
    }
}

// MARK: - Pager

struct WallpaperPagerView: View {
    @State private var wallpapers: [Wallpaper]
    @State private var currentID: Wallpaper.ID?
    @State private var favorites: Set<Wallpaper.ID> = []
    @State private var appliedID: Wallpaper.ID?
    @State private var isChromeHidden = false
    @State private var isScrolling = false
    @State private var pageProgress: CGFloat = 0

    init(wallpapers: [Wallpaper] = Wallpaper.samples) {
        _wallpapers = State(initialValue: wallpapers)
        _currentID = State(initialValue: wallpapers.first?.id)
    }

    private var currentIndex: Int {
        guard let currentID,
              let index = wallpapers.firstIndex(where: { $0.id == currentID }) else { return 0 }
        return index
    }

    private var currentWallpaper: Wallpaper? {
        wallpapers.first { $0.id == currentID }
    }

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()

            ScrollView(.vertical) {
                LazyVStack(spacing: 0) {
                    ForEach(wallpapers) { wallpaper in
                        WallpaperPageView(wallpaper: wallpaper, showsLockScreen: !isChromeHidden)
                            .containerRelativeFrame([.horizontal, .vertical])
                            .scrollTransition(.interactive, axis: .vertical) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.88)
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                    .blur(radius: phase.isIdentity ? 0 : 6)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.never)
            .scrollPosition(id: $currentID)
            .scrollBounceBehavior(.basedOnSize)
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.containerSize.height > 0
                    ? geometry.contentOffset.y / geometry.containerSize.height
                    : 0
            } action: { _, newValue in
                pageProgress = newValue
            }
            .onScrollPhaseChange { _, newPhase in
                withAnimation(.easeOut(duration: 0.2)) {
                    isScrolling = newPhase.isScrolling
                }
            }
            .ignoresSafeArea()
            .onTapGesture {
                withAnimation(.smooth(duration: 0.35)) {
                    isChromeHidden.toggle()
                }
            }

            if !isChromeHidden {
                chrome
                    .transition(.opacity)
            }
        }
        .sensoryFeedback(.selection, trigger: currentID)
        .sensoryFeedback(.success, trigger: appliedID)
        .statusBarHidden(isChromeHidden)
        .preferredColorScheme(.dark)
    }

    // MARK: Chrome

    private var chrome: some View {
        VStack(spacing: 0) {
            header
            Spacer(minLength: 0)
            if let wallpaper = currentWallpaper {
                infoCard(for: wallpaper)
                    .opacity(isScrolling ? 0 : 1)
                    .offset(y: isScrolling ? 24 : 0)
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .overlay(alignment: .trailing) {
            pageIndicator
                .padding(.trailing, 8)
        }
        .animation(.snappy, value: currentID)
    }

    private var header: some View {
        HStack(alignment: .center) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Wallpapers")
                    .font(.title2.bold())
                Text("\(currentIndex + 1) of \(wallpapers.count)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText(value: Double(currentIndex)))
            }

            Spacer()

            Button {
                withAnimation(.smooth) { isChromeHidden = true }
            } label: {
                Image(systemName: "eye.slash")
                    .font(.headline)
                    .frame(width: 44, height: 44)
                    .background(.ultraThinMaterial, in: .circle)
            }
            .accessibilityLabel("Preview without controls")
        }
        .foregroundStyle(.white)
    }

    private var pageIndicator: some View {
        VStack(spacing: 6) {
            ForEach(Array(wallpapers.enumerated()), id: \.element.id) { index, _ in
                let distance = abs(CGFloat(index) - pageProgress)
                let emphasis = max(0, 1 - distance)
                Capsule()
                    .fill(Color.white.opacity(0.35 + 0.65 * emphasis))
                    .frame(width: 5, height: 5 + 17 * emphasis)
            }
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 6)
        .background(.ultraThinMaterial, in: .capsule)
    }

    private func infoCard(for wallpaper: Wallpaper) -> some View {
        let isFavorite = favorites.contains(wallpaper.id)
        let isApplied = appliedID == wallpaper.id

        return HStack(alignment: .center, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Text(wallpaper.title)
                        .font(.title3.weight(.semibold))
                    if wallpaper.isLive {
                        Image(systemName: "livephoto")
                            .symbolEffect(.pulse, options: .repeating)
                            .foregroundStyle(.yellow)
                    }
                }
                Text("by \(wallpaper.artist)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Label {
                    Text(wallpaper.downloads, format: .number.notation(.compactName))
                        .contentTransition(.numericText(value: Double(wallpaper.downloads)))
                } icon: {
                    Image(systemName: "arrow.down.circle")
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)

            Button {
                toggleFavorite(wallpaper)
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .font(.title3)
                    .foregroundStyle(isFavorite ? Color.pink : Color.white)
                    .symbolEffect(.bounce, value: isFavorite)
                    .frame(width: 48, height: 48)
                    .background(.ultraThinMaterial, in: .circle)
            }
            .accessibilityLabel(isFavorite ? "Remove from favourites" : "Add to favourites")

            Button {
                apply(wallpaper)
            } label: {
                Label(isApplied ? "Applied" : "Set", systemImage: isApplied ? "checkmark" : "iphone")
                    .font(.subheadline.weight(.semibold))
                    .contentTransition(.symbolEffect(.replace))
                    .padding(.horizontal, 16)
                    .frame(height: 48)
                    .foregroundStyle(.black)
                    .background(.white, in: .capsule)
            }
        }
        .foregroundStyle(.white)
        .padding(16)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.3), radius: 20, x: 0, y: 10)
    }

    // MARK: Actions

    private func toggleFavorite(_ wallpaper: Wallpaper) {
        if favorites.contains(wallpaper.id) {
            favorites.remove(wallpaper.id)
        } else {
            favorites.insert(wallpaper.id)
        }
    }

    private func apply(_ wallpaper: Wallpaper) {
        guard appliedID != wallpaper.id,
              let index = wallpapers.firstIndex(where: { $0.id == wallpaper.id }) else { return }
        withAnimation(.snappy) {
            appliedID = wallpaper.id
            wallpapers[index].downloads += 1
        }
    }
}

// MARK: - Previews

#Preview("Wallpaper Pager") {
    WallpaperPagerView()
}

#Preview("Single Page", traits: .sizeThatFitsLayout) {
    WallpaperPageView(wallpaper: Wallpaper.samples[2])
        .frame(width: 320, height: 640)
}

#Preview("Landscape", traits: .landscapeLeft) {
    WallpaperPagerView(wallpapers: Array(Wallpaper.samples.prefix(3)))
}
