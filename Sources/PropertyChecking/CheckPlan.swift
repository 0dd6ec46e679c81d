import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// What `check` will check, and how, before anything runs: the names given
/// expanded into behaviors (built-in names kept, folders walked for their
/// `.lua` and `.swift` files), the scenario files read into the gestures
/// tried first, and each behavior's options.
///
/// On a view's scene, a behavior other than the view's own is held to where
/// the view's built-in behavior rests as well: its `landsOn` and `atMost`
/// (paging's pages, on the seed article's Step 0).
public struct CheckPlan {
  /// One behavior to check.
  public struct Item {
    /// A built-in name or a file.
    public var behavior: String
    public var options: PropertyOptions
    /// Whether the options hold the scene's own stops besides the behavior's promises.
    public var borrowsScene: Bool
    /// The view file whose own behavior this is, which names the check.
    public var view: String?
  }

  public var items: [Item]
  /// The scene's own stops: where the view's built-in behavior rests (empty without one).
  public var sceneStops: [any BehaviorProperty]

  /// Plans the check of `names`.
  ///
  /// - Parameters:
  ///   - viewBehavior: the view's own behavior, as `names` may name it (a built-in name, or the view file).
  ///   - viewFile: the view file, which names the check of its own behavior.
  ///   - sceneBehavior: the view's built-in behavior, whose stops the others borrow.
  ///   - scenarioFiles: scenario files tried first, as they are.
  /// - Throws: ``BuiltInLookupError`` for a name that is neither a built-in nor a file (with the nearest
  ///   name), ``InputError`` for no behaviors at all or a scenario file that does not read.
  public init(
    names: [String], options: PropertyOptions, viewBehavior: String? = nil, viewFile: String? = nil,
    sceneBehavior: String? = nil, scenarioFiles: [String] = []
  ) throws {
    for name in names
    where BuiltInPromises.entry(for: name) == nil && !BehaviorSpec.isScript(name)
      && !BehaviorSpec.isSwiftFile(name) && RawNames.status(name) == nil
    {
      // Neither a built-in nor a file: the lookup's error, with the nearest built-in name.
      _ = try BuiltInBehaviors.behavior(named: name)
    }
    let behaviors = names.flatMap { BuiltInPromises.entry(for: $0) != nil ? [$0] : ScriptFiles.expand([$0]) }
    guard !behaviors.isEmpty else {
      throw InputError("", "no .lua or .swift behaviors in \(names.joined(separator: ", "))")
    }
    var options = options
    options.given += try scenarioFiles.map { file in
      do {
        return try Scenario(json: try InputFile.read(file, limit: 64 << 20))
      } catch let error as InputError {
        throw InputError(file + (error.path.isEmpty ? "" : ": " + error.path), error.message)
      }
    }
    sceneStops =
      sceneBehavior.flatMap { BuiltInPromises.promises(for: $0) }.map { promises in
        promises.properties.filter { $0.name.hasPrefix("landsOn(") || $0.name.hasPrefix("atMost(") }
      } ?? []
    items = behaviors.map { [sceneStops] behavior in
      var options = options
      let borrows = !sceneStops.isEmpty && behavior != viewBehavior && behavior != sceneBehavior
      if borrows { options.extra += sceneStops }
      return Item(
        behavior: behavior, options: options, borrowsScene: borrows, view: behavior == viewBehavior ? viewFile : nil)
    }
  }
}
