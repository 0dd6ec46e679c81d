//
//  TransactionsView.swift
//  Ledger
//
//  Created by Priya Natarajan on 11/8/20.
//
//  Card carousel on top, transactions for the selected card below.
//  2024: carousel moved to iOS 17 scroll targets; selection is now driven by
//  `scrollPosition(id:)` instead of the old offset PreferenceKey math.
//

import SwiftUI

// MARK: - Models

struct PaymentCard: Identifiable, Hashable {
    enum Network: String {
        case visa = "VISA"
        case mastercard = "Mastercard"
        case amex = "AMEX"
    }

    let id: String
    let nickname: String
    let last4: String
    let network: Network
    var balance: Double
    let creditLimit: Double?
    let colors: [Color]
    var isFrozen: Bool = false
}

extension PaymentCard {
    static let samples: [PaymentCard] = [
        PaymentCard(id: "chk-001", nickname: "Everyday Checking", last4: "4821", network: .visa,
                    balance: 2_481.22, creditLimit: nil, colors: [.blue, .indigo]),
        PaymentCard(id: "cc-002", nickname: "Travel Rewards", last4: "1907", network: .amex,
                    balance: -612.40, creditLimit: 8_000, colors: [.black, .gray]),
        PaymentCard(id: "cc-003", nickname: "Cashback", last4: "5530", network: .mastercard,
                    balance: -148.95, creditLimit: 3_500, colors: [.orange, .red]),
        PaymentCard(id: "sav-004", nickname: "Rainy Day Savings", last4: "0042", network: .visa,
                    balance: 12_300.00, creditLimit: nil, colors: [.teal, .green])
    ]
}

struct BankTransaction: Identifiable, Hashable {
    enum Category: String, CaseIterable {
        case groceries, dining, transport, shopping, income, subscriptions, transfer

        var symbolName: String {
            switch self {
            case .groceries: return "cart.fill"
            case .dining: return "fork.knife"
            case .transport: return "car.fill"
            case .shopping: return "bag.fill"
            case .income: return "arrow.down.circle.fill"
            case .subscriptions: return "repeat.circle.fill"
            case .transfer: return "arrow.left.arrow.right.circle.fill"
            }
        }

        var color: Color {
            switch self {
            case .groceries: return .green
            case .dining: return .orange
            case .transport: return .blue
            case .shopping: return .pink
            case .income: return .mint
            case .subscriptions: return .purple
            case .transfer: return .gray
            }
        }
    }

    let id = UUID()
    let cardID: PaymentCard.ID
    let merchant: String
    let category: Category
    /// Negative values are debits.
    let amount: Double
    let date: Date
    var isPending = false
}

extension BankTransaction {
    static func samples(for cards: [PaymentCard], now: Date = Date()) -> [BankTransaction] {
        let templates: [(String, Category, Double)] = [
            ("Whole Foods Market", .groceries, -84.12),
            ("Blue Bottle Coffee", .dining, -6.50),
            ("Uber", .transport, -23.18),
            ("Netflix", .subscriptions, -15.49),
            ("Payroll — Acme Corp", .income, 3_150.00),
            ("Target", .shopping, -62.03),
            ("Sweetgreen", .dining, -14.75),
            ("Transfer to Savings", .transfer, -500.00),
            ("Shell", .transport, -48.90),
            ("Trader Joe's", .groceries, -57.31),
            ("Spotify", .subscriptions, -10.99),
            ("Amazon", .shopping, -129.99)
        ]

        var result: [BankTransaction] = []
        for (cardIndex, card) in cards.enumerated() {
            for (index, template) in templates.enumerated() where (index + cardIndex) % 2 == 0 || template.1 == .subscriptions {
                let date = Calendar.current.date(byAdding: .hour, value: -(index * 19 + cardIndex * 7), to: now) ?? now
                result.append(BankTransaction(cardID: card.id,
                                              merchant: template.0,
                                              category: template.1,
                                              amount: template.2,
                                              date: date,
                                              isPending: index == 0))
            }
        }
        return result.sorted { $0.date > $1.date }
    }
}

struct TransactionDaySection: Identifiable {
    let day: Date
    let items: [BankTransaction]

    var id: Date { day }
    var total: Double { items.reduce(0) { $0 + $1.amount } }
}

// MARK: - View Model

@MainActor
final class TransactionsViewModel: ObservableObject {
    @Published var cards: [PaymentCard] = PaymentCard.samples
    @Published var selectedCardID: PaymentCard.ID? = PaymentCard.samples.first?.id
    @Published private(set) var transactions: [BankTransaction] = []
    @Published private(set) var isLoading = false
    @Published var searchText = ""

