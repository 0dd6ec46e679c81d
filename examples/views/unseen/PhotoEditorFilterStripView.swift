import SwiftUI

// MARK: - Model

struct PhotoFilter: Identifiable, Hashable {
    let id: String
    let name: String
    var saturation: Double = 1
    var contrast: Double = 1
    var brightness: Double = 0
    var hue: Double = 0
    var grayscale: Double = 0
    var tint: Color? = nil
    var vignette: Double = 0
}

extension PhotoFilter {
    static let original = PhotoFilter(id: "original", name: "Original")

    static let presets: [PhotoFilter] = [
        .original,
        PhotoFilter(id: "vivid", name: "Vivid", saturation: 1.45, contrast: 1.12),
        PhotoFilter(id: "warm", name: "Golden", saturation: 1.1, brightness: 0.03, hue: -8, tint: .orange),
        PhotoFilter(id: "cool", name: "Nordic", saturation: 0.85, contrast: 1.05, hue: 12, tint: .cyan),
        PhotoFilter(id: "fade", name: "Fade", saturation: 0.7, contrast: 0.82, brightness: 0.08),
        PhotoFilter(id: "drama", name: "Drama", saturation: 0.9, contrast: 1.4, brightness: -0.05, vignette: 0.7),
        PhotoFilter(id: "mono", name: "Mono", contrast: 1.15, grayscale: 1),
        PhotoFilter(id: "noir", name: "Noir", contrast: 1.55, brightness: -0.06, grayscale: 1, vignette: 0.8),
        PhotoFilter(id: "dream", name: "Dream", saturation: 1.2, brightness: 0.06, hue: 40, tint: .pink),
        PhotoFilter(id: "retro", name: "Retro", saturation: 0.8, contrast: 0.95, hue: -20, tint: .yellow, vignette: 0.4)
    ]
}

struct PhotoAdjustment: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
    var value: Double = 0
}

extension PhotoAdjustment {
    static let defaults: [PhotoAdjustment] = [
        PhotoAdjustment(id: "exposure", name: "Exposure", symbol: "plusminus.circle"),
        PhotoAdjustment(id: "contrast", name: "Contrast", symbol: "circle.lefthalf.filled"),
        PhotoAdjustment(id: "saturation", name: "Saturation", symbol: "drop.fill"),
        PhotoAdjustment(id: "warmth", name: "Warmth", symbol: "thermometer.medium"),
        PhotoAdjustment(id: "vignette", name: "Vignette", symbol: "camera.aperture")
    ]
}

enum PhotoEditorMode: String, CaseIterable, Identifiable {
    case filters = "Filters"
    case adjust = "Adjust"

    var id: Self { self }
}

// MARK: - Filter rendering

struct PhotoFilterModifier: ViewModifier {
    let filter: PhotoFilter
    var intensity: Double = 1

    func body(content: Content) -> some View {
        content
            .saturation(1 + (filter.saturation - 1) * intensity)
            .contrast(1 + (filter.contrast - 1) * intensity)
            .brightness(filter.brightness * intensity)
            .grayscale(filter.grayscale * intensity)
            .hueRotation(.degrees(filter.hue * intensity))
            .overlay {
                if let tint = filter.tint {
                    tint
                        .opacity(0.28 * intensity)
                        .blendMode(.softLight)
                }
            }
            .overlay {
                RadialGradient(
                    colors: [.clear, .black.opacity(filter.vignette * intensity)],
                    center: .center,
                    startRadius: 60,
                    endRadius: 360
                )
                .allowsHitTesting(false)
            }
            .compositingGroup()
    }
}

extension View {
    func photoFilter(_ filter: PhotoFilter, intensity: Double = 1) -> some View {
        modifier(PhotoFilterModifier(filter: filter, intensity: intensity))
    }
}

// MARK: - Sample "photo"

