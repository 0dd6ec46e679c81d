//
//  StoriesRow.swift
//  Snapgram
//

import SwiftUI

struct Story: Identifiable {
    let id = UUID()
    let username: String
    let hasUnseen: Bool
    let avatarColor: Color
}

extension Story {
    static let mock: [Story] = [
        Story(username: "Your story", hasUnseen: false, avatarColor: .gray),
        Story(username: "maya.k", hasUnseen: true, avatarColor: .pink),
        Story(username: "d_ortiz", hasUnseen: true, avatarColor: .orange),
        Story(username: "sam", hasUnseen: false, avatarColor: .blue),
        Story(username: "photosbyleo", hasUnseen: true, avatarColor: .green),
        Story(username: "nina", hasUnseen: true, avatarColor: .purple),
        Story(username: "the.bakery", hasUnseen: false, avatarColor: .brown),
        Story(username: "hiro", hasUnseen: true, avatarColor: .red),
        Story(username: "june", hasUnseen: true, avatarColor: .teal),
        Story(username: "oskar", hasUnseen: false, avatarColor: .indigo),
        Story(username: "wren", hasUnseen: true, avatarColor: .mint),
        Story(username: "ferdi", hasUnseen: true, avatarColor: .cyan),
    ]
}

struct StoriesRow: View {
    var stories: [Story] = Story.mock

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 14) {
                ForEach(stories) { story in
                    StoryBubble(story: story)
                }
            }
            .padding(.horizontal)
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

struct StoryBubble: View {
    let story: Story

    private let ring = AngularGradient(
        colors: [.yellow, .orange, .red, .pink, .purple, .yellow],
        center: .center
    )

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                Circle()
                    .strokeBorder(story.hasUnseen ? AnyShapeStyle(ring) : AnyShapeStyle(Color.gray.opacity(0.3)),
                                  lineWidth: 3)
                Circle()
                    .fill(story.avatarColor.gradient)
                    .padding(5)
                Image(systemName: "person.fill")
                    .font(.title)
                    .foregroundStyle(.white)
            }
            .frame(width: 68, height: 68)

            Text(story.username)
                .font(.caption)
                .lineLimit(1)
                .truncationMode(.tail)
        }
        .frame(width: 72)
    }
}

struct FeedHeader: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Snapgram")
                    .font(.custom("Snell Roundhand", size: 30).bold())
                Spacer()
                Image(systemName: "heart")
                Image(systemName: "paperplane")
            }
            .font(.title2)
            .padding(.horizontal)
            .padding(.bottom, 8)

            StoriesRow()

            Divider()
                .padding(.top, 8)

            Spacer()
        }
    }
}

#Preview {
    FeedHeader()
}
