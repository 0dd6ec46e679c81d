//
//  DestinationHeroView.swift
//  Wanderly
//
//  Created by Maya Lindqvist on 14/09/2024.
//

import SwiftUI

// MARK: - Model

struct Destination: Identifiable, Hashable {
    let id: String
    let name: String
    let country: String
    let tagline: String
    let summary: String
    let imageURL: URL?
    let rating: Double
    let reviewCount: Int
    let nightlyPrice: Int
    let bestSeason: String
    let flightHours: Double
    let tint: Color

    var formattedPrice: String {
        nightlyPrice.formatted(.currency(code: "USD").precision(.fractionLength(0)))
    }

    var formattedRating: String {
        rating.formatted(.number.precision(.fractionLength(1)))
    }
}

extension Destination {
    static let samples: [Destination] = [
        Destination(
            id: "santorini",
            name: "Santorini",
            country: "Greece",
            tagline: "Whitewashed villages perched above the caldera",
            summary: "Watch the sun sink into the Aegean from Oia, hop between black-sand beaches and taste crisp Assyrtiko at cliffside wineries.",
            imageURL: URL(string: "https://images.unsplash.com/photo-1570077188670-e3a8d69ac5ff?w=1200&q=80"),
            rating: 4.9,
            reviewCount: 2_341,
            nightlyPrice: 320,
            bestSeason: "May – Oct",
            flightHours: 3.5,
            tint: .blue
        ),
        Destination(
            id: "kyoto",
            name: "Kyoto",
            country: "Japan",
            tagline: "Temples, tea houses and quiet bamboo groves",
            summary: "Wander the lantern-lit lanes of Gion, catch the morning light at Fushimi Inari and slow down with a kaiseki dinner.",
            imageURL: URL(string: "https://images.unsplash.com/photo-1493976040374-85c8e12f0c0e?w=1200&q=80"),
            rating: 4.8,
            reviewCount: 3_102,
            nightlyPrice: 210,
            bestSeason: "Mar – May",
            flightHours: 12.0,
            tint: .pink
        ),
        Destination(
            id: "banff",
            name: "Banff",
            country: "Canada",
            tagline: "Turquoise lakes under the Rocky Mountains",
            summary: "Paddle Moraine Lake at sunrise, soak in the hot springs and spot elk along the Bow Valley Parkway.",
            imageURL: URL(string: "https://images.unsplash.com/photo-1503614472-8c93d56e92ce?w=1200&q=80"),
            rating: 4.7,
            reviewCount: 1_876,
            nightlyPrice: 265,
            bestSeason: "Jun – Sep",
            flightHours: 9.5,
            tint: .teal
        ),
        Destination(
            id: "marrakech",
            name: "Marrakech",
            country: "Morocco",
            tagline: "Spice markets and rooftop riads",
            summary: "Get lost in the souks of the medina, unwind in a hammam and end the day on a rooftop overlooking Jemaa el-Fnaa.",
            imageURL: URL(string: "https://images.unsplash.com/photo-1597212618440-806262de4f6b?w=1200&q=80"),
            rating: 4.6,
            reviewCount: 1_420,
            nightlyPrice: 140,
            bestSeason: "Oct – Apr",
            flightHours: 4.0,
            tint: .orange
        ),
        Destination(
            id: "amalfi",
            name: "Amalfi Coast",
            country: "Italy",
            tagline: "Lemon groves and pastel towns on the cliffs",
            summary: "Drive the winding coastal road, take the ferry to Capri and linger over limoncello in Positano.",
            imageURL: URL(string: "https://images.unsplash.com/photo-1533105079780-92b9be482077?w=1200&q=80"),
            rating: 4.8,
            reviewCount: 2_788,
            nightlyPrice: 380,
            bestSeason: "May – Sep",
            flightHours: 2.5,
            tint: .yellow
        )
    ]
}

// MARK: - Main View

struct DestinationHeroView: View {
    private let destinations: [Destination]

    @State private var currentID: Destination.ID?
    @State private var selectedDestination: Destination?
    @State private var favorites: Set<Destination.ID> = []
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(destinations: [Destination] = Destination.samples) {
        self.destinations = destinations
    }

    private var currentIndex: Int {
        destinations.firstIndex { $0.id == currentID } ?? 0
    }

    private var currentDestination: Destination? {
        destinations.first { $0.id == currentID } ?? destinations.first
    }

