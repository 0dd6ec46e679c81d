//
//  TravelBookingScreen.swift
//  Travel · Booking
//
//  Fare calendar: pick departure and return dates on a month-by-month pager.
//  Each page is one month; the pager snaps with `.paging`.
//

import Foundation
import Observation
import SwiftUI

// MARK: - Models

struct TravelRoute: Hashable, Sendable {
    let origin: String
    let destination: String
}

struct FareDay: Identifiable, Hashable, Sendable, Decodable {
    /// `yyyy-MM-dd`
    let id: String
    let date: Date
    let lowestFare: Decimal?
    let isAvailable: Bool
}

struct FareMonth: Identifiable, Hashable, Sendable, Decodable {
    /// `yyyy-MM`
    let id: String
    let firstDay: Date
    let days: [FareDay]

    var cheapestFare: Decimal? {
        days.compactMap(\.lowestFare).min()
    }
}

struct FareCalendar: Sendable, Decodable {
    let currencyCode: String
    let months: [FareMonth]
}

// MARK: - Service

protocol FareCalendarService: Sendable {
    func fetchFareCalendar(for route: TravelRoute) async throws -> FareCalendar
}

struct RemoteFareCalendarService: FareCalendarService {
    var baseURL: URL = URL(string: "https://api.example-travel.com/fares/v1")!
    var session: URLSession = .shared

    func fetchFareCalendar(for route: TravelRoute) async throws -> FareCalendar {
        let url = baseURL
            .appending(path: "calendar")
            .appending(queryItems: [
                URLQueryItem(name: "from", value: route.origin),
                URLQueryItem(name: "to", value: route.destination),
                URLQueryItem(name: "months", value: "12"),
            ])
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FareCalendar.self, from: data)
    }
}

private struct FareCalendarServiceKey: EnvironmentKey {
    static let defaultValue: any FareCalendarService = RemoteFareCalendarService()
}

extension EnvironmentValues {
    var fareCalendarService: any FareCalendarService {
        get { self[FareCalendarServiceKey.self] }
        set { self[FareCalendarServiceKey.self] = newValue }
    }
}

// MARK: - Design tokens

private enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
}

private extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let rangeFill = Color("BrandPrimary").opacity(0.15)
    static let cheapFare = Color("FareCheap")
}

private extension Font {
    static let monthTitle = Font.title3.weight(.semibold)
    static let dayNumber = Font.body.monospacedDigit()
    static let dayFare = Font.system(.caption2, design: .rounded).monospacedDigit()
    static let weekdaySymbol = Font.caption.weight(.semibold)
}

// MARK: - View model

