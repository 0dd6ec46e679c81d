//
//  DatingCardPagerView.swift
//  Spark
//
//  Horizontal profile pager with a velocity-aware, one-card-at-a-time snap.
//

import SwiftUI

// MARK: - Model

struct DatingProfile: Identifiable, Hashable {
    let id: Int
    let name: String
    let age: Int
    let job: String
    let distanceKm: Double
    let bio: String
    let interests: [String]
    let palette: [Color]
    let photoSymbols: [String]
    let lastActive: Date
    var isVerified = false
}

extension DatingProfile {
    static let samples: [DatingProfile] = [
        DatingProfile(
            id: 1, name: "Amelia", age: 29, job: "Product Designer",
            distanceKm: 3.2,
            bio: "Weekend climber, weekday oat-milk snob. Looking for someone to split dumplings with.",
            interests: ["Climbing", "Dumplings", "Film cameras", "Jazz"],
            palette: [.pink, .orange],
            photoSymbols: ["figure.climbing", "camera.fill", "cup.and.saucer.fill"],
            lastActive: .now.addingTimeInterval(-60 * 4),
            isVerified: true
        ),
        DatingProfile(
            id: 2, name: "Noah", age: 31, job: "Marine Biologist",
            distanceKm: 8.7,
            bio: "I will absolutely tell you facts about octopuses on the first date.",
            interests: ["Diving", "Sci-fi", "Sourdough"],
            palette: [.teal, .blue],
            photoSymbols: ["fish.fill", "water.waves", "book.fill"],
            lastActive: .now.addingTimeInterval(-60 * 42)
        ),
        DatingProfile(
            id: 3, name: "Sofia", age: 27, job: "Pastry Chef",
            distanceKm: 1.4,
            bio: "Early mornings, butter, and bad puns. Bonus points if you like board games.",
            interests: ["Baking", "Board games", "Cycling", "Vinyl"],
            palette: [.yellow, .pink],
            photoSymbols: ["birthday.cake.fill", "bicycle", "dice.fill"],
            lastActive: .now.addingTimeInterval(-60 * 60 * 2),
            isVerified: true
        ),
        DatingProfile(
            id: 4, name: "Kenji", age: 33, job: "Architect",
            distanceKm: 12.1,
            bio: "Sketching buildings that don't exist yet. Trying every ramen place in the city.",
            interests: ["Ramen", "Architecture", "Running"],
            palette: [.indigo, .purple],
            photoSymbols: ["building.2.fill", "figure.run", "pencil.and.ruler.fill"],
            lastActive: .now.addingTimeInterval(-60 * 60 * 20)
        ),
        DatingProfile(
            id: 5, name: "Lucía", age: 30, job: "ER Nurse",
            distanceKm: 5.6,
            bio: "Off shift: hiking with my dog Pepper or finding the best tacos al pastor.",
            interests: ["Hiking", "Dogs", "Tacos", "Podcasts"],
            palette: [.green, .mint],
            photoSymbols: ["dog.fill", "mountain.2.fill", "headphones"],
            lastActive: .now.addingTimeInterval(-60 * 9)
        ),
    ]
}

// MARK: - Scroll Behavior

/// Pages one card at a time. A fast flick always advances (or goes back) exactly one
/// card; a slow drag settles on whichever card is closest to where the scroll would
/// naturally come to rest.
struct VelocityPagingBehavior: ScrollTargetBehavior {
    var currentIndex: Int
    var pageCount: Int
    var flickThreshold: CGFloat = 0.35

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.horizontal), pageCount > 0 else { return }

        let pageWidth = context.containerSize.width
        guard pageWidth > 0 else { return }

        let velocity = context.velocity.dx
        let proposedIndex = Int((context.originalTarget.rect.minX / pageWidth).rounded())

        var newIndex: Int
        if velocity > flickThreshold {
            newIndex = currentIndex + 1
        } else if velocity < -flickThreshold {
            newIndex = currentIndex - 1
        } else {
            newIndex = proposedIndex
        }

        // Never skip more than one profile per gesture.
        newIndex = min(max(newIndex, currentIndex - 1), currentIndex + 1)
        newIndex = min(max(newIndex, 0), pageCount - 1)

        let maxOffset = max(context.contentSize.width - pageWidth, 0)
        target.rect.origin.x = min(CGFloat(newIndex) * pageWidth, maxOffset)
    }
}

