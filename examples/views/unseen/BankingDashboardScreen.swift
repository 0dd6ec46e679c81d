//
//  BankingDashboardScreen.swift
//  Banking · Dashboard
//
//  Account cards carousel (snaps one card at a time), quick actions and the
//  transactions of the currently centred account.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct BankAccount: Identifiable, Hashable, Sendable, Decodable {
    enum Kind: String, Hashable, Sendable, Decodable {
        case checking
        case savings
        case credit
    }

    let id: String
    let kind: Kind
    let nickname: String
    let maskedNumber: String
    let balance: Decimal
    let availableBalance: Decimal?
    let currencyCode: String
}

struct BankTransaction: Identifiable, Hashable, Sendable, Decodable {
    let id: String
    let merchant: String
    let category: String
    let symbolName: String
    let amount: Decimal
    let currencyCode: String
    let date: Date
    let isPending: Bool
}

// MARK: - Service

protocol BankingService: Sendable {
    func fetchAccounts() async throws -> [BankAccount]
    func fetchTransactions(accountID: BankAccount.ID) async throws -> [BankTransaction]
}

struct RemoteBankingService: BankingService {
    var baseURL: URL = URL(string: "https://api.example-bank.com/v3")!
    var session: URLSession = .shared

    func fetchAccounts() async throws -> [BankAccount] {
        try await get(path: "accounts")
    }

    func fetchTransactions(accountID: BankAccount.ID) async throws -> [BankTransaction] {
        try await get(path: "accounts/\(accountID)/transactions")
    }

    private func get<Response: Decodable>(path: String) async throws -> Response {
        let (data, response) = try await session.data(from: baseURL.appending(path: path))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Response.self, from: data)
    }
}

private struct BankingServiceKey: EnvironmentKey {
    static let defaultValue: any BankingService = RemoteBankingService()
}