@MainActor
@Observable
final class TravelBookingViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(FareCalendar)
        case failed(any Error)
    }

    enum RangePosition {
        case none
        case start
        case end
        case inside
        case single
    }

    private(set) var state: LoadState = .idle
    private(set) var departure: Date?
    private(set) var returnDate: Date?
    var visibleMonthID: FareMonth.ID?

    let route: TravelRoute
    private let service: any FareCalendarService
    private let calendar: Calendar

    init(route: TravelRoute, service: any FareCalendarService, calendar: Calendar = .current) {
        self.route = route
        self.service = service
        self.calendar = calendar
    }

    var canContinue: Bool {
        departure != nil && returnDate != nil
    }

    var nights: Int? {
        guard let departure, let returnDate else { return nil }
        return calendar.dateComponents([.day], from: departure, to: returnDate).day
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    func select(_ day: FareDay) {
        guard day.isAvailable else { return }
        if let departure, returnDate == nil, day.date > departure {
            returnDate = day.date
        } else {
            departure = day.date
            returnDate = nil
        }
    }

    func clearSelection() {
        departure = nil
        returnDate = nil
    }

    func rangePosition(of date: Date) -> RangePosition {
        guard let departure else { return .none }
        let isStart = calendar.isDate(date, inSameDayAs: departure)
        guard let returnDate else { return isStart ? .single : .none }
        if isStart { return .start }
        if calendar.isDate(date, inSameDayAs: returnDate) { return .end }
        return (departure...returnDate).contains(date) ? .inside : .none
    }

    private func fetch() async {
        do {
            let fareCalendar = try await service.fetchFareCalendar(for: route)
            state = .loaded(fareCalendar)
            if visibleMonthID == nil || !fareCalendar.months.contains(where: { $0.id == visibleMonthID }) {
                visibleMonthID = fareCalendar.months.first?.id
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

struct TravelBookingScreen: View {
    let route: TravelRoute
    var onContinue: (_ departure: Date, _ returnDate: Date) -> Void = { _, _ in }

    @Environment(\.fareCalendarService) private var fareCalendarService

    var body: some View {
        TravelBookingContent(route: route, service: fareCalendarService, onContinue: onContinue)
    }
}

private struct TravelBookingContent: View {
    @State private var viewModel: TravelBookingViewModel
    let onContinue: (Date, Date) -> Void

    init(route: TravelRoute, service: any FareCalendarService, onContinue: @escaping (Date, Date) -> Void) {
        _viewModel = State(initialValue: TravelBookingViewModel(route: route, service: service))
        self.onContinue = onContinue
    }

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView("travel_loading_fares")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .loaded(let fareCalendar) where fareCalendar.months.isEmpty:
                ContentUnavailableView(
                    "travel_no_flights_title",
                    systemImage: "airplane.circle",
                    description: Text("travel_no_flights_message")
                )
            case .loaded(let fareCalendar):
                loadedView(fareCalendar)
            case .failed(let error):
                ContentUnavailableView {
                    Label("travel_fares_error_title", systemImage: "exclamationmark.icloud")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("common_retry") {
                        Task { await viewModel.load() }
                    }
                }
            }
        }
        .navigationTitle(Text("travel_select_dates_title"))
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }

    private func loadedView(_ fareCalendar: FareCalendar) -> some View {
        ScrollView {
            VStack(spacing: Spacing.m) {
                RouteHeader(route: viewModel.route)

                MonthPager(
                    months: fareCalendar.months,
                    currencyCode: fareCalendar.currencyCode,
                    visibleMonthID: $viewModel.visibleMonthID,
                    rangePosition: { viewModel.rangePosition(of: $0) },
                    onSelect: { viewModel.select($0) }
                )
            }
            .padding(.vertical, Spacing.m)
        }
        .refreshable { await viewModel.refresh() }
        .safeAreaInset(edge: .bottom) {
            BookingSummaryBar(
                departure: viewModel.departure,
                returnDate: viewModel.returnDate,
                nights: viewModel.nights,
                canContinue: viewModel.canContinue,
                onClear: { viewModel.clearSelection() },
                onContinue: {
                    guard let departure = viewModel.departure, let returnDate = viewModel.returnDate else { return }
                    onContinue(departure, returnDate)
                }
            )
        }
    }
}

// MARK: - Header

private struct RouteHeader: View {
    let route: TravelRoute

    var body: some View {
        HStack(spacing: Spacing.s) {
            Text(verbatim: route.origin)
            Image(systemName: "arrow.left.arrow.right")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            Text(verbatim: route.destination)
        }
        .font(.headline)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("travel_route_a11y \(route.origin) \(route.destination)"))
    }
}

// MARK: - Month pager

private struct MonthPager: View {
    let months: [FareMonth]
    let currencyCode: String
    @Binding var visibleMonthID: FareMonth.ID?
    let rangePosition: (Date) -> TravelBookingViewModel.RangePosition
    let onSelect: (FareDay) -> Void

    @State private var isPaging = false

    private var visibleIndex: Int {
        months.firstIndex { $0.id == visibleMonthID } ?? 0
    }

    var body: some View {
        VStack(spacing: Spacing.s) {
            monthHeader
                .padding(.horizontal, Spacing.m)

            WeekdayHeader()
                .padding(.horizontal, Spacing.m)

            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 0) {
                    ForEach(months) { month in
                        MonthGrid(
                            month: month,
                            currencyCode: currencyCode,
                            rangePosition: rangePosition,
                            onSelect: onSelect
                        )
                        .padding(.horizontal, Spacing.m)
                        .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $visibleMonthID)
            .scrollIndicators(.hidden)
            .modifier(PagingPhaseObserver(isPaging: $isPaging))
            .sensoryFeedback(.impact(weight: .light), trigger: visibleMonthID)
            .accessibilityScrollAction { edge in
                switch edge {
                case .leading: goToMonth(offset: -1)
                case .trailing: goToMonth(offset: 1)
                default: break
                }
            }
        }
    }

    @ViewBuilder
    private var monthHeader: some View {
        HStack {
            Button {
                goToMonth(offset: -1)
            } label: {
                Image(systemName: "chevron.left")
                    .frame(minWidth: 44, minHeight: 44)
            }
            .disabled(visibleIndex == 0)
            .accessibilityLabel(Text("travel_previous_month"))

            Spacer()

            if months.indices.contains(visibleIndex) {
                Text(months[visibleIndex].firstDay, format: .dateTime.month(.wide).year())
                    .font(.monthTitle)
                    .contentTransition(.opacity)
                    .opacity(isPaging ? 0.5 : 1)
                    .accessibilityAddTraits(.isHeader)
            }

            Spacer()

            Button {
                goToMonth(offset: 1)
            } label: {
                Image(systemName: "chevron.right")
                    .frame(minWidth: 44, minHeight: 44)
            }
            .disabled(visibleIndex >= months.count - 1)
            .accessibilityLabel(Text("travel_next_month"))
        }
        .animation(.easeInOut(duration: 0.2), value: isPaging)
    }

