//
//  FlashCardPagerView.swift
//  LittleLearners
//
//  Created by Tom Becker on 6/21/21.
//
//  Big, friendly flash cards for ages 3-6. Swipe or tap the arrows to move
//  between cards, tap a card to flip it.
//

import SwiftUI

// MARK: - Models

struct FlashCard: Identifiable, Hashable {
    let id: String
    let prompt: String
    let answer: String
    let hint: String
    let color: Color
}

enum FlashDeck: String, CaseIterable, Identifiable {
    case animals = "Animals"
    case shapes = "Shapes"
    case numbers = "Numbers"

    var id: Self { self }

    var symbolName: String {
        switch self {
        case .animals: return "pawprint.fill"
        case .shapes: return "triangle.fill"
        case .numbers: return "number"
        }
    }

    var cards: [FlashCard] {
        switch self {
        case .animals:
            return [
                FlashCard(id: "animal-elephant", prompt: "🐘", answer: "Elephant", hint: "I have a long trunk!", color: .gray),
                FlashCard(id: "animal-lion", prompt: "🦁", answer: "Lion", hint: "I say ROAR!", color: .orange),
                FlashCard(id: "animal-frog", prompt: "🐸", answer: "Frog", hint: "I go ribbit and hop.", color: .green),
                FlashCard(id: "animal-penguin", prompt: "🐧", answer: "Penguin", hint: "I live where it's icy.", color: .cyan),
                FlashCard(id: "animal-bee", prompt: "🐝", answer: "Bee", hint: "I make honey. Buzz!", color: .yellow)
            ]
        case .shapes:
            return [
                FlashCard(id: "shape-circle", prompt: "⚪️", answer: "Circle", hint: "I'm round like a ball.", color: .blue),
                FlashCard(id: "shape-square", prompt: "🟥", answer: "Square", hint: "I have 4 equal sides.", color: .red),
                FlashCard(id: "shape-triangle", prompt: "🔺", answer: "Triangle", hint: "I have 3 corners.", color: .pink),
                FlashCard(id: "shape-star", prompt: "⭐️", answer: "Star", hint: "I twinkle at night.", color: .purple)
            ]
        case .numbers:
            return (1...6).map { number in
                FlashCard(id: "number-\(number)",
                          prompt: String(repeating: "🍎", count: number),
                          answer: "\(number)",
                          hint: "Count the apples!",
                          color: [Color.red, .orange, .green, .blue, .indigo, .mint][number - 1])
            }
        }
    }
}

// MARK: - Progress store (shared via environment)

final class LearnerProgress: ObservableObject {
    @Published private(set) var learnedCardIDs: Set<FlashCard.ID> = []
    @Published private(set) var stars: Int = 0

    func markLearned(_ card: FlashCard) {
        guard !learnedCardIDs.contains(card.id) else { return }
        learnedCardIDs.insert(card.id)
        stars += 1
    }

    func hasLearnedAll(in deck: FlashDeck) -> Bool {
        Set(deck.cards.map(\.id)).isSubset(of: learnedCardIDs)
    }

    func reset() {
        learnedCardIDs.removeAll()
        stars = 0
    }
}

// MARK: - Main View

struct FlashCardPagerView: View {
    @EnvironmentObject private var progress: LearnerProgress
    @State private var deck: FlashDeck = .animals
    @State private var currentCardID: FlashCard.ID?
    @State private var showCelebration = false

    private var cards: [FlashCard] { deck.cards }

    private var currentIndex: Int {
        cards.firstIndex(where: { $0.id == currentCardID }) ?? 0
    }

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                VStack(spacing: 16) {
                    Picker("Deck", selection: $deck) {
                        ForEach(FlashDeck.allCases) { deck in
                            Label(deck.rawValue, systemImage: deck.symbolName).tag(deck)
                        }
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)

                    progressDots

                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 0) {
                            ForEach(cards) { card in
                                FlashCardView(card: card,
                                              isLearned: progress.learnedCardIDs.contains(card.id)) {
                                    withAnimation(.spring) {
                                        progress.markLearned(card)
                                    }
                                }
                                .padding(.horizontal, 24)
                                .containerRelativeFrame(.horizontal)
                                .id(card.id)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollPosition(id: $currentCardID)
                    .id(deck) // start fresh (and un-flip everything) when the deck changes

                    pagerControls(proxy: proxy)
                        .padding(.bottom)
                }
            }
            .overlay {
                if showCelebration {
                    CelebrationBanner(deck: deck) {
                        withAnimation { showCelebration = false }
                    }
                    .transition(.scale(scale: 0.6).combined(with: .opacity))
                }
            }
            .navigationTitle("Flash Cards")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    HStack(spacing: 4) {
                        Image(systemName: "star.fill")
                            .symbolRenderingMode(.multicolor)
                        Text("\(progress.stars)")
                            .monospacedDigit()
                            .contentTransition(.numericText())
                    }
                    .font(.headline)
                    .animation(.spring, value: progress.stars)

