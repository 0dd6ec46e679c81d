import SwiftUI

// MARK: - Model

struct CarPaint: Identifiable, Hashable {
    enum Finish: String, Hashable {
        case solid = "Solid"
        case metallic = "Metallic"
        case matte = "Matte"
        case pearl = "Pearl"
    }

    let id: String
    let name: String
    let finish: Finish
    let base: Color
    let highlight: Color
    let price: Int
}

extension CarPaint {
    static let catalog: [CarPaint] = [
        CarPaint(id: "glacier", name: "Glacier White", finish: .solid, base: Color(white: 0.86), highlight: .white, price: 0),
        CarPaint(id: "obsidian", name: "Obsidian", finish: .metallic, base: Color(white: 0.12), highlight: Color(white: 0.45), price: 900),
        CarPaint(id: "lunar", name: "Lunar Silver", finish: .metallic, base: Color(white: 0.55), highlight: Color(white: 0.92), price: 900),
        CarPaint(id: "abyss", name: "Abyss Blue", finish: .metallic, base: Color(red: 0.06, green: 0.18, blue: 0.45), highlight: Color(red: 0.35, green: 0.55, blue: 0.95), price: 1_200),
        CarPaint(id: "racing", name: "Racing Red", finish: .solid, base: Color(red: 0.75, green: 0.06, blue: 0.10), highlight: Color(red: 1.0, green: 0.40, blue: 0.35), price: 1_200),
        CarPaint(id: "sage", name: "Sage Matte", finish: .matte, base: Color(red: 0.38, green: 0.45, blue: 0.38), highlight: Color(red: 0.60, green: 0.68, blue: 0.58), price: 2_400),
        CarPaint(id: "copper", name: "Burnt Copper", finish: .metallic, base: Color(red: 0.55, green: 0.26, blue: 0.12), highlight: Color(red: 0.95, green: 0.62, blue: 0.38), price: 1_500),
        CarPaint(id: "opal", name: "Opal Pearl", finish: .pearl, base: Color(red: 0.78, green: 0.80, blue: 0.90), highlight: Color(red: 0.98, green: 0.92, blue: 1.0), price: 3_100),
        CarPaint(id: "graphite", name: "Graphite Matte", finish: .matte, base: Color(white: 0.28), highlight: Color(white: 0.45), price: 2_400)
    ]
}

struct CarTrim: Identifiable, Hashable {
    let id: String
    let name: String
    let range: Int
    let zeroToHundred: Double
    let horsepower: Int
    let price: Int
}

extension CarTrim {
    static let lineup: [CarTrim] = [
        CarTrim(id: "rwd", name: "Long Range RWD", range: 610, zeroToHundred: 6.1, horsepower: 340, price: 0),
        CarTrim(id: "awd", name: "Dual Motor AWD", range: 560, zeroToHundred: 4.4, horsepower: 480, price: 6_000),
        CarTrim(id: "gt", name: "GT Performance", range: 505, zeroToHundred: 3.2, horsepower: 650, price: 14_500)
    ]
}

enum CarWheel: String, CaseIterable, Identifiable, Hashable {
    case aero19
    case sport20
    case forged21

    var id: Self { self }

    var title: String {
        switch self {
        case .aero19: "19″ Aero"
        case .sport20: "20″ Sport"
        case .forged21: "21″ Forged"
        }
    }

    var price: Int {
        switch self {
        case .aero19: 0
        case .sport20: 1_800
        case .forged21: 4_200
        }
    }
}

enum CarConfiguratorMesh {
    static let points: [SIMD2<Float>] = [
        SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5, 0.0), SIMD2<Float>(1.0, 0.0),
        SIMD2<Float>(0.0, 0.45), SIMD2<Float>(0.55, 0.40), SIMD2<Float>(1.0, 0.50),
        SIMD2<Float>(0.0, 1.0), SIMD2<Float>(0.5, 1.0), SIMD2<Float>(1.0, 1.0)
    ]
}

// MARK: - Hero

struct CarHeroView: View {
    let paint: CarPaint
    var spin: Double = 0

    @State private var sweep = false

    private var bodyGradient: LinearGradient {
        LinearGradient(
            colors: [paint.highlight, paint.base, paint.base.opacity(0.85)],
            startPoint: .top,
            endPoint: .bottom
        )
    }