    private func goToMonth(offset: Int) {
        let target = visibleIndex + offset
        guard months.indices.contains(target) else { return }
        withAnimation(.snappy) {
            visibleMonthID = months[target].id
        }
    }
}

private struct WeekdayHeader: View {
    @Environment(\.calendar) private var calendar

    /// Weekday symbols rotated so the locale's first weekday comes first.
    private var symbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(symbols.enumerated()), id: \.offset) { _, symbol in
                Text(verbatim: symbol)
                    .font(.weekdaySymbol)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            }
        }
        .accessibilityHidden(true)
    }
}

private enum CalendarCell: Identifiable {
    case blank(index: Int)
    case day(FareDay)

    var id: String {
        switch self {
        case .blank(let index): "blank-\(index)"
        case .day(let day): day.id
        }
    }

    /// Always 6 rows × 7 columns so every page has the same height.
    static func cells(for month: FareMonth, calendar: Calendar) -> [CalendarCell] {
        let weekday = calendar.component(.weekday, from: month.firstDay)
        let leading = (weekday - calendar.firstWeekday + 7) % 7

        var cells: [CalendarCell] = (0..<leading).map { CalendarCell.blank(index: $0) }
        cells += month.days.map { CalendarCell.day($0) }
        let trailing = max(0, 42 - cells.count)
        cells += (0..<trailing).map { CalendarCell.blank(index: leading + month.days.count + $0) }
        return cells
    }
}

private struct MonthGrid: View {
    let month: FareMonth
    let currencyCode: String
    let rangePosition: (Date) -> TravelBookingViewModel.RangePosition
    let onSelect: (FareDay) -> Void

    @Environment(\.calendar) private var calendar
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .body) private var cellHeight: CGFloat = 52

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 7)

    var body: some View {
        let cheapest = month.cheapestFare

        LazyVGrid(columns: columns, spacing: Spacing.xs) {
            ForEach(CalendarCell.cells(for: month, calendar: calendar)) { cell in
                switch cell {
                case .blank:
                    Color.clear
                        .frame(height: cellHeight)
                        .accessibilityHidden(true)
                case .day(let day):
                    DayCell(
                        day: day,
                        dayNumber: calendar.component(.day, from: day.date),
                        currencyCode: currencyCode,
                        position: rangePosition(day.date),
                        isCheapest: day.lowestFare != nil && day.lowestFare == cheapest,
                        showsFare: !dynamicTypeSize.isAccessibilitySize,
                        height: cellHeight
                    ) {
                        onSelect(day)
                    }
                }
            }
        }
    }
}

private struct DayCell: View {
    let day: FareDay
    let dayNumber: Int
    let currencyCode: String
    let position: TravelBookingViewModel.RangePosition
    let isCheapest: Bool
    let showsFare: Bool
    let height: CGFloat
    let action: () -> Void

    private var isEndpoint: Bool {
        switch position {
        case .start, .end, .single: true
        case .none, .inside: false
        }
    }

    var body: some View {
        Button(action: action) {
            VStack(spacing: Spacing.xxs) {
                Text(dayNumber, format: .number)
                    .font(.dayNumber.weight(isEndpoint ? .bold : .regular))
                if showsFare, let fare = day.lowestFare {
                    Text(fare, format: .currency(code: currencyCode).precision(.fractionLength(0)))
                        .font(.dayFare)
                        .foregroundStyle(isEndpoint ? Color.white : (isCheapest ? Color.cheapFare : Color.secondary))
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                }
            }
            .frame(maxWidth: .infinity, minHeight: height)
            .foregroundStyle(isEndpoint ? Color.white : Color.primary)
            .background { background }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!day.isAvailable)
        .opacity(day.isAvailable ? 1 : 0.35)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(a11yLabel)
        .accessibilityAddTraits(isEndpoint ? [.isButton, .isSelected] : .isButton)
    }

    @ViewBuilder
    private var background: some View {
        switch position {
        case .start, .end, .single:
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(Color.brandPrimary)
                .padding(.horizontal, Spacing.xxs)
        case .inside:
            Rectangle()
                .fill(Color.rangeFill)
        case .none:
            EmptyView()
        }
    }

    private var a11yLabel: Text {
        let date = day.date.formatted(.dateTime.weekday(.wide).day().month(.wide))
        guard let fare = day.lowestFare, day.isAvailable else {
            return Text("travel_day_unavailable_a11y \(date)")
        }
        let price = fare.formatted(.currency(code: currencyCode))
        return Text("travel_day_fare_a11y \(date) \(price)")
    }
}

/// Dims the month title while the pager is moving (iOS 18 scroll phases).
private struct PagingPhaseObserver: ViewModifier {
    @Binding var isPaging: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18, *) {
            content.onScrollPhaseChange { _, newPhase in
                isPaging = newPhase.isScrolling
            }
        } else {
            content
        }
    }
}

