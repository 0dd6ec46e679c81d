//
//  CustomPagingStep0.swift
//  PagingLab
//
//  Step 0: twenty full-width pages turned by the built-in `.paging`
//  behavior. After Fatbobman, "Mastering SwiftUI Scrolling: Implementing
//  Custom Paging" (2025).
//

import SwiftUI

struct PagingStep0: View {
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
        }
        .border(.blue, width: 2)
        .scrollTargetBehavior(.paging)
    }
}

#Preview {
    PagingStep0()
}
