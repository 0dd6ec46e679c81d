//
//  CardsCarouselView.swift
//  Ledger
//
//  Created by Daniel Okafor on 02/10/2024.
//

import SwiftUI
import Observation

// MARK: - Models

struct PaymentCard: Identifiable, Hashable {
    enum Network: String, Hashable {
        case visa = "VISA"
        case mastercard = "mastercard"
        case amex = "AMEX"
    }

    enum Style: String, CaseIterable, Identifiable, Hashable {
        case midnight, ocean, sunset, forest

        var id: Self { self }

        var name: String { rawValue.capitalized }

        var colors: [Color] {
            switch self {
            case .midnight: [Color(red: 0.11, green: 0.12, blue: 0.20), Color(red: 0.28, green: 0.25, blue: 0.45)]
            case .ocean: [Color(red: 0.02, green: 0.36, blue: 0.70), Color(red: 0.20, green: 0.72, blue: 0.86)]
            case .sunset: [Color(red: 0.93, green: 0.36, blue: 0.34), Color(red: 0.98, green: 0.68, blue: 0.33)]
            case .forest: [Color(red: 0.06, green: 0.35, blue: 0.27), Color(red: 0.38, green: 0.68, blue: 0.45)]
            }
        }
    }

    let id: UUID
    var nickname: String
    var lastFour: String
    var holder: String
    var expiry: String
    var network: Network
    var style: Style
    var balance: Double
    var creditLimit: Double?
    var isFrozen: Bool = false
}

struct CardTransaction: Identifiable, Hashable {
    let id = UUID()
    let cardID: PaymentCard.ID
    let merchant: String
    let category: String
    let symbol: String
    let amount: Double
    let date: Date
}

// MARK: - Wallet Model

@Observable
final class WalletModel {
    var cards: [PaymentCard]
    var transactions: [CardTransaction]
    var selectedCardID: PaymentCard.ID?

    init(cards: [PaymentCard], transactions: [CardTransaction]) {
        self.cards = cards
        self.transactions = transactions
        self.selectedCardID = cards.first?.id
    }

    var selectedCard: PaymentCard? {
        cards.first { $0.id == selectedCardID }
    }

    var recentTransactionsForSelectedCard: [CardTransaction] {
        guard let selectedCardID else { return [] }
        return transactions
            .filter { $0.cardID == selectedCardID }
            .sorted { $0.date > $1.date }
    }

    func toggleFreeze(_ cardID: PaymentCard.ID) {
        guard let index = cards.firstIndex(where: { $0.id == cardID }) else { return }
        cards[index].isFrozen.toggle()
    }

    func addCard(nickname: String, style: PaymentCard.Style) {
        let card = PaymentCard(
            id: UUID(),
            nickname: nickname.isEmpty ? "Virtual Card" : nickname,
            lastFour: String(format: "%04d", Int.random(in: 0...9999)),
            holder: cards.first?.holder ?? "Cardholder",
            expiry: "09/29",
            network: .visa,
            style: style,
            balance: 0
        )
        cards.append(card)
        selectedCardID = card.id
    }
}

extension WalletModel {
    static func preview() -> WalletModel {
        let everyday = PaymentCard(
            id: UUID(), nickname: "Everyday", lastFour: "4821", holder: "Alex Morgan",
            expiry: "08/27", network: .visa, style: .midnight, balance: 4_218.54
        )
        let travel = PaymentCard(
            id: UUID(), nickname: "Travel Rewards", lastFour: "1009", holder: "Alex Morgan",
            expiry: "11/26", network: .mastercard, style: .ocean, balance: 1_302.10, creditLimit: 8_000
        )
        let savings = PaymentCard(
            id: UUID(), nickname: "Savings", lastFour: "7730", holder: "Alex Morgan",
            expiry: "03/28", network: .amex, style: .forest, balance: 18_940.00
        )
        let shared = PaymentCard(
            id: UUID(), nickname: "Household", lastFour: "5512", holder: "Alex & Sam Morgan",
            expiry: "01/27", network: .visa, style: .sunset, balance: 862.75, isFrozen: true
        )

        let now = Date.now
        func daysAgo(_ days: Double) -> Date { now.addingTimeInterval(-days * 86_400) }

        let transactions: [CardTransaction] = [
            CardTransaction(cardID: everyday.id, merchant: "Blue Bottle Coffee", category: "Food & Drink", symbol: "cup.and.saucer.fill", amount: -6.25, date: daysAgo(0.1)),
            CardTransaction(cardID: everyday.id, merchant: "Whole Foods", category: "Groceries", symbol: "cart.fill", amount: -84.12, date: daysAgo(1)),
            CardTransaction(cardID: everyday.id, merchant: "Payroll", category: "Income", symbol: "arrow.down.circle.fill", amount: 3_250.00, date: daysAgo(3)),
            CardTransaction(cardID: everyday.id, merchant: "Spotify", category: "Subscriptions", symbol: "music.note", amount: -11.99, date: daysAgo(4)),
            CardTransaction(cardID: travel.id, merchant: "Delta Air Lines", category: "Travel", symbol: "airplane", amount: -412.60, date: daysAgo(2)),
            CardTransaction(cardID: travel.id, merchant: "Marriott Lisbon", category: "Lodging", symbol: "bed.double.fill", amount: -689.00, date: daysAgo(6)),
            CardTransaction(cardID: savings.id, merchant: "Interest", category: "Income", symbol: "percent", amount: 42.18, date: daysAgo(5)),
            CardTransaction(cardID: shared.id, merchant: "PG&E", category: "Utilities", symbol: "bolt.fill", amount: -132.40, date: daysAgo(8))
        ]

        return WalletModel(cards: [everyday, travel, savings, shared], transactions: transactions)
    }
}