    var body: some View {
        ZStack {
            // Floor glow in the paint colour.
            Ellipse()
                .fill(paint.base.opacity(0.6))
                .frame(width: 280, height: 36)
                .blur(radius: 28)
                .offset(y: 70)

            VStack(spacing: 0) {
                carBody
                    .symbolEffect(.bounce, value: paint.id)

                // Floor reflection.
                carBody
                    .scaleEffect(x: 1, y: -1)
                    .opacity(0.22)
                    .blur(radius: 1.5)
                    .mask {
                        LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .center)
                    }
                    .frame(height: 56, alignment: .top)
                    .clipped()
            }
        }
        .rotation3DEffect(.degrees(spin), axis: (x: 0, y: 1, z: 0), perspective: 0.35)
        .animation(.smooth(duration: 0.5), value: paint.id)
        .onAppear {
            withAnimation(.easeInOut(duration: 2.6).repeatForever(autoreverses: false)) {
                sweep = true
            }
        }
    }

    private var carBody: some View {
        Image(systemName: "car.side.fill")
            .resizable()
            .scaledToFit()
            .foregroundStyle(bodyGradient)
            .overlay {
                // Specular highlight that sweeps across glossy finishes.
                GeometryReader { proxy in
                    LinearGradient(
                        colors: [.clear, .white.opacity(0.7), .clear],
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                    .frame(width: proxy.size.width * 0.25)
                    .offset(x: sweep ? proxy.size.width : -proxy.size.width * 0.25)
                }
                .mask {
                    Image(systemName: "car.side.fill")
                        .resizable()
                        .scaledToFit()
                }
                .opacity(paint.finish == .matte ? 0 : 1)
                .allowsHitTesting(false)
            }
            .saturation(paint.finish == .matte ? 0.8 : 1)
            .hueRotation(.degrees(paint.finish == .pearl ? (sweep ? 14 : -14) : 0))
            .shadow(color: .black.opacity(0.35), radius: 18, x: 0, y: 14)
            .frame(maxWidth: 340)
    }
}

// MARK: - Swatch

struct CarPaintSwatch: View {
    let paint: CarPaint
    let isSelected: Bool

    var body: some View {
        Circle()
            .fill(
                RadialGradient(
                    colors: [paint.highlight, paint.base],
                    center: UnitPoint(x: 0.35, y: 0.3),
                    startRadius: 2,
                    endRadius: 40
                )
            )
            .overlay {
                Circle().strokeBorder(.white.opacity(0.3), lineWidth: 1)
            }
            .padding(6)
            .overlay {
                Circle().strokeBorder(isSelected ? Color.white : Color.clear, lineWidth: 2.5)
            }
            .shadow(
                color: paint.base.opacity(isSelected ? 0.7 : 0.2),
                radius: isSelected ? 12 : 4,
                x: 0,
                y: 4
            )
            .animation(.snappy, value: isSelected)
            .accessibilityLabel(paint.name)
            .accessibilityAddTraits(isSelected ? [.isSelected] : [])
    }
}

// MARK: - Configurator

struct CarConfiguratorView: View {
    let paints: [CarPaint]
    let trims: [CarTrim]

    @State private var selectedPaintID: CarPaint.ID?
    @State private var selectedTrimID: CarTrim.ID
    @State private var wheel: CarWheel = .aero19
    @State private var spin: Double = 0
    @State private var dragStartSpin: Double?

    private let basePrice = 48_900
    private let swatchSize: CGFloat = 64

    init(paints: [CarPaint] = CarPaint.catalog, trims: [CarTrim] = CarTrim.lineup) {
        self.paints = paints
        self.trims = trims
        _selectedPaintID = State(initialValue: paints.first?.id)
        _selectedTrimID = State(initialValue: trims.first?.id ?? "")
    }

    private var selectedPaint: CarPaint {
        paints.first { $0.id == selectedPaintID } ?? paints.first ?? CarPaint.catalog[0]
    }

    private var selectedTrim: CarTrim {
        trims.first { $0.id == selectedTrimID } ?? trims.first ?? CarTrim.lineup[0]
    }

    private var totalPrice: Int {
        basePrice + selectedTrim.price + selectedPaint.price + wheel.price
    }