extension EnvironmentValues {
    var bankingService: any BankingService {
        get { self[BankingServiceKey.self] }
        set { self[BankingServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
    static let xl: CGFloat = 32
}

private enum Radius {
    static let accountCard: CGFloat = 24
    static let tile: CGFloat = 16
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let accountChecking = Color("AccountChecking")
    static let accountSavings = Color("AccountSavings")
    static let accountCredit = Color("AccountCredit")
    static let amountPositive = Color("AmountPositive")
}

private extension Font {
    static let balanceLarge = Font.system(.largeTitle, design: .rounded).weight(.bold).monospacedDigit()
    static let balance = Font.system(.title, design: .rounded).weight(.semibold).monospacedDigit()
    static let cardCaption = Font.footnote.weight(.medium)
}

// MARK: - View model

@MainActor
@Observable
final class BankingDashboardViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded([BankAccount])
        case failed(any Error)
    }

    enum TransactionsState {
        case idle
        case loading
        case loaded([BankTransaction])
        case failed(any Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var transactionsState: TransactionsState = .idle
    var selectedAccountID: BankAccount.ID?

    @ObservationIgnored private var transactionCache: [BankAccount.ID: [BankTransaction]] = [:]
    private let service: any BankingService

    init(service: any BankingService) {
        self.service = service
    }

    var selectedAccount: BankAccount? {
        guard case .loaded(let accounts) = state else { return nil }
        return accounts.first { $0.id == selectedAccountID }
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetchAccounts()
    }

    func refresh() async {
        transactionCache.removeAll()
        await fetchAccounts()
        await loadTransactions(forceReload: true)
    }

    func loadTransactions(forceReload: Bool = false) async {
        guard let accountID = selectedAccountID else {
            transactionsState = .idle
            return
        }
        if !forceReload, let cached = transactionCache[accountID] {
            transactionsState = .loaded(cached)
            return
        }

        transactionsState = .loading
        do {
            let transactions = try await service.fetchTransactions(accountID: accountID)
            transactionCache[accountID] = transactions
            // The user may have swiped to another card while we were loading.
            guard accountID == selectedAccountID else { return }
            transactionsState = .loaded(transactions)
        } catch is CancellationError {
            return
        } catch {
            transactionsState = .failed(error)
        }
    }

    private func fetchAccounts() async {
        do {
            let accounts = try await service.fetchAccounts()
            state = .loaded(accounts)
            if !accounts.contains(where: { $0.id == selectedAccountID }) {
                selectedAccountID = accounts.first?.id
            }
        } catch is CancellationError {
            if case .loading = state { state = .idle }
        } catch {
            if case .loaded = state { return }
            state = .failed(error)
        }
    }
}

// MARK: - Screen

struct BankingDashboardScreen: View {
    @Environment(\.bankingService) private var bankingService

    var body: some View {
        BankingDashboardContent(service: bankingService)
    }
}

private struct BankingDashboardContent: View {
    @State private var viewModel: BankingDashboardViewModel
    @AppStorage("banking.dashboard.hideBalances") private var isBalanceHidden = false

    init(service: any BankingService) {
        _viewModel = State(initialValue: BankingDashboardViewModel(service: service))
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView("banking_loading_accounts")
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let accounts) where accounts.isEmpty:
                ContentUnavailableView(
                    "banking_no_accounts_title",
                    systemImage: "creditcard",
                    description: Text("banking_no_accounts_message")
                )
            case .loaded(let accounts):
                dashboard(accounts: accounts)
            case .failed(let error):
                ContentUnavailableView {
                    Label("banking_error_title", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("common_retry") {
                        Task { await viewModel.load() }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        .navigationTitle(Text("banking_dashboard_title"))
        .toolbar { toolbarContent }
        .task { await viewModel.load() }
    }

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button {
                isBalanceHidden.toggle()
            } label: {
                Image(systemName: isBalanceHidden ? "eye.slash" : "eye")
                    .contentTransition(.symbolEffect(.replace))
            }
            .accessibilityLabel(
                Text(isBalanceHidden ? "banking_show_balances" : "banking_hide_balances")
            )
        }
    }

    private func dashboard(accounts: [BankAccount]) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.l) {
                TotalBalanceHeader(accounts: accounts, isBalanceHidden: isBalanceHidden)
                    .padding(.horizontal, Spacing.m)

                AccountCarousel(
                    accounts: accounts,
                    selection: $viewModel.selectedAccountID,
                    isBalanceHidden: isBalanceHidden
                )

                QuickActionsRow()
                    .padding(.horizontal, Spacing.m)

                TransactionsSection(
                    state: viewModel.transactionsState,
                    onRetry: { Task { await viewModel.loadTransactions(forceReload: true) } }
                )
                .padding(.horizontal, Spacing.m)
            }
            .padding(.vertical, Spacing.m)
        }
        .refreshable { await viewModel.refresh() }
        .task(id: viewModel.selectedAccountID) {
            // Debounce: don't fire a request for every card the user flicks past.
            do {
                try await Task.sleep(for: .milliseconds(250))
            } catch {
                return
            }
            await viewModel.loadTransactions()
        }
    }
}

// MARK: - Header

private struct TotalBalanceHeader: View {
    let accounts: [BankAccount]
    let isBalanceHidden: Bool

    private var total: Decimal {
        accounts
            .filter { $0.kind != .credit }
            .reduce(Decimal.zero) { $0 + $1.balance }
    }

    private var currencyCode: String {
        accounts.first?.currencyCode ?? "EUR"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text("banking_total_balance")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if isBalanceHidden {
                Text(verbatim: "••••••")
                    .font(.balanceLarge)
                    .accessibilityLabel(Text("banking_balance_hidden"))
            } else {
                Text(total, format: .currency(code: currencyCode))
                    .font(.balanceLarge)
                    .minimumScaleFactor(0.6)
                    .lineLimit(1)
                    .contentTransition(.numericText())
                    .privacySensitive()
            }
        }
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Account carousel

private struct AccountCarousel: View {
    let accounts: [BankAccount]
    @Binding var selection: BankAccount.ID?
    let isBalanceHidden: Bool

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var cardHeight: CGFloat {
        dynamicTypeSize.isAccessibilitySize ? 280 : 190
    }

    /// One card per gesture. iOS 18 adds `.alwaysByOne`, which is stricter
    /// than `.always` on fast flicks.
    private var snapBehavior: ViewAlignedScrollTargetBehavior {
        if #available(iOS 18, *) {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
        } else {
            return ViewAlignedScrollTargetBehavior(limitBehavior: .always)
        }
    }