    private var heroHeight: CGFloat {
        horizontalSizeClass == .regular ? 520 : 440
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Text("Where to next?")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .padding(.horizontal)

                    heroCarousel

                    if destinations.count > 1 {
                        pageIndicator
                    }

                    if let destination = currentDestination {
                        highlights(for: destination)
                            .padding(.horizontal)
                            .id(destination.id)
                            .transition(.opacity.combined(with: .move(edge: .bottom)))
                    }
                }
                .padding(.bottom, 32)
                .animation(.easeInOut(duration: 0.25), value: currentID)
            }
            .scrollIndicators(.hidden)
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("Explore")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        // Filters are presented from the parent coordinator.
                    } label: {
                        Label("Filters", systemImage: "slider.horizontal.3")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "person.crop.circle")
                            .font(.title3)
                    }
                    .accessibilityLabel("Profile")
                }
            }
            .sheet(item: $selectedDestination) { destination in
                DestinationDetailSheet(
                    destination: destination,
                    isFavorite: favorites.contains(destination.id),
                    onToggleFavorite: { toggleFavorite(destination.id) }
                )
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
        }
        .onAppear {
            if currentID == nil {
                currentID = destinations.first?.id
            }
        }
    }

    // MARK: Carousel

    private var heroCarousel: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(destinations) { destination in
                    DestinationHeroCard(
                        destination: destination,
                        isFavorite: favorites.contains(destination.id),
                        onToggleFavorite: { toggleFavorite(destination.id) }
                    )
                    .padding(.horizontal, 16)
                    .containerRelativeFrame(.horizontal)
                    .onTapGesture {
                        selectedDestination = destination
                    }
                    .accessibilityAddTraits(.isButton)
                    .id(destination.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentID)
        .scrollIndicators(.hidden)
        .frame(height: heroHeight)
        .sensoryFeedback(.selection, trigger: currentID)
    }

    private var pageIndicator: some View {
        HStack(spacing: 8) {
            ForEach(destinations) { destination in
                let isCurrent = destination.id == (currentID ?? destinations.first?.id)
                Capsule()
                    .fill(isCurrent ? Color.primary : Color.secondary.opacity(0.35))
                    .frame(width: isCurrent ? 22 : 8, height: 8)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.snappy) {
                            currentID = destination.id
                        }
                    }
            }
        }
        .frame(maxWidth: .infinity)
        .animation(.snappy, value: currentID)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Destination \(currentIndex + 1) of \(destinations.count)")
        .accessibilityAdjustableAction { direction in
            let newIndex: Int
            switch direction {
            case .increment:
                newIndex = min(currentIndex + 1, destinations.count - 1)
            case .decrement:
                newIndex = max(currentIndex - 1, 0)
            @unknown default:
                newIndex = currentIndex
            }
            withAnimation { currentID = destinations[newIndex].id }
        }
    }

    // MARK: Highlights

    private func highlights(for destination: Destination) -> some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(destination.name)
                        .font(.title2.bold())
                    Text(destination.country)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text(destination.formattedPrice)
                        .font(.title3.weight(.semibold))
                    Text("/ night")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }

            HStack(spacing: 12) {
                HighlightTile(
                    title: "Rating",
                    value: destination.formattedRating,
                    systemImage: "star.fill",
                    tint: .orange
                )
                HighlightTile(
                    title: "Best time",
                    value: destination.bestSeason,
                    systemImage: "sun.max.fill",
                    tint: .yellow
                )
                HighlightTile(
                    title: "Flight",
                    value: "\(destination.flightHours.formatted(.number.precision(.fractionLength(1)))) h",
                    systemImage: "airplane",
                    tint: destination.tint
                )
            }

            Text(destination.summary)
                .font(.callout)
                .foregroundStyle(.secondary)
                .fixedSize(horizontal: false, vertical: true)

            Button {
                selectedDestination = destination
            } label: {
                Label("Plan a trip to \(destination.name)", systemImage: "calendar.badge.plus")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .tint(destination.tint)
        }
        .padding(20)
        .background(
            Color(uiColor: .secondarySystemGroupedBackground),
            in: RoundedRectangle(cornerRadius: 24, style: .continuous)
        )
    }

    private func toggleFavorite(_ id: Destination.ID) {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
            if favorites.contains(id) {
                favorites.remove(id)
            } else {
                favorites.insert(id)
            }
        }
    }
}

// MARK: - Hero Card

private struct DestinationHeroCard: View {
    let destination: Destination
    let isFavorite: Bool
    var onToggleFavorite: () -> Void

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle()
                .fill(destination.tint.gradient)
                .overlay {
                    AsyncImage(
                        url: destination.imageURL,
                        transaction: Transaction(animation: .easeInOut(duration: 0.35))
                    ) { phase in
                        switch phase {
                        case .success(let image):
                            image
                                .resizable()
                                .scaledToFill()
                                .transition(.opacity)
                        case .failure:
                            Image(systemName: "photo")
                                .font(.largeTitle)
                                .foregroundStyle(.white.opacity(0.7))
                        default:
                            ProgressView()
                                .tint(.white)
                        }
                    }
                }
                .clipped()