// MARK: - Summary bar

private struct BookingSummaryBar: View {
    let departure: Date?
    let returnDate: Date?
    let nights: Int?
    let canContinue: Bool
    let onClear: () -> Void
    let onContinue: () -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: Spacing.m) {
                summary
                Spacer(minLength: Spacing.s)
                continueButton
            }
            VStack(alignment: .leading, spacing: Spacing.s) {
                summary
                continueButton
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(Spacing.m)
        .background(.bar)
    }

    @ViewBuilder
    private var summary: some View {
        VStack(alignment: .leading, spacing: Spacing.xxs) {
            HStack(spacing: Spacing.xs) {
                dateText(departure, placeholder: "travel_departure_placeholder")
                Text(verbatim: "–")
                    .accessibilityHidden(true)
                dateText(returnDate, placeholder: "travel_return_placeholder")
            }
            .font(.headline)

            if let nights {
                Text("travel_nights_count \(nights)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } else if departure != nil {
                Button("travel_clear_dates", action: onClear)
                    .font(.subheadline)
            }
        }
        .accessibilityElement(children: .combine)
    }

    private var continueButton: some View {
        Button(action: onContinue) {
            Text("travel_continue")
                .font(.headline)
                .padding(.horizontal, Spacing.l)
                .padding(.vertical, Spacing.s)
        }
        .buttonStyle(.borderedProminent)
        .tint(Color.brandPrimary)
        .disabled(!canContinue)
    }

    private func dateText(_ date: Date?, placeholder: LocalizedStringKey) -> Text {
        guard let date else {
            return Text(placeholder).foregroundStyle(.secondary)
        }
        return Text(date, format: .dateTime.day().month(.abbreviated))
    }
}

// MARK: - Mocks & previews

#if DEBUG
struct MockFareCalendarService: FareCalendarService {
    enum Scenario: Sendable {
        case fares
        case noFlights
        case loadingForever
    }

    var scenario: Scenario = .fares

    func fetchFareCalendar(for route: TravelRoute) async throws -> FareCalendar {
        switch scenario {
        case .fares:
            try await Task.sleep(for: .milliseconds(350))
            return .preview()
        case .noFlights:
            try await Task.sleep(for: .milliseconds(350))
            return FareCalendar(currencyCode: "EUR", months: [])
        case .loadingForever:
            try await Task.sleep(for: .seconds(3_600))
            return .preview()
        }
    }
}

extension FareCalendar {
    static func preview(monthCount: Int = 12, calendar: Calendar = .current) -> FareCalendar {
        let today = calendar.startOfDay(for: .now)
        let startOfThisMonth = calendar.dateInterval(of: .month, for: today)?.start ?? today

        let months: [FareMonth] = (0..<monthCount).compactMap { offset in
            guard
                let firstDay = calendar.date(byAdding: .month, value: offset, to: startOfThisMonth),
                let dayRange = calendar.range(of: .day, in: .month, for: firstDay)
            else { return nil }

            let days: [FareDay] = dayRange.compactMap { dayNumber in
                guard let date = calendar.date(byAdding: .day, value: dayNumber - 1, to: firstDay) else { return nil }
                let isAvailable = date >= today && dayNumber % 9 != 0
                let fare: Decimal? = isAvailable ? Decimal(79 + (dayNumber * 37 + offset * 11) % 180) : nil
                return FareDay(
                    id: date.formatted(.iso8601.year().month().day()),
                    date: date,
                    lowestFare: fare,
                    isAvailable: isAvailable
                )
            }

            return FareMonth(
                id: firstDay.formatted(.iso8601.year().month()),
                firstDay: firstDay,
                days: days
            )
        }

        return FareCalendar(currencyCode: "EUR", months: months)
    }
}

#Preview("Fare calendar") {
    NavigationStack {
        TravelBookingScreen(route: TravelRoute(origin: "LIS", destination: "JFK"))
    }
    .environment(\.fareCalendarService, MockFareCalendarService())
}

#Preview("Loading") {
    NavigationStack {
        TravelBookingScreen(route: TravelRoute(origin: "LIS", destination: "JFK"))
    }
    .environment(\.fareCalendarService, MockFareCalendarService(scenario: .loadingForever))
}

#Preview("No flights") {
    NavigationStack {
        TravelBookingScreen(route: TravelRoute(origin: "LIS", destination: "JFK"))
    }
    .environment(\.fareCalendarService, MockFareCalendarService(scenario: .noFlights))
}

#Preview("Accessibility size", traits: .portrait) {
    NavigationStack {
        TravelBookingScreen(route: TravelRoute(origin: "LIS", destination: "JFK"))
    }
    .environment(\.fareCalendarService, MockFareCalendarService())
    .dynamicTypeSize(.accessibility2)
}
#endif
