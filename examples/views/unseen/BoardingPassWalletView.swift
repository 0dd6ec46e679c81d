//
//  BoardingPassWalletView.swift
//  SkyHop
//
//  Created by Elena Petrova on 8/16/21.
//
//  Wallet-style list of boarding passes. The stacked layout is the original
//  iOS 14 design; the "Cards" layout is a horizontal pager added in 2023 once
//  we could rely on iOS 17's scroll target behaviors.
//

import SwiftUI

// MARK: - Models

struct BoardingPass: Identifiable, Hashable {
    struct Airport: Hashable {
        let code: String
        let city: String
    }

    enum Cabin: String {
        case economy = "Economy"
        case premium = "Premium Economy"
        case business = "Business"
    }

    let id: String
    let airline: String
    let flightNumber: String
    let passenger: String
    let origin: Airport
    let destination: Airport
    let departure: Date
    let boardingTime: Date
    let gate: String
    let seat: String
    let group: String
    let cabin: Cabin
    let brandColor: Color
    let confirmationCode: String

    var route: String { "\(origin.code) → \(destination.code)" }
}

extension BoardingPass {
    static let samples: [BoardingPass] = {
        let now = Date()
        func hours(_ h: Double) -> Date { now.addingTimeInterval(h * 3600) }
        return [
            BoardingPass(id: "KX4T2P-1", airline: "Northwind Air", flightNumber: "NW 218", passenger: "ELENA PETROVA",
                         origin: .init(code: "SFO", city: "San Francisco"), destination: .init(code: "SEA", city: "Seattle"),
                         departure: hours(2.5), boardingTime: hours(2), gate: "B12", seat: "14C", group: "3",
                         cabin: .economy, brandColor: .blue, confirmationCode: "KX4T2P"),
            BoardingPass(id: "KX4T2P-2", airline: "Northwind Air", flightNumber: "NW 1044", passenger: "ELENA PETROVA",
                         origin: .init(code: "SEA", city: "Seattle"), destination: .init(code: "ANC", city: "Anchorage"),
                         departure: hours(6), boardingTime: hours(5.5), gate: "N4", seat: "7A", group: "2",
                         cabin: .premium, brandColor: .indigo, confirmationCode: "KX4T2P"),
            BoardingPass(id: "Q9LM0D-1", airline: "Coral Airways", flightNumber: "CR 77", passenger: "ELENA PETROVA",
                         origin: .init(code: "LAX", city: "Los Angeles"), destination: .init(code: "HNL", city: "Honolulu"),
                         departure: hours(72), boardingTime: hours(71.4), gate: "TBA", seat: "2D", group: "1",
                         cabin: .business, brandColor: .teal, confirmationCode: "Q9LM0D"),
            BoardingPass(id: "ZZ81RK-1", airline: "Alpine Express", flightNumber: "AX 509", passenger: "ELENA PETROVA",
                         origin: .init(code: "DEN", city: "Denver"), destination: .init(code: "BOS", city: "Boston"),
                         departure: hours(150), boardingTime: hours(149.5), gate: "TBA", seat: "22F", group: "5",
                         cabin: .economy, brandColor: .orange, confirmationCode: "ZZ81RK")
        ]
    }()
}

// MARK: - Store

final class WalletStore: ObservableObject {
    enum PassSort: String, CaseIterable, Identifiable {
        case departure = "Departure"
        case airline = "Airline"

        var id: Self { self }
    }

    @Published var passes: [BoardingPass]
    @Published var sort: PassSort = .departure

    init(passes: [BoardingPass] = BoardingPass.samples) {
        self.passes = passes
    }

    var sortedPasses: [BoardingPass] {
        switch sort {
        case .departure:
            return passes.sorted { $0.departure < $1.departure }
        case .airline:
            return passes.sorted { ($0.airline, $0.departure) < ($1.airline, $1.departure) }
        }
    }

    func remove(_ pass: BoardingPass) {
        passes.removeAll { $0.id == pass.id }
    }
}

// MARK: - Wallet

struct BoardingPassWalletView: View {
    enum WalletLayout: String, CaseIterable, Identifiable {
        case stack = "Stack"
        case cards = "Cards"

        var id: Self { self }
    }

    @EnvironmentObject private var wallet: WalletStore
    @Namespace private var cardNamespace
    @State private var layout: WalletLayout = .stack
    @State private var focusedPassID: BoardingPass.ID?
    @State private var detailPass: BoardingPass?
    @State private var passToRemove: BoardingPass?

    private let stackOverlap: CGFloat = 150

