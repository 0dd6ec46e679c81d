import SwiftUI

// MARK: - Model

enum WatchFaceStyle: String, CaseIterable, Hashable {
    case analog = "Analog"
    case chronograph = "Chronograph"
    case solar = "Solar"
    case digital = "Digital"
    case modular = "Modular"
    case typograph = "Typograph"

    var isAnalog: Bool {
        switch self {
        case .analog, .chronograph, .solar: true
        case .digital, .modular, .typograph: false
        }
    }
}

struct WatchFace: Identifiable, Hashable {
    let id: Int
    let name: String
    let style: WatchFaceStyle
    let accent: Color
    let dial: Color
    let complications: [String]
    let isNew: Bool
}

extension WatchFace {
    static let samples: [WatchFace] = [
        WatchFace(id: 1, name: "Meridian", style: .analog, accent: .orange, dial: Color(white: 0.08),
                  complications: ["heart.fill", "sun.max.fill"], isNew: false),
        WatchFace(id: 2, name: "Pilot", style: .chronograph, accent: .yellow, dial: Color(red: 0.05, green: 0.10, blue: 0.18),
                  complications: ["stopwatch.fill", "airplane"], isNew: true),
        WatchFace(id: 3, name: "Solstice", style: .solar, accent: .pink, dial: Color(red: 0.15, green: 0.05, blue: 0.20),
                  complications: ["sunrise.fill", "moon.fill"], isNew: true),
        WatchFace(id: 4, name: "Numeral", style: .digital, accent: .mint, dial: .black,
                  complications: ["figure.run", "flame.fill"], isNew: false),
        WatchFace(id: 5, name: "Modular", style: .modular, accent: .cyan, dial: .black,
                  complications: ["calendar", "cloud.sun.fill", "battery.75percent"], isNew: false),
        WatchFace(id: 6, name: "Serif", style: .typograph, accent: .red, dial: Color(red: 0.95, green: 0.93, blue: 0.88),
                  complications: ["bell.fill"], isNew: true),
        WatchFace(id: 7, name: "Nautic", style: .analog, accent: .teal, dial: Color(red: 0.02, green: 0.12, blue: 0.20),
                  complications: ["water.waves", "thermometer.medium"], isNew: false),
        WatchFace(id: 8, name: "Orbit", style: .solar, accent: .indigo, dial: Color(red: 0.04, green: 0.04, blue: 0.12),
                  complications: ["sparkles"], isNew: false),
        WatchFace(id: 9, name: "Track", style: .chronograph, accent: .red, dial: Color(white: 0.92),
                  complications: ["speedometer", "timer"], isNew: false)
    ]
}

// MARK: - Custom snapping

/// Snaps the gallery so that it always rests on the first card of a pair,
/// moving at most one pair per swipe.
struct PairedCardSnapBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat
    var spacing: CGFloat
    var cardsPerSnap: Int = 2

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let step = (cardWidth + spacing) * CGFloat(cardsPerSnap)
        guard step > 0 else { return }

        let maxOffset = max(context.contentSize.width - context.containerSize.width, 0)
        let startPage = (context.originalTarget.rect.minX / step).rounded()
        let proposedPage = (target.rect.minX / step).rounded()

        // Never skip more than one pair, however hard the flick.
        let page = min(max(proposedPage, startPage - 1), startPage + 1)
        target.rect.origin.x = min(max(page * step, 0), maxOffset)
    }
}

extension ScrollTargetBehavior where Self == PairedCardSnapBehavior {
    static func pairs(cardWidth: CGFloat, spacing: CGFloat) -> PairedCardSnapBehavior {
        PairedCardSnapBehavior(cardWidth: cardWidth, spacing: spacing)
    }
}

// MARK: - Time & geometry helpers

struct WatchFaceTime {
    let hour: Double
    let minute: Double
    let second: Double

    init(date: Date, calendar: Calendar = .current) {
        let parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let second = Double(parts.second ?? 0) + Double(parts.nanosecond ?? 0) / 1_000_000_000
        let minute = Double(parts.minute ?? 0) + second / 60
        self.second = second
        self.minute = minute
        self.hour = Double((parts.hour ?? 0) % 12) + minute / 60
    }
}

enum WatchFaceGeometry {
    /// Point on a circle, measured clockwise from 12 o'clock.
    static func point(center: CGPoint, radius: CGFloat, turns: Double) -> CGPoint {
        let angle = turns * 2 * .pi
        return CGPoint(
            x: center.x + radius * CGFloat(sin(angle)),
            y: center.y - radius * CGFloat(cos(angle))
        )
    }

