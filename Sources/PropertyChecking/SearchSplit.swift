/// How a check's gestures and scenarios are shared among their sources.
///
/// Of `gestures`: 12 % mined (``MinedCaseGenerator``), 8 % coverage-guided
/// (``CoverageCorpus``; none when the behavior cannot count its lines, and
/// then they are random), and the rest random (``CaseGenerator``). Of
/// `scenarios`: 15 % mined (``MinedScenarioGenerator``), the rest random
/// (``ScenarioGenerator``). So `--gestures 10000` is random 8000, constants
/// 1200, coverage 800, and the whole search costs about what it did with
/// random cases alone. The shares are this model's choice: enough mined and
/// guided cases to reach a band a few points wide around each of a few dozen
/// constants, while the random ones still cover the scenes a rule did not foresee.
struct SearchSplit: Equatable {
  static let constantShare = 0.12
  static let coverageShare = 0.08
  static let constantScenarioShare = 0.15

  var random: Int
  var constants: Int
  var coverage: Int
  var randomScenarios: Int
  var constantScenarios: Int

  init(gestures: Int, scenarios: Int, countsLines: Bool) {
    constants = Int((Double(gestures) * Self.constantShare).rounded(.down))
    coverage = countsLines ? Int((Double(gestures) * Self.coverageShare).rounded(.down)) : 0
    random = gestures - constants - coverage
    constantScenarios = Int((Double(scenarios) * Self.constantScenarioShare).rounded(.down))
    randomScenarios = scenarios - constantScenarios
  }
}
