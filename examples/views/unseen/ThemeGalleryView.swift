//
//  ThemeGalleryView.swift
//  Notely
//
//  Created by Chris Alvarez on 10/4/20.
//
//  Settings ▸ Appearance. The theme strip at the top of the form was a plain
//  horizontal ScrollView until iOS 17; it now snaps to swatches with
//  .viewAligned and sizes them with containerRelativeFrame.
//

import SwiftUI

// MARK: - Models

struct AppTheme: Identifiable, Hashable {
    let id: String
    let name: String
    let primary: Color
    let secondary: Color
    let background: Color
    let isPremium: Bool

    static let all: [AppTheme] = [
        AppTheme(id: "classic", name: "Classic", primary: .blue, secondary: .gray, background: .white, isPremium: false),
        AppTheme(id: "forest", name: "Forest", primary: .green, secondary: .brown, background: Color(red: 0.95, green: 0.97, blue: 0.93), isPremium: false),
        AppTheme(id: "sunset", name: "Sunset", primary: .orange, secondary: .pink, background: Color(red: 1.0, green: 0.96, blue: 0.92), isPremium: false),
        AppTheme(id: "ocean", name: "Ocean", primary: .teal, secondary: .cyan, background: Color(red: 0.92, green: 0.97, blue: 1.0), isPremium: false),
        AppTheme(id: "grape", name: "Grape", primary: .purple, secondary: .indigo, background: Color(red: 0.96, green: 0.94, blue: 1.0), isPremium: true),
        AppTheme(id: "midnight", name: "Midnight", primary: .indigo, secondary: .mint, background: Color(red: 0.08, green: 0.09, blue: 0.16), isPremium: true),
        AppTheme(id: "paper", name: "Paper", primary: .brown, secondary: .orange, background: Color(red: 0.98, green: 0.96, blue: 0.9), isPremium: true),
        AppTheme(id: "neon", name: "Neon", primary: .pink, secondary: .yellow, background: .black, isPremium: true)
    ]
}

struct AppIconOption: Identifiable, Hashable {
    let id: String
    let name: String
    let symbolName: String
    let colors: [Color]

    static let all: [AppIconOption] = [
        AppIconOption(id: "default", name: "Default", symbolName: "note.text", colors: [.yellow, .orange]),
        AppIconOption(id: "dark", name: "Dark", symbolName: "note.text", colors: [.gray, .black]),
        AppIconOption(id: "mono", name: "Mono", symbolName: "pencil.line", colors: [.white, .gray]),
        AppIconOption(id: "mint", name: "Mint", symbolName: "leaf.fill", colors: [.mint, .green]),
        AppIconOption(id: "berry", name: "Berry", symbolName: "heart.text.square.fill", colors: [.pink, .purple]),
        AppIconOption(id: "sky", name: "Sky", symbolName: "cloud.fill", colors: [.cyan, .blue]),
        AppIconOption(id: "retro", name: "Retro", symbolName: "pencil.and.outline", colors: [.orange, .red]),
        AppIconOption(id: "pro", name: "Pro", symbolName: "star.fill", colors: [.indigo, .black])
    ]
}

// MARK: - Settings

final class ThemeSettings: ObservableObject {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark

        var id: Self { self }
        var title: String { rawValue.capitalized }

        var colorScheme: ColorScheme? {
            switch self {
            case .system: return nil
            case .light: return .light
            case .dark: return .dark
            }
        }
    }

    @Published var selectedThemeID: AppTheme.ID = AppTheme.all[0].id
    @Published var selectedIconID: AppIconOption.ID = AppIconOption.all[0].id
    @Published var appearance: Appearance = .system
    @Published var followsDynamicType = true
    @Published var cornerRadius: Double = 12
    @Published var hasPremium = false

    var selectedTheme: AppTheme {
        AppTheme.all.first { $0.id == selectedThemeID } ?? AppTheme.all[0]
    }

    func reset() {
        selectedThemeID = AppTheme.all[0].id
        selectedIconID = AppIconOption.all[0].id
        appearance = .system
        followsDynamicType = true
        cornerRadius = 12
    }
}