                    Menu {
                        Button(role: .destructive) {
                            progress.reset()
                        } label: {
                            Label("Start over", systemImage: "arrow.counterclockwise")
                        }
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
            .task(id: deck) {
                currentCardID = deck.cards.first?.id
            }
            .onChange(of: progress.learnedCardIDs) {
                if progress.hasLearnedAll(in: deck) {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                        showCelebration = true
                    }
                }
            }
        }
    }

    // MARK: Pieces

    private var progressDots: some View {
        HStack(spacing: 8) {
            ForEach(cards) { card in
                Circle()
                    .fill(dotColor(for: card))
                    .frame(width: card.id == currentCardID ? 12 : 8,
                           height: card.id == currentCardID ? 12 : 8)
            }
        }
        .animation(.easeInOut(duration: 0.2), value: currentCardID)
    }

    private func dotColor(for card: FlashCard) -> Color {
        if progress.learnedCardIDs.contains(card.id) {
            return .yellow
        }
        return card.id == currentCardID ? card.color : Color.secondary.opacity(0.3)
    }

    @ViewBuilder
    private func pagerControls(proxy: ScrollViewProxy) -> some View {
        HStack {
            Button {
                go(by: -1, proxy: proxy)
            } label: {
                Image(systemName: "arrow.left.circle.fill")
                    .font(.system(size: 48))
                    .symbolRenderingMode(.hierarchical)
            }
            .disabled(currentIndex == 0)

            Spacer(minLength: 12)

            Text("\(currentIndex + 1)").bold().monospacedDigit()
            + Text(" of \(cards.count)")
                .foregroundColor(.secondary)

            Spacer(minLength: 12)

            Button {
                go(by: 1, proxy: proxy)
            } label: {
                Image(systemName: "arrow.right.circle.fill")
                    .font(.system(size: 48))
                    .symbolRenderingMode(.hierarchical)
            }
            .disabled(currentIndex >= cards.count - 1)
        }
        .font(.title3)
        .padding(.horizontal, 32)
    }

    private func go(by delta: Int, proxy: ScrollViewProxy) {
        let target = currentIndex + delta
        guard cards.indices.contains(target) else { return }
        withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
            proxy.scrollTo(cards[target].id, anchor: .center)
        }
    }
}

// MARK: - Card

struct FlashCardView: View {
    let card: FlashCard
    let isLearned: Bool
    var onLearned: () -> Void

    @State private var isFlipped = false

    var body: some View {
        ZStack {
            cardFace(isFront: true)
                .opacity(isFlipped ? 0 : 1)
            cardFace(isFront: false)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.6)
        .animation(.spring(response: 0.5, dampingFraction: 0.75), value: isFlipped)
        .onTapGesture { isFlipped.toggle() }
        .overlay(alignment: .topTrailing) {
            if isLearned {
                Image(systemName: "star.circle.fill")
                    .symbolRenderingMode(.multicolor)
                    .font(.system(size: 36))
                    .padding(12)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .padding(.vertical, 8)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(isFlipped ? card.answer : "Flash card. \(card.hint)")
        .accessibilityAddTraits(.isButton)
    }

    // Kept as AnyView from the iOS 14 version; both faces share the same frame.
    private func cardFace(isFront: Bool) -> AnyView {
        if isFront {
            return AnyView(
                VStack(spacing: 16) {
                    Spacer(minLength: 0)
                    Text(card.prompt)
                        .font(.system(size: 96))
                        .minimumScaleFactor(0.3)
                        .lineLimit(2)
                        .multilineTextAlignment(.center)
                    Text(card.hint)
                        .font(.title3.weight(.semibold))
                        .multilineTextAlignment(.center)
                    Spacer(minLength: 0)
                    Label("Tap to flip", systemImage: "hand.tap.fill")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding(24)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    RoundedRectangle(cornerRadius: 32, style: .continuous)
                        .fill(card.color.opacity(0.18))
                }
                .overlay {
                    RoundedRectangle(cornerRadius: 32, style: .continuous)
                        .strokeBorder(card.color, lineWidth: 4)
                }
            )
        } else {
            return AnyView(
                VStack(spacing: 20) {
                    Spacer(minLength: 0)
                    Text(card.answer)
                        .font(.system(size: 56, weight: .heavy, design: .rounded))
                        .foregroundStyle(.white)
                        .minimumScaleFactor(0.5)
                    Button {
                        onLearned()
                    } label: {
                        Label(isLearned ? "Got it!" : "I know it!", systemImage: isLearned ? "checkmark" : "star")
                            .font(.title3.bold())
                            .padding(.horizontal, 20)
                            .padding(.vertical, 12)
                            .background(.white, in: Capsule())
                            .foregroundStyle(card.color)
                    }
                    .disabled(isLearned)
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    RoundedRectangle(cornerRadius: 32, style: .continuous)
                        .fill(card.color.gradient)
                }
            )
        }
    }
}

// MARK: - Celebration

struct CelebrationBanner: View {
    let deck: FlashDeck
    var onDismiss: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Text("🎉")
                .font(.system(size: 64))
            Text("You learned all the **\(deck.rawValue.lowercased())**!")
                .font(.title2)
                .multilineTextAlignment(.center)
            Button("Yay!", action: onDismiss)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(32)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 28, style: .continuous))
        .shadow(radius: 20)
        .padding(40)
    }
}

// MARK: - Previews

struct FlashCardPagerView_Previews: PreviewProvider {
    static var previews: some View {
        FlashCardPagerView()
            .environmentObject(LearnerProgress())

        FlashCardView(card: FlashDeck.animals.cards[0], isLearned: true) {}
            .frame(height: 420)
            .padding()
            .previewDisplayName("Single card")
    }
}
