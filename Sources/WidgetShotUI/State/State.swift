import Foundation

/// A property wrapper for view-local state.
///
/// A widget view is rendered once per timeline entry, so state starts at its initial value for
/// every render. Writes made while the body is evaluated (through the property or its `$` binding)
/// are kept for the rest of that render, as SwiftUI keeps them for the view's lifetime.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 3
///     var body: some View { Stepper("\(count)", value: $count) }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates state with an initial value (what `@State var x = value` calls).
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$count`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding `nil` — what `@State var x: T?` without an initial value calls.
    /// Declared in a constrained extension, as SwiftUI declares it (its symbol
    /// `s:7SwiftUI5StateVAAs23ExpressibleByNilLiteralRzlEACyxGycfc` is an extension member).
    public init() { self.init(wrappedValue: nil) }
}

/// The storage of one `@State`, shared by copies of the view value.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension DynamicProperty {
    /// Updates the property before the view's body is evaluated (nothing to do in a static render).
    public mutating func update() {}
}