// MARK: - Styling

struct CircleActionButtonStyle: ButtonStyle {
    var tint: Color
    var size: CGFloat = 58

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: size * 0.4, weight: .bold))
            .foregroundStyle(tint)
            .frame(width: size, height: size)
            .background(Color(.systemBackground), in: .circle)
            .shadow(color: tint.opacity(0.3), radius: configuration.isPressed ? 2 : 10, y: 4)
            .scaleEffect(configuration.isPressed ? 0.88 : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

struct InterestChip: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(.ultraThinMaterial, in: .capsule)
            .environment(\.colorScheme, .dark)
    }
}

extension View {
    func interestChip() -> some View {
        modifier(InterestChip())
    }
}

// MARK: - Pager

struct DatingCardPagerView: View {
    @State private var profiles = DatingProfile.samples
    @State private var currentID: DatingProfile.ID?
    @State private var isDragging = false
    @State private var likeCount = 0
    @State private var passCount = 0
    @AppStorage("discovery.showsDistance") private var showsDistance = true

    private var currentIndex: Int {
        guard let currentID,
              let index = profiles.firstIndex(where: { $0.id == currentID }) else { return 0 }
        return index
    }

    var body: some View {
        VStack(spacing: 0) {
            header

            if profiles.isEmpty {
                ContentUnavailableView {
                    Label("You're All Caught Up", systemImage: "heart.slash")
                } description: {
                    Text("Check back later for new people nearby, or widen your distance in settings.")
                } actions: {
                    Button("Start Over") {
                        withAnimation(.snappy) { profiles = DatingProfile.samples }
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(.pink)
                }
            } else {
                pager
                actionBar
            }
        }
        .background(Color(.systemGroupedBackground))
        .sensoryFeedback(.selection, trigger: currentID)
        .sensoryFeedback(.success, trigger: likeCount)
        .sensoryFeedback(.impact(weight: .light), trigger: passCount)
    }

    private var header: some View {
        HStack {
            Text("spark")
                .font(.system(.title, design: .rounded, weight: .heavy))
                .foregroundStyle(
                    LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                )
            Spacer()
            Toggle(isOn: $showsDistance) {
                Image(systemName: "location.fill")
            }
            .toggleStyle(.button)
            .tint(.pink)
            Button("Filters", systemImage: "slider.horizontal.3") {}
                .labelStyle(.iconOnly)
                .font(.title3)
                .tint(Color.primary)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
    }

    private var pager: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(profiles) { profile in
                    ProfileCard(profile: profile, showsDistance: showsDistance)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 8)
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .rotationEffect(.degrees(phase.value * 4))
                                .scaleEffect(1 - abs(phase.value) * 0.08)
                                .opacity(1 - abs(phase.value) * 0.35)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(
            VelocityPagingBehavior(currentIndex: currentIndex, pageCount: profiles.count)
        )
        .scrollPosition(id: $currentID)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        .onScrollPhaseChange { _, newPhase in
            withAnimation(.easeOut(duration: 0.2)) {
                isDragging = newPhase == .interacting
            }
        }
    }

    private var actionBar: some View {
        HStack(spacing: 28) {
            Button(action: pass) {
                Image(systemName: "xmark")
            }
            .buttonStyle(CircleActionButtonStyle(tint: .red))

            Button(action: like) {
                Image(systemName: "star.fill")
            }
            .buttonStyle(CircleActionButtonStyle(tint: .blue, size: 46))

            Button(action: like) {
                Image(systemName: "heart.fill")
            }
            .buttonStyle(CircleActionButtonStyle(tint: .pink))
        }
        .padding(.top, 8)
        .padding(.bottom, 20)
        .opacity(isDragging ? 0.35 : 1)
        .scaleEffect(isDragging ? 0.94 : 1)
    }

    private func like() {
        likeCount += 1
        removeCurrent()
    }

    private func pass() {
        passCount += 1
        removeCurrent()
    }

    private func removeCurrent() {
        guard !profiles.isEmpty else { return }
        let index = currentIndex
        withAnimation(.snappy) {
            profiles.remove(at: index)
            if profiles.indices.contains(index) {
                currentID = profiles[index].id
            } else {
                currentID = profiles.last?.id
            }
        }
    }
}

// MARK: - Card

struct ProfileCard: View {
    let profile: DatingProfile
    var showsDistance = true

