import SwiftUI

// MARK: - Model

enum ArtworkStyle: Hashable {
    case rings
    case stripes
    case blocks
    case horizon
}

struct Artwork: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let year: String
    let medium: String
    let dimensions: String
    let room: String
    let blurb: String
    /// Exactly three colours: ground, primary, secondary.
    let palette: [Color]
    let style: ArtworkStyle
    let audioMinutes: Int
}

extension Artwork {
    static let samples: [Artwork] = [
        Artwork(
            id: 1,
            title: "Concentric Noon",
            artist: "Hilma Vastergaard",
            year: "1931",
            medium: "Oil on linen",
            dimensions: "120 × 160 cm",
            room: "Gallery 3",
            blurb: "Painted during a summer on the Baltic coast, the rings were meant to be read as the sun seen through closed eyelids.",
            palette: [Color(red: 0.95, green: 0.90, blue: 0.80), .orange, Color(red: 0.80, green: 0.25, blue: 0.20)],
            style: .rings,
            audioMinutes: 3
        ),
        Artwork(
            id: 2,
            title: "Signal Fields",
            artist: "Oskar Lindqvist",
            year: "1964",
            medium: "Acrylic on canvas",
            dimensions: "200 × 150 cm",
            room: "Gallery 3",
            blurb: "A study in rhythm. Lindqvist painted each band in a single pass, without masking tape, so every edge wavers slightly.",
            palette: [Color(red: 0.10, green: 0.12, blue: 0.20), .teal, Color(red: 0.93, green: 0.85, blue: 0.55)],
            style: .stripes,
            audioMinutes: 4
        ),
        Artwork(
            id: 3,
            title: "Composition for a Quiet Room",
            artist: "Marta Ibáñez",
            year: "1948",
            medium: "Oil and tempera on board",
            dimensions: "90 × 90 cm",
            room: "Gallery 4",
            blurb: "Ibáñez designed the piece for her own kitchen wall. The red block sits exactly where the window used to be.",
            palette: [Color(red: 0.96, green: 0.94, blue: 0.88), .red, .blue],
            style: .blocks,
            audioMinutes: 2
        ),
        Artwork(
            id: 4,
            title: "Low Tide, Evening",
            artist: "Kenji Arakawa",
            year: "1978",
            medium: "Gouache on paper",
            dimensions: "56 × 76 cm",
            room: "Gallery 4",
            blurb: "One of forty small horizons Arakawa made from the same bench, at the same hour, over a single autumn.",
            palette: [Color(red: 0.12, green: 0.18, blue: 0.30), Color(red: 0.95, green: 0.55, blue: 0.45), .yellow],
            style: .horizon,
            audioMinutes: 5
        ),
        Artwork(
            id: 5,
            title: "Green Resonance",
            artist: "Hilma Vastergaard",
            year: "1936",
            medium: "Oil on linen",
            dimensions: "100 × 100 cm",
            room: "Gallery 5",
            blurb: "A late return to the ring motif, now cooled into greens after the artist moved inland.",
            palette: [Color(red: 0.10, green: 0.20, blue: 0.15), .mint, .green],
            style: .rings,
            audioMinutes: 3
        ),
        Artwork(
            id: 6,
            title: "Bauhaus Letter",
            artist: "Greta Holm",
            year: "1927",
            medium: "Collage and ink",
            dimensions: "42 × 60 cm",
            room: "Gallery 5",
            blurb: "Sent as a postcard to a classmate; the blocks spell out a greeting in a private colour alphabet.",
            palette: [Color(red: 0.92, green: 0.88, blue: 0.78), .yellow, .black],
            style: .blocks,
            audioMinutes: 2
        )
    ]
}

// MARK: - Procedural painting

struct ArtworkPainting: View {
    let artwork: Artwork

