import SwiftUI

// MARK: - Model

struct ConcertTicket: Identifiable, Hashable {
    let id: String
    let artist: String
    let tour: String
    let venue: String
    let city: String
    let date: Date
    let section: String
    let row: String
    let seat: String
    let gate: String
    let colors: [Color]
    let symbol: String
}

extension ConcertTicket {
    private static func daysFromNow(_ days: Int, hour: Int = 20) -> Date {
        let calendar = Calendar.current
        let day = calendar.date(byAdding: .day, value: days, to: .now) ?? .now
        return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day) ?? day
    }

    static let samples: [ConcertTicket] = [
        ConcertTicket(
            id: "TKT-48213", artist: "Nova Lights", tour: "Afterglow World Tour",
            venue: "Olympiahalle", city: "Munich", date: daysFromNow(6),
            section: "A2", row: "14", seat: "22", gate: "West 3",
            colors: [.pink, .purple, .indigo], symbol: "sparkles"
        ),
        ConcertTicket(
            id: "TKT-91077", artist: "The Paper Boats", tour: "Low Tide Sessions",
            venue: "Paradiso", city: "Amsterdam", date: daysFromNow(19, hour: 21),
            section: "GA", row: "–", seat: "Standing", gate: "Main",
            colors: [.teal, .blue, Color(red: 0.05, green: 0.10, blue: 0.30)], symbol: "water.waves"
        ),
        ConcertTicket(
            id: "TKT-22840", artist: "Orquesta Solar", tour: "Live at the Amphitheatre",
            venue: "Teatro Romano", city: "Mérida", date: daysFromNow(41, hour: 22),
            section: "Cavea", row: "7", seat: "108", gate: "Puerta Sur",
            colors: [.orange, .red, Color(red: 0.30, green: 0.05, blue: 0.10)], symbol: "sun.max.fill"
        ),
        ConcertTicket(
            id: "TKT-66302", artist: "Kite & Kestrel", tour: "Open Skies",
            venue: "Roundhouse", city: "London", date: daysFromNow(63, hour: 19),
            section: "Circle", row: "C", seat: "31", gate: "Chalk Farm Rd",
            colors: [.mint, .green, Color(red: 0.05, green: 0.22, blue: 0.15)], symbol: "bird.fill"
        )
    ]
}

// MARK: - Fake QR

enum TicketQRPattern {
    /// Deterministic pseudo-random modules so a ticket always renders the same code.
    static func modules(for payload: String, size: Int) -> [Bool] {
        let offsetBasis: UInt64 = 14_695_981_039_346_656_037
        let prime: UInt64 = 1_099_511_628_211
        var state = payload.utf8.reduce(offsetBasis) { hash, byte in
            (hash ^ UInt64(byte)) &* prime
        }
        var result: [Bool] = []
        result.reserveCapacity(size * size)
        for _ in 0..<(size * size) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            result.append((state >> 33) & 1 == 1)
        }
        return result
    }

    static func isFinderArea(row: Int, column: Int, size: Int) -> Bool {
        let nearTop = row < 8
        let nearLeft = column < 8
        let nearRight = column >= size - 8
        let nearBottom = row >= size - 8
        return (nearTop && nearLeft) || (nearTop && nearRight) || (nearBottom && nearLeft)
    }
}

struct TicketQRCode: View {
    let payload: String
    private let size = 25

