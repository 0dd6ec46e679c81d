//
//  ChipsRow.swift
//  Recipes
//

import SwiftUI

enum RecipeFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case breakfast = "Breakfast"
    case vegetarian = "Vegetarian"
    case quick = "Under 30 min"
    case dessert = "Dessert"
    case soup = "Soups"
    case glutenFree = "Gluten-free"
    case onePot = "One pot"
    case spicy = "Spicy"

    var id: Self { self }

    var icon: String {
        switch self {
        case .all: "square.grid.2x2"
        case .breakfast: "sunrise"
        case .vegetarian: "leaf"
        case .quick: "timer"
        case .dessert: "birthday.cake"
        case .soup: "cup.and.saucer"
        case .glutenFree: "checkmark.shield"
        case .onePot: "frying.pan"
        case .spicy: "flame"
        }
    }
}

struct FilterChips: View {
    @Binding var selection: RecipeFilter

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 8) {
                ForEach(RecipeFilter.allCases) { filter in
                    Button {
                        withAnimation(.snappy) {
                            selection = filter
                        }
                    } label: {
                        Label(filter.rawValue, systemImage: filter.icon)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .foregroundStyle(selection == filter ? .white : .primary)
                            .background(
                                selection == filter ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(.fill.tertiary),
                                in: .capsule
                            )
                    }
                    .buttonStyle(.plain)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
        .fixedSize(horizontal: false, vertical: true)
    }
}

#Preview {
    @Previewable @State var filter: RecipeFilter = .all

    VStack(alignment: .leading) {
        FilterChips(selection: $filter)
        Text("Showing \(filter.rawValue.lowercased()) recipes")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 20)
        Spacer()
    }
}