// MARK: - Main View

struct CardsCarouselView: View {
    @State private var model: WalletModel
    @State private var isAddingCard = false
    @State private var isBalanceHidden = false
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(model: WalletModel = .preview()) {
        _model = State(initialValue: model)
    }

    private var cardsPerPage: Int {
        horizontalSizeClass == .regular ? 2 : 1
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 28) {
                    balanceHeader
                    cardsCarousel
                    quickActions
                    transactionsSection
                }
                .padding(.vertical)
            }
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("Cards")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isAddingCard = true
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .symbolRenderingMode(.hierarchical)
                            .font(.title2)
                    }
                    .accessibilityLabel("Add card")
                }
            }
            .sheet(isPresented: $isAddingCard) {
                AddPaymentCardSheet { nickname, style in
                    withAnimation(.snappy) {
                        model.addCard(nickname: nickname, style: style)
                    }
                }
                .presentationDetents([.medium])
            }
        }
    }

    // MARK: Header

    private var balanceHeader: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(model.selectedCard?.nickname ?? "Available balance")
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.secondary)
                .contentTransition(.opacity)

            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text(isBalanceHidden ? "••••••" : (model.selectedCard?.balance ?? 0).formatted(.currency(code: "USD")))
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText())

                Button {
                    withAnimation(.snappy) { isBalanceHidden.toggle() }
                } label: {
                    Image(systemName: isBalanceHidden ? "eye.slash" : "eye")
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(isBalanceHidden ? "Show balance" : "Hide balance")
            }

            if let limit = model.selectedCard?.creditLimit {
                Text("Credit limit \(limit.formatted(.currency(code: "USD")))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 24)
        .animation(.snappy, value: model.selectedCardID)
    }

    // MARK: Carousel

    private var cardsCarousel: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(model.cards) { card in
                    PaymentCardView(card: card, isNumberHidden: isBalanceHidden)
                        .containerRelativeFrame(.horizontal, count: cardsPerPage, spacing: 16)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                .rotation3DEffect(.degrees(phase.value * -10), axis: (x: 0, y: 1, z: 0))
                                .opacity(phase.isIdentity ? 1 : 0.75)
                        }
                        .id(card.id)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 24, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $model.selectedCardID)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        .sensoryFeedback(.selection, trigger: model.selectedCardID)
    }

    // MARK: Quick Actions

    private var quickActions: some View {
        HStack(spacing: 12) {
            QuickActionButton(title: "Pay", systemImage: "qrcode") {}
            QuickActionButton(title: "Transfer", systemImage: "arrow.left.arrow.right") {}
            QuickActionButton(
                title: model.selectedCard?.isFrozen == true ? "Unfreeze" : "Freeze",
                systemImage: "snowflake",
                isActive: model.selectedCard?.isFrozen == true
            ) {
                guard let id = model.selectedCardID else { return }
                withAnimation(.easeInOut) { model.toggleFreeze(id) }
            }
            QuickActionButton(title: "Details", systemImage: "info.circle") {}
        }
        .padding(.horizontal, 24)
    }

    // MARK: Transactions

    private var transactionsSection: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Recent Activity")
                    .font(.title3.bold())
                Spacer()
                Button("See All") {}
                    .font(.subheadline)
            }

            let transactions = model.recentTransactionsForSelectedCard
            if transactions.isEmpty {
                ContentUnavailableView(
                    "No Transactions",
                    systemImage: "creditcard",
                    description: Text("Purchases made with this card will appear here.")
                )
                .frame(maxWidth: .infinity)
                .padding(.vertical, 24)
                .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            } else {
                VStack(spacing: 0) {
                    ForEach(transactions) { transaction in
                        TransactionRow(transaction: transaction)
                        if transaction.id != transactions.last?.id {
                            Divider()
                                .padding(.leading, 64)
                        }
                    }
                }
                .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            }
        }
        .padding(.horizontal, 24)
        .animation(.default, value: model.selectedCardID)
    }
}

// MARK: - Card View

