import Foundation

/// How an intent's parameters read as a sentence in Shortcuts and the widget editor — App
/// Intents' `ParameterSummary`. WidgetShot builds it (so real code compiles) and can render it
/// as text with `summaryText(for:)`.
public protocol ParameterSummary {
    /// The sentence with each parameter's value (for a given intent).
    func _text(for intent: Any) -> String
}

/// No summary.
public struct EmptyParameterSummary: ParameterSummary {
    /// Creates an empty summary.
    public init() {}
    public func _text(for intent: Any) -> String { "" }
}

/// A sentence naming parameters — App Intents' `Summary`: `Summary("Show \(\.$city)")`.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    let format: ParameterSummaryString<Intent>
    /// A summary sentence.
    public init(_ format: ParameterSummaryString<Intent>) { self.format = format }
    /// A summary sentence followed by more parameters (listed below it in the editor).
    public init(_ format: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        self.format = format
    }
    /// A summary with parameters only.
    public init(@ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) { format = ParameterSummaryString(stringLiteral: "") }
    public func _text(for intent: Any) -> String {
        guard let intent = intent as? Intent else { return "" }
        return format.parts.map { $0(intent) }.joined()
    }
}

/// The string of a `Summary`, interpolating parameters by key path — App Intents'
/// `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    let parts: [(Intent) -> String]
    public init(stringLiteral value: String) { parts = [{ _ in value }] }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    /// Literal text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [(Intent) -> String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append { _ in literal } }
        /// A parameter: `\(\.$city)` — its value as the editor shows it (an entity's or enum
        /// case's display title), or the parameter's title when it has no value.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            parts.append { intent in
                let p = intent[keyPath: keyPath]
                return p.hasValue ? IntentParameterText.display(p.wrappedValue) : p.title.description
            }
        }
    }
}

/// The parameters listed under a summary.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}

/// Builds `parameterSummary`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary of this intent (gives `\.$x` in the string its root type).
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    /// A conditional summary of this intent.
    public static func buildExpression<T, O>(_ summary: When<Intent, T, O>) -> When<Intent, T, O> { summary }
    /// Any other summary.
    @_disfavoredOverload
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildEither<A: ParameterSummary, B: ParameterSummary>(first: A) -> ConditionalParameterSummary<A, B> { .init(first: first, second: nil) }
    public static func buildEither<A: ParameterSummary, B: ParameterSummary>(second: B) -> ConditionalParameterSummary<A, B> { .init(first: nil, second: second) }
}

/// One of two summaries.
public struct ConditionalParameterSummary<A: ParameterSummary, B: ParameterSummary>: ParameterSummary {
    let first: A?
    let second: B?
    public func _text(for intent: Any) -> String { first?._text(for: intent) ?? second?._text(for: intent) ?? "" }
}

/// How `When` compares a parameter — App Intents' `ParameterSummaryComparisonOperator` cases.
public enum ParameterSummaryComparisonOperator: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, hasAnyValue, hasNoValue
}

/// A summary that depends on a parameter — App Intents' `When`.
public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    let test: (Intent) -> Bool
    let then: Then
    let otherwise: Otherwise
    /// `When(\.$unit, .equalTo, .celsius) { Summary(...) } otherwise: { Summary(...) }`.
    public init<Value: Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ op: ParameterSummaryComparisonOperator, _ value: Value,
                                  @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        test = { intent in
            let p = intent[keyPath: keyPath]
            guard p.hasValue, let v = p.storage else { return op == .hasNoValue || op == .notEqualTo }
            switch op {
            case .notEqualTo: return v != value
            case .hasAnyValue: return true
            case .hasNoValue: return false
            default: return v == value
            }
        }
        self.then = then()
        self.otherwise = otherwise()
    }
    /// `When(\.$x, .hasAnyValue) { … } otherwise: { … }`.
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ op: ParameterSummaryComparisonOperator,
                       @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        test = { intent in
            let has = intent[keyPath: keyPath].hasValue
            return op == .hasNoValue ? !has : has
        }
        self.then = then()
        self.otherwise = otherwise()
    }
    public func _text(for intent: Any) -> String {
        guard let i = intent as? Intent else { return "" }
        return test(i) ? then._text(for: intent) : otherwise._text(for: intent)
    }
}

extension AppIntent {
    /// The intent's parameter summary as text, with its current values.
    public func summaryText() -> String { Self.parameterSummary._text(for: self) }
}