    static func hand(center: CGPoint, length: CGFloat, width: CGFloat, turns: Double) -> Path {
        let rect = CGRect(x: -width / 2, y: -length, width: width, height: length + width * 2)
        let transform = CGAffineTransform(rotationAngle: CGFloat(turns * 2 * .pi))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return Path(roundedRect: rect, cornerRadius: width / 2).applying(transform)
    }
}

// MARK: - Dials

struct WatchFaceAnalogDial: View {
    let face: WatchFace
    let time: WatchFaceTime

    var body: some View {
        let accent = face.accent
        let dial = face.dial
        let style = face.style
        let now = self.time
        let isLightDial = face.dial == Color(white: 0.92)
        let ink: Color = isLightDial ? .black : .white

        Canvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = side / 2
            let dialRect = CGRect(x: center.x - radius, y: center.y - radius, width: side, height: side)

            // Dial
            if style == .solar {
                context.fill(
                    Path(ellipseIn: dialRect),
                    with: .conicGradient(
                        Gradient(colors: [dial, accent.opacity(0.7), dial, accent.opacity(0.3), dial]),
                        center: center,
                        angle: .degrees(now.minute * 6)
                    )
                )
            } else {
                context.fill(Path(ellipseIn: dialRect), with: .color(dial))
            }

            // Ticks
            for index in 0..<60 {
                let isHour = index % 5 == 0
                let turns = Double(index) / 60
                var tick = Path()
                tick.move(to: WatchFaceGeometry.point(center: center, radius: radius * (isHour ? 0.78 : 0.86), turns: turns))
                tick.addLine(to: WatchFaceGeometry.point(center: center, radius: radius * 0.93, turns: turns))
                context.stroke(
                    tick,
                    with: .color(isHour ? ink : ink.opacity(0.4)),
                    lineWidth: isHour ? max(2, side * 0.018) : 1
                )
            }

            // Chronograph sub-dials
            if style == .chronograph {
                let subDials: [(offset: CGFloat, turns: Double)] = [(-0.3, 0), (0.3, 0.5)]
                for subDial in subDials {
                    let subCenter = CGPoint(x: center.x + radius * subDial.offset, y: center.y + radius * 0.1)
                    let subRadius = radius * 0.2
                    let subRect = CGRect(x: subCenter.x - subRadius, y: subCenter.y - subRadius, width: subRadius * 2, height: subRadius * 2)
                    context.stroke(Path(ellipseIn: subRect), with: .color(ink.opacity(0.5)), lineWidth: 1)
                    context.stroke(
                        WatchFaceGeometry.hand(center: subCenter, length: subRadius * 0.8, width: 1.5, turns: now.second / 60 + subDial.turns),
                        with: .color(accent),
                        lineWidth: 1
                    )
                }
            }

            // Hands
            context.fill(
                WatchFaceGeometry.hand(center: center, length: radius * 0.5, width: side * 0.035, turns: now.hour / 12),
                with: .color(ink)
            )
            context.fill(
                WatchFaceGeometry.hand(center: center, length: radius * 0.75, width: side * 0.025, turns: now.minute / 60),
                with: .color(ink)
            )

            var glow = context
            glow.addFilter(.shadow(color: accent.opacity(0.8), radius: 4))
            glow.fill(
                WatchFaceGeometry.hand(center: center, length: radius * 0.85, width: side * 0.01, turns: now.second / 60),
                with: .color(accent)
            )

            let capRadius = side * 0.03
            context.fill(
                Path(ellipseIn: CGRect(x: center.x - capRadius, y: center.y - capRadius, width: capRadius * 2, height: capRadius * 2)),
                with: .color(accent)
            )
        }
    }
}

struct WatchFaceDigitalDial: View {
    let face: WatchFace
    let date: Date