struct PhotoMountainShape: Shape {
    var peaks: [CGFloat]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        guard peaks.count > 1 else { return Path(rect) }
        for (index, height) in peaks.enumerated() {
            let x = rect.minX + rect.width * CGFloat(index) / CGFloat(peaks.count - 1)
            path.addLine(to: CGPoint(x: x, y: rect.maxY - rect.height * height))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct PhotoSampleScene: View {
    var body: some View {
        ZStack {
            MeshGradient(
                width: 3,
                height: 3,
                points: [
                    SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5, 0.0), SIMD2<Float>(1.0, 0.0),
                    SIMD2<Float>(0.0, 0.55), SIMD2<Float>(0.45, 0.5), SIMD2<Float>(1.0, 0.6),
                    SIMD2<Float>(0.0, 1.0), SIMD2<Float>(0.5, 1.0), SIMD2<Float>(1.0, 1.0)
                ],
                colors: [
                    Color(red: 0.20, green: 0.35, blue: 0.70), Color(red: 0.35, green: 0.50, blue: 0.85), Color(red: 0.45, green: 0.55, blue: 0.90),
                    Color(red: 0.95, green: 0.60, blue: 0.45), Color(red: 1.00, green: 0.78, blue: 0.50), Color(red: 0.90, green: 0.55, blue: 0.55),
                    Color(red: 0.30, green: 0.25, blue: 0.35), Color(red: 0.35, green: 0.30, blue: 0.40), Color(red: 0.25, green: 0.20, blue: 0.30)
                ]
            )

            Circle()
                .fill(Color(red: 1.0, green: 0.92, blue: 0.70))
                .frame(width: 90, height: 90)
                .blur(radius: 2)
                .shadow(color: .yellow.opacity(0.7), radius: 40)
                .offset(x: 60, y: -10)

            PhotoMountainShape(peaks: [0.30, 0.48, 0.36, 0.58, 0.42, 0.50, 0.32, 0.40])
                .fill(Color(red: 0.30, green: 0.28, blue: 0.42))
            PhotoMountainShape(peaks: [0.22, 0.30, 0.18, 0.34, 0.26, 0.20, 0.28])
                .fill(Color(red: 0.14, green: 0.18, blue: 0.22))
            PhotoMountainShape(peaks: [0.10, 0.14, 0.08, 0.12, 0.16, 0.10])
                .fill(Color(red: 0.06, green: 0.10, blue: 0.08))
        }
        .clipped()
    }
}

// MARK: - Strip items

struct PhotoFilterThumbnail: View {
    let filter: PhotoFilter
    let isSelected: Bool
    let isRendered: Bool

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                if isRendered {
                    PhotoSampleScene()
                        .photoFilter(filter)
                        .drawingGroup()
                        .transition(.opacity)
                } else {
                    RoundedRectangle(cornerRadius: 14, style: .continuous)
                        .fill(.white.opacity(0.08))
                }
            }
            .frame(height: 76)
            .clipShape(.rect(cornerRadius: 14, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .strokeBorder(isSelected ? Color.yellow : Color.clear, lineWidth: 2.5)
            }
            .shadow(color: .black.opacity(isSelected ? 0.5 : 0.2), radius: isSelected ? 10 : 4, x: 0, y: 4)

            Text(filter.name)
                .font(.caption.weight(isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? Color.yellow : Color.white.opacity(0.8))
        }
        .animation(.snappy, value: isSelected)
        .animation(.easeOut(duration: 0.3), value: isRendered)
    }
}

struct PhotoAdjustmentDial: View {
    let adjustment: PhotoAdjustment
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            Gauge(value: adjustment.value, in: -1...1) {
                Text(adjustment.name)
            } currentValueLabel: {
                Image(systemName: adjustment.symbol)
            }
            .gaugeStyle(.accessoryCircular)
            .tint(isSelected ? Color.yellow : Color.white.opacity(0.6))
            .scaleEffect(isSelected ? 1.1 : 0.9)

            Text(adjustment.name)
                .font(.caption2)
                .foregroundStyle(isSelected ? Color.yellow : Color.white.opacity(0.7))
        }
        .frame(width: 72)
        .animation(.snappy, value: isSelected)
    }
}

// MARK: - Editor

struct PhotoEditorFilterStripView: View {
    let filters: [PhotoFilter]