    var body: some View {
        let palette = artwork.palette.count >= 3 ? artwork.palette : [Color.white, Color.gray, Color.black]
        let style = artwork.style

        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            context.fill(Path(rect), with: .color(palette[0]))

            switch style {
            case .rings:
                let center = CGPoint(x: rect.midX, y: rect.midY)
                for ring in stride(from: 8, through: 1, by: -1) {
                    let radius = min(size.width, size.height) * 0.06 * CGFloat(ring)
                    let circle = Path(ellipseIn: CGRect(
                        x: center.x - radius,
                        y: center.y - radius,
                        width: radius * 2,
                        height: radius * 2
                    ))
                    context.fill(circle, with: .color(ring.isMultiple(of: 2) ? palette[1] : palette[2]))
                }

            case .stripes:
                let count = 9
                let bandWidth = size.width / CGFloat(count)
                for band in 0..<count where band.isMultiple(of: 2) == false {
                    let bandRect = CGRect(x: CGFloat(band) * bandWidth, y: 0, width: bandWidth, height: size.height)
                    let color = band % 4 == 1 ? palette[1] : palette[2]
                    context.fill(Path(bandRect), with: .color(color.opacity(0.9)))
                }

            case .blocks:
                let w = size.width
                let h = size.height
                context.fill(Path(CGRect(x: 0, y: 0, width: w * 0.62, height: h * 0.58)), with: .color(palette[1]))
                context.fill(Path(CGRect(x: w * 0.62, y: h * 0.72, width: w * 0.38, height: h * 0.28)), with: .color(palette[2]))
                var grid = Path()
                grid.move(to: CGPoint(x: w * 0.62, y: 0))
                grid.addLine(to: CGPoint(x: w * 0.62, y: h))
                grid.move(to: CGPoint(x: 0, y: h * 0.58))
                grid.addLine(to: CGPoint(x: w, y: h * 0.58))
                grid.move(to: CGPoint(x: w * 0.62, y: h * 0.72))
                grid.addLine(to: CGPoint(x: w, y: h * 0.72))
                grid.move(to: CGPoint(x: w * 0.28, y: h * 0.58))
                grid.addLine(to: CGPoint(x: w * 0.28, y: h))
                context.stroke(grid, with: .color(.black), lineWidth: max(4, w * 0.025))

            case .horizon:
                let horizonY = size.height * 0.62
                let sky = CGRect(x: 0, y: 0, width: size.width, height: horizonY)
                context.fill(
                    Path(sky),
                    with: .linearGradient(
                        Gradient(colors: [palette[0], palette[1]]),
                        startPoint: .zero,
                        endPoint: CGPoint(x: 0, y: horizonY)
                    )
                )
                let sunRadius = size.width * 0.14
                let sun = Path(ellipseIn: CGRect(
                    x: size.width * 0.5 - sunRadius,
                    y: horizonY - sunRadius * 1.3,
                    width: sunRadius * 2,
                    height: sunRadius * 2
                ))
                context.fill(sun, with: .color(palette[2]))
                let sea = CGRect(x: 0, y: horizonY, width: size.width, height: size.height - horizonY)
                context.fill(Path(sea), with: .color(palette[0].opacity(0.92)))
                for line in 0..<6 {
                    let y = horizonY + CGFloat(line + 1) * (size.height - horizonY) / 7
                    let inset = CGFloat(line) * size.width * 0.04
                    var stroke = Path()
                    stroke.move(to: CGPoint(x: size.width * 0.3 - inset, y: y))
                    stroke.addLine(to: CGPoint(x: size.width * 0.7 + inset, y: y))
                    context.stroke(stroke, with: .color(palette[2].opacity(0.5 - Double(line) * 0.07)), lineWidth: 2)
                }
            }
        }
    }
}

// MARK: - Framed card

struct ArtworkFrameCard: View {
    let artwork: Artwork

