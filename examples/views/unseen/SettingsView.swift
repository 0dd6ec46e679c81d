//
//  SettingsView.swift
//  Notely
//

import SwiftUI

struct ThemeOption: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
    let gradient: [Color]

    static let all: [ThemeOption] = [
        ThemeOption(id: "classic", name: "Classic", symbol: "doc.text.fill", gradient: [.blue, .cyan]),
        ThemeOption(id: "sunset", name: "Sunset", symbol: "sun.horizon.fill", gradient: [.orange, .pink]),
        ThemeOption(id: "forest", name: "Forest", symbol: "leaf.fill", gradient: [.green, .teal]),
        ThemeOption(id: "midnight", name: "Midnight", symbol: "moon.fill", gradient: [.indigo, .black]),
        ThemeOption(id: "paper", name: "Paper", symbol: "scribble.variable", gradient: [.brown, .yellow])
    ]
}

struct SettingsView: View {
    @AppStorage("selectedTheme") private var selectedTheme = "classic"
    @AppStorage("syncEnabled") private var syncEnabled = true
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("defaultSort") private var defaultSort = "modified"
    @State private var scrolledTheme: String?
    @State private var showsResetConfirmation = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    themeCarousel
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)
                } header: {
                    Text("Theme")
                } footer: {
                    Text("Swipe to preview a theme, tap to apply it.")
                }

                Section("Editor") {
                    LabeledContent("Font Size") {
                        Stepper("\(Int(fontSize)) pt", value: $fontSize, in: 12...28, step: 1)
                            .fixedSize()
                    }
                    Picker("Sort Notes By", selection: $defaultSort) {
                        Text("Date Modified").tag("modified")
                        Text("Date Created").tag("created")
                        Text("Title").tag("title")
                    }
                }

                Section("Sync") {
                    Toggle(isOn: $syncEnabled) {
                        Label("iCloud Sync", systemImage: "icloud")
                    }
                    NavigationLink {
                        Text("Storage details")
                            .navigationTitle("Storage")
                    } label: {
                        LabeledContent("Storage", value: "1.2 GB")
                    }
                }

                Section {
                    Link(destination: URL(string: "https://example.com/help")!) {
                        Label("Help & Feedback", systemImage: "questionmark.circle")
                    }
                    Button("Reset All Settings", role: .destructive) {
                        showsResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .confirmationDialog("Reset all settings?", isPresented: $showsResetConfirmation, titleVisibility: .visible) {
                Button("Reset", role: .destructive, action: resetSettings)
            }
            .onAppear { scrolledTheme = selectedTheme }
        }
    }

    private var themeCarousel: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(ThemeOption.all) { theme in
                    Button {
                        withAnimation(.snappy) {
                            selectedTheme = theme.id
                            scrolledTheme = theme.id
                        }
                    } label: {
                        ThemeCard(theme: theme, isSelected: theme.id == selectedTheme)
                    }
                    .buttonStyle(.plain)
                    .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                    .scrollTransition(.animated(.bouncy)) { content, phase in
                        content.scaleEffect(phase.isIdentity ? 1 : 0.92)
                    }
                }
            }
            .scrollTargetLayout()
            .padding(.vertical, 12)
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .scrollPosition(id: $scrolledTheme, anchor: .center)
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        .sensoryFeedback(.impact(weight: .light), trigger: selectedTheme)
    }

    private func resetSettings() {
        selectedTheme = "classic"
        syncEnabled = true
        fontSize = 17
        defaultSort = "modified"
    }
}

private struct ThemeCard: View {
    let theme: ThemeOption
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: theme.symbol)
                .font(.title)
            Spacer()
            HStack {
                Text(theme.name).font(.headline)
                Spacer()
                if isSelected {
                    Image(systemName: "checkmark.circle.fill")
                        .transition(.scale.combined(with: .opacity))
                }
            }
        }
        .foregroundStyle(.white)
        .padding()
        .frame(height: 120)
        .background(
            LinearGradient(colors: theme.gradient, startPoint: .topLeading, endPoint: .bottomTrailing),
            in: .rect(cornerRadius: 16, style: .continuous)
        )
        .overlay {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .strokeBorder(.white, lineWidth: isSelected ? 3 : 0)
        }
        .shadow(color: theme.gradient[0].opacity(0.35), radius: 8, y: 4)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(theme.name) theme")
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

#Preview {
    SettingsView()
}
