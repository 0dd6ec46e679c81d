//
//  WheelPicker.swift
//  Timer
//
//  A minutes picker that snaps the chosen row into the middle band.
//

import SwiftUI

struct MinutesWheel: View {
    @State private var selectedMinute: Int? = 25

    private let rowHeight: CGFloat = 44
    private let visibleRows = 5
    private let minutes = Array(0..<60)

    var body: some View {
        VStack(spacing: 24) {
            Text("Focus length")
                .font(.headline)
                .foregroundStyle(.secondary)

            ZStack {
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.accentColor.opacity(0.12))
                    .frame(height: rowHeight)

                ScrollView(.vertical, showsIndicators: false) {
                    LazyVStack(spacing: 0) {
                        ForEach(minutes, id: \.self) { minute in
                            Text(String(format: "%02d min", minute))
                                .font(.title2.monospacedDigit())
                                .fontWeight(selectedMinute == minute ? .semibold : .regular)
                                .foregroundStyle(selectedMinute == minute ? .primary : .secondary)
                                .frame(maxWidth: .infinity)
                                .frame(height: rowHeight)
                                .id(minute)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.vertical, rowHeight * CGFloat(visibleRows / 2), for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $selectedMinute, anchor: .center)
            }
            .frame(width: 160, height: rowHeight * CGFloat(visibleRows))
            .mask {
                LinearGradient(
                    stops: [
                        .init(color: .clear, location: 0),
                        .init(color: .black, location: 0.3),
                        .init(color: .black, location: 0.7),
                        .init(color: .clear, location: 1),
                    ],
                    startPoint: .top,
                    endPoint: .bottom
                )
            }

            Button {
                print("Start \(selectedMinute ?? 0) minutes")
            } label: {
                Label("Start", systemImage: "play.fill")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 40)
        }
    }
}

#Preview {
    MinutesWheel()
}
