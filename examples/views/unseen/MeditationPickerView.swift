//
//  MeditationPickerView.swift
//  Stillness
//

import SwiftUI
import Observation

struct MeditationSession: Identifiable, Hashable {
    let id: String
    let title: String
    let subtitle: String
    let symbol: String
    let colors: [Color]
}

@Observable
final class MeditationViewModel {
    var sessions: [MeditationSession] = [
        MeditationSession(id: "breath", title: "Breathe", subtitle: "Box breathing to reset", symbol: "wind", colors: [.teal, .blue]),
        MeditationSession(id: "focus", title: "Focus", subtitle: "Single-point attention", symbol: "scope", colors: [.orange, .pink]),
        MeditationSession(id: "sleep", title: "Sleep", subtitle: "Body scan for bedtime", symbol: "moon.stars.fill", colors: [.indigo, .purple]),
        MeditationSession(id: "gratitude", title: "Gratitude", subtitle: "Three good things", symbol: "sun.max.fill", colors: [.yellow, .orange])
    ]
    var selectedSessionID: MeditationSession.ID? = "breath"
    var minutes = 10
    var ambientSound = true
    var elapsedSeconds = 0
    var isRunning = false

    var selectedSession: MeditationSession? {
        sessions.first { $0.id == selectedSessionID }
    }

    var progress: Double {
        Double(elapsedSeconds) / Double(max(minutes * 60, 1))
    }

    func tick() {
        guard isRunning else { return }
        elapsedSeconds += 1
        if elapsedSeconds >= minutes * 60 { isRunning = false }
    }
}

struct MeditationPickerView: View {
    @Environment(MeditationViewModel.self) private var model

    var body: some View {
        @Bindable var model = model

        NavigationStack {
            VStack(spacing: 28) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 16) {
                        ForEach(model.sessions) { session in
                            SessionCard(session: session)
                                .containerRelativeFrame(.horizontal)
                                .scrollTransition(.animated(.smooth)) { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.5)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                        .blur(radius: phase.isIdentity ? 0 : 2)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 40)
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $model.selectedSessionID)
                .scrollIndicators(.hidden)
                .frame(height: 280)

                settings(model: model)
                    .padding(.horizontal)

                Spacer()
            }
            .navigationTitle("Meditate")
            .task(id: model.isRunning) {
                while model.isRunning {
                    try? await Task.sleep(for: .seconds(1))
                    model.tick()
                }
            }
        }
    }

    private func settings(model: MeditationViewModel) -> some View {
        @Bindable var model = model
        return VStack(spacing: 16) {
            Stepper(value: $model.minutes, in: 1...60) {
                LabeledContent("Duration", value: Duration.seconds(model.minutes * 60).formatted(.time(pattern: .minuteSecond)))
            }
            Toggle("Ambient sound", systemImage: "speaker.wave.2", isOn: $model.ambientSound)

            if model.isRunning || model.elapsedSeconds > 0 {
                ProgressView(value: model.progress) {
                    Text(model.selectedSession?.title ?? "Session")
                } currentValueLabel: {
                    Text(model.progress, format: .percent.precision(.fractionLength(0)))
                }
                .tint(model.selectedSession?.colors.first)
            }

            Button {
                if !model.isRunning { model.elapsedSeconds = 0 }
                model.isRunning.toggle()
            } label: {
                Label(model.isRunning ? "Pause" : "Begin", systemImage: model.isRunning ? "pause.fill" : "play.fill")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(CalmButtonStyle(colors: model.selectedSession?.colors ?? [.accentColor]))
        }
        .softCard()
    }
}

private struct SessionCard: View {
    let session: MeditationSession

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: session.symbol)
                .font(.system(size: 56))
                .symbolEffect(.pulse)
            Text(session.title).font(.title.bold())
            Text(session.subtitle).font(.callout).opacity(0.85)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            RoundedRectangle(cornerRadius: 32, style: .continuous)
                .fill(LinearGradient(colors: session.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }
}

private struct CalmButtonStyle: ButtonStyle {
    let colors: [Color]

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, 14)
            .background(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing), in: .capsule)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

private extension View {
    func softCard() -> some View {
        padding()
            .background(.regularMaterial, in: .rect(cornerRadius: 20))
    }
}

#Preview {
    MeditationPickerView()
        .environment(MeditationViewModel())
}
