// SwiftUI re-exports Foundation (CGFloat, CGRect, `round`, …), so behaviors
// written for SwiftUI use them without importing it. This module does the same.
@_exported import Foundation