    private var selectedIndex: Int {
        accounts.firstIndex { $0.id == selection } ?? 0
    }

    var body: some View {
        VStack(spacing: Spacing.s) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: Spacing.m) {
                    ForEach(accounts) { account in
                        AccountCard(account: account, isBalanceHidden: isBalanceHidden)
                            .frame(minHeight: cardHeight)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.94)
                                    .opacity(phase.isIdentity ? 1 : 0.75)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(snapBehavior)
            .scrollPosition(id: $selection)
            .contentMargins(.horizontal, Spacing.xl, for: .scrollContent)
            .scrollIndicators(.hidden)
            .sensoryFeedback(.selection, trigger: selection)

            if accounts.count > 1 {
                CardPositionDots(count: accounts.count, selectedIndex: selectedIndex)
            }
        }
    }
}

private struct CardPositionDots: View {
    let count: Int
    let selectedIndex: Int

    var body: some View {
        HStack(spacing: Spacing.s) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == selectedIndex ? Color.primary : Color.secondary.opacity(0.35))
                    .frame(width: 7, height: 7)
            }
        }
        .animation(.snappy, value: selectedIndex)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("banking_accounts_position"))
        .accessibilityValue(String(localized: "Account \(selectedIndex + 1) of \(count)"))
    }
}

private struct AccountCard: View {
    let account: BankAccount
    let isBalanceHidden: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            HStack(alignment: .firstTextBaseline) {
                Label(account.kind.titleKey, systemImage: account.kind.symbolName)
                    .font(.cardCaption)
                Spacer(minLength: Spacing.s)
                Text(verbatim: account.maskedNumber)
                    .font(.cardCaption.monospacedDigit())
                    .accessibilityLabel(Text("banking_account_ending \(String(account.maskedNumber.suffix(4)))"))
            }

            Spacer(minLength: Spacing.m)

            Text(account.nickname)
                .font(.headline)
                .lineLimit(1)

            balance

            if let available = account.availableBalance, !isBalanceHidden {
                Text("banking_available \(available.formatted(.currency(code: account.currencyCode)))")
                    .font(.footnote)
                    .opacity(0.85)
                    .privacySensitive()
            }
        }
        .padding(Spacing.l)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .foregroundStyle(.white)
        .background { CardBackground(kind: account.kind) }
        .clipShape(RoundedRectangle(cornerRadius: Radius.accountCard, style: .continuous))
        .accessibilityElement(children: .combine)
        .accessibilityHint(Text("banking_account_card_hint"))
    }

    @ViewBuilder
    private var balance: some View {
        if isBalanceHidden {
            Text(verbatim: "••••••")
                .font(.balance)
                .accessibilityLabel(Text("banking_balance_hidden"))
        } else {
            Text(account.balance, format: .currency(code: account.currencyCode))
                .font(.balance)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
                .privacySensitive()
        }
    }
}

private struct CardBackground: View {
    let kind: BankAccount.Kind

    var body: some View {
        if #available(iOS 18, *) {
            MeshGradient(
                width: 2,
                height: 2,
                points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                colors: [kind.tint, kind.tint.opacity(0.85), .black.opacity(0.6), kind.tint.opacity(0.7)]
            )
        } else {
            LinearGradient(
                colors: [kind.tint, kind.tint.opacity(0.7)],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
        }
    }
}

private extension BankAccount.Kind {
    var titleKey: LocalizedStringKey {
        switch self {
        case .checking: "banking_account_checking"
        case .savings: "banking_account_savings"
        case .credit: "banking_account_credit"
        }
    }

    var symbolName: String {
        switch self {
        case .checking: "building.columns"
        case .savings: "banknote"
        case .credit: "creditcard"
        }
    }

    var tint: Color {
        switch self {
        case .checking: .accountChecking
        case .savings: .accountSavings
        case .credit: .accountCredit
        }
    }
}

// MARK: - Quick actions

private enum QuickAction: String, CaseIterable, Identifiable {
    case transfer
    case pay
    case topUp
    case statements

    var id: Self { self }

