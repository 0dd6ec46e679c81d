import SwiftUI
import Observation

// MARK: - Session model

@Observable
final class MeditationSession {
    var minutes: Int = 10
    private(set) var endDate: Date?
    private(set) var pausedRemaining: TimeInterval?
    private(set) var completedSessions = 0

    var isRunning: Bool { endDate != nil }
    var isPaused: Bool { endDate == nil && pausedRemaining != nil }
    var totalSeconds: TimeInterval { TimeInterval(minutes * 60) }

    func remaining(at date: Date) -> TimeInterval {
        if let endDate {
            return max(endDate.timeIntervalSince(date), 0)
        }
        return pausedRemaining ?? totalSeconds
    }

    func start() {
        let remaining = pausedRemaining ?? totalSeconds
        endDate = Date().addingTimeInterval(remaining)
        pausedRemaining = nil
    }

    func pause() {
        guard let endDate else { return }
        pausedRemaining = max(endDate.timeIntervalSinceNow, 0)
        self.endDate = nil
    }

    func reset() {
        endDate = nil
        pausedRemaining = nil
    }

    func finish() {
        reset()
        completedSessions += 1
    }
}

// MARK: - Dial renderer

enum MeditationDialRenderer {
    static let maxMinutes = 60
    static let ringInset: CGFloat = 26

    static func draw(in context: inout GraphicsContext, size: CGSize, fraction: Double, tint: Color) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2 - ringInset
        let clamped = min(max(fraction, 0), 1)

        // Minute ticks around the ring.
        for index in 0..<maxMinutes {
            let angle = Angle.degrees(Double(index) / Double(maxMinutes) * 360 - 90)
            let isMajor = index % 5 == 0
            var tick = Path()
            tick.move(to: point(center: center, radius: radius + (isMajor ? 12 : 15), angle: angle))
            tick.addLine(to: point(center: center, radius: radius + 21, angle: angle))
            let isActive = Double(index) / Double(maxMinutes) < clamped
            context.stroke(
                tick,
                with: .color(isActive ? tint : Color.white.opacity(0.25)),
                lineWidth: isMajor ? 2.5 : 1
            )
        }

        // Track.
        let track = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        context.stroke(track, with: .color(.white.opacity(0.08)), style: StrokeStyle(lineWidth: 14))

        // Progress arc with a soft glow underneath.
        var arc = Path()
        arc.addArc(
            center: center,
            radius: radius,
            startAngle: .degrees(-90),
            endAngle: .degrees(-90 + 360 * clamped),
            clockwise: false
        )
        var glow = context
        glow.addFilter(.blur(radius: 10))
        glow.stroke(arc, with: .color(tint.opacity(0.8)), style: StrokeStyle(lineWidth: 14, lineCap: .round))
        context.stroke(
            arc,
            with: .conicGradient(
                Gradient(colors: [tint.opacity(0.5), tint, .white]),
                center: center,
                angle: .degrees(-90)
            ),
            style: StrokeStyle(lineWidth: 14, lineCap: .round)
        )

        // Knob.
        let knobCenter = point(center: center, radius: radius, angle: .degrees(-90 + 360 * clamped))
        let knobRect = CGRect(x: knobCenter.x - 14, y: knobCenter.y - 14, width: 28, height: 28)
        context.drawLayer { layer in
            layer.addFilter(.shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3))
            layer.fill(Path(ellipseIn: knobRect), with: .color(.white))
        }
        context.fill(Path(ellipseIn: knobRect.insetBy(dx: 8, dy: 8)), with: .color(tint))
    }

    static func point(center: CGPoint, radius: CGFloat, angle: Angle) -> CGPoint {
        CGPoint(
            x: center.x + radius * CGFloat(cos(angle.radians)),
            y: center.y + radius * CGFloat(sin(angle.radians))
        )
    }

    /// Converts a touch location into whole minutes, 12 o'clock being zero.
    static func minutes(for location: CGPoint, in size: CGSize) -> Int {
        let dx = location.x - size.width / 2
        let dy = location.y - size.height / 2
        var degrees = atan2(dy, dx) * 180 / .pi + 90
        if degrees < 0 { degrees += 360 }
        let value = Int((degrees / 360 * CGFloat(maxMinutes)).rounded())
        return min(max(value, 1), maxMinutes)
    }
}

// MARK: - Dial

struct MeditationDial: View {
    @Binding var minutes: Int
    let fraction: Double
    let isInteractive: Bool
    let tint: Color

    var body: some View {
        let dialFraction = fraction
        let dialTint = tint

        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)

            Canvas { context, size in
                MeditationDialRenderer.draw(in: &context, size: size, fraction: dialFraction, tint: dialTint)
            }
            .frame(width: side, height: side)
            .contentShape(.circle)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        guard isInteractive else { return }
                        minutes = MeditationDialRenderer.minutes(
                            for: value.location,
                            in: CGSize(width: side, height: side)
                        )
                    }
            )
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .aspectRatio(1, contentMode: .fit)
        .accessibilityElement()
        .accessibilityLabel("Duration")
        .accessibilityValue("\(minutes) minutes")
        .accessibilityAdjustableAction { direction in
            guard isInteractive else { return }
            switch direction {
            case .increment: minutes = min(minutes + 1, MeditationDialRenderer.maxMinutes)
            case .decrement: minutes = max(minutes - 1, 1)
            @unknown default: break
            }
        }
    }
}

