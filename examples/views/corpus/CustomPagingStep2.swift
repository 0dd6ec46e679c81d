//
//  CustomPagingStep2.swift
//  PagingLab
//
//  Step 2: ten pages, three to a screen, turned by a behavior of our own
//  that moves one container width per swipe. After Fatbobman, "Mastering
//  SwiftUI Scrolling: Implementing Custom Paging" (2025).
//

import SwiftUI

/// Moves one container width from where the gesture started, in the
/// direction of the swipe; a release without velocity stays as proposed.
struct HorizontalPagingBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let width = context.containerSize.width
        let start = context.originalTarget.rect.minX
        if context.velocity.dx > 0 {
            target.rect.origin.x = start + width
        } else if context.velocity.dx < 0 {
            target.rect.origin.x = start - width
        }
    }
}

extension ScrollTargetBehavior where Self == HorizontalPagingBehavior {
    static var horizontalPaging: HorizontalPagingBehavior { .init() }
}

struct PagingStep2: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<10) { page in
                    Text(page, format: .number)
                        .font(.title)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0, alignment: .center)
                        .frame(height: 200)
                        .background(.secondary.opacity(0.3))
                        .border(.red, width: 2)
                }
            }
        }
        .border(.blue, width: 2)
        .scrollTargetBehavior(.horizontalPaging)
    }
}

#Preview {
    PagingStep2()
}