    var body: some View {
        let count = size
        let modules = TicketQRPattern.modules(for: payload, size: count)

        Canvas { context, canvasSize in
            let cell = min(canvasSize.width, canvasSize.height) / CGFloat(count)

            for row in 0..<count {
                for column in 0..<count where modules[row * count + column] {
                    guard !TicketQRPattern.isFinderArea(row: row, column: column, size: count) else { continue }
                    let rect = CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
                    context.fill(Path(rect), with: .color(.black))
                }
            }

            let finderOrigins = [
                CGPoint.zero,
                CGPoint(x: CGFloat(count - 7) * cell, y: 0),
                CGPoint(x: 0, y: CGFloat(count - 7) * cell)
            ]
            for origin in finderOrigins {
                let outer = CGRect(origin: origin, size: CGSize(width: cell * 7, height: cell * 7))
                context.fill(Path(roundedRect: outer, cornerRadius: cell * 1.5), with: .color(.black))
                context.fill(Path(roundedRect: outer.insetBy(dx: cell, dy: cell), cornerRadius: cell), with: .color(.white))
                context.fill(Path(roundedRect: outer.insetBy(dx: cell * 2, dy: cell * 2), cornerRadius: cell * 0.8), with: .color(.black))
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .padding(10)
        .background(.white, in: .rect(cornerRadius: 14, style: .continuous))
    }
}

// MARK: - Ticket card

struct ConcertTicketCard: View {
    let ticket: ConcertTicket
    let isQRRevealed: Bool
    let onToggleQR: () -> Void

    private let stubHeight: CGFloat = 250
    private let notchRadius: CGFloat = 16

    var body: some View {
        VStack(spacing: 0) {
            artwork
            perforation
            stub
        }
        .background {
            LinearGradient(colors: ticket.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        // Punch the two notches out of the card at the perforation line.
        .mask {
            ZStack {
                RoundedRectangle(cornerRadius: 28, style: .continuous)
                HStack {
                    Circle()
                        .frame(width: notchRadius * 2, height: notchRadius * 2)
                        .offset(x: -notchRadius)
                    Spacer()
                    Circle()
                        .frame(width: notchRadius * 2, height: notchRadius * 2)
                        .offset(x: notchRadius)
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.bottom, stubHeight - notchRadius)
                .blendMode(.destinationOut)
            }
            .compositingGroup()
        }
        .shadow(color: (ticket.colors.first ?? .black).opacity(0.45), radius: 24, x: 0, y: 16)
        .foregroundStyle(.white)
    }

    private var artwork: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label(ticket.city, systemImage: "mappin.and.ellipse")
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(.ultraThinMaterial, in: .capsule)
                Spacer()
                Text(ticket.date, style: .relative)
                    .font(.caption.weight(.semibold).monospacedDigit())
                    .opacity(0.85)
            }

            Spacer(minLength: 0)

            Image(systemName: ticket.symbol)
                .font(.system(size: 54, weight: .light))
                .symbolRenderingMode(.hierarchical)
                .phaseAnimator([0.0, 1.0]) { content, phase in
                    content
                        .scaleEffect(1 + phase * 0.06)
                        .opacity(0.75 + phase * 0.25)
                } animation: { _ in
                    .easeInOut(duration: 1.6)
                }

            Text(ticket.artist)
                .font(.system(size: 38, weight: .heavy, design: .rounded))
                .lineLimit(2)
                .minimumScaleFactor(0.6)
            Text(ticket.tour)
                .font(.headline)
                .opacity(0.85)

            HStack(spacing: 12) {
                Label {
                    Text(ticket.date, format: .dateTime.weekday(.abbreviated).day().month(.abbreviated))
                } icon: {
                    Image(systemName: "calendar")
                }
                Label {
                    Text(ticket.date, format: .dateTime.hour().minute())
                } icon: {
                    Image(systemName: "clock")
                }
            }
            .font(.subheadline.weight(.medium))
            .padding(.top, 4)

            Text(ticket.venue)
                .font(.subheadline)
                .opacity(0.8)
        }
        .padding(22)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }

    private var perforation: some View {
        Line()
            .stroke(.white.opacity(0.5), style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [2, 8]))
            .frame(height: 2)
            .padding(.horizontal, notchRadius + 8)
    }

    private var stub: some View {
        HStack(alignment: .center, spacing: 18) {
            Grid(alignment: .leading, horizontalSpacing: 18, verticalSpacing: 12) {
                GridRow {
                    stubField("Section", ticket.section)
                    stubField("Row", ticket.row)
                }
                GridRow {
                    stubField("Seat", ticket.seat)
                    stubField("Gate", ticket.gate)
                }
            }

            Spacer(minLength: 0)

            Button(action: onToggleQR) {
                TicketQRCode(payload: ticket.id)
                    .frame(width: 124, height: 124)
                    .blur(radius: isQRRevealed ? 0 : 7)
                    .overlay {
                        if !isQRRevealed {
                            VStack(spacing: 6) {
                                Image(systemName: "faceid")
                                    .font(.title)
                                Text("Tap to show")
                                    .font(.caption2.weight(.semibold))
                            }
                            .foregroundStyle(.black)
                            .transition(.opacity)
                        }
                    }
                    .animation(.smooth, value: isQRRevealed)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isQRRevealed ? "Hide entry code" : "Show entry code")
        }
        .padding(.horizontal, 22)
        .frame(height: stubHeight - 2)
        .background(.black.opacity(0.18))
    }

    private func stubField(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased())
                .font(.caption2.weight(.bold))
                .opacity(0.7)
            Text(value)
                .font(.title3.weight(.bold).monospacedDigit())
                .lineLimit(1)
                .minimumScaleFactor(0.7)
        }
    }

    private struct Line: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            return path
        }
    }
}

// MARK: - Date chip

