import CLuaBridge
import ScrollTargets
import Testing

@Suite("the limits a behavior runs under")
struct BehaviorLimitsTests {
  @Test("the model's defaults are the Lua host's, which it falls back to for a value that is not positive")
  func defaultsAgree() {
    let host = slb_default_limits()
    let model = BehaviorLimits.default
    #expect(Int(host.memoryBytes) == model.memoryBytes)
    #expect(Int(host.loadInstructions) == model.loadInstructions)
    #expect(host.loadSeconds == model.loadSeconds)
    #expect(Int(host.callInstructions) == model.callInstructions)
    #expect(host.callSeconds == model.callSeconds)
    #expect(Int(host.hookInterval) == model.hookInterval)
    #expect(Int(host.sourceBytes) == model.sourceBytes)
  }

  @Test("sizes read as whole mebibytes when they are, else in bytes")
  func describedSizes() {
    #expect(BehaviorLimits.describe(bytes: 64 << 20) == "64 MiB")
    #expect(BehaviorLimits.describe(bytes: 1000) == "1000 bytes")
  }
}
