import SwiftUI

// MARK: - Model

struct DashboardMetric: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String
    var value: Double
    let unit: String
    var change: Double
    let goal: Double
    var series: [Double]
    let tint: Color

    var progress: Double {
        guard goal > 0 else { return 0 }
        return min(value / goal, 1)
    }

    func jittered() -> DashboardMetric {
        var copy = self
        let factor = Double.random(in: 0.92...1.08)
        copy.value = (value * factor).rounded()
        copy.change = ((factor - 1) * 100 + change).rounded()
        copy.series = Array(series.dropFirst()) + [copy.value]
        return copy
    }
}

extension DashboardMetric {
    static let samples: [DashboardMetric] = [
        DashboardMetric(id: "revenue", title: "Revenue", symbol: "eurosign.circle.fill", value: 48_230, unit: "€",
                        change: 12, goal: 60_000, series: [31, 35, 33, 38, 41, 39, 44, 48], tint: .green),
        DashboardMetric(id: "orders", title: "Orders", symbol: "shippingbox.fill", value: 1_284, unit: "",
                        change: 6, goal: 1_500, series: [980, 1_020, 1_110, 1_060, 1_190, 1_230, 1_284], tint: .blue),
        DashboardMetric(id: "visitors", title: "Visitors", symbol: "person.2.fill", value: 23_910, unit: "",
                        change: -3, goal: 30_000, series: [25, 26, 24, 27, 25, 24, 23.9], tint: .orange),
        DashboardMetric(id: "conversion", title: "Conversion", symbol: "arrow.triangle.turn.up.right.circle.fill", value: 5,
                        unit: "%", change: 0.4, goal: 6, series: [4.1, 4.3, 4.6, 4.4, 4.8, 4.9, 5.0], tint: .purple),
        DashboardMetric(id: "refunds", title: "Refunds", symbol: "arrow.uturn.backward.circle.fill", value: 38, unit: "",
                        change: -9, goal: 60, series: [52, 49, 47, 44, 41, 40, 38], tint: .red),
        DashboardMetric(id: "nps", title: "NPS", symbol: "face.smiling.inverse", value: 61, unit: "",
                        change: 2, goal: 70, series: [55, 56, 58, 57, 59, 60, 61], tint: .teal),
        DashboardMetric(id: "tickets", title: "Open tickets", symbol: "lifepreserver.fill", value: 17, unit: "",
                        change: -15, goal: 40, series: [30, 28, 26, 22, 21, 19, 17], tint: .pink)
    ]
}

struct DashboardActivity: Identifiable, Hashable {
    let id: Int
    let title: String
    let detail: String
    let minutesAgo: Int
    let symbol: String
    let tint: Color
}

extension DashboardActivity {
    static let samples: [DashboardActivity] = [
        DashboardActivity(id: 1, title: "Large order", detail: "Studio Kettunen · 42 items", minutesAgo: 4, symbol: "cart.fill", tint: .green),
        DashboardActivity(id: 2, title: "New review", detail: "★★★★★ “Fast shipping, lovely packaging”", minutesAgo: 18, symbol: "star.bubble.fill", tint: .yellow),
        DashboardActivity(id: 3, title: "Refund issued", detail: "Order #88120 · €64.00", minutesAgo: 47, symbol: "arrow.uturn.backward", tint: .red),
        DashboardActivity(id: 4, title: "Campaign started", detail: "Spring newsletter to 12,400 subscribers", minutesAgo: 95, symbol: "paperplane.fill", tint: .blue)
    ]
}

enum DashboardRange: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"
    case quarter = "Quarter"

    var id: Self { self }
}

// MARK: - Sparkline

struct DashboardSparkline: Shape {
    var values: [Double]
    var closed = false

    func path(in rect: CGRect) -> Path {
        guard values.count > 1, let minimum = values.min(), let maximum = values.max() else {
            return Path()
        }
        let span = max(maximum - minimum, 0.0001)
        var path = Path()
        for (index, value) in values.enumerated() {
            let x = rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1)
            let y = rect.maxY - rect.height * CGFloat((value - minimum) / span)
            if index == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        if closed {
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
        return path
    }
}

// MARK: - Cards

struct DashboardMetricCard: View {
    enum Style {
        case hero
        case compact
    }

    let metric: DashboardMetric
    var style: Style = .compact