struct ConcertDateChip: View {
    let ticket: ConcertTicket
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 2) {
            Text(ticket.date, format: .dateTime.month(.abbreviated))
                .font(.caption2.weight(.bold))
                .textCase(.uppercase)
                .opacity(0.7)
            Text(ticket.date, format: .dateTime.day())
                .font(.title3.weight(.bold).monospacedDigit())
        }
        .frame(width: 56, height: 60)
        .foregroundStyle(isSelected ? Color.black : Color.white)
        .background {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(isSelected ? AnyShapeStyle(Color.white) : AnyShapeStyle(.ultraThinMaterial))
        }
        .scaleEffect(isSelected ? 1 : 0.92)
        .animation(.snappy, value: isSelected)
    }
}

// MARK: - Wallet

struct ConcertTicketsWalletView: View {
    let tickets: [ConcertTicket]

    @State private var currentID: ConcertTicket.ID?
    @State private var revealedIDs: Set<ConcertTicket.ID> = []

    init(tickets: [ConcertTicket] = ConcertTicket.samples) {
        self.tickets = tickets
        _currentID = State(initialValue: tickets.first?.id)
    }

    private var currentTicket: ConcertTicket? {
        tickets.first { $0.id == currentID }
    }

    private var currentIndex: Int {
        tickets.firstIndex { $0.id == currentID } ?? 0
    }

    var body: some View {
        ZStack {
            backdrop
                .ignoresSafeArea()

            VStack(spacing: 14) {
                header
                dateStrip
                ticketPager
            }
        }
        .preferredColorScheme(.dark)
        .sensoryFeedback(.impact(weight: .light), trigger: currentID)
        .sensoryFeedback(.success, trigger: revealedIDs.count)
    }

    // MARK: Backdrop

    private var backdrop: some View {
        let colors = currentTicket?.colors ?? [.black]
        return ZStack {
            Color.black
            LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                .opacity(0.45)
                .blur(radius: 60)
        }
        .animation(.easeInOut(duration: 0.5), value: currentID)
    }

    // MARK: Header

    private var header: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Tickets")
                    .font(.largeTitle.bold())
                Text("\(tickets.count) upcoming shows")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(currentIndex + 1)/\(tickets.count)")
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText(value: Double(currentIndex)))
                .animation(.snappy, value: currentIndex)
        }
        .padding(.horizontal, 20)
        .padding(.top, 8)
    }

    // MARK: Date strip

    private var dateStrip: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(tickets) { ticket in
                    Button {
                        withAnimation(.snappy) {
                            currentID = ticket.id
                        }
                    } label: {
                        ConcertDateChip(ticket: ticket, isSelected: ticket.id == currentID)
                    }
                    .buttonStyle(.plain)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollIndicators(.never)
        .scrollClipDisabled()
        .frame(height: 64)
    }

    // MARK: Pager

    private var ticketPager: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(tickets) { ticket in
                    ConcertTicketCard(
                        ticket: ticket,
                        isQRRevealed: revealedIDs.contains(ticket.id),
                        onToggleQR: { toggleQR(for: ticket) }
                    )
                    .padding(.horizontal, 20)
                    .padding(.vertical, 14)
                    // Every card is exactly one container height, so `.paging` lands on cards.
                    .containerRelativeFrame(.vertical)
                    .scrollTransition(.interactive, axis: .vertical) { content, phase in
                        content
                            .rotation3DEffect(.degrees(phase.value * 20), axis: (x: 1, y: 0, z: 0), perspective: 0.6)
                            .scaleEffect(phase.isIdentity ? 1 : 0.9)
                            .opacity(phase.isIdentity ? 1 : 0.4)
                            .offset(y: phase.value * -40)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentID)
        .scrollIndicators(.never)
        .overlay(alignment: .trailing) {
            VStack(spacing: 6) {
                ForEach(tickets) { ticket in
                    Circle()
                        .fill(ticket.id == currentID ? Color.white : Color.white.opacity(0.3))
                        .frame(width: 6, height: 6)
                        .scaleEffect(ticket.id == currentID ? 1.3 : 1)
                }
            }
            .padding(.trailing, 6)
            .animation(.snappy, value: currentID)
        }
    }

    private func toggleQR(for ticket: ConcertTicket) {
        if revealedIDs.contains(ticket.id) {
            revealedIDs.remove(ticket.id)
        } else {
            revealedIDs.insert(ticket.id)
        }
    }
}

// MARK: - Previews

#Preview("Wallet") {
    ConcertTicketsWalletView()
}

#Preview("Ticket card") {
    @Previewable @State var revealed = false
    ConcertTicketCard(
        ticket: ConcertTicket.samples[0],
        isQRRevealed: revealed,
        onToggleQR: { revealed.toggle() }
    )
    .frame(height: 620)
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.black)
}

#Preview("QR code", traits: .sizeThatFitsLayout) {
    TicketQRCode(payload: "TKT-48213")
        .frame(width: 180, height: 180)
        .padding()
}
