import Foundation

// Actions on a view's life (appearing, changes, tasks, refresh, submit)
// and the keyboard's settings.
// The model lays a view out once and runs none of them, so that laying a
// view out never starts its network calls or timers.

/// The key a text field's return key shows (`submitLabel(.search)`), as in SwiftUI.
public enum SubmitLabel: Sendable {
  case done
  case go
  case send
  case join
  case route
  case search
  case `return`
  case next
  case `continue`
}

/// What `onSubmit` listens to, as in SwiftUI.
public struct SubmitTriggers: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: SubmitTriggers...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var text: SubmitTriggers { SubmitTriggers(rawValue: 1) }
  public static var search: SubmitTriggers { SubmitTriggers(rawValue: 2) }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`; the model has no keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalized, as in SwiftUI.
public enum TextInputAutocapitalization: Sendable {
  case never
  case words
  case sentences
  case characters
}

/// The `onAppear` actions met while a view's tree is made. The layout runs
/// them once, then makes the tree again, so that what they set (sample data
/// loaded into a model, a selection) is on the first screen, as SwiftUI runs
/// them before that screen is drawn. Actions met in the second making are
/// not run: views that appear because of the first ones, or on later screens.
final class AppearActions: @unchecked Sendable {
  /// The collector of the tree being made, if any.
  @TaskLocal static var current: AppearActions?
  private let lock = NSLock()
  private var actions: [() -> Void] = []

  func add(_ action: @escaping () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    actions.append(action)
  }

  /// Runs the actions met, in the order met; false when there were none.
  func runAll() -> Bool {
    lock.lock()
    let met = actions
    actions = []
    lock.unlock()
    for action in met { action() }
    return !met.isEmpty
  }
}

extension View {
  /// Run once before the layout, as SwiftUI runs it before the first screen is drawn (``AppearActions``).
  public func onAppear(perform action: (() -> Void)? = nil) -> Self {
    if let action { AppearActions.current?.add(action) }
    return self
  }
  /// Accepted and ignored: the action is not run.
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  /// Accepted and ignored: the task is not started.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> Self { self }
  /// Accepted and ignored: the task is not started.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self {
    self
  }
  /// Accepted and ignored: the action is not run.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self {
    self
  }
  /// Accepted and ignored: the action is not run (the form before iOS 17).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
  /// Accepted and ignored: the publisher is not subscribed to.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self { self }
  /// Accepted and ignored: the refresh action is not run.
  public func refreshable(action: @escaping () async -> Void) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
  /// Accepted and ignored.
  public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
}
