import Foundation

// `@Environment` and the values views read from it, with the storage
// wrappers (`@AppStorage`, `@SceneStorage`, `@FocusState`). The model's
// environment holds what bears on layout (Model/EnvironmentValues.swift);
// the values here are read as a device shows them by default, and setting
// them changes nothing.

/// Whether the app is in front, as in SwiftUI.
public enum ScenePhase: Hashable, Sendable {
  case background, inactive, active
}

/// The user's text size, as in SwiftUI.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Dismisses the view that presents it (`dismiss()`), as in SwiftUI; the model presents nothing.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// Opens a URL (`openURL(url)`), as in SwiftUI; the model opens nothing.
public struct OpenURLAction: Sendable {
  public func callAsFunction(_ url: URL) {}
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

extension EnvironmentValues {
  /// The environment `@Environment` reads while a view's body is made: the
  /// layout's when it sets one (`$current.withValue`), else the defaults.
  @TaskLocal static var current = EnvironmentValues()

  /// Light: the model has one appearance; setting it changes nothing.
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }

  /// `.active`; setting it changes nothing.
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }

  /// `.large`, the system's default; setting it changes nothing.
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }

  /// True; setting it changes nothing.
  public var isEnabled: Bool {
    get { true }
    set {}
  }

  /// The calendar of the screen laid out: the system's current one.
  public var calendar: Calendar { Calendar.current }
  /// The time zone of the screen laid out: the system's current one.
  public var timeZone: TimeZone { TimeZone.current }
  /// English (United States); setting it changes nothing.
  public var locale: Locale {
    get { Locale(identifier: "en_US") }
    set {}
  }

  /// False; setting it changes nothing.
  public var accessibilityReduceMotion: Bool {
    get { false }
    set {}
  }

  /// 3, an iPhone's pixels per point; setting it changes nothing.
  public var displayScale: CGFloat {
    get { 3 }
    set {}
  }

  /// An action that dismisses nothing.
  public var dismiss: DismissAction { DismissAction() }

  /// An action that opens nothing.
  public var openURL: OpenURLAction { OpenURLAction() }
}

/// A value read from the environment, as SwiftUI's `@Environment`: an
/// environment value by key path (`@Environment(\.colorScheme)`), or an
/// object a view above gave with `.environment(_:)` (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value> {
  let read: () -> Value

  /// The environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { EnvironmentValues.current[keyPath: keyPath] }
  }

  /// The object of type `objectType` given by `.environment(_:)` above; a
  /// view laid out without one stops with an error naming the type and the line.
  public init(_ objectType: Value.Type, fileID: String = #fileID, line: Int = #line) where Value: AnyObject {
    read = { EnvironmentObjects.shared.required(Value.self, wrapper: "@Environment(\(Value.self).self)", fileID, line) }
  }

  /// The object of type `objectType` given by `.environment(_:)` above, or `nil`.
  public init<T: AnyObject>(_ objectType: T.Type) where Value == T? {
    read = { EnvironmentObjects.shared.find(T.self) }
  }

  /// The value.
  public var wrappedValue: Value { read() }
}

/// The objects views give to the views under them (`.environment(_:)`,
/// `.environmentObject(_:)`), by type, and the values they give to keys of
/// the app's own (`.environment(\.service, Mock())`), by key. A view's body
/// is made after the modifiers of the views above it ran, so the object is
/// there to be read; the last one given of a type wins.
final class EnvironmentObjects: @unchecked Sendable {
  static let shared = EnvironmentObjects()
  private let lock = NSLock()
  private var objects: [ObjectIdentifier: AnyObject] = [:]
  /// The values given to keys of the app's own (`.environment(\.service, Mock())`), by key type.
  private var values: [ObjectIdentifier: Any] = [:]

  /// Whether an object given while another of its type is held is dropped: while a provider's previews
  /// are made, so that the first preview keeps the objects it gives (``_FirstPreview``).
  private var keepsFirst = false

  func put<T: AnyObject>(_ object: T) {
    lock.lock()
    defer { lock.unlock() }
    if keepsFirst, objects[ObjectIdentifier(T.self)] != nil { return }
    objects[ObjectIdentifier(T.self)] = object
  }

  /// Gives `value` to key `K` of the app's own, as ``put(_:)`` gives an object.
  func setValue<K: EnvironmentKey>(_ value: K.Value, for key: K.Type) {
    lock.withLock {
      if keepsFirst, values[ObjectIdentifier(K.self)] != nil { return }
      values[ObjectIdentifier(K.self)] = value
    }
  }

  /// The value given to key `K`, else its default.
  func value<K: EnvironmentKey>(for key: K.Type) -> K.Value {
    lock.withLock { values[ObjectIdentifier(K.self)] as? K.Value } ?? K.defaultValue
  }

  /// `make()`, each type keeping the first object given while it runs.
  func keepingFirst<T>(_ make: () -> T) -> T {
    lock.withLock {
      objects = [:]
      values = [:]
      keepsFirst = true
    }
    defer { lock.withLock { keepsFirst = false } }
    return make()
  }

  func find<T: AnyObject>(_ type: T.Type) -> T? {
    lock.lock()
    defer { lock.unlock() }
    return objects[ObjectIdentifier(T.self)] as? T
  }

  /// The object of `type`; without one, says so on standard error and exits
  /// with status 70, as SwiftUI stops an app that reads a missing object.
  func required<T: AnyObject>(_ type: T.Type, wrapper: String, _ fileID: String, _ line: Int) -> T {
    if let object = find(type) { return object }
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let message =
      "\(file):\(line): error: \(wrapper) reads a \(T.self) that no view above gives: "
      + "give one with .environment(_:) or .environmentObject(_:) in the view laid out\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(70)
  }
}

extension View {
  /// Gives `object` to the views under it, for `@Environment(Type.self)`.
  public func environment<T: AnyObject>(_ object: T?) -> Self {
    if let object { EnvironmentObjects.shared.put(object) }
    return self
  }
}

/// A value kept in the user defaults under `key`, as SwiftUI's `@AppStorage`;
/// the model keeps it in the view, starting from the default given, and
/// neither reads nor writes the defaults.
@propertyWrapper
public struct AppStorage<Value> {
  let state: State<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
  }

  /// A value that starts as `nil`.
  public init(_ key: String, store: UserDefaults? = nil) where Value: ExpressibleByNilLiteral {
    state = State(wrappedValue: nil)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A value restored with the scene, as SwiftUI's `@SceneStorage`; the model
/// keeps it in the view, starting from the default given.
@propertyWrapper
public struct SceneStorage<Value> {
  let state: State<Value>

  public init(wrappedValue: Value, _ key: String) {
    state = State(wrappedValue: wrappedValue)
  }

  /// A value that starts as `nil`.
  public init(_ key: String) where Value: ExpressibleByNilLiteral {
    state = State(wrappedValue: nil)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

/// Which view has the keyboard's focus, as SwiftUI's `@FocusState`: `false`
/// or `nil` until set, since the model has no keyboard.
@propertyWrapper
public struct FocusState<Value: Hashable> {
  /// The focus state as `focused(_:)` takes it: `$isFocused`.
  @propertyWrapper
  public struct Binding {
    let state: State<Value>

    public var wrappedValue: Value {
      get { state.wrappedValue }
      nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }

  let state: State<Value>

  /// A focus that starts off.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
  }

  /// A focus that starts on no field.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(state: state) }
}

extension View {
  /// Accepted and ignored: the model has no keyboard focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
  /// Accepted and ignored.
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self { self }
}
