// swift-tools-version: 6.0
import PackageDescription

// The language-level check (scripts/check-language): the repository's Swift read by swift-syntax 600, whose
// parser knows Swift 6.0's grammar, the newest one older than Xcode 16.3's Swift 6.1 that this machine has.
// A package of its own, so that neither the tool nor its tests build swift-syntax.
let package = Package(
  name: "LanguageLevel",
  dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "600.0.1")],
  targets: [
    .executableTarget(
      name: "language-level",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ])
  ]
)
