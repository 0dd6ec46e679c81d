//
//  ListingDetailView.swift
//  Homestead
//
//  Created by Daniel Okafor on 2/3/22.
//
//  Listing detail: photo pager, key facts, mortgage estimate, location preview
//  and similar homes. The map is a lightweight placeholder until we ship
//  MapKit for SwiftUI on this screen (see HS-1142).
//

import SwiftUI

// MARK: - Models

struct ListingPhoto: Identifiable, Hashable {
    let id: Int
    let caption: String
    let symbolName: String
    let tint: Color
}

struct ListingAgent: Hashable {
    let name: String
    let brokerage: String
    let phone: String
    let email: String
}

struct ListingFact: Identifiable, Hashable {
    let id: String
    let value: String
    let symbolName: String
}

struct PropertyListing: Identifiable, Hashable {
    let id: UUID
    let address: String
    let city: String
    let price: Double
    let beds: Int
    let baths: Double
    let squareFeet: Int
    let yearBuilt: Int
    let lotAcres: Double
    let hoaMonthly: Double?
    let summary: String
    let photos: [ListingPhoto]
    let agent: ListingAgent
    let neighborhood: String
    let listingURL: URL

    var facts: [ListingFact] {
        var facts = [
            ListingFact(id: "Beds", value: "\(beds)", symbolName: "bed.double.fill"),
            ListingFact(id: "Baths", value: baths.formatted(.number.precision(.fractionLength(0...1))), symbolName: "shower.fill"),
            ListingFact(id: "Sq Ft", value: squareFeet.formatted(), symbolName: "square.dashed"),
            ListingFact(id: "Built", value: String(yearBuilt), symbolName: "hammer.fill"),
            ListingFact(id: "Lot", value: "\(lotAcres.formatted(.number.precision(.fractionLength(2)))) ac", symbolName: "leaf.fill"),
            ListingFact(id: "$/Sq Ft", value: (price / Double(max(squareFeet, 1))).formatted(.currency(code: "USD").precision(.fractionLength(0))), symbolName: "dollarsign.circle.fill")
        ]
        if let hoaMonthly {
            facts.append(ListingFact(id: "HOA", value: hoaMonthly.formatted(.currency(code: "USD").precision(.fractionLength(0))), symbolName: "building.2.fill"))
        }
        return facts
    }
}

extension PropertyListing {
    static let sample = PropertyListing(
        id: UUID(),
        address: "1428 Alder Creek Lane",
        city: "Portland, OR 97214",
        price: 865_000,
        beds: 4,
        baths: 2.5,
        squareFeet: 2_340,
        yearBuilt: 1926,
        lotAcres: 0.14,
        hoaMonthly: nil,
        summary: "Light-filled **1920s craftsman** on a tree-lined street, fully updated with a chef's kitchen, original built-ins and a detached studio. Walk to cafés, parks and the *Hawthorne* shops.",
        photos: [
            ListingPhoto(id: 0, caption: "Front exterior", symbolName: "house.fill", tint: .teal),
            ListingPhoto(id: 1, caption: "Living room", symbolName: "sofa.fill", tint: .orange),
            ListingPhoto(id: 2, caption: "Kitchen", symbolName: "refrigerator.fill", tint: .blue),
            ListingPhoto(id: 3, caption: "Primary bedroom", symbolName: "bed.double.fill", tint: .purple),
            ListingPhoto(id: 4, caption: "Bathroom", symbolName: "bathtub.fill", tint: .cyan),
            ListingPhoto(id: 5, caption: "Backyard studio", symbolName: "tree.fill", tint: .green)
        ],
        agent: ListingAgent(name: "Maya Chen", brokerage: "Northwest Realty Group", phone: "(503) 555-0142", email: "maya@example.com"),
        neighborhood: "Sunnyside",
        listingURL: URL(string: "https://example.com/listings/1428-alder-creek")!
    )