// MARK: - Minute ruler

struct MeditationRulerTick: View {
    let minute: Int
    let isSelected: Bool
    let tint: Color

    private var isMajor: Bool { minute % 5 == 0 }

    var body: some View {
        VStack(spacing: 6) {
            Capsule()
                .fill(isSelected ? tint : Color.white.opacity(isMajor ? 0.7 : 0.3))
                .frame(width: isMajor ? 2.5 : 1.5, height: isMajor ? 34 : 20)
                .frame(height: 36, alignment: .bottom)
            Text("\(minute)")
                .font(.caption2.monospacedDigit())
                .fixedSize()
                .opacity(isMajor ? 1 : 0)
        }
    }
}

struct MeditationMinuteRuler: View {
    @Binding var selection: Int?
    let range: ClosedRange<Int>
    let tint: Color
    var isEnabled: Bool = true

    private let tickWidth: CGFloat = 14

    var body: some View {
        GeometryReader { proxy in
            let sideInset = max((proxy.size.width - tickWidth) / 2, 0)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(Array(range), id: \.self) { minute in
                        MeditationRulerTick(minute: minute, isSelected: minute == selection, tint: tint)
                            .frame(width: tickWidth)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
            .scrollPosition(id: $selection, anchor: .center)
            .contentMargins(.horizontal, sideInset, for: .scrollContent)
            .scrollIndicators(.never)
            .scrollDisabled(!isEnabled)
            .mask {
                LinearGradient(
                    stops: [
                        .init(color: .clear, location: 0),
                        .init(color: .black, location: 0.2),
                        .init(color: .black, location: 0.8),
                        .init(color: .clear, location: 1)
                    ],
                    startPoint: .leading,
                    endPoint: .trailing
                )
            }
            .overlay(alignment: .top) {
                Capsule()
                    .fill(tint)
                    .frame(width: 4, height: 44)
                    .shadow(color: tint.opacity(0.8), radius: 6)
                    .allowsHitTesting(false)
            }
        }
        .frame(height: 70)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

// MARK: - Breathing orb

struct MeditationBreathValues {
    var scale: CGFloat = 0.85
    var opacity: Double = 0.35
}

struct MeditationBreathingOrb: View {
    let tint: Color

    var body: some View {
        Circle()
            .fill(
                RadialGradient(
                    colors: [tint.opacity(0.8), tint.opacity(0.15), .clear],
                    center: .center,
                    startRadius: 8,
                    endRadius: 170
                )
            )
            .keyframeAnimator(initialValue: MeditationBreathValues(), repeating: true) { content, value in
                content
                    .scaleEffect(value.scale)
                    .opacity(value.opacity)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.1, duration: 4)
                    CubicKeyframe(0.85, duration: 4)
                }
                KeyframeTrack(\.opacity) {
                    CubicKeyframe(0.8, duration: 4)
                    CubicKeyframe(0.35, duration: 4)
                }
            }
            .blur(radius: 20)
            .allowsHitTesting(false)
    }
}

// MARK: - Timer screen

struct MeditationTimerView: View {
    @State private var session = MeditationSession()
    @State private var rulerMinute: Int? = 10
    @State private var isWide = false

    private let tint = Color(red: 0.55, green: 0.80, blue: 0.72)
    private let presets = [5, 10, 20, 30]

    var body: some View {
        let layout = isWide
            ? AnyLayout(HStackLayout(alignment: .center, spacing: 40))
            : AnyLayout(VStackLayout(alignment: .center, spacing: 28))

        ZStack {
            background
                .ignoresSafeArea()

            layout {
                dialSection
                controlsSection
            }
            .padding(24)
        }
        .onGeometryChange(for: Bool.self) { proxy in
            proxy.size.width > proxy.size.height
        } action: { newValue in
            isWide = newValue
        }
        .onChange(of: rulerMinute) { _, newValue in
            guard let newValue, newValue != session.minutes else { return }
            session.minutes = newValue
        }
        .onChange(of: session.minutes) { _, newValue in
            guard rulerMinute != newValue else { return }
            withAnimation(.snappy) {
                rulerMinute = newValue
            }
        }
        .task(id: session.endDate) {
            guard let end = session.endDate else { return }
            let delay = end.timeIntervalSinceNow
            if delay > 0 {
                try? await Task.sleep(for: .seconds(delay))
            }
            guard !Task.isCancelled, session.endDate == end else { return }
            withAnimation(.smooth) {
                session.finish()
            }
        }
        .sensoryFeedback(.selection, trigger: session.minutes)
        .sensoryFeedback(.success, trigger: session.completedSessions)
        .preferredColorScheme(.dark)
    }

    // MARK: Background