    var body: some View {
        ArtworkPainting(artwork: artwork)
            .aspectRatio(3.0 / 4.0, contentMode: .fit)
            .padding(18)
            .background(Color(red: 0.97, green: 0.96, blue: 0.93))
            .padding(10)
            .background(
                LinearGradient(
                    colors: [
                        Color(red: 0.78, green: 0.64, blue: 0.38),
                        Color(red: 0.52, green: 0.40, blue: 0.20),
                        Color(red: 0.82, green: 0.70, blue: 0.45)
                    ],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
            )
            .compositingGroup()
            .shadow(color: .black.opacity(0.45), radius: 24, x: 0, y: 18)
    }
}

// MARK: - Carousel

struct MuseumArtworkCarouselView: View {
    let artworks: [Artwork]

    @State private var focusedID: Artwork.ID?
    @State private var isAudioPlaying = false
    @Namespace private var zoomNamespace

    init(artworks: [Artwork] = Artwork.samples) {
        self.artworks = artworks
        _focusedID = State(initialValue: artworks.first?.id)
    }

    private var focusedArtwork: Artwork? {
        artworks.first { $0.id == focusedID } ?? artworks.first
    }

    private var focusedIndex: Int {
        artworks.firstIndex { $0.id == focusedID } ?? 0
    }

    var body: some View {
        NavigationStack {
            ZStack {
                backdrop
                    .ignoresSafeArea()

                VStack(alignment: .leading, spacing: 28) {
                    header
                        .padding(.horizontal, 24)

                    carousel

                    caption
                        .padding(.horizontal, 24)

                    Spacer(minLength: 0)
                }
                .padding(.top, 8)
            }
            .navigationDestination(for: Artwork.self) { artwork in
                ArtworkDetailView(artwork: artwork)
                    .navigationTransition(.zoom(sourceID: artwork.id, in: zoomNamespace))
            }
            .toolbar(.hidden, for: .navigationBar)
            .sensoryFeedback(.selection, trigger: focusedID)
            .preferredColorScheme(.dark)
        }
    }

    // MARK: Pieces

    @ViewBuilder
    private var backdrop: some View {
        ZStack {
            Color.black
            if let artwork = focusedArtwork {
                ArtworkPainting(artwork: artwork)
                    .blur(radius: 70)
                    .opacity(0.55)
                    .id(artwork.id)
                    .transition(.opacity)
            }
            LinearGradient(colors: [.clear, .black.opacity(0.8)], startPoint: .top, endPoint: .bottom)
        }
        .animation(.easeInOut(duration: 0.6), value: focusedID)
    }

    private var header: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text(focusedArtwork?.room.uppercased() ?? "")
                    .font(.caption.weight(.semibold))
                    .tracking(2)
                    .foregroundStyle(.secondary)
                Text("Modern Masters")
                    .font(.largeTitle.weight(.bold))
                    .fontDesign(.serif)
            }
            Spacer()
            Text("\(focusedIndex + 1)/\(artworks.count)")
                .font(.subheadline.monospacedDigit())
                .contentTransition(.numericText(value: Double(focusedIndex)))
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.ultraThinMaterial, in: .capsule)
        }
        .animation(.snappy, value: focusedIndex)
    }

    private var carousel: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 20) {
                ForEach(artworks) { artwork in
                    NavigationLink(value: artwork) {
                        ArtworkFrameCard(artwork: artwork)
                            .matchedTransitionSource(id: artwork.id, in: zoomNamespace)
                    }
                    .buttonStyle(.plain)
                    .containerRelativeFrame(.horizontal)
                    .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                        content
                            .rotation3DEffect(
                                .degrees(phase.value * -38),
                                axis: (x: 0, y: 1, z: 0),
                                anchor: phase.value < 0 ? .trailing : .leading,
                                perspective: 0.5
                            )
                            .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            .opacity(phase.isIdentity ? 1 : 0.6)
                            .blur(radius: phase.isIdentity ? 0 : 1.5)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $focusedID, anchor: .center)
        .contentMargins(.horizontal, 44, for: .scrollContent)
        .scrollClipDisabled()
        .scrollIndicators(.never)
        .frame(maxHeight: 460)
    }

    @ViewBuilder
    private var caption: some View {
        if let artwork = focusedArtwork {
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(artwork.title)
                        .font(.title2.weight(.semibold))
                        .fontDesign(.serif)
                        .contentTransition(.opacity)
                    Text("\(artwork.artist), \(artwork.year)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(artwork.medium)
                        .font(.footnote)
                        .foregroundStyle(.tertiary)
                }
                Spacer(minLength: 0)
                Button {
                    isAudioPlaying.toggle()
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: isAudioPlaying ? "speaker.wave.3.fill" : "headphones")
                            .font(.title2)
                            .symbolEffect(.variableColor.iterative, options: .repeating, isActive: isAudioPlaying)
                            .symbolEffect(.bounce, value: isAudioPlaying)
                            .contentTransition(.symbolEffect(.replace))
                        Text("\(artwork.audioMinutes) min")
                            .font(.caption2.monospacedDigit())
                    }
                    .frame(width: 64, height: 64)
                    .background(.ultraThinMaterial, in: .rect(cornerRadius: 18, style: .continuous))
                }
                .buttonStyle(.plain)
                .accessibilityLabel(isAudioPlaying ? "Pause audio guide" : "Play audio guide")
            }
            .animation(.smooth, value: artwork.id)
            .sensoryFeedback(.impact(weight: .light), trigger: isAudioPlaying)
        }
    }
}

