//
//  Wallet.swift
//  PocketBank
//

import SwiftUI

struct PaymentCard: Identifiable, Equatable {
    let id: String
    let bank: String
    let lastFour: String
    let holder: String
    let balance: Decimal
    let colors: [Color]

    static let samples: [PaymentCard] = [
        PaymentCard(id: "visa-1", bank: "Northwind", lastFour: "4242", holder: "ALEX MORGAN",
                    balance: 2_480.15, colors: [.blue, .indigo]),
        PaymentCard(id: "mc-1", bank: "Harbor Credit", lastFour: "5100", holder: "ALEX MORGAN",
                    balance: 311.02, colors: [.orange, .red]),
        PaymentCard(id: "amex-1", bank: "Summit", lastFour: "0005", holder: "ALEX MORGAN",
                    balance: 9_120.00, colors: [.gray, .black]),
        PaymentCard(id: "debit-1", bank: "Meadow Bank", lastFour: "7781", holder: "ALEX MORGAN",
                    balance: 54.90, colors: [.green, .teal]),
    ]
}

struct WalletView: View {
    @State private var cards = PaymentCard.samples
    @State private var activeCardID: PaymentCard.ID?
    @State private var showingAddCard = false

    private var activeCard: PaymentCard? {
        cards.first { $0.id == activeCardID } ?? cards.first
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Text("Wallet")
                    .font(.largeTitle.bold())
                Spacer()
                Button {
                    showingAddCard = true
                } label: {
                    Image(systemName: "plus.circle.fill")
                        .font(.title)
                        .symbolRenderingMode(.hierarchical)
                }
            }
            .padding(.horizontal, 32)

            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(cards) { card in
                        CardFace(card: card)
                            .aspectRatio(1.586, contentMode: .fit)
                            .containerRelativeFrame(.horizontal)
                            .id(card.id)
                    }
                }
                .scrollTargetLayout()
            }
            .safeAreaPadding(.horizontal, 32)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $activeCardID)

            if let activeCard {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Balance")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(activeCard.balance, format: .currency(code: "USD"))
                        .font(.system(size: 34, weight: .semibold, design: .rounded))
                        .contentTransition(.numericText())
                }
                .padding(.horizontal, 32)
                .animation(.snappy, value: activeCardID)
            }

            Spacer()
        }
        .sheet(isPresented: $showingAddCard) {
            Text("Add a card")
                .presentationDetents([.medium])
        }
    }
}

struct CardFace: View {
    let card: PaymentCard

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 18, style: .continuous)
                .fill(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                .shadow(color: .black.opacity(0.25), radius: 12, x: 0, y: 8)

            VStack(alignment: .leading) {
                HStack {
                    Text(card.bank)
                        .font(.headline)
                    Spacer()
                    Image(systemName: "wave.3.right")
                }
                Spacer()
                Text("•••• •••• •••• \(card.lastFour)")
                    .font(.system(.title3, design: .monospaced))
                Text(card.holder)
                    .font(.caption)
                    .textCase(.uppercase)
                    .opacity(0.8)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
    }
}

#Preview {
    WalletView()
}
