// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ScrollScript",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ScrollTargets", targets: ["ScrollTargets"]),
    .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
    .library(name: "ScrollSimulation", targets: ["ScrollSimulation"]),
    .library(name: "ScrollFormats", targets: ["ScrollFormats"]),
    .library(name: "BehaviorLoading", targets: ["BehaviorLoading"]),
    .library(name: "BehaviorRunning", targets: ["BehaviorRunning"]),
    .library(name: "PropertyChecking", targets: ["PropertyChecking"]),
    .library(name: "BehaviorComparing", targets: ["BehaviorComparing"]),
    .library(name: "LuaBehaviors", targets: ["LuaBehaviors"]),
    .library(name: "SwiftBehaviors", targets: ["SwiftBehaviors"]),
    .library(name: "ScrollReporting", targets: ["ScrollReporting"]),
    .library(name: "ScrollREPL", targets: ["ScrollREPL"]),
    .library(name: "ScrollPlayground", targets: ["ScrollPlayground"]),
    .executable(name: "scrollscript", targets: ["scrollscript"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The module graph is in docs/architecture.md, computed from the files' imports by a test
    // (PackageImportsTests), which also holds every target's dependencies below to its imports.
    //
    // The core (everything up to BehaviorComparing) holds the data: timelines, results,
    // reports as values, and their JSON (ScrollFormats). What people read (text, tables, SVG,
    // HTML, CSV) is ScrollReporting's, which the core never imports.

    // The SwiftUI-shaped model and the built-in behaviors. No dependencies.
    // Swift 5 language mode, as the model is compiled for users' files: SwiftUI's View is
    // `@MainActor @preconcurrency`, and the layout engine reads bodies outside the main actor (docs/views.md).
    // Its own API, which SwiftUI lacks and a user's file may use (emit, the hook protocols), is under
    // `#if SCROLLSCRIPT`: set here, in the model's build for users' files and in those files' builds.
    .target(name: "ScrollTargets", swiftSettings: [.swiftLanguageMode(.v5), .define("SCROLLSCRIPT")]),
    // Deceleration, animation to a target, rubber-banding, velocity estimation, on the model's geometry.
    .target(name: "ScrollPhysics", dependencies: ["ScrollTargets"]),
    // Scenarios of gestures turned into timelines of frames and events; the bounded file reader; numbers as text.
    .target(name: "ScrollSimulation", dependencies: ["ScrollTargets", "ScrollPhysics"]),
    // Lua 5.4 from the system (pkg-config lua5.4) and a shim of its macros as static-inline functions.
    .systemLibrary(name: "CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"]), .brew(["lua@5.4"])]),
    // The platform seam: every difference between glibc and Darwin the tool relies on, from their headers.
    .target(name: "CPlatform"),
    // The C half of the Lua host: sandbox, memory cap, budget hook, target/context proxies.
    .target(name: "CLuaBridge", dependencies: ["CLua"]),
    // Behaviors written in Lua, loaded from source text: LuaScrollTargetBehavior. The only importer of
    // CLuaBridge; reads no file but the modules a script requires, beside it.
    .target(name: "LuaBehaviors", dependencies: ["CLuaBridge", "ScrollTargets"]),
    // Behaviors written in Swift, in `.swift` files as for an iOS app: compiled against the model's
    // sources, which the build embeds in the code (the EmbedModelSources plugin), into a cached helper
    // executable that runs in a process of its own, spoken to in batches over a socket pair.
    .target(
      name: "SwiftBehaviors", dependencies: ["CPlatform", "ScrollTargets", "ScrollSimulation", "ScrollFormats"],
      plugins: ["EmbedModelSources"]),
    // Writes the model's sources into a Swift file of string constants, for the plugin.
    .executableTarget(name: "embed-sources"),
    .plugin(name: "EmbedModelSources", capability: .buildTool(), dependencies: ["embed-sources"]),
    // The reference scripts of behaviors/ as string constants in PropertyChecking: `new --like`'s starters.
    .plugin(name: "EmbedReferenceScripts", capability: .buildTool(), dependencies: ["embed-sources"]),
    // The JSON formats read and written (docs/formats.md): cases, results, scenarios, timelines, and the
    // documents of the `--json` reports (compare, check, verify) that the core fills; their one
    // validator of ranges and limits, the strict reader of every format, and the fast writer of case and
    // result lines. A call written as
    // the command line's options (SingleCall, Reproduction): the one place the core spells them.
    // The bounded file reader, numbers as text, print logs as text.
    .target(name: "ScrollFormats", dependencies: ["CPlatform", "ScrollTargets", "ScrollPhysics", "ScrollSimulation"]),
    // Behaviors by name or file: built-in names, .lua scripts and .swift files, their headers
    // (reference, expect, axis), the twin a file is compared with, folders of them, and watching
    // their files (and the modules a script requires) for edits.
    .target(
      name: "BehaviorLoading",
      dependencies: [
        "CPlatform", "ScrollTargets", "ScrollSimulation", "ScrollFormats", "LuaBehaviors", "SwiftBehaviors",
      ]),
    // Running behaviors: generated cases, batch runs of case lines, single calls, simulations with a
    // script's geometry hook, landing maps, live sessions stepped as input comes (the REPL's and the
    // playground's core), the shrinking core and the commands that reproduce a case.
    .target(
      name: "BehaviorRunning",
      dependencies: [
        "BehaviorLoading", "CPlatform", "ScrollTargets", "ScrollPhysics", "ScrollSimulation", "ScrollFormats",
      ]),
    // Checking properties: the properties and their parser, the promises of the built-ins, the
    // generated scenarios, the search and its shrinking, `check` of a behavior, and the starters of `new`.
    .target(
      name: "PropertyChecking",
      dependencies: [
        "BehaviorRunning", "BehaviorLoading", "ScrollTargets", "ScrollPhysics", "ScrollSimulation", "ScrollFormats",
      ], plugins: ["EmbedReferenceScripts"]),
    // Comparing: a behavior against another over generated cases, their reports, `verify` (check
    // and compare of every file), and the benchmarks that time calls and comparisons.
    .target(
      name: "BehaviorComparing",
      dependencies: [
        "PropertyChecking", "BehaviorRunning", "BehaviorLoading", "ScrollTargets", "ScrollSimulation", "ScrollFormats",
      ]),
    // What people read: timelines as text, CSV, an SVG plot and an HTML player; call, comparison,
    // check, verification and benchmark reports; tables; the REPL's page strip. The player's script
    // and style sheet are files of their own, embedded in the code at build time (.embedInCode), so
    // `simulate --html` writes one self-contained page wherever the binary runs from: no resource
    // bundle has to sit beside the executable, as Bundle.module needs on Linux.
    .target(
      name: "ScrollReporting",
      dependencies: [
        "BehaviorLoading", "BehaviorRunning", "PropertyChecking", "BehaviorComparing", "ScrollFormats",
        "ScrollSimulation", "ScrollTargets", "SwiftBehaviors",
      ],
      resources: [
        .embedInCode("Player/player.js"), .embedInCode("Player/player.css"), .embedInCode("Player/map-hover.js"),
      ]),
    // The REPL session: scene, gestures, Lua input; input and output injected.
    .target(
      name: "ScrollREPL",
      dependencies: [
        "ScrollReporting", "BehaviorLoading", "BehaviorRunning", "PropertyChecking", "BehaviorComparing",
        "LuaBehaviors", "SwiftBehaviors", "ScrollSimulation", "ScrollFormats",
        "ScrollTargets", "ScrollPhysics",
      ]),
    // `play`: a live session of gestures from a browser page, driven through the simulator on the
    // host: the sessions, their messages, who may connect, maps off the sessions. No networking, so
    // the fuzzing harness takes it whole. The page's files are embedded as the player's are.
    .target(
      name: "ScrollPlayground",
      dependencies: [
        "ScrollReporting", "BehaviorLoading", "BehaviorRunning", "PropertyChecking", "ScrollFormats",
        "ScrollSimulation", "ScrollPhysics", "ScrollTargets",
      ],
      resources: [
        .embedInCode("Page/play.html"), .embedInCode("Page/play.js"), .embedInCode("Page/play.css"),
      ]),
    // The options several commands share: the scene, the script limits, the model's values as arguments,
    // the exit codes and the one style of error; --watch's loop.
    .target(
      name: "CommandOptions",
      dependencies: [
        "BehaviorLoading", "BehaviorRunning", "PropertyChecking", "SwiftBehaviors", "ScrollSimulation", "ScrollFormats",
        "ScrollPhysics",
        "ScrollTargets",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // libedit (pkg-config libedit, apt libedit-dev): line editing and history for the interactive REPL.
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),

    // The fuzzing harness: libFuzzer when scripts/fuzz builds it, a replayer otherwise.
    .executableTarget(
      name: "scrollscript-fuzz",
      dependencies: [
        "BehaviorLoading", "BehaviorRunning", "PropertyChecking", "BehaviorComparing", "LuaBehaviors", "ScrollTargets",
        "ScrollSimulation", "ScrollFormats", "ScrollREPL", "ScrollPlayground", "ScrollReporting",
      ]
    ),
    // The command-line tool: parsing, printing, and --watch (polling files, ended by Ctrl-C).
    .executableTarget(
      name: "scrollscript",
      dependencies: [
        "ScrollReporting", "BehaviorLoading", "BehaviorRunning", "PropertyChecking", "BehaviorComparing",
        "SwiftBehaviors", "ScrollSimulation", "ScrollFormats", "ScrollTargets", "ScrollPhysics", "ScrollREPL",
        "CommandOptions", "CEditLine", "CPlatform",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Tests

    // What the tests share: the repository's root, the built binaries and a runner for them, and the
    // drivers of tmux (the REPL in a terminal) and of headless Chromium through WebDriver. No test
    // target depends on an executable target.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ScrollTargetsTests", dependencies: ["ScrollTargets", "TestSupport"]),
    .testTarget(
      name: "SwiftBehaviorsTests",
      dependencies: [
        "SwiftBehaviors", "BehaviorRunning", "ScrollFormats", "ScrollSimulation", "ScrollTargets", "TestSupport",
      ]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "ScrollTargets"]),
    .testTarget(name: "ScrollSimulationTests", dependencies: ["ScrollSimulation", "ScrollTargets"]),
    .testTarget(
      name: "ScrollFormatsTests",
      dependencies: [
        "ScrollFormats", "BehaviorRunning", "BehaviorComparing", "ScrollSimulation", "ScrollPhysics", "ScrollTargets",
        "CPlatform",
      ]),
    // ScrollReporting: some checks of a run read its report.
    .testTarget(
      name: "BehaviorRunningTests",
      dependencies: [
        "BehaviorComparing", "BehaviorLoading", "BehaviorRunning", "LuaBehaviors", "PropertyChecking", "ScrollFormats",
        "ScrollPhysics", "ScrollReporting", "ScrollSimulation", "ScrollTargets", "TestSupport",
      ]),
    .testTarget(
      name: "PropertyCheckingTests",
      dependencies: [
        "BehaviorComparing", "BehaviorLoading", "BehaviorRunning", "LuaBehaviors", "PropertyChecking", "ScrollFormats",
        "ScrollReporting", "ScrollSimulation", "ScrollTargets", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BehaviorComparingTests",
      dependencies: [
        "BehaviorComparing", "BehaviorLoading", "BehaviorRunning", "ScrollFormats", "ScrollSimulation", "ScrollTargets",
        "TestSupport",
      ]),
    // CLua: the stock library, in the same process, for the differential tests. BehaviorLoading: scripts
    // are loaded from their files as the tools load them.
    .testTarget(
      name: "LuaBehaviorsTests",
      dependencies: [
        "LuaBehaviors", "PropertyChecking", "BehaviorComparing", "ScrollTargets", "ScrollSimulation", "ScrollFormats",
        "CLua", "CLuaBridge", "TestSupport",
      ],
      exclude: ["Hostile"]),
    // Golden: outputs of simulate as the tool wrote them, compared byte for byte.
    .testTarget(
      name: "ScrollReportingTests",
      dependencies: [
        "ScrollReporting", "BehaviorRunning", "PropertyChecking", "BehaviorComparing", "ScrollFormats",
        "ScrollSimulation", "ScrollTargets", "TestSupport",
      ],
      exclude: ["Golden"]),
    // The command line end to end: the built binaries, run as a person runs them (TestSupport finds them;
    // `swift build --build-tests` builds every product), the REPL in tmux and the playground in Chromium.
    .testTarget(
      name: "scrollscriptTests",
      dependencies: [
        "TestSupport", "CommandOptions", "ScrollREPL", "CEditLine", "BehaviorLoading", "LuaBehaviors", "ScrollTargets",
        "ScrollFormats", "ScrollSimulation", "PropertyChecking",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "ScrollPlaygroundTests",
      dependencies: [
        "ScrollPlayground", "ScrollSimulation", "ScrollFormats", "PropertyChecking", "BehaviorLoading",
        "BehaviorRunning",
        "LuaBehaviors", "ScrollTargets", "TestSupport",
      ]),
    .testTarget(
      name: "ScrollREPLTests",
      dependencies: [
        "ScrollREPL", "ScrollSimulation", "ScrollFormats", "BehaviorLoading", "BehaviorRunning", "LuaBehaviors",
        "SwiftBehaviors", "CommandOptions",
        "ScrollTargets", "TestSupport",
      ]),
  ]
)

// The playground's server, its program and its tests: SwiftNIO and Hummingbird, more than half of a
// clean build's compile steps. The fast test tier (scripts/test) leaves them out by setting
// SCROLLSCRIPT_WITHOUT_SERVER; every other build, `scripts/test --all` and `scripts/install` among them,
// has them.
if Context.environment["SCROLLSCRIPT_WITHOUT_SERVER"] == nil {
  package.products.append(.executable(name: "scrollscript-play", targets: ["scrollscript-play"]))
  package.dependencies += [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ]
  package.targets += [
    // The playground's server on 127.0.0.1: the page over HTTP and a WebSocket per page (Hummingbird),
    // handed to the network-free PlayHub; the access checks and the frame and message caps.
    .target(
      name: "PlaygroundServer",
      dependencies: [
        "ScrollPlayground", "ScrollFormats",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]),
    // `scrollscript play`: a program of its own, so the main tool (and the main job) builds without the server.
    .executableTarget(
      name: "scrollscript-play",
      dependencies: [
        "PlaygroundServer", "ScrollPlayground", "CommandOptions", "BehaviorLoading", "PropertyChecking",
        "ScrollFormats", "ScrollTargets", "SwiftBehaviors", "CPlatform",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "PlaygroundServerTests",
      dependencies: ["PlaygroundServer", "ScrollPlayground", "TestSupport"]),
  ]
}