    var titleKey: LocalizedStringKey {
        switch self {
        case .transfer: "banking_action_transfer"
        case .pay: "banking_action_pay"
        case .topUp: "banking_action_top_up"
        case .statements: "banking_action_statements"
        }
    }

    var symbolName: String {
        switch self {
        case .transfer: "arrow.left.arrow.right"
        case .pay: "qrcode.viewfinder"
        case .topUp: "plus"
        case .statements: "doc.text"
        }
    }
}

private struct QuickActionsRow: View {
    var onAction: (QuickAction) -> Void = { _ in }

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.s))
            : AnyLayout(HStackLayout(alignment: .top, spacing: Spacing.s))

        layout {
            ForEach(QuickAction.allCases) { action in
                QuickActionButton(action: action, isCompact: !dynamicTypeSize.isAccessibilitySize) {
                    onAction(action)
                }
            }
        }
    }
}

private struct QuickActionButton: View {
    let action: QuickAction
    let isCompact: Bool
    let perform: () -> Void

    var body: some View {
        Button(action: perform) {
            if isCompact {
                VStack(spacing: Spacing.xs) {
                    icon
                    Text(action.titleKey)
                        .font(.caption)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                .frame(maxWidth: .infinity)
            } else {
                HStack(spacing: Spacing.m) {
                    icon
                    Text(action.titleKey)
                        .font(.body)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .buttonStyle(.plain)
    }

    @ViewBuilder
    private var icon: some View {
        Image(systemName: action.symbolName)
            .font(.title3)
            .frame(width: 48, height: 48)
            .background(Color.brandPrimary.opacity(0.12), in: Circle())
            .foregroundStyle(Color.brandPrimary)
            .accessibilityHidden(true)
    }
}

// MARK: - Transactions

private struct TransactionDay: Identifiable {
    let day: Date
    let transactions: [BankTransaction]

    var id: Date { day }

    static func group(_ transactions: [BankTransaction], calendar: Calendar = .current) -> [TransactionDay] {
        Dictionary(grouping: transactions) { calendar.startOfDay(for: $0.date) }
            .map { day, items in
                TransactionDay(day: day, transactions: items.sorted { $0.date > $1.date })
            }
            .sorted { $0.day > $1.day }
    }
}

private struct TransactionsSection: View {
    let state: BankingDashboardViewModel.TransactionsState
    let onRetry: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            Text("banking_recent_transactions")
                .font(.title3.weight(.semibold))
                .accessibilityAddTraits(.isHeader)

            switch state {
            case .idle, .loading:
                ProgressView()
                    .frame(maxWidth: .infinity, minHeight: 160)
            case .loaded(let transactions) where transactions.isEmpty:
                ContentUnavailableView(
                    "banking_no_transactions_title",
                    systemImage: "list.bullet.rectangle",
                    description: Text("banking_no_transactions_message")
                )
            case .loaded(let transactions):
                LazyVStack(alignment: .leading, spacing: Spacing.m) {
                    ForEach(TransactionDay.group(transactions)) { day in
                        Section {
                            ForEach(day.transactions) { transaction in
                                TransactionRow(transaction: transaction)
                                Divider()
                            }
                        } header: {
                            Text(day.day, format: .dateTime.weekday(.wide).day().month(.wide))
                                .font(.footnote.weight(.semibold))
                                .foregroundStyle(.secondary)
                                .accessibilityAddTraits(.isHeader)
                        }
                    }
                }
            case .failed:
                ContentUnavailableView {
                    Label("banking_transactions_error", systemImage: "wifi.exclamationmark")
                } actions: {
                    Button("common_retry", action: onRetry)
                }
            }
        }
    }
}

private struct TransactionRow: View {
    let transaction: BankTransaction

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: Spacing.m) {
                icon
                details
                Spacer(minLength: Spacing.s)
                amount
            }
            VStack(alignment: .leading, spacing: Spacing.s) {
                HStack(spacing: Spacing.m) {
                    icon
                    details
                }
                amount
            }
        }
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder
    private var icon: some View {
        if !dynamicTypeSize.isAccessibilitySize {
            Image(systemName: transaction.symbolName)
                .font(.body)
                .frame(width: 40, height: 40)
                .background(.quaternary, in: Circle())
                .accessibilityHidden(true)
        }
    }