    static let similar: [PropertyListing] = [
        PropertyListing(id: UUID(), address: "3310 SE Salmon St", city: "Portland, OR 97214", price: 799_000, beds: 3, baths: 2, squareFeet: 1_980, yearBuilt: 1912, lotAcres: 0.11, hoaMonthly: nil, summary: "", photos: [ListingPhoto(id: 0, caption: "", symbolName: "house.fill", tint: .indigo)], agent: sample.agent, neighborhood: "Sunnyside", listingURL: URL(string: "https://example.com/listings/3310-se-salmon")!),
        PropertyListing(id: UUID(), address: "1122 SE 36th Ave", city: "Portland, OR 97214", price: 925_000, beds: 4, baths: 3, squareFeet: 2_600, yearBuilt: 1931, lotAcres: 0.16, hoaMonthly: nil, summary: "", photos: [ListingPhoto(id: 0, caption: "", symbolName: "house.lodge.fill", tint: .brown)], agent: sample.agent, neighborhood: "Sunnyside", listingURL: URL(string: "https://example.com/listings/1122-se-36th")!),
        PropertyListing(id: UUID(), address: "845 SE Taylor St #4", city: "Portland, OR 97214", price: 529_000, beds: 2, baths: 2, squareFeet: 1_150, yearBuilt: 2018, lotAcres: 0.02, hoaMonthly: 380, summary: "", photos: [ListingPhoto(id: 0, caption: "", symbolName: "building.fill", tint: .gray)], agent: sample.agent, neighborhood: "Buckman", listingURL: URL(string: "https://example.com/listings/845-se-taylor")!),
        PropertyListing(id: UUID(), address: "2207 SE Yamhill St", city: "Portland, OR 97214", price: 1_050_000, beds: 5, baths: 3.5, squareFeet: 3_100, yearBuilt: 1908, lotAcres: 0.2, hoaMonthly: nil, summary: "", photos: [ListingPhoto(id: 0, caption: "", symbolName: "house.and.flag.fill", tint: .red)], agent: sample.agent, neighborhood: "Buckman", listingURL: URL(string: "https://example.com/listings/2207-se-yamhill")!)
    ]
}

// MARK: - View Model

final class ListingDetailViewModel: ObservableObject {
    enum DownPayment: Double, CaseIterable, Identifiable {
        case ten = 0.10
        case twenty = 0.20
        case thirty = 0.30

        var id: Self { self }
        var label: String { "\(Int(rawValue * 100))%" }
    }

    let listing: PropertyListing
    @Published var isSaved = false
    @Published var downPayment: DownPayment = .twenty
    @Published var interestRate: Double = 0.0675

    init(listing: PropertyListing) {
        self.listing = listing
    }

    /// Principal & interest only, 30-year fixed.
    var monthlyPayment: Double {
        let principal = listing.price * (1 - downPayment.rawValue)
        let monthlyRate = interestRate / 12
        let months = 360.0
        guard monthlyRate > 0 else { return principal / months }
        return principal * monthlyRate / (1 - pow(1 + monthlyRate, -months))
    }
}

// MARK: - Scroll offset

struct ListingScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

// MARK: - Main View

struct ListingDetailView: View {
    let listing: PropertyListing

    @StateObject private var viewModel: ListingDetailViewModel
    @State private var currentPhotoID: ListingPhoto.ID?
    @State private var scrollOffset: CGFloat = 0
    @State private var showContactOptions = false
    @State private var expandedPhoto: ListingPhoto?
    @Environment(\.openURL) private var openURL

    private let photoHeight: CGFloat = 320

    init(listing: PropertyListing) {
        self.listing = listing
        _viewModel = StateObject(wrappedValue: ListingDetailViewModel(listing: listing))
        _currentPhotoID = State(initialValue: listing.photos.first?.id)
    }

    private var currentPhotoIndex: Int {
        listing.photos.firstIndex(where: { $0.id == currentPhotoID }) ?? 0
    }

