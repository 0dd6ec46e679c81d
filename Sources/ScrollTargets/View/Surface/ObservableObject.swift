import Foundation

// Combine's observable objects and Observation's `@Bindable`, as view files
// use them. The model lays a view out once, so nothing is observed: the
// objects are made and read, and no change redraws anything.

/// Values over time, as Combine's `Publisher`: what `onReceive` takes. The
/// model keeps the publisher and delivers nothing.
public protocol Publisher {
  associatedtype Output
  associatedtype Failure: Error
}

/// The publisher of an observable object's changes, as in Combine; sends nothing.
public final class ObservableObjectPublisher: Publisher, Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  /// Accepted: nothing listens.
  public func send() {}
}

/// An object whose changes views follow, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
  /// A publisher that sends nothing: the model redraws nothing.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property whose changes are published, as Combine's `@Published`; the
/// model keeps the value and publishes nothing.
@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: Value) {
    self.wrappedValue = initialValue
  }

  /// The property's publisher (`$name`), holding the value.
  public struct Publisher: ScrollTargets.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    public let value: Value
  }

  public var projectedValue: Published<Value>.Publisher {
    get { Publisher(value: wrappedValue) }
    set {}
  }
}

/// An observable object a view owns, as SwiftUI's `@StateObject`: made once,
/// when the view is.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  let object: ObjectType

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    object = StateRecall.keep(thunk)
  }

  public var wrappedValue: ObjectType { object }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: object) }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to an object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object given by a view above with `.environmentObject(_:)`,
/// as SwiftUI's `@EnvironmentObject`. A view laid out without one stops with
/// an error naming the type and the line, as SwiftUI stops the app.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  let fileID: String
  let line: Int

  public init(fileID: String = #fileID, line: Int = #line) {
    self.fileID = fileID
    self.line = line
  }

  public var wrappedValue: ObjectType {
    EnvironmentObjects.shared.required(ObjectType.self, wrapper: "@EnvironmentObject", fileID, line)
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
  /// Gives `object` to the views under it, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> Self {
    EnvironmentObjects.shared.put(object)
    return self
  }
}

/// Bindings to an observable object's properties, as Observation's
/// `@Bindable` in SwiftUI: `$model.title` is a `Binding<String>`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

#if !canImport(Combine)
  // Foundation's publishers, which Combine adds on Apple's platforms.

  extension Timer {
    /// A timer's ticks, as Combine's `Timer.TimerPublisher`; the model starts no timer.
    public struct TimerPublisher: Publisher {
      public typealias Output = Date
      public typealias Failure = Never
      public let interval: TimeInterval

      /// The publisher, connected when first subscribed to.
      public func autoconnect() -> TimerPublisher { self }
    }

    /// A publisher of ticks every `interval` seconds.
    public static func publish(
      every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
      TimerPublisher(interval: interval)
    }
  }

  extension NotificationCenter {
    /// A notification's posts, as Combine's `NotificationCenter.Publisher`; delivers none.
    public struct Publisher: ScrollTargets.Publisher {
      public typealias Output = Notification
      public typealias Failure = Never
      public let name: Notification.Name
    }

    /// A publisher of the posts of `name`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
      Publisher(name: name)
    }
  }
#endif

/// A publisher of one value, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
}
