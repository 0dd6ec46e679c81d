//
//  ThemeSettings.swift
//  Notes+
//

import SwiftUI

struct AppTheme: Identifiable, Hashable {
    let id: String
    let name: String
    let background: Color
    let accent: Color

    static let all: [AppTheme] = [
        AppTheme(id: "paper", name: "Paper", background: Color(white: 0.97), accent: .orange),
        AppTheme(id: "ink", name: "Ink", background: Color(white: 0.12), accent: .cyan),
        AppTheme(id: "sage", name: "Sage", background: Color(red: 0.85, green: 0.9, blue: 0.82), accent: .green),
        AppTheme(id: "dusk", name: "Dusk", background: Color(red: 0.22, green: 0.2, blue: 0.35), accent: .pink),
        AppTheme(id: "sand", name: "Sand", background: Color(red: 0.95, green: 0.9, blue: 0.8), accent: .brown),
        AppTheme(id: "ocean", name: "Ocean", background: Color(red: 0.1, green: 0.3, blue: 0.5), accent: .mint),
    ]
}

struct ThemeSettingsView: View {
    @AppStorage("themeID") private var themeID = "paper"
    @State private var useSystemFont = true
    @State private var fontSize = 17.0
    @State private var showLineNumbers = false

    var body: some View {
        Form {
            Section {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 12) {
                        ForEach(AppTheme.all) { theme in
                            ThemeSwatch(theme: theme, isSelected: theme.id == themeID)
                                .frame(width: 96, height: 128)
                                .onTapGesture { themeID = theme.id }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
                .contentMargins(.horizontal, 16, for: .scrollContent)
            } header: {
                Text("Theme")
            }

            Section("Text") {
                Toggle("Use System Font", isOn: $useSystemFont)
                VStack(alignment: .leading) {
                    Text("Size: \(Int(fontSize)) pt")
                    Slider(value: $fontSize, in: 12...28, step: 1)
                }
                Toggle("Line Numbers", isOn: $showLineNumbers)
            }

            Section {
                Button("Reset to Defaults", role: .destructive) {
                    themeID = "paper"
                    useSystemFont = true
                    fontSize = 17
                }
            } footer: {
                Text("Themes apply to every note on this device.")
            }
        }
    }
}

struct ThemeSwatch: View {
    let theme: AppTheme
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(theme.background)
                .overlay(alignment: .bottomTrailing) {
                    Circle()
                        .fill(theme.accent)
                        .frame(width: 18, height: 18)
                        .padding(8)
                }
                .overlay {
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(isSelected ? Color.accentColor : Color.secondary.opacity(0.3),
                                lineWidth: isSelected ? 3 : 1)
                }
            Text(theme.name)
                .font(.caption)
                .foregroundStyle(isSelected ? .primary : .secondary)
        }
    }
}

#Preview {
    NavigationStack {
        ThemeSettingsView()
            .navigationTitle("Appearance")
    }
}