    private var formattedValue: String {
        let number = metric.value.formatted(.number.precision(.fractionLength(0...1)))
        switch metric.unit {
        case "": return number
        case "%": return number + "%"
        default: return metric.unit + number
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: style == .hero ? 16 : 10) {
            HStack {
                Label(metric.title, systemImage: metric.symbol)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(metric.tint)
                Spacer()
                changeBadge
            }

            Text(formattedValue)
                .font(style == .hero ? Font.system(size: 44, weight: .bold, design: .rounded) : Font.title.bold())
                .monospacedDigit()
                .contentTransition(.numericText(value: metric.value))
                .lineLimit(1)
                .minimumScaleFactor(0.6)

            ZStack {
                DashboardSparkline(values: metric.series, closed: true)
                    .fill(
                        LinearGradient(
                            colors: [metric.tint.opacity(0.35), metric.tint.opacity(0)],
                            startPoint: .top,
                            endPoint: .bottom
                        )
                    )
                DashboardSparkline(values: metric.series)
                    .stroke(metric.tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
            }
            .frame(height: style == .hero ? 80 : 44)

            Gauge(value: metric.progress) {
                Text("Goal")
            } currentValueLabel: {
                Text(metric.progress, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.linearCapacity)
            .tint(metric.tint)
            .font(.caption)
        }
        .padding(style == .hero ? 22 : 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.background, in: .rect(cornerRadius: 24, style: .continuous))
        .overlay {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .strokeBorder(metric.tint.opacity(0.15), lineWidth: 1)
        }
        .shadow(color: .black.opacity(0.06), radius: 12, x: 0, y: 6)
        .animation(.snappy, value: metric.value)
    }

    private var changeBadge: some View {
        let isUp = metric.change >= 0
        return Label {
            Text(abs(metric.change) / 100, format: .percent.precision(.fractionLength(0...1)))
        } icon: {
            Image(systemName: isUp ? "arrow.up.right" : "arrow.down.right")
        }
        .font(.caption.weight(.bold))
        .foregroundStyle(isUp ? Color.green : Color.red)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background((isUp ? Color.green : Color.red).opacity(0.12), in: .capsule)
    }
}

struct DashboardGoalsCard: View {
    let metrics: [DashboardMetric]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Goals")
                .font(.headline)
            Grid(horizontalSpacing: 12, verticalSpacing: 14) {
                ForEach(metrics.prefix(4)) { metric in
                    GridRow {
                        Gauge(value: metric.progress) {
                            Image(systemName: metric.symbol)
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(metric.tint)
                        .scaleEffect(0.75)
                        .frame(width: 44, height: 44)

                        VStack(alignment: .leading, spacing: 2) {
                            Text(metric.title)
                                .font(.subheadline.weight(.medium))
                            Text(metric.progress, format: .percent.precision(.fractionLength(0)))
                                .font(.caption.monospacedDigit())
                                .foregroundStyle(.secondary)
                                .contentTransition(.numericText(value: metric.progress))
                        }
                        .gridColumnAlignment(.leading)
                    }
                }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.background, in: .rect(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.06), radius: 12, x: 0, y: 6)
    }
}

// MARK: - Dashboard

struct AdaptiveDashboardView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    @State private var metrics = DashboardMetric.samples
    @State private var activities = DashboardActivity.samples
    @State private var currentMetricID: DashboardMetric.ID? = DashboardMetric.samples.first?.id
    @State private var range: DashboardRange = .week
    @State private var refreshCount = 0

    private var isRegular: Bool {
        horizontalSizeClass == .regular
    }

    var body: some View {
        NavigationStack {
            ScrollView(.vertical) {
                VStack(alignment: .leading, spacing: 28) {
                    rangePicker

                    if isRegular {
                        regularGrid
                    } else {
                        compactCarousel
                    }

                    highlightsStrip

                    activitySection
                }
                .padding(.vertical, 12)
            }
            .scrollBounceBehavior(.basedOnSize)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Overview")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        refresh()
                    } label: {
                        Image(systemName: "arrow.clockwise")
                            .symbolEffect(.bounce, value: refreshCount)
                    }
                    .accessibilityLabel("Refresh")
                }
            }
            .refreshable {
                refresh()
            }
            .sensoryFeedback(.selection, trigger: currentMetricID)
            .sensoryFeedback(.success, trigger: refreshCount)
            .animation(.smooth, value: isRegular)
        }
    }

    // MARK: Range

    private var rangePicker: some View {
        Picker("Range", selection: $range) {
            ForEach(DashboardRange.allCases) { option in
                Text(option.rawValue).tag(option)
            }
        }
        .pickerStyle(.segmented)
        .frame(maxWidth: isRegular ? 420 : CGFloat.infinity)
        .padding(.horizontal, 20)
    }

    // MARK: Compact: paging carousel

    private var compactCarousel: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(metrics) { metric in
                        DashboardMetricCard(metric: metric, style: .hero)
                            .padding(.horizontal, 20)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                                    .rotation3DEffect(.degrees(phase.value * -10), axis: (x: 0, y: 1, z: 0))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentMetricID)
            .scrollIndicators(.never)
            .frame(height: 300)

            HStack(spacing: 6) {
                ForEach(metrics) { metric in
                    Capsule()
                        .fill(metric.id == currentMetricID ? metric.tint : Color.secondary.opacity(0.3))
                        .frame(width: metric.id == currentMetricID ? 18 : 6, height: 6)
                }
            }
            .frame(maxWidth: .infinity)
            .animation(.snappy, value: currentMetricID)
        }
    }

    // MARK: Regular: grid

    private var regularGrid: some View {
        let rest = Array(metrics.dropFirst())
        let rows: [[DashboardMetric]] = stride(from: 0, to: rest.count, by: 3).map { start in
            Array(rest[start..<min(start + 3, rest.count)])
        }

        return Grid(horizontalSpacing: 16, verticalSpacing: 16) {
            if let first = metrics.first {
                GridRow {
                    DashboardMetricCard(metric: first, style: .hero)
                        .frame(height: 300)
                        .gridCellColumns(2)
                    DashboardGoalsCard(metrics: metrics)
                        .frame(height: 300)
                }
            }

            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                GridRow {
                    ForEach(row) { metric in
                        DashboardMetricCard(metric: metric)
                            .frame(height: 220)
                    }
                }
            }
        }
        .padding(.horizontal, 20)
    }

    // MARK: Highlights

    private var highlightsStrip: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Last 14 days")
                .font(.title3.bold())
                .padding(.horizontal, 20)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<14, id: \.self) { dayOffset in
                        dayTile(daysAgo: 13 - dayOffset)
                            .containerRelativeFrame(.horizontal, count: isRegular ? 7 : 3, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .defaultScrollAnchor(.trailing)
            .safeAreaPadding(.horizontal, 20)
            .scrollIndicators(.never)
            .scrollClipDisabled()
        }
    }

    private func dayTile(daysAgo: Int) -> some View {
        let date = Calendar.current.date(byAdding: .day, value: -daysAgo, to: .now) ?? .now
        let intensity = 0.3 + 0.7 * Double((daysAgo * 37 + 11) % 10) / 10

        return VStack(alignment: .leading, spacing: 8) {
            Text(date, format: .dateTime.weekday(.abbreviated))
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(date, format: .dateTime.day())
                .font(.title2.bold().monospacedDigit())
            Capsule()
                .fill(Color.accentColor.opacity(intensity))
                .frame(height: 6)
        }
        .padding(14)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: .rect(cornerRadius: 18, style: .continuous))
        .overlay {
            if daysAgo == 0 {
                RoundedRectangle(cornerRadius: 18, style: .continuous)
                    .strokeBorder(Color.accentColor, lineWidth: 2)
            }
        }
    }

    // MARK: Activity

    private var activitySection: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Activity")
                .font(.title3.bold())

            VStack(spacing: 0) {
                ForEach(activities) { activity in
                    activityRow(activity)
                    if activity.id != activities.last?.id {
                        Divider()
                            .padding(.leading, 56)
                    }
                }
            }
            .background(.background, in: .rect(cornerRadius: 24, style: .continuous))
        }
        .padding(.horizontal, 20)
    }

    private func activityRow(_ activity: DashboardActivity) -> some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: activity.symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(activity.tint.gradient, in: .rect(cornerRadius: 9, style: .continuous))

            ViewThatFits(in: .horizontal) {
                HStack(alignment: .firstTextBaseline) {
                    Text(activity.title)
                        .font(.subheadline.weight(.semibold))
                    Text(activity.detail)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Spacer(minLength: 8)
                    Text("\(activity.minutesAgo) min ago")
                        .font(.caption)
                        .foregroundStyle(.tertiary)
                }
                .fixedSize(horizontal: true, vertical: false)

                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(activity.title)
                            .font(.subheadline.weight(.semibold))
                        Spacer()
                        Text("\(activity.minutesAgo) min ago")
                            .font(.caption)
                            .foregroundStyle(.tertiary)
                    }
                    Text(activity.detail)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(14)
    }

    // MARK: Actions

    private func refresh() {
        withAnimation(.snappy) {
            metrics = metrics.map { $0.jittered() }
            refreshCount += 1
        }
    }
}

// MARK: - Previews

#Preview("iPhone") {
    AdaptiveDashboardView()
}

#Preview("Regular width", traits: .landscapeLeft) {
    AdaptiveDashboardView()
        .environment(\.horizontalSizeClass, .regular)
}

#Preview("Metric card", traits: .sizeThatFitsLayout) {
    DashboardMetricCard(metric: DashboardMetric.samples[0], style: .hero)
        .frame(width: 360, height: 300)
        .padding()
        .background(Color(.systemGroupedBackground))
}