// MARK: - Main View

struct ThemeGalleryView: View {
    @EnvironmentObject var settings: ThemeSettings
    @Namespace private var selectionNamespace
    @State private var previewTheme: AppTheme?
    @State private var showResetConfirmation = false

    var body: some View {
        NavigationView {
            Form {
                Section {
                    themeStrip
                        .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
                } header: {
                    Text("Theme")
                } footer: {
                    Text("Touch and hold a theme to preview it. Themes marked with a \(Image(systemName: "star.fill")) are part of **Notely Pro**.")
                }

                Section("Appearance") {
                    Picker("Appearance", selection: $settings.appearance) {
                        ForEach(ThemeSettings.Appearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)

                    Toggle("Follow Dynamic Type", isOn: $settings.followsDynamicType)

                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text("Corner radius")
                            Spacer(minLength: 8)
                            Text("\(Int(settings.cornerRadius)) pt")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                        }
                        Slider(value: $settings.cornerRadius, in: 0...24, step: 2) {
                            Text("Corner radius")
                        } minimumValueLabel: {
                            Image(systemName: "square")
                        } maximumValueLabel: {
                            Image(systemName: "app")
                        }
                    }
                }

                Section("App Icon") {
                    iconGrid
                        .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
                }

                Section {
                    Link(destination: URL(string: "https://example.com/notely/themes")!) {
                        Label("Theme design guidelines", systemImage: "book")
                    }
                    ShareLink(item: URL(string: "https://example.com/notely/themes/\(settings.selectedThemeID)")!,
                              subject: Text("My Notely theme"),
                              message: Text("I'm using the \(settings.selectedTheme.name) theme in Notely."))
                    Button("Reset Appearance", role: .destructive) {
                        showResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Themes")
            .toolbar {
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Menu {
                        Button {
                            previewTheme = settings.selectedTheme
                        } label: {
                            Label("Preview current theme", systemImage: "eye")
                        }
                        Button {
                            if let random = AppTheme.all.filter({ !$0.isPremium || settings.hasPremium }).randomElement() {
                                select(random)
                            }
                        } label: {
                            Label("Surprise me", systemImage: "shuffle")
                        }
                    } label: {
                        Image(systemName: "paintpalette")
                            .symbolRenderingMode(.multicolor)
                    }
                }
            }
            .sheet(item: $previewTheme) { theme in
                ThemePreviewSheet(theme: theme, isLocked: theme.isPremium && !settings.hasPremium) {
                    settings.hasPremium = true
                    select(theme)
                }
            }
            .confirmationDialog("Reset appearance settings?",
                                isPresented: $showResetConfirmation,
                                titleVisibility: .visible) {
                Button("Reset", role: .destructive) {
                    withAnimation { settings.reset() }
                }
            } message: {
                Text("Your theme, app icon and text settings will go back to the defaults.")
            }
        }
        .navigationViewStyle(.stack)
        .preferredColorScheme(settings.appearance.colorScheme)
        .tint(settings.selectedTheme.primary)
    }

    // MARK: Theme strip

    private var themeStrip: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(AppTheme.all) { theme in
                        ThemeSwatch(theme: theme,
                                    isSelected: theme.id == settings.selectedThemeID,
                                    isLocked: theme.isPremium && !settings.hasPremium,
                                    namespace: selectionNamespace)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
                            .id(theme.id)
                            .onTapGesture { select(theme) }
                            .contextMenu {
                                Button {
                                    previewTheme = theme
                                } label: {
                                    Label("Preview", systemImage: "eye")
                                }
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .onAppear {
                proxy.scrollTo(settings.selectedThemeID, anchor: .center)
            }
        }
    }

    // MARK: Icon grid

    private var iconGrid: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: [GridItem(.fixed(84), spacing: 12), GridItem(.fixed(84))], spacing: 16) {
                ForEach(AppIconOption.all) { icon in
                    AppIconCell(icon: icon, isSelected: icon.id == settings.selectedIconID)
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.2)) {
                                settings.selectedIconID = icon.id
                            }
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    }

    private func select(_ theme: AppTheme) {
        guard !theme.isPremium || settings.hasPremium else {
            previewTheme = theme
            return
        }
        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
            settings.selectedThemeID = theme.id
        }
    }
}