    var body: some View {
        NavigationStack {
            Group {
                if wallet.passes.isEmpty {
                    ContentUnavailableView("No Boarding Passes",
                                           systemImage: "airplane.circle",
                                           description: Text("Passes you add from your trips will show up here."))
                } else if layout == .stack {
                    stackedPasses
                } else {
                    pagedPasses
                }
            }
            .animation(.spring(response: 0.5, dampingFraction: 0.86), value: layout)
            .navigationTitle("Boarding Passes")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Picker("Layout", selection: $layout) {
                        ForEach(WalletLayout.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 140)

                    Menu {
                        Picker("Sort by", selection: $wallet.sort) {
                            ForEach(WalletStore.PassSort.allCases) { sort in
                                Text(sort.rawValue).tag(sort)
                            }
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down.circle")
                            .symbolRenderingMode(.hierarchical)
                    }
                }
            }
            .sheet(item: $detailPass) { pass in
                BoardingPassDetailSheet(pass: pass)
            }
            .confirmationDialog("Remove this boarding pass?",
                                isPresented: isRemoveDialogPresented,
                                titleVisibility: .visible,
                                presenting: passToRemove) { pass in
                Button("Remove \(pass.flightNumber)", role: .destructive) {
                    withAnimation { wallet.remove(pass) }
                }
            } message: { pass in
                Text("You can re-add it from the \(pass.airline) trip with confirmation **\(pass.confirmationCode)**.")
            }
        }
    }

    private var isRemoveDialogPresented: Binding<Bool> {
        Binding(
            get: { passToRemove != nil },
            set: { if !$0 { passToRemove = nil } }
        )
    }

    // MARK: Stacked layout

    private var stackedPasses: some View {
        ScrollView {
            VStack(spacing: -stackOverlap) {
                ForEach(Array(wallet.sortedPasses.enumerated()), id: \.element.id) { index, pass in
                    BoardingPassCard(pass: pass, isCompact: true)
                        .matchedGeometryEffect(id: pass.id, in: cardNamespace)
                        .zIndex(Double(index))
                        .onTapGesture {
                            focusedPassID = pass.id
                            layout = .cards
                        }
                        .contextMenu {
                            Button {
                                detailPass = pass
                            } label: {
                                Label("Show details", systemImage: "info.circle")
                            }
                            Button(role: .destructive) {
                                passToRemove = pass
                            } label: {
                                Label("Remove", systemImage: "trash")
                            }
                        }
                }
            }
            .padding()
            .padding(.bottom, stackOverlap / 2)
        }
    }

    // MARK: Pager layout

    private var pagedPasses: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(wallet.sortedPasses) { pass in
                        BoardingPassCard(pass: pass, isCompact: false)
                            .matchedGeometryEffect(id: pass.id, in: cardNamespace)
                            .padding(.horizontal, 20)
                            .containerRelativeFrame(.horizontal)
                            .onTapGesture { detailPass = pass }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $focusedPassID)
            .onAppear {
                if focusedPassID == nil {
                    focusedPassID = wallet.sortedPasses.first?.id
                }
            }

            pageIndicator

            if let pass = wallet.passes.first(where: { $0.id == focusedPassID }) {
                boardingCountdown(for: pass)
            }

            Spacer(minLength: 0)
        }
        .padding(.top)
    }

    private var pageIndicator: some View {
        HStack(spacing: 8) {
            ForEach(wallet.sortedPasses) { pass in
                Capsule()
                    .fill(pass.id == focusedPassID ? pass.brandColor : Color.secondary.opacity(0.3))
                    .frame(width: pass.id == focusedPassID ? 20 : 8, height: 8)
            }
        }
        .animation(.easeInOut(duration: 0.2), value: focusedPassID)
    }

    @ViewBuilder
    private func boardingCountdown(for pass: BoardingPass) -> some View {
        if pass.boardingTime > Date() {
            (Text("Boarding ") + Text(pass.boardingTime, style: .relative).bold())
                .font(.subheadline)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        } else {
            Label("Boarding now", systemImage: "figure.walk.departure")
                .font(.subheadline.bold())
                .foregroundStyle(.green)
        }
    }
}

// MARK: - Card

struct BoardingPassCard: View {
    let pass: BoardingPass
    let isCompact: Bool

