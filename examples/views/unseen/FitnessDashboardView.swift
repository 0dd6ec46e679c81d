//
//  FitnessDashboardView.swift
//  Pulse
//

import SwiftUI

struct RingMetric: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String
    let value: Double
    let goal: Double
    let unit: String
    let colors: [Color]

    var progress: Double { goal > 0 ? value / goal : 0 }
}

struct DaySummary: Identifiable, Hashable {
    let id: Date
    let move: Double
    let exercise: Double
    let stand: Double
}

extension DaySummary {
    static let lastTwoWeeks: [DaySummary] = (0..<14).reversed().map { offset in
        let day = Calendar.current.date(byAdding: .day, value: -offset, to: .now)!
        return DaySummary(id: Calendar.current.startOfDay(for: day),
                          move: .random(in: 0.3...1.3),
                          exercise: .random(in: 0.2...1.1),
                          stand: .random(in: 0.5...1.0))
    }
}

struct FitnessDashboardView: View {
    @State private var metrics: [RingMetric] = [
        RingMetric(id: "move", title: "Move", symbol: "flame.fill", value: 420, goal: 550, unit: "kcal", colors: [.red, .pink]),
        RingMetric(id: "exercise", title: "Exercise", symbol: "figure.run", value: 24, goal: 30, unit: "min", colors: [.green, .mint]),
        RingMetric(id: "stand", title: "Stand", symbol: "figure.stand", value: 9, goal: 12, unit: "hr", colors: [.cyan, .blue])
    ]
    @State private var history = DaySummary.lastTwoWeeks
    @State private var focusedMetric: RingMetric.ID?
    @State private var animateRings = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 28) {
                    ZStack {
                        ForEach(Array(metrics.enumerated()), id: \.element.id) { index, metric in
                            ActivityRing(progress: animateRings ? metric.progress : 0, colors: metric.colors, lineWidth: 26)
                                .padding(CGFloat(index) * 30)
                        }
                    }
                    .frame(width: 240, height: 240)
                    .frame(maxWidth: .infinity)
                    .accessibilityElement()
                    .accessibilityLabel(metrics.map { "\($0.title) \(Int($0.progress * 100)) percent" }.joined(separator: ", "))

                    ScrollView(.horizontal) {
                        HStack(spacing: 12) {
                            ForEach(metrics) { metric in
                                MetricCard(metric: metric, isFocused: focusedMetric == metric.id)
                                    .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollPosition(id: $focusedMetric)
                    .safeAreaPadding(.horizontal, 16)
                    .scrollIndicators(.hidden)

                    Text("Last 14 Days")
                        .font(.title3.bold())
                        .padding(.horizontal)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 0) {
                            ForEach(history) { day in
                                VStack(spacing: 8) {
                                    ZStack {
                                        ActivityRing(progress: day.move, colors: [.red, .pink], lineWidth: 6)
                                        ActivityRing(progress: day.exercise, colors: [.green, .mint], lineWidth: 6).padding(8)
                                        ActivityRing(progress: day.stand, colors: [.cyan, .blue], lineWidth: 6).padding(16)
                                    }
                                    .frame(width: 44, height: 44)
                                    Text(day.id, format: .dateTime.weekday(.abbreviated))
                                        .font(.caption2)
                                        .foregroundStyle(.secondary)
                                }
                                .containerRelativeFrame(.horizontal, count: 7, spacing: 0)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .defaultScrollAnchor(.trailing)
                    .scrollIndicators(.hidden)
                }
                .padding(.vertical)
            }
            .background(colorScheme == .dark ? Color.black : Color(.systemGroupedBackground))
            .navigationTitle("Summary")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
            .onAppear {
                withAnimation(.spring(duration: 1.2, bounce: 0.2)) { animateRings = true }
            }
        }
    }
}

struct ActivityRing: View {
    var progress: Double
    var colors: [Color]
    var lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(colors[0].opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(AngularGradient(colors: colors, center: .center),
                        style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(lineWidth / 2)
    }
}

private struct MetricCard: View {
    let metric: RingMetric
    let isFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label(metric.title, systemImage: metric.symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(metric.colors[0])
            Text("\(Int(metric.value))")
                .font(.system(.largeTitle, design: .rounded, weight: .bold))
            + Text(" / \(Int(metric.goal)) \(metric.unit)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            ProgressView(value: min(metric.progress, 1))
                .tint(metric.colors[0])
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: .rect(cornerRadius: 20))
        .shadow(color: .black.opacity(isFocused ? 0.12 : 0.05), radius: isFocused ? 10 : 4, y: 4)
    }
}

#Preview("Dashboard") {
    FitnessDashboardView()
}

#Preview("Ring") {
    ActivityRing(progress: 0.72, colors: [.red, .pink], lineWidth: 24)
        .frame(width: 160, height: 160)
}
