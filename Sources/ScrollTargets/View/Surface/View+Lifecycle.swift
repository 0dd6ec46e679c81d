import Foundation

// Actions on a view's life (appearing, changes, tasks, refresh, submit)
// and the keyboard's settings.
// The model lays a view out once and runs none of them, so that laying a
// view out never starts its network calls or timers.

/// The key a text field's return key shows (`submitLabel(.search)`), as in SwiftUI.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What `onSubmit` listens to, as in SwiftUI.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`; the model has no keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalized, as in SwiftUI.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
  /// Accepted and ignored: the action is not run.
  public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
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
