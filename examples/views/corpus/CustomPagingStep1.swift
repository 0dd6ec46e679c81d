//
//  CustomPagingStep1.swift
//  PagingLab
//
//  Step 1: the same twenty pages, now a scroll target layout, aligned to
//  one view per swipe. After Fatbobman, "Mastering SwiftUI Scrolling:
//  Implementing Custom Paging" (2025).
//

import SwiftUI

struct PagingStep1: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<20) { page in
                    Text(page, format: .number)
                        .font(.title)
                        .containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center)
                        .frame(height: 200)
                        .background(.secondary.opacity(0.3))
                        .border(.red, width: 2)
                }
            }
            .scrollTargetLayout()
        }
        .border(.blue, width: 2)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
    }
}

#Preview {
    PagingStep1()
}
