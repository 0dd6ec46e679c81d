//
//  ChatView.swift
//  Messenger
//

import SwiftUI

struct ChatAttachment: Identifiable, Hashable {
    let id = UUID()
    let symbol: String
    let color: Color
}

struct ChatMessage: Identifiable, Hashable {
    let id = UUID()
    var text: String
    var isMine: Bool
    var attachments: [ChatAttachment] = []
    var sentAt: Date = .now
}

extension ChatMessage {
    static let samples: [ChatMessage] = [
        ChatMessage(text: "Are we still on for the hike Saturday?", isMine: false),
        ChatMessage(text: "Yes! Here are some spots I found 👇", isMine: true, attachments: [
            ChatAttachment(symbol: "mountain.2.fill", color: .green),
            ChatAttachment(symbol: "tree.fill", color: .mint),
            ChatAttachment(symbol: "sun.haze.fill", color: .orange)
        ]),
        ChatMessage(text: "The second one looks amazing", isMine: false),
        ChatMessage(text: "Agreed. I'll bring snacks.", isMine: true)
    ]
}

struct ChatView: View {
    let contactName: String

    @State private var messages = ChatMessage.samples
    @State private var draft = ""
    @State private var pendingAttachments: [ChatAttachment] = []
    @State private var lastMessageID: ChatMessage.ID?
    @FocusState private var isComposerFocused: Bool

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(messages) { message in
                    MessageBubble(message: message)
                }
            }
            .scrollTargetLayout()
            .padding()
        }
        .scrollPosition(id: $lastMessageID, anchor: .bottom)
        .defaultScrollAnchor(.bottom)
        .scrollDismissesKeyboard(.interactively)
        .safeAreaInset(edge: .bottom) { composer }
        .navigationTitle(contactName)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Call", systemImage: "video.fill") {}
            }
        }
    }

    private var composer: some View {
        VStack(spacing: 8) {
            if !pendingAttachments.isEmpty {
                ScrollView(.horizontal) {
                    HStack(spacing: 8) {
                        ForEach(pendingAttachments) { attachment in
                            AttachmentTile(attachment: attachment)
                                .frame(width: 64, height: 64)
                                .overlay(alignment: .topTrailing) {
                                    Button {
                                        pendingAttachments.removeAll { $0.id == attachment.id }
                                    } label: {
                                        Image(systemName: "xmark.circle.fill")
                                            .symbolRenderingMode(.palette)
                                            .foregroundStyle(.white, .black.opacity(0.6))
                                    }
                                    .offset(x: 6, y: -6)
                                    .accessibilityLabel("Remove attachment")
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .contentMargins(.horizontal, 12, for: .scrollContent)
                .scrollIndicators(.hidden)
                .scrollClipDisabled()
            }

            HStack(alignment: .bottom, spacing: 10) {
                Button {
                    let symbols = ["photo", "camera.fill", "doc.fill", "music.note"]
                    pendingAttachments.append(ChatAttachment(symbol: symbols.randomElement()!, color: .accentColor))
                } label: {
                    Image(systemName: "plus.circle.fill").font(.title2)
                }
                .accessibilityLabel("Add attachment")

                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...5)
                    .focused($isComposerFocused)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 18))

                Button(action: send) {
                    Image(systemName: "arrow.up.circle.fill").font(.title)
                }
                .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty && pendingAttachments.isEmpty)
                .accessibilityLabel("Send")
            }
            .padding(.horizontal, 12)
        }
        .padding(.vertical, 8)
        .background(.bar)
    }

    private func send() {
        let message = ChatMessage(text: draft, isMine: true, attachments: pendingAttachments)
        withAnimation(.snappy) {
            messages.append(message)
            lastMessageID = message.id
        }
        draft = ""
        pendingAttachments = []
    }
}

private struct MessageBubble: View {
    let message: ChatMessage
    @State private var page: ChatAttachment.ID?

    var body: some View {
        VStack(alignment: message.isMine ? .trailing : .leading, spacing: 6) {
            if !message.attachments.isEmpty {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(message.attachments) { attachment in
                            AttachmentTile(attachment: attachment)
                                .containerRelativeFrame(.horizontal)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $page)
                .scrollIndicators(.hidden)
                .frame(width: 240, height: 180)
                .clipShape(.rect(cornerRadius: 18))
                .overlay(alignment: .bottom) {
                    HStack(spacing: 4) {
                        ForEach(message.attachments) { attachment in
                            Circle()
                                .fill(.white.opacity(attachment.id == (page ?? message.attachments.first?.id) ? 1 : 0.5))
                                .frame(width: 6, height: 6)
                        }
                    }
                    .padding(8)
                }
            }
            if !message.text.isEmpty {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 9)
                    .foregroundStyle(message.isMine ? Color.white : Color.primary)
                    .background(message.isMine ? Color.blue : Color(.systemGray5), in: .rect(cornerRadius: 18))
            }
        }
        .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
        .accessibilityElement(children: .combine)
    }
}

private struct AttachmentTile: View {
    let attachment: ChatAttachment

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(attachment.color.gradient)
            .overlay {
                Image(systemName: attachment.symbol)
                    .font(.largeTitle)
                    .foregroundStyle(.white)
            }
    }
}

#Preview {
    NavigationStack {
        ChatView(contactName: "Jordan")
    }
}