// MARK: - Cells

struct ThemeSwatch: View {
    let theme: AppTheme
    let isSelected: Bool
    let isLocked: Bool
    let namespace: Namespace.ID

    var body: some View {
        VStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(theme.background)
                .overlay(alignment: .topLeading) {
                    VStack(alignment: .leading, spacing: 5) {
                        Capsule().fill(theme.primary).frame(width: 40, height: 6)
                        Capsule().fill(theme.secondary.opacity(0.6)).frame(width: 56, height: 4)
                        Capsule().fill(theme.secondary.opacity(0.6)).frame(width: 32, height: 4)
                    }
                    .padding(10)
                }
                .overlay(alignment: .bottomTrailing) {
                    Circle()
                        .fill(theme.primary)
                        .frame(width: 18, height: 18)
                        .padding(8)
                }
                .overlay(alignment: .topTrailing) {
                    if isLocked {
                        Image(systemName: "star.fill")
                            .font(.caption2)
                            .foregroundStyle(.yellow)
                            .padding(6)
                    }
                }
                .overlay {
                    RoundedRectangle(cornerRadius: 14, style: .continuous)
                        .strokeBorder(Color.secondary.opacity(0.25), lineWidth: 1)
                }
                .frame(height: 96)
                .background {
                    if isSelected {
                        RoundedRectangle(cornerRadius: 18, style: .continuous)
                            .stroke(theme.primary, lineWidth: 3)
                            .padding(-4)
                            .matchedGeometryEffect(id: "selectedThemeRing", in: namespace)
                    }
                }

            Text(theme.name)
                .font(.caption.weight(isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? Color.primary : Color.secondary)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

struct AppIconCell: View {
    let icon: AppIconOption
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 13, style: .continuous)
                .fill(LinearGradient(colors: icon.colors, startPoint: .top, endPoint: .bottom))
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: icon.symbolName)
                        .font(.title2.weight(.semibold))
                        .foregroundStyle(.white)
                }
                .overlay(alignment: .bottomTrailing) {
                    if isSelected {
                        Image(systemName: "checkmark.circle.fill")
                            .symbolRenderingMode(.palette)
                            .foregroundStyle(.white, Color.accentColor)
                            .imageScale(.large)
                            .offset(x: 6, y: 6)
                            .transition(.scale)
                    }
                }
            Text(icon.name)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(width: 72)
    }
}

// MARK: - Preview sheet

struct ThemePreviewSheet: View {
    let theme: AppTheme
    let isLocked: Bool
    var onApply: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Grocery list")
                    .font(.title.bold())
                    .foregroundStyle(theme.primary)
                Group {
                    Text("• Oat milk")
                    Text("• Sourdough")
                    Text("• ~~Coffee beans~~")
                    Text("• Basil, *lots* of it")
                }
                .foregroundStyle(theme.secondary)
                Spacer(minLength: 0)
                Button {
                    onApply()
                    dismiss()
                } label: {
                    Label(isLocked ? "Unlock with Notely Pro" : "Use \(theme.name)",
                          systemImage: isLocked ? "lock.open.fill" : "checkmark")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .tint(theme.primary)
                .controlSize(.large)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background {
                theme.background.ignoresSafeArea()
            }
            .navigationTitle(theme.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium])
    }
}

// MARK: - Previews

#if DEBUG
struct ThemeGalleryView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ThemeGalleryView()
                .environmentObject(ThemeSettings())
                .previewDisplayName("Light")

            ThemeGalleryView()
                .environmentObject({ () -> ThemeSettings in
                    let settings = ThemeSettings()
                    settings.appearance = .dark
                    settings.selectedThemeID = "midnight"
                    settings.hasPremium = true
                    return settings
                }())
                .previewDisplayName("Dark, Pro")
        }
    }
}
#endif