            LinearGradient(
                colors: [.clear, .black.opacity(0.15), .black.opacity(0.75)],
                startPoint: .top,
                endPoint: .bottom
            )

            VStack(alignment: .leading, spacing: 6) {
                Label(destination.country.uppercased(), systemImage: "mappin.and.ellipse")
                    .font(.caption.weight(.semibold))
                    .tracking(1.2)
                    .foregroundStyle(.white.opacity(0.85))

                Text(destination.name)
                    .font(.system(.largeTitle, design: .serif, weight: .bold))
                    .foregroundStyle(.white)

                Text(destination.tagline)
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.9))
                    .lineLimit(2)

                HStack(spacing: 10) {
                    Label(destination.formattedRating, systemImage: "star.fill")
                    Text("·")
                    Text("\(destination.reviewCount.formatted()) reviews")
                }
                .font(.footnote.weight(.medium))
                .foregroundStyle(.white.opacity(0.85))
                .padding(.top, 4)
            }
            .padding(24)
        }
        .clipShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
        .overlay(alignment: .topTrailing) {
            Button(action: onToggleFavorite) {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(isFavorite ? Color.red : Color.white)
                    .contentTransition(.symbolEffect(.replace))
                    .frame(width: 44, height: 44)
                    .background(.ultraThinMaterial, in: Circle())
            }
            .buttonStyle(.plain)
            .padding(16)
            .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
        }
        .shadow(color: .black.opacity(0.18), radius: 18, x: 0, y: 10)
        .padding(.vertical, 12)
        .accessibilityElement(children: .contain)
        .accessibilityLabel("\(destination.name), \(destination.country)")
    }
}

// MARK: - Highlight Tile

private struct HighlightTile: View {
    let title: String
    let value: String
    let systemImage: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: systemImage)
                .font(.headline)
                .foregroundStyle(tint)
            Text(value)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Detail Sheet

private struct DestinationDetailSheet: View {
    let destination: Destination
    let isFavorite: Bool
    var onToggleFavorite: () -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var travelers = 2
    @State private var departure = Calendar.current.date(byAdding: .month, value: 1, to: .now) ?? .now

    init(destination: Destination, isFavorite: Bool, onToggleFavorite: @escaping () -> Void) {
        self.destination = destination
        self.isFavorite = isFavorite
        self.onToggleFavorite = onToggleFavorite
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        AsyncImage(url: destination.imageURL) { image in
                            image
                                .resizable()
                                .scaledToFill()
                        } placeholder: {
                            destination.tint.opacity(0.3)
                        }
                        .frame(width: 72, height: 72)
                        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))

                        VStack(alignment: .leading, spacing: 4) {
                            Text(destination.name)
                                .font(.headline)
                            Text(destination.tagline)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Trip") {
                    DatePicker("Departure", selection: $departure, in: Date.now..., displayedComponents: .date)
                    Stepper("Travelers: \(travelers)", value: $travelers, in: 1...8)
                }

                Section {
                    LabeledContent("From", value: destination.formattedPrice)
                    LabeledContent("Best season", value: destination.bestSeason)
                } footer: {
                    Text("Prices are per night and may vary by date.")
                }

                Section {
                    Button {
                        dismiss()
                    } label: {
                        Text("Search Stays")
                            .frame(maxWidth: .infinity)
                            .fontWeight(.semibold)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(destination.tint)
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())
                }
            }
            .navigationTitle("Plan Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button(action: onToggleFavorite) {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                            .foregroundStyle(isFavorite ? Color.red : Color.accentColor)
                    }
                    .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
                }
            }
        }
    }
}

// MARK: - Previews

#Preview {
    DestinationHeroView()
}

#Preview("Single destination") {
    DestinationHeroView(destinations: Array(Destination.samples.prefix(1)))
}

#Preview("Landscape · Dark", traits: .landscapeLeft) {
    DestinationHeroView()
        .preferredColorScheme(.dark)
}

#Preview("Hero card", traits: .sizeThatFitsLayout) {
    @Previewable @State var isFavorite = false
    DestinationHeroCard(
        destination: Destination.samples[1],
        isFavorite: isFavorite,
        onToggleFavorite: { isFavorite.toggle() }
    )
    .frame(width: 360, height: 440)
    .padding()
}
