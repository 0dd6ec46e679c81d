import ScrollTargets
import Testing

@Suite("Naming a behavior value by the catalog")
struct BuiltInNamingTests {
  @Test("a view's shorthand behaviors are named as the catalog spells them, and the name makes them again")
  func shorthandsNamed() throws {
    let named: [(any ScrollTargetBehavior, String)] = [
      (PagingScrollTargetBehavior.paging, "paging"),
      (ViewAlignedScrollTargetBehavior(), "viewAligned"),
      (ViewAlignedScrollTargetBehavior(limitBehavior: .never), "viewAligned:never"),
      (ViewAlignedScrollTargetBehavior(limitBehavior: .automatic, anchor: .center), "viewAligned:automatic:center"),
      (FreeScrollTargetBehavior(), "free"),
      (HorizontalPagingScrollTargetBehavior(), "horizontalPaging"),
    ]
    for (behavior, name) in named {
      #expect(BuiltInBehaviors.name(of: behavior) == name)
      let made = try BuiltInBehaviors.behavior(named: name)
      #expect(BuiltInBehaviors.name(of: made) == name)
    }
  }

  @Test("a type outside the catalog has no name")
  func othersUnnamed() {
    struct Mine: ScrollTargetBehavior {
      func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    }
    #expect(BuiltInBehaviors.name(of: Mine()) == nil)
  }
}
