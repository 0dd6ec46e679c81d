//
//  CardStackView.swift
//  Ledger
//

import SwiftUI

struct BankCard: Identifiable, Hashable {
    let id: String
    let issuer: String
    let lastFour: String
    let balance: Decimal
    let gradient: [Color]

    static let samples: [BankCard] = [
        BankCard(id: "everyday", issuer: "Everyday Debit", lastFour: "4821", balance: 2_430.18, gradient: [Color(hex: 0x1E3C72), Color(hex: 0x2A5298)]),
        BankCard(id: "travel", issuer: "Travel Rewards", lastFour: "0093", balance: 812.40, gradient: [Color(hex: 0xF7971E), Color(hex: 0xFFD200)]),
        BankCard(id: "savings", issuer: "High-Yield Savings", lastFour: "7710", balance: 15_902.77, gradient: [Color(hex: 0x11998E), Color(hex: 0x38EF7D)]),
        BankCard(id: "business", issuer: "Business Platinum", lastFour: "3356", balance: 6_120.00, gradient: [Color(hex: 0x232526), Color(hex: 0x414345)])
    ]
}

struct CardTransaction: Identifiable {
    let id = UUID()
    let merchant: String
    let symbol: String
    let amount: Decimal
    let date: Date

    static let samples: [CardTransaction] = [
        CardTransaction(merchant: "Blue Bottle Coffee", symbol: "cup.and.saucer.fill", amount: -5.75, date: .now.addingTimeInterval(-3_600)),
        CardTransaction(merchant: "Salary", symbol: "building.columns.fill", amount: 3_200, date: .now.addingTimeInterval(-86_400)),
        CardTransaction(merchant: "Whole Foods", symbol: "cart.fill", amount: -82.14, date: .now.addingTimeInterval(-172_800)),
        CardTransaction(merchant: "Lyft", symbol: "car.fill", amount: -18.90, date: .now.addingTimeInterval(-259_200))
    ]
}

/// Snaps one card at a time, using flick velocity to decide the direction.
struct CardStackSnapBehavior: ScrollTargetBehavior {
    var flickThreshold: CGFloat = 0.5

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pageHeight = context.containerSize.height
        guard pageHeight > 0 else { return }

        let startPage = (context.originalTarget.rect.minY / pageHeight).rounded()
        var page = (target.rect.minY / pageHeight).rounded()

        if context.velocity.dy > flickThreshold {
            page = startPage + 1
        } else if context.velocity.dy < -flickThreshold {
            page = startPage - 1
        }

        let lastPage = max(0, (context.contentSize.height / pageHeight).rounded() - 1)
        page = min(max(page, startPage - 1), startPage + 1)
        target.rect.origin.y = min(max(page, 0), lastPage) * pageHeight
    }
}

struct CardStackView: View {
    @State private var activeCardID: BankCard.ID? = BankCard.samples.first?.id
    @State private var showingAddCard = false
    @State private var newCardName = ""
    @State private var makeDefault = false

    private var activeCard: BankCard? {
        BankCard.samples.first { $0.id == activeCardID }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                cardStack
                transactionList
            }
            .navigationTitle("Wallet")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Card", systemImage: "plus") { showingAddCard = true }
                }
            }
            .sheet(isPresented: $showingAddCard) {
                addCardForm
                    .presentationDetents([.medium])
            }
        }
    }

    private var cardStack: some View {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                ForEach(BankCard.samples) { card in
                    WalletCardView(card: card)
                        .padding(EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20))
                        .containerRelativeFrame(.vertical)
                        .scrollTransition(.interactive, axis: .vertical) { content, phase in
                            content
                                .scaleEffect(1 - abs(phase.value) * 0.12)
                                .offset(y: phase.value * -60)
                                .opacity(1 - abs(phase.value) * 0.4)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .frame(height: 240)
        .scrollTargetBehavior(CardStackSnapBehavior())
        .scrollPosition(id: $activeCardID)
    }

    private var transactionList: some View {
        List {
            Section {
                ForEach(CardTransaction.samples) { transaction in
                    HStack(spacing: 12) {
                        Image(systemName: transaction.symbol)
                            .frame(width: 36, height: 36)
                            .background(Color.ledgerAccent.opacity(0.15), in: .rect(cornerRadius: 10))
                        VStack(alignment: .leading) {
                            Text(transaction.merchant)
                            Text(transaction.date, format: .dateTime.month(.abbreviated).day().hour().minute())
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(transaction.amount, format: .currency(code: "USD"))
                            .foregroundStyle(transaction.amount > 0 ? Color.green : Color.primary)
                            .monospacedDigit()
                    }
                }
            } header: {
                Text(activeCard.map { "\($0.issuer) activity" } ?? "Activity")
            }
        }
        .listStyle(.insetGrouped)
    }

    private var addCardForm: some View {
        NavigationStack {
            Form {
                TextField("Card nickname", text: $newCardName)
                Toggle("Make default card", isOn: $makeDefault)
            }
            .navigationTitle("New Card")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { showingAddCard = false }
                        .disabled(newCardName.isEmpty)
                }
            }
        }
    }
}

private struct WalletCardView: View {
    let card: BankCard

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(card.issuer).font(.headline)
                Spacer()
                Image(systemName: "wave.3.right")
            }
            Spacer()
            Text(card.balance, format: .currency(code: "USD"))
                .font(.title.bold())
                .monospacedDigit()
            Text("•••• \(card.lastFour)")
                .font(.callout.monospaced())
                .opacity(0.8)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(LinearGradient(colors: card.gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
                .shadow(color: (card.gradient.last ?? .black).opacity(0.4), radius: 12, y: 8)
        }
    }
}

private extension Color {
    static let ledgerAccent = Color(hex: 0x2A5298)

    init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255
        )
    }
}

#Preview("Wallet") {
    CardStackView()
}
