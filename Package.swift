// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ScrollScript",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ScrollTargets", targets: ["ScrollTargets"]),
    .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
    .library(name: "ScrollSimulation", targets: ["ScrollSimulation"]),
    .library(name: "ScrollFormats", targets: ["ScrollFormats"]),
    .library(name: "BehaviorLab", targets: ["BehaviorLab"]),
    .library(name: "LuaBehaviors", targets: ["LuaBehaviors"]),
    .library(name: "ScrollREPL", targets: ["ScrollREPL"]),
    .executable(name: "scrollscript", targets: ["scrollscript"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The SwiftUI-shaped model and the built-in behaviors. No dependencies.
    .target(name: "ScrollTargets"),
    // Deceleration, animation to a target, rubber-banding, velocity estimation. No dependencies.
    .target(name: "ScrollPhysics"),
    // Scenarios of gestures turned into timelines of frames and events.
    .target(name: "ScrollSimulation", dependencies: ["ScrollTargets", "ScrollPhysics"]),
    // Lua 5.4 from the system (pkg-config lua5.4) and a shim of its macros as static-inline functions.
    .systemLibrary(name: "CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
    // The C half of the Lua host: sandbox, memory cap, budget hook, target/context proxies.
    .target(name: "CLuaBridge", dependencies: ["CLua"]),
    // Behaviors written in Lua: LuaScrollTargetBehavior, LuaGeometryObserver. The only importer of CLuaBridge.
    .target(name: "LuaBehaviors", dependencies: ["CLuaBridge", "ScrollTargets", "ScrollSimulation"]),
    // The JSON formats read and written (docs/formats.md): cases, results, scenarios, timelines; their one
    // validator of ranges and limits, and the fast codec of case and result lines.
    .target(name: "ScrollFormats", dependencies: ["ScrollTargets", "ScrollPhysics", "ScrollSimulation", "CCaseJSON"]),
    // The fast reader of case lines: a C interface over simdjson (apt libsimdjson-dev, pkg-config simdjson).
    // Debian builds the library with threads, which changes its parser's layout: the define must match.
    .target(
      name: "CCaseJSON", cxxSettings: [.define("SIMDJSON_THREADS_ENABLED", to: "1")],
      linkerSettings: [.linkedLibrary("simdjson")]),
    // Batch runs, check, compare, verify, bench, behavior lookup by name.
    .target(
      name: "BehaviorLab",
      dependencies: ["ScrollTargets", "ScrollPhysics", "ScrollSimulation", "ScrollFormats", "LuaBehaviors"]),
    // The REPL session: scene, gestures, Lua input; input and output injected.
    .target(
      name: "ScrollREPL",
      dependencies: [
        "BehaviorLab", "LuaBehaviors", "ScrollSimulation", "ScrollFormats", "ScrollTargets", "ScrollPhysics",
      ]),
    // libedit (pkg-config libedit, apt libedit-dev): line editing and history for the interactive REPL.
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),

    // The command-line tool: parsing and printing only.
    // The fuzzing harness: libFuzzer when scripts/fuzz builds it, a replayer otherwise.
    .executableTarget(
      name: "scrollscript-fuzz",
      dependencies: ["BehaviorLab", "LuaBehaviors", "ScrollTargets", "ScrollSimulation", "ScrollFormats", "ScrollREPL"]
    ),
    .executableTarget(
      name: "scrollscript",
      dependencies: [
        "BehaviorLab", "ScrollSimulation", "ScrollFormats", "ScrollTargets", "ScrollPhysics", "ScrollREPL", "CEditLine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Tests
    .testTarget(name: "ScrollTargetsTests", dependencies: ["ScrollTargets"]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
    .testTarget(name: "ScrollSimulationTests", dependencies: ["ScrollSimulation", "ScrollTargets"]),
    .testTarget(
      name: "ScrollFormatsTests", dependencies: ["ScrollFormats", "BehaviorLab", "ScrollSimulation", "ScrollTargets"]),
    .testTarget(
      name: "BehaviorLabTests", dependencies: ["BehaviorLab", "ScrollFormats", "ScrollSimulation", "ScrollTargets"]),
    // CLua: the stock library, in the same process, for the differential tests.
    .testTarget(
      name: "LuaBehaviorsTests",
      dependencies: ["LuaBehaviors", "ScrollTargets", "ScrollSimulation", "ScrollFormats", "CLua"],
      exclude: ["Hostile"]),
    .testTarget(name: "scrollscriptTests", dependencies: ["scrollscript", "scrollscript-fuzz"]),
    .testTarget(
      name: "ScrollREPLTests",
      dependencies: [
        "ScrollREPL", "ScrollSimulation", "ScrollFormats", "BehaviorLab", "LuaBehaviors", "ScrollTargets",
        "scrollscript",
      ]),
  ],
  cxxLanguageStandard: .cxx17
)
