//
//  RecipeGallery.swift
//  Recipes
//

import Combine
import SwiftUI

struct Recipe: Identifiable, Codable, Hashable {
    var id: Int
    var name: String
    var minutes: Int
    var emoji: String
}

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var favorites: Set<Int> = []
    @Published var isLoading = false

    func load() {
        isLoading = true
        recipes = [
            Recipe(id: 1, name: "Shakshuka", minutes: 25, emoji: "🍳"),
            Recipe(id: 2, name: "Miso Ramen", minutes: 40, emoji: "🍜"),
            Recipe(id: 3, name: "Greek Salad", minutes: 10, emoji: "🥗"),
            Recipe(id: 4, name: "Banana Bread", minutes: 70, emoji: "🍌"),
            Recipe(id: 5, name: "Tacos al Pastor", minutes: 50, emoji: "🌮"),
            Recipe(id: 6, name: "Pancakes", minutes: 20, emoji: "🥞"),
            Recipe(id: 7, name: "Pho", minutes: 90, emoji: "🍲"),
            Recipe(id: 8, name: "Margherita", minutes: 35, emoji: "🍕"),
        ]
        isLoading = false
    }

    func toggleFavorite(_ recipe: Recipe) {
        if favorites.contains(recipe.id) {
            favorites.remove(recipe.id)
        } else {
            favorites.insert(recipe.id)
        }
    }
}

struct RecipeGallery: View {
    @StateObject private var store = RecipeStore()

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 20) {
                ForEach(store.recipes) { recipe in
                    RecipeCard(recipe: recipe, isFavorite: store.favorites.contains(recipe.id)) {
                        store.toggleFavorite(recipe)
                    }
                    .frame(width: 250, height: 320)
                }
            }
            .padding(.horizontal, 24)
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .overlay {
            if store.isLoading {
                ProgressView()
            }
        }
        .onAppear {
            store.load()
        }
    }
}

struct RecipeCard: View {
    let recipe: Recipe
    let isFavorite: Bool
    var toggleFavorite: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe.emoji)
                .font(.system(size: 90))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.orange.opacity(0.15))
            HStack {
                VStack(alignment: .leading) {
                    Text(recipe.name)
                        .font(.headline)
                    Text("\(recipe.minutes) min")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button(action: toggleFavorite) {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .foregroundStyle(isFavorite ? .red : .gray)
                        .imageScale(.large)
                }
            }
            .padding([.horizontal, .bottom], 16)
        }
        .background(Color(.secondarySystemBackground))
        .clipShape(.rect(cornerRadius: 24))
        .shadow(color: .black.opacity(0.1), radius: 10, y: 6)
    }
}

#Preview {
    RecipeGallery()
}
