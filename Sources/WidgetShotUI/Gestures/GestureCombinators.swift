import Foundation

// The gesture modifiers (`onChanged`, `onEnded`, `updating`, `map`) and compositions
// (`simultaneously`, `sequenced`, `exclusively`). They keep the types SwiftUI returns, so code
// that stores a gesture in a property or returns `some Gesture` compiles; nothing recognises them.

/// A gesture whose `onChanged` action is never called in a widget.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture whose `onEnded` action is never called in a widget.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture that updates a `GestureState` while it is active — SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    let update: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    /// Creates the gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        update = body
    }
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture whose value is mapped by a closure.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture containing two gestures that can happen at the same time — SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture: either or both values.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first of the two gestures.
    public var first: First
    /// The second of the two gestures.
    public var second: Second
    /// Creates a gesture with two gestures that can receive updates or succeed independently.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture that's a sequence of two gestures — SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second has its value, if any.
        case second(First.Value, Second.Value?)
    }
    /// The first gesture in the sequence.
    public var first: First
    /// The gesture that follows the first.
    public var second: Second
    /// Creates a sequence gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture of two gestures where only one can succeed — SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The first of the two gestures.
    public var first: First
    /// The second of the two gestures.
    public var second: Second
    /// Creates an exclusive gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Never evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

extension Gesture {
    /// Adds an action to perform when the gesture's value changes (never called in a widget).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }
    /// Adds an action to perform when the gesture ends (never called in a widget).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }
    /// Updates the gesture state property as the gesture's value changes (never in a widget: the
    /// state keeps its initial value).
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// Returns a gesture that produces the values `body` makes from this gesture's values.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }
    /// Combines this gesture with another into one where both can happen at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// Sequences this gesture before another.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// Combines this gesture with another where only one may succeed, this one first.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// A property wrapper that updates a property while the user performs a gesture and resets it
/// when the gesture ends — SwiftUI's `GestureState`. In a widget no gesture runs, so it always
/// holds its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value
    /// A gesture state holding `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// A gesture state holding `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// A gesture state with a reset transaction.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// A gesture state with a reset closure.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// The wrapped value (the initial value: no gesture runs in a widget).
    public var wrappedValue: Value { initial }
    /// The gesture state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state holding `nil`.
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

/// An optional gesture is a gesture (SwiftUI: `Optional: Gesture where Wrapped: Gesture`), so a
/// gesture can be turned off: `.gesture(isLocked ? nil : DragGesture())` (SwiftUICalendar).
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// Never evaluated: gestures do not run in a widget.
    public var body: Never { primitiveBody(Self.self) }
}