    private var isHeaderCollapsed: Bool {
        scrollOffset < -(photoHeight - 100)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                photoPager
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: ListingScrollOffsetKey.self,
                                                   value: proxy.frame(in: .named("listingScroll")).minY)
                        }
                    }

                VStack(alignment: .leading, spacing: 24) {
                    header
                    factsGrid
                    Divider()
                    Text(LocalizedStringKey(listing.summary))
                        .font(.body)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    mortgageSection
                    mapPlaceholder
                    similarHomes
                }
                .padding()
            }
        }
        .coordinateSpace(name: "listingScroll")
        .onPreferenceChange(ListingScrollOffsetKey.self) { value in
            scrollOffset = value
        }
        .ignoresSafeArea(edges: .top)
        .navigationTitle(isHeaderCollapsed ? listing.address : "")
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(isHeaderCollapsed ? .visible : .hidden, for: .navigationBar)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                        viewModel.isSaved.toggle()
                    }
                } label: {
                    Image(systemName: viewModel.isSaved ? "heart.fill" : "heart")
                        .foregroundStyle(viewModel.isSaved ? Color.red : Color.primary)
                        .symbolEffect(.bounce, value: viewModel.isSaved)
                }

                ShareLink(item: listing.listingURL,
                          subject: Text(listing.address),
                          message: Text("Check out this home in \(listing.neighborhood)"))

                Menu {
                    Button { } label: { Label("Hide listing", systemImage: "eye.slash") }
                    Button { } label: { Label("Report an issue", systemImage: "exclamationmark.bubble") }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            contactBar
        }
        .confirmationDialog("Contact \(listing.agent.name)", isPresented: $showContactOptions, titleVisibility: .visible) {
            Button("Call \(listing.agent.phone)") {
                let digits = listing.agent.phone.filter(\.isNumber)
                if let url = URL(string: "tel://\(digits)") { openURL(url) }
            }
            Button("Email") {
                if let url = URL(string: "mailto:\(listing.agent.email)") { openURL(url) }
            }
            Button("Schedule a tour") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text(listing.agent.brokerage)
        }
        .sheet(item: $expandedPhoto) { photo in
            ListingPhotoView(photo: photo, showsCaption: true)
                .ignoresSafeArea()
                .presentationDragIndicator(.visible)
        }
    }

    // MARK: Photo pager

    private var photoPager: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                ForEach(listing.photos) { photo in
                    ListingPhotoView(photo: photo, showsCaption: false)
                        .containerRelativeFrame(.horizontal)
                        .onTapGesture { expandedPhoto = photo }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentPhotoID)
        .frame(height: photoHeight)
        .overlay(alignment: .bottomTrailing) {
            Text("\(currentPhotoIndex + 1) / \(listing.photos.count)")
                .font(.caption.weight(.semibold))
                .monospacedDigit()
                .padding(.horizontal, 10)
                .padding(.vertical, 5)
                .background(.ultraThinMaterial, in: Capsule())
                .padding(12)
        }
        .overlay(alignment: .bottomLeading) {
            if let caption = listing.photos.first(where: { $0.id == currentPhotoID })?.caption {
                Text(caption)
                    .font(.caption.weight(.medium))
                    .foregroundStyle(.white)
                    .shadow(radius: 3)
                    .padding(12)
                    .id(caption)
                    .transition(.opacity)
            }
        }
        .animation(.easeInOut(duration: 0.2), value: currentPhotoID)
    }

    // MARK: Sections

    private var header: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(listing.price, format: .currency(code: "USD").precision(.fractionLength(0)))
                .font(.largeTitle.bold())
                .monospacedDigit()
            Text(listing.address)
                .font(.title3.weight(.semibold))
            Text(listing.city)
                .foregroundStyle(.secondary)
            specsLine
                .font(.subheadline)
                .padding(.top, 4)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var specsLine: Text {
        let beds = Text("\(listing.beds)").bold()
        let baths = Text(listing.baths, format: .number).bold()
        let area = Text(listing.squareFeet, format: .number).bold()
        return beds + Text(" bd  ·  ") + baths + Text(" ba  ·  ") + area + Text(" sq ft")
    }

    private var factsGrid: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: [GridItem(.fixed(56), spacing: 12), GridItem(.fixed(56))], spacing: 12) {
                ForEach(listing.facts) { fact in
                    HStack(spacing: 10) {
                        Image(systemName: fact.symbolName)
                            .symbolRenderingMode(.hierarchical)
                            .imageScale(.large)
                            .foregroundStyle(.tint)
                            .frame(width: 28)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(fact.value)
                                .font(.subheadline.bold())
                                .monospacedDigit()
                            Text(fact.id)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, 12)
                    .frame(width: 150, height: 56)
                    .listingTileBackground()
                }
            }
        }
        .scrollClipDisabled()
    }

    private var mortgageSection: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Estimated payment")
                .font(.title3.bold())

            Picker("Down payment", selection: $viewModel.downPayment) {
                ForEach(ListingDetailViewModel.DownPayment.allCases) { option in
                    Text(option.label).tag(option)
                }
            }
            .pickerStyle(.segmented)

            HStack(alignment: .firstTextBaseline) {
                Text(viewModel.monthlyPayment, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.title.bold())
                    .monospacedDigit()
                    .contentTransition(.numericText())
                Text("/ mo")
                    .foregroundStyle(.secondary)
                Spacer(minLength: 8)
                Text("at ") + Text(viewModel.interestRate, format: .percent.precision(.fractionLength(2))).bold()
            }
            .animation(.snappy, value: viewModel.downPayment)

            Text("Principal & interest on a 30-year fixed loan. Taxes and insurance not included.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .listingTileBackground()
    }

    private var mapPlaceholder: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Location")
                .font(.title3.bold())

            ZStack {
                Color.green.opacity(0.08)
                MapGridPattern(spacing: 22)
                    .stroke(Color.secondary.opacity(0.18), lineWidth: 1)
                Capsule()
                    .fill(Color.yellow.opacity(0.45))
                    .frame(height: 12)
                    .rotationEffect(.degrees(-18))
                    .padding(.horizontal, -40)
                Capsule()
                    .fill(Color.white.opacity(0.9))
                    .frame(width: 10)
                    .rotationEffect(.degrees(12))
                    .padding(.vertical, -30)
                    .offset(x: 60)
                Image(systemName: "mappin.circle.fill")
                    .font(.system(size: 40))
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .red)
                    .shadow(radius: 4)
            }
            .frame(height: 180)
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .overlay(alignment: .bottomLeading) {
                Label(listing.neighborhood, systemImage: "location.fill")
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(.thinMaterial, in: Capsule())
                    .padding(10)
            }

            Link(destination: mapsURL) {
                Label("Open in Maps", systemImage: "map")
                    .font(.subheadline.weight(.semibold))
            }
        }
    }

    private var similarHomes: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Similar homes nearby")
                .font(.title3.bold())

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(PropertyListing.similar) { home in
                        SimilarHomeCard(home: home)
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollClipDisabled()
        }
        .padding(.bottom, 16)
    }

    private var contactBar: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(listing.agent.name)
                    .font(.subheadline.bold())
                Text(listing.agent.brokerage)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 12)
            Button {
                showContactOptions = true
            } label: {
                Text("Contact agent")
                    .font(.headline)
                    .padding(.horizontal, 8)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(.bar)
    }

    private var mapsURL: URL {
        let query = "\(listing.address), \(listing.city)"
            .addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        return URL(string: "https://maps.apple.com/?q=\(query)") ?? URL(string: "https://maps.apple.com")!
    }
}