// MARK: - Detail

struct ArtworkDetailView: View {
    let artwork: Artwork
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 24) {
                ArtworkPainting(artwork: artwork)
                    .aspectRatio(3.0 / 4.0, contentMode: .fit)
                    .clipShape(.rect(cornerRadius: 12, style: .continuous))
                    .shadow(color: .black.opacity(0.4), radius: 30, x: 0, y: 20)
                    .visualEffect { content, proxy in
                        content.scaleEffect(
                            max(1, 1 + proxy.frame(in: .scrollView).minY / 800),
                            anchor: .bottom
                        )
                    }

                VStack(alignment: .leading, spacing: 6) {
                    Text(artwork.title)
                        .font(.largeTitle.weight(.bold))
                        .fontDesign(.serif)
                    Text(artwork.artist)
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }

                Text(artwork.blurb)
                    .font(.body)
                    .lineSpacing(4)

                Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 12) {
                    GridRow {
                        Text("Year").foregroundStyle(.secondary)
                        Text(artwork.year)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Medium").foregroundStyle(.secondary)
                        Text(artwork.medium)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Size").foregroundStyle(.secondary)
                        Text(artwork.dimensions)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Location").foregroundStyle(.secondary)
                        Text(artwork.room)
                    }
                }
                .font(.subheadline)
                .padding(20)
                .background(.ultraThinMaterial, in: .rect(cornerRadius: 24, style: .continuous))
            }
            .padding(20)
        }
        .scrollBounceBehavior(.basedOnSize)
        .background {
            ArtworkPainting(artwork: artwork)
                .blur(radius: 80)
                .opacity(0.35)
                .ignoresSafeArea()
        }
        .overlay(alignment: .topTrailing) {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .font(.headline)
                    .frame(width: 40, height: 40)
                    .background(.ultraThinMaterial, in: .circle)
            }
            .padding(.trailing, 20)
            .accessibilityLabel("Close")
        }
        .toolbar(.hidden, for: .navigationBar)
    }
}

// MARK: - Previews

#Preview("Carousel") {
    MuseumArtworkCarouselView()
}

#Preview("Detail") {
    NavigationStack {
        ArtworkDetailView(artwork: Artwork.samples[3])
    }
    .preferredColorScheme(.dark)
}

#Preview("Framed card", traits: .sizeThatFitsLayout) {
    ArtworkFrameCard(artwork: Artwork.samples[0])
        .frame(width: 280)
        .padding(32)
        .background(Color.black)
}