    var body: some View {
        ZStack {
            background
                .ignoresSafeArea()

            ScrollView(.vertical) {
                VStack(spacing: 20) {
                    header
                        .padding(.horizontal, 24)

                    hero

                    viewControls

                    paintCaption

                    swatchStrip

                    configurationPanel
                }
                .padding(.top, 12)
            }
            .scrollIndicators(.never)
            .scrollBounceBehavior(.basedOnSize)
        }
        .safeAreaInset(edge: .bottom) {
            orderBar
        }
        .sensoryFeedback(.selection, trigger: selectedPaintID)
        .sensoryFeedback(.impact(weight: .light), trigger: selectedTrimID)
        .preferredColorScheme(.dark)
    }

    // MARK: Background

    private var background: some View {
        MeshGradient(
            width: 3,
            height: 3,
            points: CarConfiguratorMesh.points,
            colors: [
                .black, .black, .black,
                selectedPaint.base.opacity(0.45), selectedPaint.highlight.opacity(0.3), selectedPaint.base.opacity(0.45),
                .black, selectedPaint.base.opacity(0.25), .black
            ]
        )
        .animation(.easeInOut(duration: 0.6), value: selectedPaintID)
    }

    // MARK: Header & hero

    private var header: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text("AURORA GT")
                    .font(.caption.weight(.bold))
                    .tracking(3)
                    .foregroundStyle(.secondary)
                Text(selectedTrim.name)
                    .font(.title.weight(.bold))
                    .contentTransition(.opacity)
            }
            Spacer()
            Text(totalPrice, format: .currency(code: "EUR").precision(.fractionLength(0)))
                .font(.title3.weight(.semibold).monospacedDigit())
                .contentTransition(.numericText(value: Double(totalPrice)))
        }
        .animation(.snappy, value: totalPrice)
    }

    private var hero: some View {
        CarHeroView(paint: selectedPaint, spin: spin)
            .frame(height: 220)
            .padding(.horizontal, 24)
            .contentShape(.rect)
            .gesture(
                DragGesture(minimumDistance: 12)
                    .onChanged { value in
                        let start = dragStartSpin ?? spin
                        if dragStartSpin == nil {
                            dragStartSpin = spin
                        }
                        spin = min(max(start + value.translation.width / 4, -45), 45)
                    }
                    .onEnded { _ in
                        dragStartSpin = nil
                        withAnimation(.spring(duration: 0.6, bounce: 0.35)) {
                            spin = 0
                        }
                    }
            )
            .accessibilityLabel("Car preview in \(selectedPaint.name)")
    }

    private var viewControls: some View {
        ControlGroup {
            Button {
                withAnimation(.smooth) { spin = -35 }
            } label: {
                Label("Rotate left", systemImage: "rotate.left")
            }
            Button {
                withAnimation(.smooth) { spin = 0 }
            } label: {
                Label("Side view", systemImage: "car.side")
            }
            Button {
                withAnimation(.smooth) { spin = 35 }
            } label: {
                Label("Rotate right", systemImage: "rotate.right")
            }
        }
        .labelStyle(.iconOnly)
        .frame(maxWidth: 220)
    }

    private var paintCaption: some View {
        VStack(spacing: 4) {
            Text(selectedPaint.name)
                .font(.title3.weight(.semibold))
                .contentTransition(.opacity)
            HStack(spacing: 6) {
                Text(selectedPaint.finish.rawValue)
                Text("·")
                if selectedPaint.price == 0 {
                    Text("Included")
                } else {
                    Text("+\(selectedPaint.price.formatted(.currency(code: "EUR").precision(.fractionLength(0))))")
                }
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .animation(.smooth, value: selectedPaintID)
    }

    // MARK: Swatches

    private var swatchStrip: some View {
        GeometryReader { proxy in
            let containerMidX = proxy.size.width / 2

            ScrollView(.horizontal) {
                LazyHStack(spacing: 14) {
                    ForEach(paints) { paint in
                        CarPaintSwatch(paint: paint, isSelected: paint.id == selectedPaintID)
                            .frame(width: swatchSize, height: swatchSize)
                            .visualEffect { [containerMidX] content, geometry in
                                let frame = geometry.frame(in: .scrollView)
                                let distance = abs(frame.midX - containerMidX)
                                return content
                                    .scaleEffect(max(0.7, 1 - distance / 500))
                                    .opacity(max(0.35, 1 - distance / 400))
                            }
                            .onTapGesture {
                                withAnimation(.snappy) {
                                    selectedPaintID = paint.id
                                }
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            .scrollPosition(id: $selectedPaintID, anchor: .center)
            .contentMargins(.horizontal, max((proxy.size.width - swatchSize) / 2, 0), for: .scrollContent)
            .scrollIndicators(.never)
            .scrollClipDisabled()
        }
        .frame(height: swatchSize + 24)
    }

    // MARK: Configuration

    private var configurationPanel: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Trim")
                .font(.headline)

            VStack(spacing: 10) {
                ForEach(trims) { trim in
                    trimRow(trim)
                }
            }

            Text("Wheels")
                .font(.headline)

            Picker("Wheels", selection: $wheel) {
                ForEach(CarWheel.allCases) { option in
                    Text(option.title).tag(option)
                }
            }
            .pickerStyle(.segmented)

            Text("Performance")
                .font(.headline)

            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    specGauge(
                        value: Double(selectedTrim.range),
                        in: 300...650,
                        title: "Range",
                        display: "\(selectedTrim.range) km"
                    )
                    specGauge(
                        value: 8 - selectedTrim.zeroToHundred,
                        in: 0...6,
                        title: "0–100 km/h",
                        display: "\(selectedTrim.zeroToHundred.formatted(.number.precision(.fractionLength(1)))) s"
                    )
                    specGauge(
                        value: Double(selectedTrim.horsepower),
                        in: 200...700,
                        title: "Power",
                        display: "\(selectedTrim.horsepower) hp"
                    )
                }
            }
            .animation(.smooth, value: selectedTrimID)
        }
        .padding(20)
        .padding(.bottom, 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.ultraThinMaterial)
        .clipShape(.rect(cornerRadii: .init(topLeading: 32, topTrailing: 32)))
    }

    private func trimRow(_ trim: CarTrim) -> some View {
        let isSelected = trim.id == selectedTrimID

        return Button {
            withAnimation(.snappy) {
                selectedTrimID = trim.id
            }
        } label: {
            HStack {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(isSelected ? selectedPaint.highlight : Color.secondary)
                    .contentTransition(.symbolEffect(.replace))
                VStack(alignment: .leading, spacing: 2) {
                    Text(trim.name)
                        .font(.subheadline.weight(.semibold))
                    Text("\(trim.range) km · \(trim.horsepower) hp")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(trim.price == 0 ? "Included" : "+\(trim.price.formatted(.number))")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            .padding(14)
            .background {
                RoundedRectangle(cornerRadius: 18, style: .continuous)
                    .fill(isSelected ? Color.white.opacity(0.12) : Color.white.opacity(0.04))
                    .overlay {
                        RoundedRectangle(cornerRadius: 18, style: .continuous)
                            .strokeBorder(isSelected ? selectedPaint.highlight.opacity(0.6) : Color.clear, lineWidth: 1.5)
                    }
            }
        }
        .buttonStyle(.plain)
    }

    private func specGauge(value: Double, in range: ClosedRange<Double>, title: String, display: String) -> some View {
        VStack(spacing: 8) {
            Gauge(value: min(max(value, range.lowerBound), range.upperBound), in: range) {
                Text(title)
            } currentValueLabel: {
                Image(systemName: "bolt.fill")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(selectedPaint.highlight)

            Text(display)
                .font(.caption.weight(.semibold).monospacedDigit())
                .contentTransition(.numericText())
            Text(title)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }

    // MARK: Order bar

    private var orderBar: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("Total")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(totalPrice, format: .currency(code: "EUR").precision(.fractionLength(0)))
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText(value: Double(totalPrice)))
            }
            Spacer()
            Button {
            } label: {
                Text("Reserve")
                    .font(.headline)
                    .padding(.horizontal, 28)
                    .padding(.vertical, 12)
                    .foregroundStyle(.black)
                    .background(.white, in: .capsule)
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 24, style: .continuous))
        .padding(.horizontal, 12)
        .animation(.snappy, value: totalPrice)
    }
}

// MARK: - Previews

#Preview("Configurator") {
    CarConfiguratorView()
}

#Preview("Landscape", traits: .landscapeLeft) {
    CarConfiguratorView()
}

#Preview("Hero", traits: .sizeThatFitsLayout) {
    @Previewable @State var paintIndex = 3
    VStack(spacing: 24) {
        CarHeroView(paint: CarPaint.catalog[paintIndex])
            .frame(height: 220)
        Button("Next paint") {
            paintIndex = (paintIndex + 1) % CarPaint.catalog.count
        }
        .buttonStyle(.borderedProminent)
    }
    .padding(24)
    .background(Color.black)
    .preferredColorScheme(.dark)
}
