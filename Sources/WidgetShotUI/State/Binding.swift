import Foundation

/// A two-way connection to a value stored elsewhere.
///
/// ```swift
/// struct Row: View {
///     @Binding var isOn: Bool
///     var body: some View { Toggle("Alarm", isOn: $isOn) }
/// }
/// Row(isOn: .constant(true))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let get: () -> Value
    let set: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// Creates a binding whose setter also receives the transaction of the change (iOS 13); a
    /// widget's writes carry the default transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, Transaction()) }
    }

    /// Creates a binding from another binding (what `@Binding var x: T` with `_x = $y` calls).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$isOn` inside a view that declares `@Binding var isOn`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$settings.volume`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// Wraps a non-optional binding as an optional one (writing `nil` is ignored).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// Unwraps an optional binding; `nil` when the value is currently `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// Type-erases a binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let v = $0.base as? V { base.wrappedValue = v } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identifier.
    public var id: Value.ID { wrappedValue.id }
}

/// `ForEach($items) { $item in … }`: a binding to a collection is a collection of bindings.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    /// The position of the first element.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The position past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The valid positions.
    public var indices: Indices { wrappedValue.indices }
    /// The position after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// Advances `i` to the next position.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    /// Moves `i` to the previous position.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding {
    /// A binding whose changes animate — SwiftUI's `Binding.animation(_:)`
    /// (https://developer.apple.com/documentation/swiftui/binding/animation(_:)). Widgets draw the
    /// final state of every change (Architecture: "Widgets are still images"), so the binding reads
    /// and writes the same value as this one and the animation only describes the change.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: get, set: set)
    }
}