    private var background: some View {
        MeshGradient(
            width: 3,
            height: 3,
            points: [
                SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5, 0.0), SIMD2<Float>(1.0, 0.0),
                SIMD2<Float>(0.0, 0.5), SIMD2<Float>(0.6, 0.45), SIMD2<Float>(1.0, 0.5),
                SIMD2<Float>(0.0, 1.0), SIMD2<Float>(0.5, 1.0), SIMD2<Float>(1.0, 1.0)
            ],
            colors: [
                Color(red: 0.04, green: 0.06, blue: 0.10), Color(red: 0.06, green: 0.10, blue: 0.16), Color(red: 0.04, green: 0.06, blue: 0.10),
                Color(red: 0.08, green: 0.16, blue: 0.18), Color(red: 0.12, green: 0.24, blue: 0.24), Color(red: 0.06, green: 0.12, blue: 0.18),
                Color(red: 0.02, green: 0.04, blue: 0.06), Color(red: 0.05, green: 0.10, blue: 0.12), Color(red: 0.02, green: 0.04, blue: 0.06)
            ]
        )
    }

    // MARK: Dial section

    private var dialSection: some View {
        TimelineView(.animation(minimumInterval: 0.2, paused: !session.isRunning)) { context in
            let remaining = session.remaining(at: context.date)
            let fraction = session.isRunning || session.isPaused
                ? remaining / max(session.totalSeconds, 1)
                : Double(session.minutes) / Double(MeditationDialRenderer.maxMinutes)

            ZStack {
                MeditationBreathingOrb(tint: tint)
                    .opacity(session.isRunning ? 1 : 0.35)

                MeditationDial(
                    minutes: $session.minutes,
                    fraction: fraction,
                    isInteractive: !session.isRunning && !session.isPaused,
                    tint: tint
                )

                VStack(spacing: 4) {
                    Text(Self.clockString(for: remaining))
                        .font(.system(size: 52, weight: .light, design: .rounded).monospacedDigit())
                        .contentTransition(.numericText(countsDown: true))
                    Text(session.isRunning ? "Breathe" : (session.isPaused ? "Paused" : "Drag to set"))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .contentTransition(.opacity)
                }
                .animation(.snappy, value: remaining.rounded())
            }
        }
        .frame(maxWidth: 340, maxHeight: 340)
    }

    // MARK: Controls

    private var controlsSection: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("\(session.minutes)")
                        .font(.title.weight(.semibold).monospacedDigit())
                        .contentTransition(.numericText(value: Double(session.minutes)))
                    Text("min")
                        .foregroundStyle(.secondary)
                }
                .animation(.snappy, value: session.minutes)

                MeditationMinuteRuler(
                    selection: $rulerMinute,
                    range: 1...MeditationDialRenderer.maxMinutes,
                    tint: tint,
                    isEnabled: !session.isRunning && !session.isPaused
                )
            }

            ControlGroup {
                ForEach(presets, id: \.self) { preset in
                    Button("\(preset)m") {
                        withAnimation(.snappy) {
                            session.minutes = preset
                        }
                    }
                }
            }
            .disabled(session.isRunning || session.isPaused)
            .frame(maxWidth: 320)

            HStack(spacing: 20) {
                Button {
                    withAnimation(.smooth) {
                        session.reset()
                    }
                } label: {
                    Image(systemName: "arrow.counterclockwise")
                        .font(.title3.weight(.semibold))
                        .frame(width: 56, height: 56)
                        .background(.ultraThinMaterial, in: .circle)
                }
                .disabled(!session.isRunning && !session.isPaused)
                .accessibilityLabel("Reset")

                Button {
                    withAnimation(.smooth) {
                        if session.isRunning {
                            session.pause()
                        } else {
                            session.start()
                        }
                    }
                } label: {
                    Image(systemName: session.isRunning ? "pause.fill" : "play.fill")
                        .font(.title.weight(.bold))
                        .contentTransition(.symbolEffect(.replace))
                        .foregroundStyle(.black)
                        .frame(width: 84, height: 84)
                        .background(tint, in: .circle)
                        .shadow(color: tint.opacity(0.6), radius: 18, x: 0, y: 8)
                }
                .symbolEffect(.bounce, value: session.isRunning)
                .accessibilityLabel(session.isRunning ? "Pause" : "Start")
            }
        }
        .frame(maxWidth: 420)
    }

    private static func clockString(for seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded(.up))
        return String(format: "%02d:%02d", total / 60, total % 60)
    }
}

// MARK: - Previews

#Preview("Timer") {
    MeditationTimerView()
}

#Preview("Landscape", traits: .landscapeLeft) {
    MeditationTimerView()
}

#Preview("Minute ruler", traits: .sizeThatFitsLayout) {
    @Previewable @State var minute: Int? = 12
    VStack {
        Text("\(minute ?? 0) min")
            .font(.headline.monospacedDigit())
        MeditationMinuteRuler(selection: $minute, range: 1...60, tint: .mint)
    }
    .frame(width: 360)
    .padding()
    .background(Color.black)
    .preferredColorScheme(.dark)
}