    @Environment(\.dismiss) private var dismiss
    @State private var selectedFilterID: PhotoFilter.ID? = PhotoFilter.original.id
    @State private var intensity: Double = 1
    @State private var isComparing = false
    @State private var mode: PhotoEditorMode = .filters
    @State private var adjustments = PhotoAdjustment.defaults
    @State private var selectedAdjustmentID: PhotoAdjustment.ID? = PhotoAdjustment.defaults.first?.id
    @State private var stripWidth: CGFloat = 390
    @State private var renderedThumbnailIDs: Set<PhotoFilter.ID> = []
    @State private var history: [PhotoFilter.ID] = []
    @State private var isUndoing = false

    private let thumbnailWidth: CGFloat = 68
    private let dialWidth: CGFloat = 72

    init(filters: [PhotoFilter] = PhotoFilter.presets) {
        self.filters = filters
    }

    private var selectedFilter: PhotoFilter {
        filters.first { $0.id == selectedFilterID } ?? .original
    }

    private func adjustmentValue(_ id: String) -> Double {
        adjustments.first { $0.id == id }?.value ?? 0
    }

    var body: some View {
        NavigationStack {
            ZStack {
                Color.black
                    .ignoresSafeArea()

                photo
                    .padding(.horizontal, 16)
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                bottomPanel
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { toolbarContent }
            .toolbarBackground(.hidden, for: .navigationBar)
            .sensoryFeedback(.selection, trigger: selectedFilterID)
            .sensoryFeedback(.selection, trigger: selectedAdjustmentID)
            .onChange(of: selectedFilterID) { oldValue, _ in
                if isUndoing {
                    isUndoing = false
                } else if let oldValue {
                    history.append(oldValue)
                }
            }
        }
        .preferredColorScheme(.dark)
    }

    // MARK: Photo

    private var photo: some View {
        let filter = isComparing ? PhotoFilter.original : selectedFilter

        return PhotoSampleScene()
            .photoFilter(filter, intensity: intensity)
            .brightness(isComparing ? 0 : adjustmentValue("exposure") * 0.25)
            .contrast(isComparing ? 1 : 1 + adjustmentValue("contrast") * 0.5)
            .saturation(isComparing ? 1 : 1 + adjustmentValue("saturation"))
            .overlay {
                let warmth = isComparing ? 0 : adjustmentValue("warmth")
                let warmthTint = warmth >= 0 ? Color.orange : Color.blue
                warmthTint
                    .opacity(abs(warmth) * 0.25)
                    .blendMode(.softLight)
                    .allowsHitTesting(false)
            }
            .overlay {
                RadialGradient(
                    colors: [.clear, .black.opacity(isComparing ? 0 : max(adjustmentValue("vignette"), 0) * 0.8)],
                    center: .center,
                    startRadius: 80,
                    endRadius: 380
                )
                .allowsHitTesting(false)
            }
            .aspectRatio(4.0 / 5.0, contentMode: .fit)
            .clipShape(.rect(cornerRadius: 20, style: .continuous))
            .shadow(color: .black.opacity(0.6), radius: 30, x: 0, y: 16)
            .overlay(alignment: .top) {
                Text(isComparing ? "Original" : selectedFilter.name)
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(.ultraThinMaterial, in: .capsule)
                    .padding(.top, 12)
                    .contentTransition(.opacity)
            }
            .onLongPressGesture(minimumDuration: 0.15) {
                // Holding only previews; nothing to commit.
            } onPressingChanged: { pressing in
                withAnimation(.easeOut(duration: 0.15)) {
                    isComparing = pressing
                }
            }
            .animation(.smooth, value: selectedFilterID)
            .accessibilityHint("Touch and hold to compare with the original")
    }

    // MARK: Bottom panel

    private var bottomPanel: some View {
        VStack(spacing: 14) {
            Picker("Mode", selection: $mode) {
                ForEach(PhotoEditorMode.allCases) { mode in
                    Text(mode.rawValue).tag(mode)
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 48)

            switch mode {
            case .filters:
                filterStrip
                intensitySlider
            case .adjust:
                adjustmentStrip
                adjustmentSlider
            }
        }
        .padding(.top, 16)
        .padding(.bottom, 8)
        .background(.ultraThinMaterial, in: .rect(cornerRadii: .init(topLeading: 28, topTrailing: 28), style: .continuous))
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newWidth in
            stripWidth = newWidth
        }
        .animation(.smooth, value: mode)
    }

    private var filterStrip: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(filters) { filter in
                    PhotoFilterThumbnail(
                        filter: filter,
                        isSelected: filter.id == selectedFilterID,
                        isRendered: renderedThumbnailIDs.contains(filter.id)
                    )
                    .frame(width: thumbnailWidth)
                    .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                        content
                            .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            .opacity(phase.isIdentity ? 1 : 0.5)
                    }
                    .onTapGesture {
                        withAnimation(.snappy) {
                            selectedFilterID = filter.id
                        }
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $selectedFilterID, anchor: .center)
        .contentMargins(.horizontal, max((stripWidth - thumbnailWidth) / 2, 0), for: .scrollContent)
        .scrollIndicators(.never)
        .onScrollTargetVisibilityChange(idType: PhotoFilter.ID.self, threshold: 0.1) { ids in
            renderedThumbnailIDs.formUnion(ids)
        }
        .frame(height: 112)
    }