    private var allTransactions = BankTransaction.samples(for: PaymentCard.samples)

    var selectedCard: PaymentCard? {
        cards.first { $0.id == selectedCardID }
    }

    var sections: [TransactionDaySection] {
        let filtered = transactions.filter {
            searchText.isEmpty || $0.merchant.localizedCaseInsensitiveContains(searchText)
        }
        let grouped = Dictionary(grouping: filtered) { Calendar.current.startOfDay(for: $0.date) }
        return grouped.keys.sorted(by: >).map { day in
            TransactionDaySection(day: day, items: grouped[day] ?? [])
        }
    }

    func loadTransactions(for cardID: PaymentCard.ID?) async {
        guard let cardID else {
            transactions = []
            return
        }
        isLoading = true
        defer { isLoading = false }

        // Simulated network latency.
        try? await Task.sleep(nanoseconds: 350_000_000)
        guard !Task.isCancelled else { return }
        transactions = allTransactions.filter { $0.cardID == cardID }
    }

    func refresh() async {
        allTransactions = BankTransaction.samples(for: cards)
        await loadTransactions(for: selectedCardID)
    }

    func toggleFreeze(_ card: PaymentCard) {
        guard let index = cards.firstIndex(where: { $0.id == card.id }) else { return }
        cards[index].isFrozen.toggle()
    }
}

// MARK: - Main View

struct TransactionsView: View {
    @StateObject private var viewModel = TransactionsViewModel()
    @State private var selectedTransaction: BankTransaction?
    @State private var cardPendingFreeze: PaymentCard?
    @State private var showFreezeDialog = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    cardCarousel
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)

                    cardPageDots
                        .frame(maxWidth: .infinity)
                        .listRowBackground(Color.clear)
                        .listRowSeparator(.hidden)
                }

                if let card = viewModel.selectedCard {
                    Section {
                        CardQuickActions(card: card) {
                            cardPendingFreeze = card
                            showFreezeDialog = true
                        }
                    }
                }

                ForEach(viewModel.sections) { section in
                    Section {
                        ForEach(section.items) { transaction in
                            Button {
                                selectedTransaction = transaction
                            } label: {
                                TransactionRow(transaction: transaction)
                            }
                            .buttonStyle(.plain)
                        }
                    } header: {
                        HStack {
                            Text(section.day, format: .dateTime.weekday(.wide).month().day())
                            Spacer(minLength: 8)
                            Text(section.total, format: .currency(code: "USD"))
                                .monospacedDigit()
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .overlay {
                if viewModel.isLoading && viewModel.transactions.isEmpty {
                    ProgressView()
                }
            }
            .searchable(text: $viewModel.searchText, prompt: "Search merchants")
            .navigationTitle("Accounts")
            .refreshable {
                await viewModel.refresh()
            }
            .task(id: viewModel.selectedCardID) {
                await viewModel.loadTransactions(for: viewModel.selectedCardID)
            }
            .sheet(item: $selectedTransaction) { transaction in
                TransactionDetailSheet(transaction: transaction)
                    .presentationDetents([.medium])
            }
            .confirmationDialog(
                cardPendingFreeze?.isFrozen == true ? "Unfreeze this card?" : "Freeze this card?",
                isPresented: $showFreezeDialog,
                titleVisibility: .visible,
                presenting: cardPendingFreeze
            ) { card in
                Button(card.isFrozen ? "Unfreeze •••• \(card.last4)" : "Freeze •••• \(card.last4)",
                       role: card.isFrozen ? nil : .destructive) {
                    withAnimation { viewModel.toggleFreeze(card) }
                }
                Button("Cancel", role: .cancel) {}
            } message: { card in
                Text(card.isFrozen
                     ? "Purchases on \(card.nickname) will be allowed again."
                     : "New purchases on \(card.nickname) will be declined until you unfreeze it.")
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Menu {
                        Button {} label: { Label("Download statement", systemImage: "doc.text") }
                        ShareLink(item: statementSummary)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }

    // MARK: Carousel

    private var cardCarousel: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(viewModel.cards) { card in
                    PaymentCardView(card: card)
                        .containerRelativeFrame(.horizontal) { length, _ in
                            length * 0.86
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $viewModel.selectedCardID)
        .frame(height: 200)
        .padding(.vertical, 8)
    }

    private var cardPageDots: some View {
        HStack(spacing: 6) {
            ForEach(viewModel.cards) { card in
                Circle()
                    .fill(card.id == viewModel.selectedCardID ? Color.primary : Color.secondary.opacity(0.35))
                    .frame(width: 7, height: 7)
            }
        }
        .animation(.easeInOut(duration: 0.2), value: viewModel.selectedCardID)
    }

    private var statementSummary: String {
        guard let card = viewModel.selectedCard else { return "" }
        let total = viewModel.transactions.reduce(0) { $0 + $1.amount }
        return "\(card.nickname) (•••• \(card.last4)): \(viewModel.transactions.count) transactions, net \(total.formatted(.currency(code: "USD")))"
    }
}

// MARK: - Subviews

struct PaymentCardView: View {
    let card: PaymentCard

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(card.nickname)
                    .font(.headline)
                Spacer(minLength: 8)
                Text(card.network.rawValue)
                    .font(.subheadline.weight(.heavy))
                    .italic()
            }

            Spacer(minLength: 12)

            Text("•••• •••• •••• \(card.last4)")
                .font(.system(.title3, design: .monospaced))
                .cardNumberKerning()

            Spacer(minLength: 12)

            HStack(alignment: .lastTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(card.creditLimit == nil ? "Available" : "Balance")
                        .font(.caption)
                        .opacity(0.8)
                    Text(card.balance, format: .currency(code: "USD"))
                        .font(.title2.bold())
                        .monospacedDigit()
                }
                Spacer(minLength: 8)
                if let limit = card.creditLimit {
                    Text("Limit ") + Text(limit, format: .currency(code: "USD").precision(.fractionLength(0)))
                }
            }
            .font(.caption)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background {
            LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        .overlay {
            if card.isFrozen {
                ZStack {
                    Rectangle().fill(.ultraThinMaterial)
                    Label("Frozen", systemImage: "snowflake")
                        .font(.headline)
                        .foregroundStyle(.primary)
                }
                .transition(.opacity)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 10, y: 6)
    }
}

struct CardQuickActions: View {
    let card: PaymentCard
    var onFreezeTapped: () -> Void

    var body: some View {
        HStack {
            actionButton(title: "Pay", systemImage: "arrow.up.right.circle.fill") {}
            actionButton(title: "Transfer", systemImage: "arrow.left.arrow.right.circle.fill") {}
            actionButton(title: card.isFrozen ? "Unfreeze" : "Freeze", systemImage: "snowflake.circle.fill", action: onFreezeTapped)
        }
        .buttonStyle(.borderless)
    }

    @ViewBuilder
    private func actionButton(title: String, systemImage: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemImage)
                    .symbolRenderingMode(.hierarchical)
                    .font(.title2)
                Text(title)
                    .font(.caption)
            }
            .frame(maxWidth: .infinity)
        }
    }
}