// MARK: - Subviews

struct ListingPhotoView: View {
    let photo: ListingPhoto
    let showsCaption: Bool

    var body: some View {
        ZStack {
            LinearGradient(colors: [photo.tint.opacity(0.85), photo.tint.opacity(0.45)],
                           startPoint: .topLeading,
                           endPoint: .bottomTrailing)
            Image(systemName: photo.symbolName)
                .font(.system(size: 88))
                .foregroundStyle(.white.opacity(0.85))
        }
        .overlay(alignment: .bottom) {
            if showsCaption {
                Text(photo.caption)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.bottom, 40)
            }
        }
        .clipped()
    }
}

struct SimilarHomeCard: View {
    let home: PropertyListing

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Group {
                if let photo = home.photos.first {
                    ListingPhotoView(photo: photo, showsCaption: false)
                } else {
                    Color.gray.opacity(0.2)
                }
            }
            .frame(height: 110)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))

            Text(home.price, format: .currency(code: "USD").precision(.fractionLength(0)))
                .font(.headline)
                .monospacedDigit()
            Text("\(home.beds) bd · \(home.baths.formatted()) ba · \(home.squareFeet.formatted()) sq ft")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
            Text(home.address)
                .font(.caption)
                .lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Faux street grid for the location placeholder.
struct MapGridPattern: Shape {
    var spacing: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard spacing > 0 else { return path }
        var x = rect.minX
        while x <= rect.maxX {
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
            x += spacing
        }
        var y = rect.minY
        while y <= rect.maxY {
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
            y += spacing
        }
        return path
    }
}

extension View {
    func listingTileBackground() -> some View {
        background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

// MARK: - Previews

#Preview {
    NavigationStack {
        ListingDetailView(listing: .sample)
    }
}

#Preview("Similar home card") {
    SimilarHomeCard(home: PropertyListing.similar[0])
        .frame(width: 180)
        .padding()
}