    private var cardHeight: CGFloat { isCompact ? 220 : 460 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
                .padding(16)
                .background(pass.brandColor)
                .foregroundStyle(.white)

            VStack(alignment: .leading, spacing: 14) {
                routeRow
                detailsRow
                if !isCompact {
                    DashedDivider()
                        .stroke(style: StrokeStyle(lineWidth: 1, dash: [5, 4]))
                        .foregroundStyle(.secondary)
                        .frame(height: 1)
                    barcode
                }
            }
            .padding(16)

            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity)
        .frame(height: cardHeight)
        .background(Color(.systemBackground))
        .clipShape(TicketShape(notchRadius: 12, notchPosition: isCompact ? 0.7 : 0.62))
        .shadow(color: .black.opacity(0.18), radius: 12, y: 6)
    }

    private var header: some View {
        HStack {
            Image(systemName: "airplane")
                .imageScale(.large)
            Text(pass.airline)
                .font(.headline)
            Spacer(minLength: 8)
            VStack(alignment: .trailing, spacing: 0) {
                Text("FLIGHT").font(.caption2).opacity(0.8)
                Text(pass.flightNumber).font(.subheadline.bold())
            }
        }
    }

    private var routeRow: some View {
        HStack(alignment: .center) {
            airportColumn(pass.origin, alignment: .leading)
            Spacer(minLength: 8)
            Image(systemName: "airplane")
                .font(.title3)
                .foregroundStyle(pass.brandColor)
            Spacer(minLength: 8)
            airportColumn(pass.destination, alignment: .trailing)
        }
    }

    private func airportColumn(_ airport: BoardingPass.Airport, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(airport.code)
                .font(.system(size: 36, weight: .bold, design: .rounded))
            Text(airport.city)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private var detailsRow: some View {
        HStack {
            detail("DEPARTS") { Text(pass.departure, style: .time) }
            Spacer(minLength: 4)
            detail("GATE") { Text(pass.gate) }
            Spacer(minLength: 4)
            detail("SEAT") { Text(pass.seat) }
            Spacer(minLength: 4)
            detail("GROUP") { Text(pass.group) }
        }
        .monospacedDigit()
    }

    @ViewBuilder
    private func detail<Content: View>(_ title: String, @ViewBuilder value: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
            value()
                .font(.headline)
        }
    }

    private var barcode: some View {
        VStack(spacing: 8) {
            Image(systemName: "qrcode")
                .resizable()
                .interpolation(.none)
                .scaledToFit()
                .frame(width: 140, height: 140)
            Text(pass.passenger)
                .font(.caption.weight(.semibold))
            Text(pass.cabin.rawValue.uppercased() + " · " + pass.confirmationCode)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

// MARK: - Shapes

/// A rounded ticket with semicircular notches cut out of both sides.
struct TicketShape: Shape {
    var notchRadius: CGFloat
    /// 0...1, vertical position of the notches.
    var notchPosition: CGFloat
    var cornerRadius: CGFloat = 18

    func path(in rect: CGRect) -> Path {
        let notchY = rect.minY + rect.height * notchPosition
        var path = Path()

        path.move(to: CGPoint(x: rect.minX + cornerRadius, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY + cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: notchY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: notchY),
                    radius: notchRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - cornerRadius))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.maxY - cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY - cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: notchY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: notchY),
                    radius: notchRadius, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + cornerRadius))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.minY + cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct DashedDivider: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

// MARK: - Detail sheet

struct BoardingPassDetailSheet: View {
    let pass: BoardingPass
    @Environment(\.dismiss) private var dismiss

    private var flightStatusURL: URL {
        let flight = pass.flightNumber.filter { !$0.isWhitespace }
        return URL(string: "https://example.com/flights/\(flight)") ?? URL(string: "https://example.com/flights")!
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    BoardingPassCard(pass: pass, isCompact: false)

                    VStack(alignment: .leading, spacing: 12) {
                        LabeledContent("Passenger", value: pass.passenger)
                        LabeledContent("Cabin", value: pass.cabin.rawValue)
                        LabeledContent("Confirmation", value: pass.confirmationCode)
                        LabeledContent("Boarding") {
                            Text(pass.boardingTime, format: .dateTime.weekday().hour().minute())
                        }
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                    Link(destination: flightStatusURL) {
                        Label("Flight status", systemImage: "antenna.radiowaves.left.and.right")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle(pass.route)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(item: "\(pass.airline) \(pass.flightNumber) \(pass.route), seat \(pass.seat). Confirmation \(pass.confirmationCode).")
                }
            }
        }
    }
}

// MARK: - Previews

#if DEBUG
struct BoardingPassWalletView_Previews: PreviewProvider {
    static var previews: some View {
        BoardingPassWalletView()
            .environmentObject(WalletStore())

        BoardingPassWalletView()
            .environmentObject(WalletStore(passes: []))
            .previewDisplayName("Empty")
    }
}
#endif

#Preview("Card") {
    VStack(spacing: 24) {
        BoardingPassCard(pass: BoardingPass.samples[0], isCompact: true)
        BoardingPassCard(pass: BoardingPass.samples[2], isCompact: false)
    }
    .padding()
}