    @State private var photoIndex = 0

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            photo
            LinearGradient(
                colors: [.clear, .clear, .black.opacity(0.8)],
                startPoint: .top,
                endPoint: .bottom
            )
            .allowsHitTesting(false)
            details
        }
        .clipShape(.rect(cornerRadius: 28, style: .continuous))
        .overlay(alignment: .top) { photoIndicators }
        .shadow(color: .black.opacity(0.15), radius: 16, y: 8)
    }

    private var photo: some View {
        LinearGradient(
            colors: profile.palette,
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
        .hueRotation(.degrees(Double(photoIndex) * 18))
        .overlay {
            Image(systemName: profile.photoSymbols[photoIndex])
                .font(.system(size: 140, weight: .light))
                .foregroundStyle(.white.opacity(0.85))
                .contentTransition(.symbolEffect(.replace))
                .offset(y: -60)
        }
        .overlay {
            HStack(spacing: 0) {
                Color.clear
                    .contentShape(.rect)
                    .onTapGesture { showPhoto(at: photoIndex - 1) }
                Color.clear
                    .contentShape(.rect)
                    .onTapGesture { showPhoto(at: photoIndex + 1) }
            }
        }
    }

    private var photoIndicators: some View {
        HStack(spacing: 4) {
            ForEach(profile.photoSymbols.indices, id: \.self) { index in
                Capsule()
                    .fill(index == photoIndex ? Color.white : Color.white.opacity(0.35))
                    .frame(height: 4)
            }
        }
        .padding(.horizontal, 16)
        .padding(.top, 12)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(profile.name)
                    .font(.system(.largeTitle, design: .rounded, weight: .bold))
                Text(profile.age, format: .number)
                    .font(.system(.title, design: .rounded, weight: .regular))
                if profile.isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.cyan)
                        .font(.title3)
                }
            }

            Label(profile.job, systemImage: "briefcase.fill")
                .font(.subheadline.weight(.medium))

            if showsDistance {
                Label {
                    Text(
                        Measurement(value: profile.distanceKm, unit: UnitLength.kilometers),
                        format: .measurement(width: .abbreviated, usage: .road)
                    ) + Text(" away")
                } icon: {
                    Image(systemName: "location.fill")
                }
                .font(.subheadline)
            }

            Text("Active \(Text(profile.lastActive, style: .relative)) ago")
                .font(.caption)
                .foregroundStyle(.white.opacity(0.75))

            Text(profile.bio)
                .font(.callout)
                .lineLimit(2)

            HStack(spacing: 6) {
                ForEach(profile.interests.prefix(3), id: \.self) { interest in
                    Text(interest).interestChip()
                }
                if profile.interests.count > 3 {
                    Text("+\(profile.interests.count - 3)").interestChip()
                }
            }
        }
        .foregroundStyle(.white)
        .padding(20)
    }

    private func showPhoto(at index: Int) {
        guard profile.photoSymbols.indices.contains(index) else { return }
        withAnimation(.easeInOut(duration: 0.2)) {
            photoIndex = index
        }
    }
}

// MARK: - Previews

#Preview("Pager") {
    DatingCardPagerView()
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    ProfileCard(profile: DatingProfile.samples[2])
        .frame(width: 360, height: 580)
        .padding()
}

#Preview("Dark mode") {
    DatingCardPagerView()
        .preferredColorScheme(.dark)
}