    private var intensitySlider: some View {
        HStack(spacing: 12) {
            Image(systemName: "circle.dotted")
            Slider(value: $intensity, in: 0...1)
                .tint(.yellow)
                .disabled(selectedFilterID == PhotoFilter.original.id)
            Text(intensity, format: .percent.precision(.fractionLength(0)))
                .font(.caption.monospacedDigit())
                .frame(width: 44, alignment: .trailing)
                .contentTransition(.numericText(value: intensity))
        }
        .padding(.horizontal, 24)
    }

    private var adjustmentStrip: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 16) {
                ForEach(adjustments) { adjustment in
                    PhotoAdjustmentDial(
                        adjustment: adjustment,
                        isSelected: adjustment.id == selectedAdjustmentID
                    )
                    .onTapGesture {
                        withAnimation(.snappy) {
                            selectedAdjustmentID = adjustment.id
                        }
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $selectedAdjustmentID, anchor: .center)
        .contentMargins(.horizontal, max((stripWidth - dialWidth) / 2, 0), for: .scrollContent)
        .scrollIndicators(.never)
        .frame(height: 112)
    }

    @ViewBuilder
    private var adjustmentSlider: some View {
        if let index = adjustments.firstIndex(where: { $0.id == selectedAdjustmentID }) {
            HStack(spacing: 12) {
                Image(systemName: adjustments[index].symbol)
                    .symbolEffect(.bounce, value: selectedAdjustmentID)
                Slider(value: $adjustments[index].value, in: -1...1)
                    .tint(.yellow)
                Text(adjustments[index].value, format: .number.precision(.fractionLength(2)).sign(strategy: .always()))
                    .font(.caption.monospacedDigit())
                    .frame(width: 48, alignment: .trailing)
            }
            .padding(.horizontal, 24)
        }
    }

    // MARK: Toolbar

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {
                dismiss()
            }
        }
        ToolbarItem(placement: .principal) {
            ControlGroup {
                Button {
                    undo()
                } label: {
                    Label("Undo", systemImage: "arrow.uturn.backward")
                }
                .disabled(history.isEmpty)

                Button {
                    withAnimation(.easeOut(duration: 0.2)) {
                        isComparing.toggle()
                    }
                } label: {
                    Label("Compare", systemImage: isComparing ? "square.split.2x1.fill" : "square.split.2x1")
                }
            }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Done") {
                dismiss()
            }
            .fontWeight(.semibold)
            .tint(.yellow)
        }
    }

    private func undo() {
        guard let previous = history.popLast() else { return }
        isUndoing = true
        withAnimation(.snappy) {
            selectedFilterID = previous
        }
    }
}

// MARK: - Previews

#Preview("Editor") {
    PhotoEditorFilterStripView()
}

#Preview("Landscape", traits: .landscapeLeft) {
    PhotoEditorFilterStripView()
}

#Preview("Thumbnails", traits: .sizeThatFitsLayout) {
    @Previewable @State var selected = "noir"
    HStack(spacing: 12) {
        ForEach(PhotoFilter.presets.prefix(4)) { filter in
            PhotoFilterThumbnail(filter: filter, isSelected: filter.id == selected, isRendered: true)
                .frame(width: 68)
                .onTapGesture { selected = filter.id }
        }
    }
    .padding()
    .background(Color.black)
}