    var body: some View {
        let ink: Color = face.style == .typograph ? .black : .white

        ZStack {
            face.dial

            switch face.style {
            case .typograph:
                VStack(spacing: -8) {
                    Text(date, format: .dateTime.hour(.twoDigits(amPM: .omitted)))
                    Text(date, format: .dateTime.minute(.twoDigits))
                        .foregroundStyle(face.accent)
                }
                .font(.system(size: 64, weight: .black, design: .serif))
                .foregroundStyle(ink)

            case .modular:
                VStack(alignment: .leading, spacing: 8) {
                    Text(date, format: .dateTime.hour().minute())
                        .font(.system(size: 34, weight: .semibold, design: .rounded))
                        .foregroundStyle(face.accent)
                    Text(date, format: .dateTime.weekday(.abbreviated).day())
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(ink.opacity(0.7))
                    Grid(horizontalSpacing: 6, verticalSpacing: 6) {
                        GridRow {
                            ForEach(face.complications, id: \.self) { symbol in
                                Image(systemName: symbol)
                                    .font(.caption)
                                    .frame(width: 26, height: 26)
                                    .background(ink.opacity(0.12), in: .rect(cornerRadius: 6))
                            }
                        }
                    }
                    .foregroundStyle(ink)
                }
                .padding(14)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)

            default:
                Text(date, format: .dateTime.hour().minute().second())
                    .font(.system(size: 30, weight: .bold, design: .monospaced))
                    .foregroundStyle(face.accent)
                    .contentTransition(.numericText())
                    .minimumScaleFactor(0.5)
                    .padding(8)
            }
        }
    }
}

struct WatchFaceDial: View {
    let face: WatchFace

    var body: some View {
        TimelineView(.animation(minimumInterval: 1.0 / 30.0, paused: false)) { timeline in
            if face.style.isAnalog {
                WatchFaceAnalogDial(face: face, time: WatchFaceTime(date: timeline.date))
                    .drawingGroup()
            } else {
                WatchFaceDigitalDial(face: face, date: timeline.date)
            }
        }
    }
}

// MARK: - Card

