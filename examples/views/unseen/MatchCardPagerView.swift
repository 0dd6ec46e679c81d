import SwiftUI

struct DatingProfile: Identifiable, Equatable {
    let id: Int
    let name: String
    let age: Int
    let distanceKm: Double
    let bio: String
    let interests: [String]

    var photoURL: URL? { URL(string: "https://picsum.photos/seed/profile\(id)/600/900") }

    static let samples: [DatingProfile] = [
        DatingProfile(id: 1, name: "Maya", age: 27, distanceKm: 2.4, bio: "Climber, coffee snob, amateur ceramicist.", interests: ["Climbing", "Pottery", "Jazz"]),
        DatingProfile(id: 2, name: "Leo", age: 30, distanceKm: 5.1, bio: "Will cook you the best ramen in town.", interests: ["Cooking", "Cycling", "Film"]),
        DatingProfile(id: 3, name: "Ines", age: 25, distanceKm: 0.8, bio: "Architect by day, DJ by night.", interests: ["Design", "Techno", "Travel"]),
        DatingProfile(id: 4, name: "Noah", age: 29, distanceKm: 12.0, bio: "Looking for a hiking buddy for the Alps.", interests: ["Hiking", "Books", "Dogs"])
    ]
}

/// Moves at most one profile per swipe; a fast flick always advances.
struct ProfilePagingBehavior: ScrollTargetBehavior {
    var flickVelocity: CGFloat = 0.8

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pageWidth = context.containerSize.width
        guard pageWidth > 0 else { return }

        let currentPage = (context.originalTarget.rect.origin.x / pageWidth).rounded()
        var page = (target.rect.origin.x / pageWidth).rounded()

        switch context.velocity.dx {
        case flickVelocity...: page = currentPage + 1
        case ...(-flickVelocity): page = currentPage - 1
        default: page = min(max(page, currentPage - 1), currentPage + 1)
        }

        let lastPage = max(0, (context.contentSize.width / pageWidth).rounded() - 1)
        target.rect.origin.x = min(max(page, 0), lastPage) * pageWidth
    }
}

struct MatchCardPagerView: View {
    @State private var profiles = DatingProfile.samples
    @State private var currentID: DatingProfile.ID?
    @State private var expandedProfile: DatingProfile?
    @State private var showingFilters = false
    @State private var maxDistance = 10
    @State private var verifiedOnly = false
    @Namespace private var photoNamespace

    var body: some View {
        NavigationStack {
            ZStack {
                VStack(spacing: 20) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(profiles) { profile in
                                profileCard(profile)
                                    .padding(.horizontal, 16)
                                    .containerRelativeFrame(.horizontal)
                                    .scrollTransition { content, phase in
                                        content
                                            .rotationEffect(.degrees(phase.value * 6))
                                            .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                    }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(ProfilePagingBehavior())
                    .scrollPosition(id: $currentID)
                    .scrollIndicators(.hidden)

                    actionButtons
                }
                .padding(.vertical)

                if let expandedProfile {
                    expandedView(expandedProfile)
                }
            }
            .navigationTitle("Discover")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filters", systemImage: "slider.horizontal.3") { showingFilters = true }
                }
            }
            .sheet(isPresented: $showingFilters) {
                Form {
                    Stepper("Within \(maxDistance) km", value: $maxDistance, in: 1...100)
                    Toggle("Verified profiles only", isOn: $verifiedOnly)
                }
                .presentationDetents([.height(200)])
            }
        }
    }

    private func profileCard(_ profile: DatingProfile) -> some View {
        AsyncImage(url: profile.photoURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Color.secondary.opacity(0.2).overlay { ProgressView() }
        }
        .matchedGeometryEffect(id: profile.id, in: photoNamespace, isSource: expandedProfile == nil)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipShape(.rect(cornerRadius: 24))
        .overlay(alignment: .bottomLeading) {
            VStack(alignment: .leading, spacing: 4) {
                Text("\(profile.name), \(profile.age)").font(.title.bold())
                Label(profile.distanceKm.formatted(.number.precision(.fractionLength(1))) + " km away", systemImage: "location.fill")
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .shadow(radius: 6)
            .padding(20)
        }
        .onTapGesture {
            withAnimation(.spring(duration: 0.45)) { expandedProfile = profile }
        }
    }

    private func expandedView(_ profile: DatingProfile) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                AsyncImage(url: profile.photoURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.secondary.opacity(0.2)
                }
                .matchedGeometryEffect(id: profile.id, in: photoNamespace)
                .frame(height: 420)
                .clipped()

                Text(profile.bio).font(.title3).padding(.horizontal)
                ViewThatFits {
                    HStack { interestChips(profile) }
                    VStack(alignment: .leading) { interestChips(profile) }
                }
                .padding(.horizontal)
            }
        }
        .background(.background)
        .overlay(alignment: .topTrailing) {
            Button("Close", systemImage: "xmark.circle.fill") {
                withAnimation(.spring(duration: 0.45)) { expandedProfile = nil }
            }
            .labelStyle(.iconOnly)
            .font(.largeTitle)
            .symbolRenderingMode(.hierarchical)
            .padding()
        }
    }

    @ViewBuilder
    private func interestChips(_ profile: DatingProfile) -> some View {
        ForEach(profile.interests, id: \.self) { interest in
            Text(interest)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.pink.opacity(0.15), in: .capsule)
        }
    }

    private var actionButtons: some View {
        HStack(spacing: 40) {
            Button { advance() } label: { Image(systemName: "xmark") }
                .buttonStyle(MatchActionButtonStyle(color: .gray))
            Button { advance() } label: { Image(systemName: "heart.fill") }
                .buttonStyle(MatchActionButtonStyle(color: .pink))
        }
    }

    private func advance() {
        guard let index = profiles.firstIndex(where: { $0.id == currentID }) ?? profiles.indices.first,
              index + 1 < profiles.count else { return }
        withAnimation { currentID = profiles[index + 1].id }
    }
}

private struct MatchActionButtonStyle: ButtonStyle {
    let color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title.bold())
            .foregroundStyle(color)
            .frame(width: 68, height: 68)
            .background(Circle().fill(.background).shadow(color: color.opacity(0.3), radius: 10, y: 4))
            .scaleEffect(configuration.isPressed ? 0.88 : 1)
    }
}

#Preview {
    MatchCardPagerView()
}
