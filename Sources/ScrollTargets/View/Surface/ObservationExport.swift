// SwiftUI re-exports Observation, so `@Observable` classes compile with
// `import SwiftUI` alone. The model does the same, with the toolchain's module.
@_exported import Observation