    @ViewBuilder
    private var details: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(transaction.merchant)
                .font(.body.weight(.medium))
            HStack(spacing: Spacing.xs) {
                Text(transaction.category)
                if transaction.isPending {
                    Text("banking_pending")
                        .italic()
                }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private var amount: some View {
        Text(transaction.amount, format: .currency(code: transaction.currencyCode))
            .font(.body.monospacedDigit().weight(.semibold))
            .foregroundStyle(transaction.amount > 0 ? Color.amountPositive : Color.primary)
            .privacySensitive()
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockBankingService: BankingService {
    enum Scenario: Sendable {
        case content
        case noAccounts
        case failure
        case loadingForever
    }

    var scenario: Scenario = .content

    func fetchAccounts() async throws -> [BankAccount] {
        try await Task.sleep(for: .milliseconds(300))
        switch scenario {
        case .content:
            return BankAccount.previews
        case .noAccounts:
            return []
        case .failure:
            throw URLError(.timedOut)
        case .loadingForever:
            try await Task.sleep(for: .seconds(3_600))
            return []
        }
    }

    func fetchTransactions(accountID: BankAccount.ID) async throws -> [BankTransaction] {
        try await Task.sleep(for: .milliseconds(400))
        if accountID == "acc-credit" { return [] }
        return BankTransaction.previews(for: accountID)
    }
}

extension BankAccount {
    static let previews: [BankAccount] = [
        BankAccount(
            id: "acc-main",
            kind: .checking,
            nickname: "Everyday",
            maskedNumber: "•••• 4821",
            balance: 2_431.18,
            availableBalance: 2_181.18,
            currencyCode: "EUR"
        ),
        BankAccount(
            id: "acc-savings",
            kind: .savings,
            nickname: "Rainy day",
            maskedNumber: "•••• 9034",
            balance: 12_900,
            availableBalance: nil,
            currencyCode: "EUR"
        ),
        BankAccount(
            id: "acc-credit",
            kind: .credit,
            nickname: "Travel card",
            maskedNumber: "•••• 1177",
            balance: -312.40,
            availableBalance: 4_687.60,
            currencyCode: "EUR"
        ),
    ]
}

extension BankTransaction {
    static func previews(for accountID: String) -> [BankTransaction] {
        let merchants: [(String, String, String)] = [
            ("Corner Café", "Food & drink", "cup.and.saucer"),
            ("Metro", "Transport", "tram"),
            ("Salary", "Income", "arrow.down.left"),
            ("Grocer", "Groceries", "cart"),
            ("Streamly", "Subscriptions", "play.tv"),
        ]
        return (0..<12).map { index in
            let merchant = merchants[index % merchants.count]
            let isIncome = merchant.1 == "Income"
            return BankTransaction(
                id: "\(accountID)-tx-\(index)",
                merchant: merchant.0,
                category: merchant.1,
                symbolName: merchant.2,
                amount: isIncome ? 3_200 : Decimal(-(4 + index * 3)),
                currencyCode: "EUR",
                date: Date.now.addingTimeInterval(-Double(index) * 40_000),
                isPending: index == 0
            )
        }
    }
}

#Preview("Dashboard") {
    NavigationStack {
        BankingDashboardScreen()
    }
    .environment(\.bankingService, MockBankingService())
}

#Preview("Loading") {
    NavigationStack {
        BankingDashboardScreen()
    }
    .environment(\.bankingService, MockBankingService(scenario: .loadingForever))
}

#Preview("No accounts") {
    NavigationStack {
        BankingDashboardScreen()
    }
    .environment(\.bankingService, MockBankingService(scenario: .noAccounts))
}

#Preview("Carousel", traits: .sizeThatFitsLayout) {
    @Previewable @State var selection: BankAccount.ID? = BankAccount.previews.first?.id
    @Previewable @State var isHidden = false
    return VStack(spacing: 16) {
        AccountCarousel(accounts: BankAccount.previews, selection: $selection, isBalanceHidden: isHidden)
        Toggle("banking_hide_balances", isOn: $isHidden)
            .padding(.horizontal)
        Text(verbatim: selection ?? "–")
    }
    .padding(.vertical)
}
#endif