struct TransactionRow: View {
    let transaction: BankTransaction

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: transaction.category.symbolName)
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(transaction.category.color)
                .imageScale(.large)
                .frame(width: 36, height: 36)
                .background(transaction.category.color.opacity(0.12), in: Circle())

            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant)
                    .font(.body)
                    .lineLimit(1)
                Group {
                    if transaction.isPending {
                        Text("Pending")
                            .foregroundStyle(.orange)
                    } else {
                        Text(transaction.date, style: .time)
                            .foregroundStyle(.secondary)
                    }
                }
                .font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Text(transaction.amount, format: .currency(code: "USD"))
                .font(.body.weight(.semibold))
                .monospacedDigit()
                .foregroundStyle(transaction.amount > 0 ? Color.green : Color.primary)
        }
        .contentShape(Rectangle())
    }
}

struct TransactionDetailSheet: View {
    let transaction: BankTransaction
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(spacing: 8) {
                        Image(systemName: transaction.category.symbolName)
                            .symbolRenderingMode(.hierarchical)
                            .font(.system(size: 44))
                            .foregroundStyle(transaction.category.color)
                        Text(transaction.amount, format: .currency(code: "USD"))
                            .font(.largeTitle.bold())
                            .monospacedDigit()
                        Text(transaction.merchant)
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }

                Section {
                    LabeledContent("Category", value: transaction.category.rawValue.capitalized)
                    LabeledContent("Date") {
                        Text(transaction.date, format: .dateTime.month().day().hour().minute())
                    }
                    LabeledContent("Status", value: transaction.isPending ? "Pending" : "Posted")
                }

                Section {
                    Link("Report a problem", destination: URL(string: "https://example.com/support/disputes")!)
                }
            }
            .navigationTitle("Details")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Helpers

extension View {
    func cardNumberKerning() -> some View {
        self
            .tracking(2)
            .lineLimit(1)
            .minimumScaleFactor(0.7)
    }
}

// MARK: - Previews

struct TransactionsView_Previews: PreviewProvider {
    static var previews: some View {
        TransactionsView()
    }
}

#Preview("Card") {
    PaymentCardView(card: PaymentCard.samples[1])
        .frame(height: 200)
        .padding()
}