struct PaymentCardView: View {
    let card: PaymentCard
    var isNumberHidden: Bool = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                Text(card.nickname)
                    .font(.headline)
                Spacer()
                if card.isFrozen {
                    Label("Frozen", systemImage: "snowflake")
                        .font(.caption.bold())
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.white.opacity(0.2), in: Capsule())
                }
                Image(systemName: "wave.3.right")
                    .font(.title3)
                    .accessibilityHidden(true)
            }

            Spacer(minLength: 12)

            RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [Color(red: 0.96, green: 0.85, blue: 0.55), Color(red: 0.80, green: 0.64, blue: 0.30)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .frame(width: 42, height: 30)
                .overlay {
                    RoundedRectangle(cornerRadius: 6, style: .continuous)
                        .strokeBorder(.black.opacity(0.15), lineWidth: 1)
                }
                .accessibilityHidden(true)

            Spacer(minLength: 12)

            Text(isNumberHidden ? "•••• •••• •••• ••••" : "•••• •••• •••• \(card.lastFour)")
                .font(.system(.title3, design: .monospaced, weight: .semibold))
                .lineLimit(1)
                .minimumScaleFactor(0.7)

            Spacer(minLength: 12)

            HStack(alignment: .bottom) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("CARD HOLDER")
                        .font(.caption2)
                        .foregroundStyle(.white.opacity(0.7))
                    Text(card.holder)
                        .font(.subheadline.weight(.medium))
                        .lineLimit(1)
                }
                Spacer()
                VStack(alignment: .leading, spacing: 2) {
                    Text("EXPIRES")
                        .font(.caption2)
                        .foregroundStyle(.white.opacity(0.7))
                    Text(card.expiry)
                        .font(.subheadline.weight(.medium))
                        .monospacedDigit()
                }
                Spacer()
                Text(card.network.rawValue)
                    .font(.system(.title3, design: .rounded, weight: .heavy))
                    .italic()
            }
        }
        .foregroundStyle(.white)
        .padding(20)
        .aspectRatio(1.586, contentMode: .fit)
        .background {
            ZStack {
                LinearGradient(colors: card.style.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle()
                    .fill(.white.opacity(0.08))
                    .frame(width: 260)
                    .offset(x: 140, y: -90)
                Circle()
                    .fill(.white.opacity(0.06))
                    .frame(width: 200)
                    .offset(x: -120, y: 110)
            }
        }
        .overlay {
            if card.isFrozen {
                Rectangle()
                    .fill(.ultraThinMaterial)
                    .opacity(0.4)
                    .allowsHitTesting(false)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
        .shadow(color: (card.style.colors.first ?? .black).opacity(0.35), radius: 16, x: 0, y: 10)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(card.nickname), \(card.network.rawValue) card ending in \(card.lastFour)\(card.isFrozen ? ", frozen" : "")")
    }
}

// MARK: - Supporting Views

private struct QuickActionButton: View {
    let title: String
    let systemImage: String
    var isActive: Bool = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 8) {
                Image(systemName: systemImage)
                    .font(.title3)
                    .frame(width: 52, height: 52)
                    .background(
                        isActive ? Color.accentColor : Color(uiColor: .secondarySystemGroupedBackground),
                        in: Circle()
                    )
                    .foregroundStyle(isActive ? Color.white : Color.accentColor)
                Text(title)
                    .font(.caption.weight(.medium))
                    .foregroundStyle(.primary)
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.plain)
    }
}

private struct TransactionRow: View {
    let transaction: CardTransaction

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: transaction.symbol)
                .font(.body.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 38, height: 38)
                .background(Color.accentColor.gradient, in: RoundedRectangle(cornerRadius: 10, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant)
                    .font(.subheadline.weight(.semibold))
                Text("\(transaction.category) · \(transaction.date.formatted(.dateTime.month(.abbreviated).day()))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(transaction.amount, format: .currency(code: "USD"))
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
                .foregroundStyle(transaction.amount > 0 ? Color.green : Color.primary)
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .accessibilityElement(children: .combine)
    }
}

private struct AddPaymentCardSheet: View {
    var onAdd: (String, PaymentCard.Style) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var nickname = ""
    @State private var style: PaymentCard.Style = .ocean

    init(onAdd: @escaping (String, PaymentCard.Style) -> Void) {
        self.onAdd = onAdd
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    PaymentCardView(
                        card: PaymentCard(
                            id: UUID(),
                            nickname: nickname.isEmpty ? "Virtual Card" : nickname,
                            lastFour: "0000",
                            holder: "New Card",
                            expiry: "09/29",
                            network: .visa,
                            style: style,
                            balance: 0
                        ),
                        isNumberHidden: true
                    )
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                    .animation(.easeInOut, value: style)
                }

                Section("Details") {
                    TextField("Nickname", text: $nickname)
                        .textInputAutocapitalization(.words)
                    Picker("Design", selection: $style) {
                        ForEach(PaymentCard.Style.allCases) { style in
                            Text(style.name).tag(style)
                        }
                    }
                }
            }
            .navigationTitle("New Virtual Card")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(nickname.trimmingCharacters(in: .whitespaces), style)
                        dismiss()
                    }
                    .fontWeight(.semibold)
                }
            }
        }
    }
}

// MARK: - Previews

#Preview {
    CardsCarouselView()
}

#Preview("iPad · Landscape", traits: .landscapeLeft) {
    CardsCarouselView()
}

#Preview("Empty wallet") {
    CardsCarouselView(model: WalletModel(cards: [], transactions: []))
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    PaymentCardView(card: WalletModel.preview().cards[1])
        .frame(width: 340)
        .padding()
}
