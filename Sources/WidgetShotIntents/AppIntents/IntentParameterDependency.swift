import Foundation

/// A query's or options provider's view of the intent being configured — App Intents'
/// `@IntentParameterDependency` (iOS 17,
/// https://developer.apple.com/documentation/appintents/intentparameterdependency).
///
/// ```swift
/// struct StationQuery: EntityQuery {
///     @IntentParameterDependency<DeparturesIntent>(\.$line) var departures
///     func suggestedEntities() async throws -> [StationEntity] {
///         guard let departures else { return [] }
///         return StationEntity.all.filter { $0.line == departures.line }
///     }
/// }
/// ```
///
/// The value is the intent whose parameter WidgetShot is resolving (filling defaults with
/// `IntentParameters.prepareDefaults`, or looking up JSON values with `apply(json:to:)`) when that
/// intent is an `Intent` and every dependency has a value; otherwise nil, as when iOS asks a query
/// outside a configuration.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    private let isSatisfied: (Intent) -> Bool

    /// A dependency on one or more of `Intent`'s parameters (`\.$line`, `\.$line, \.$direction`).
    public init<each Value>(_ parameters: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        var checks: [(Intent) -> Bool] = []
        for keyPath in repeat each parameters { checks.append { $0[keyPath: keyPath].hasValue } }
        isSatisfied = { intent in checks.allSatisfy { $0(intent) } }
    }

    /// The intent being configured, or nil when there is none or a dependency has no value.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentBeingConfigured.current?.intent as? Intent, isSatisfied(intent) else { return nil }
        return IntentProjection(intent)
    }
}

/// The parameter values of the intent a dependency sees — App Intents' `IntentProjection`:
/// `departures.line` reads the intent's `line`.
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    private let intent: Intent
    init(_ intent: Intent) { self.intent = intent }
    /// A property of the intent (a parameter's value).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
}

/// The intent whose parameters are being resolved, for `@IntentParameterDependency` (a task-local,
/// so parallel renders each see their own).
struct IntentBeingConfigured: @unchecked Sendable {
    let intent: Any
    @TaskLocal static var current: IntentBeingConfigured?

    /// Runs `body` with `intent` as the intent being configured.
    static func with<T>(_ intent: Any, _ body: () async throws -> T) async rethrows -> T {
        try await $current.withValue(IntentBeingConfigured(intent: intent), operation: body)
    }
}
