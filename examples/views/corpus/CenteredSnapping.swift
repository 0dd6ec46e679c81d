//
//  CenteredSnapping.swift
//  Coverflow
//
//  Cards that always come to rest centred in the scroll view.
//

import SwiftUI

/// Rests with the nearest card's centre on the container's centre.
struct CenteredCardBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat = 240
    var spacing: CGFloat = 20

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let stride = cardWidth + spacing
        let containerWidth = context.containerSize.width
        // The leading inset that puts the first card in the middle.
        let inset = (containerWidth - cardWidth) / 2
        let proposedCenter = target.rect.minX + containerWidth / 2
        var index = ((proposedCenter - inset - cardWidth / 2) / stride).rounded()
        if abs(context.velocity.dx) > 0.5 {
            let start = ((context.originalTarget.rect.minX + containerWidth / 2 - inset - cardWidth / 2) / stride).rounded()
            index = context.velocity.dx > 0 ? max(index, start + 1) : min(index, start - 1)
        }
        let maxOffset = max(0, context.contentSize.width - containerWidth)
        let offset = index * stride + inset + cardWidth / 2 - containerWidth / 2
        target.rect.origin.x = min(max(offset, 0), maxOffset)
    }
}

extension ScrollTargetBehavior where Self == CenteredCardBehavior {
    static var centeredCards: CenteredCardBehavior { CenteredCardBehavior() }
}

struct CoverflowView: View {
    @State private var covers = (1...15).map { "Cover \($0)" }

    var body: some View {
        GeometryReader { geometry in
            let sideInset = (geometry.size.width - 240) / 2

            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 20) {
                    ForEach(covers, id: \.self) { cover in
                        CoverView(title: cover)
                            .frame(width: 240, height: 240)
                    }
                }
                .padding(.horizontal, sideInset)
            }
            .scrollTargetBehavior(.centeredCards)
        }
        .frame(height: 300)
    }
}

struct CoverView: View {
    let title: String

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(
                LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
            )
            .overlay(alignment: .bottom) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding()
            }
            .shadow(radius: 6)
    }
}

#Preview("Coverflow", traits: .landscapeLeft) {
    CoverflowView()
}