struct WatchFaceCard: View {
    let face: WatchFace
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 10) {
            WatchFaceDial(face: face)
                .clipShape(.rect(cornerRadius: 34, style: .continuous))
                .padding(6)
                .background(
                    LinearGradient(
                        colors: [Color(white: 0.28), Color(white: 0.08)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    ),
                    in: .rect(cornerRadius: 40, style: .continuous)
                )
                .overlay {
                    RoundedRectangle(cornerRadius: 40, style: .continuous)
                        .strokeBorder(isSelected ? face.accent : Color.white.opacity(0.08), lineWidth: isSelected ? 3 : 1)
                }
                .aspectRatio(0.82, contentMode: .fit)
                .overlay(alignment: .topTrailing) {
                    if face.isNew {
                        Text("NEW")
                            .font(.caption2.weight(.heavy))
                            .padding(.horizontal, 7)
                            .padding(.vertical, 3)
                            .background(face.accent, in: .capsule)
                            .foregroundStyle(.black)
                            .offset(x: 4, y: -6)
                    }
                }
                .compositingGroup()
                .shadow(color: isSelected ? face.accent.opacity(0.45) : .black.opacity(0.4), radius: isSelected ? 18 : 10, x: 0, y: 8)

            VStack(spacing: 2) {
                Text(face.name)
                    .font(.subheadline.weight(.semibold))
                Text(face.style.rawValue)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .animation(.snappy, value: isSelected)
    }
}

// MARK: - Gallery

struct WatchFaceGalleryView: View {
    let faces: [WatchFace]

    @State private var selectedID: WatchFace.ID?
    @State private var visibleIDs: [WatchFace.ID] = []
    @State private var hueShift: Double = 0
    @State private var addedCount = 0

    private let spacing: CGFloat = 16
    private let margin: CGFloat = 20

    init(faces: [WatchFace] = WatchFace.samples) {
        self.faces = faces
        _selectedID = State(initialValue: faces.first?.id)
    }

    private var selectedFace: WatchFace? {
        faces.first { $0.id == selectedID }
    }

    private var pairCount: Int {
        (faces.count + 1) / 2
    }

    private var currentPair: Int {
        guard let firstVisible = visibleIDs.first,
              let index = faces.firstIndex(where: { $0.id == firstVisible }) else { return 0 }
        return index / 2
    }

    var body: some View {
        NavigationStack {
            ScrollView(.vertical) {
                VStack(alignment: .leading, spacing: 28) {
                    hero
                    gallery
                    customisation
                }
                .padding(.vertical, 12)
            }
            .scrollBounceBehavior(.basedOnSize)
            .background {
                LinearGradient(
                    colors: [Color(white: 0.12), .black],
                    startPoint: .top,
                    endPoint: .bottom
                )
                .ignoresSafeArea()
            }
            .navigationTitle("Face Gallery")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        addedCount += 1
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .symbolEffect(.bounce, value: addedCount)
                    }
                    .accessibilityLabel("Add face")
                }
            }
            .sensoryFeedback(.selection, trigger: selectedID)
            .sensoryFeedback(.success, trigger: addedCount)
        }
        .preferredColorScheme(.dark)
    }

    // MARK: Hero

    @ViewBuilder
    private var hero: some View {
        if let face = selectedFace {
            let accent = face.accent
            VStack(spacing: 14) {
                WatchFaceDial(face: face)
                    .clipShape(.rect(cornerRadius: 48, style: .continuous))
                    .padding(8)
                    .background(Color(white: 0.15), in: .rect(cornerRadius: 56, style: .continuous))
                    .frame(width: 200, height: 244)
                    .hueRotation(.degrees(hueShift))
                    .phaseAnimator([false, true]) { content, isGlowing in
                        content
                            .shadow(color: accent.opacity(isGlowing ? 0.55 : 0.15), radius: isGlowing ? 32 : 12, x: 0, y: 10)
                    } animation: { _ in
                        .easeInOut(duration: 2.2)
                    }
                    .id(face.id)
                    .transition(.scale(scale: 0.9).combined(with: .opacity))

                Text(face.name)
                    .font(.title2.weight(.bold))
                    .contentTransition(.opacity)
            }
            .frame(maxWidth: .infinity)
            .animation(.spring(duration: 0.45, bounce: 0.3), value: face.id)
        }
    }

    // MARK: Gallery

    private var gallery: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("All faces")
                    .font(.title3.bold())
                Spacer()
                Text("\(currentPair + 1) of \(pairCount)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText(value: Double(currentPair)))
                    .animation(.snappy, value: currentPair)
            }
            .padding(.horizontal, margin)

            GeometryReader { proxy in
                // Two full cards plus a peek of the next pair.
                let cardWidth = max((proxy.size.width - margin - spacing * 2) / 2.35, 0)

                ScrollView(.horizontal) {
                    LazyHStack(spacing: spacing) {
                        ForEach(faces) { face in
                            WatchFaceCard(face: face, isSelected: face.id == selectedID)
                                .frame(width: cardWidth)
                                .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 0.88)
                                        .opacity(phase.isIdentity ? 1 : 0.55)
                                        .rotation3DEffect(.degrees(phase.value * 14), axis: (x: 0, y: 1, z: 0))
                                }
                                .onTapGesture {
                                    withAnimation(.snappy) {
                                        selectedID = face.id
                                    }
                                }
                        }
                    }
                    .scrollTargetLayout()
                    .padding(.horizontal, margin)
                }
                .scrollTargetBehavior(.pairs(cardWidth: cardWidth, spacing: spacing))
                .scrollIndicators(.never)
                .onScrollTargetVisibilityChange(idType: WatchFace.ID.self, threshold: 0.9) { ids in
                    visibleIDs = ids
                }
            }
            .frame(height: 280)

            HStack(spacing: 6) {
                ForEach(0..<pairCount, id: \.self) { pair in
                    Capsule()
                        .fill(pair == currentPair ? Color.white : Color.white.opacity(0.25))
                        .frame(width: pair == currentPair ? 18 : 6, height: 6)
                }
            }
            .frame(maxWidth: .infinity)
            .animation(.snappy, value: currentPair)
        }
    }

    // MARK: Customisation

    private var customisation: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Colour")
                .font(.title3.bold())
            HStack(spacing: 14) {
                Image(systemName: "paintpalette.fill")
                    .foregroundStyle(
                        AngularGradient(
                            colors: [.red, .yellow, .green, .blue, .purple, .red],
                            center: .center,
                            angle: .degrees(hueShift)
                        )
                    )
                    .font(.title2)
                Slider(value: $hueShift, in: 0...360)
                    .tint(selectedFace?.accent ?? Color.orange)
                Text("\(Int(hueShift))°")
                    .font(.caption.monospacedDigit())
                    .frame(width: 40, alignment: .trailing)
                    .contentTransition(.numericText(value: hueShift))
            }
            .padding(16)
            .background(.ultraThinMaterial, in: .rect(cornerRadius: 24, style: .continuous))
        }
        .padding(.horizontal, margin)
    }
}

// MARK: - Previews

#Preview("Gallery") {
    WatchFaceGalleryView()
}

#Preview("Single face", traits: .sizeThatFitsLayout) {
    WatchFaceCard(face: WatchFace.samples[1], isSelected: true)
        .frame(width: 170)
        .padding(24)
        .background(Color.black)
        .preferredColorScheme(.dark)
}

#Preview("Landscape", traits: .landscapeLeft) {
    WatchFaceGalleryView()
}
