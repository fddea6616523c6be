import Foundation

/// An intent's parameter — App Intents' `@Parameter` (`IntentParameter`). Like Apple's, it is a
/// class: `$city` is the parameter itself (its title, its options) and copies of an intent share
/// it. WidgetShot reads and sets parameters by name through `IntentParameters` (Mirror over the
/// wrappers), which is how widget configurations are rendered from defaults, recommendations and
/// JSON.
///
/// ```swift
/// @Parameter(title: "City", default: "Tokyo") var city: String
/// @Parameter(title: "Station", optionsProvider: StationOptions()) var station: String?
/// @Parameter(title: "Team") var team: TeamEntity
/// ```
@propertyWrapper
public final class IntentParameter<Value>: AnyIntentParameter {
    var storage: Value?
    /// The title shown in the widget editor and Shortcuts.
    public let title: LocalizedStringResource
    /// The parameter's description.
    public let description: LocalizedStringResource?
    /// The default value given in the declaration.
    public let defaultValue: Value?
    /// The dialog Siri uses to ask for a value.
    public let requestValueDialog: IntentDialog?
    /// The allowed range (`inclusiveRange:`), as given.
    public let inclusiveRange: (Value, Value)?
    /// The `size:` of an array parameter (see `size(for:)`).
    var sizeLimits = IntentCollectionSizeLimits.none
    /// The `controlStyle:` of a number parameter (`IntControlStyle`/`DoubleControlStyle`; see
    /// ParameterControlStyle.swift).
    var numberControlStyle: Any?
    let optionsDefault: (() async throws -> Any?)?
    let optionsList: (() async throws -> [Any])?

    /// The value. Reading a non-optional parameter that has no value is a programming error on
    /// iOS too; WidgetShot fills such parameters (see `IntentParameters.prepareDefaults`) before
    /// handing the intent to a provider.
    public var wrappedValue: Value {
        get {
            guard let storage else { fatalError("@Parameter \"\(title.description)\" (\(Value.self)) has no value") }
            return storage
        }
        set { storage = newValue }
    }
    /// The parameter itself (`$city`).
    public var projectedValue: IntentParameter<Value> { self }

    init(value: Value?, title: LocalizedStringResource, description: LocalizedStringResource?, requestValueDialog: IntentDialog?,
         inclusiveRange: (Value, Value)?, optionsDefault: (() async throws -> Any?)? = nil, optionsList: (() async throws -> [Any])? = nil) {
        if let value, !IntentParameterText.isNil(value) { storage = value } else if let opt = Value.self as? _IntentOptional.Type {
            storage = (opt._none as! Value)
        }
        self.title = title
        self.description = description
        defaultValue = value
        self.requestValueDialog = requestValueDialog
        self.inclusiveRange = inclusiveRange
        self.optionsDefault = optionsDefault
        self.optionsList = optionsList
    }

    /// A parameter with a title and, optionally, a default value, description, dialogs and range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                            inclusiveRange: (Value, Value)? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: inclusiveRange)
    }

    /// A parameter whose default is the property's initial value (`@Parameter(title: "X") var x = 3`).
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil, inclusiveRange: (Value, Value)? = nil) {
        self.init(value: wrappedValue, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: inclusiveRange)
    }

    /// A parameter whose choices come from a `DynamicOptionsProvider` (its `defaultResult()` is
    /// the default when no `default:` is given).
    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                              default: Value? = nil, optionsProvider: Provider,
                                                              requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: nil,
                  optionsDefault: { await optionsProvider.defaultResult() },
                  optionsList: { try await optionsProvider.results()._items })
    }

    // MARK: AnyIntentParameter

    var titleText: String { title.description }
    var valueType: Any.Type { Value.self }
    var hasValue: Bool { storage.map { !IntentParameterText.isNil($0) } ?? false }
    var valueText: String { storage.map { IntentParameterText.describe($0) } ?? "nil" }
    var currentValue: Any? { storage }

    func set(_ value: Any) -> Bool {
        if let v = value as? Value { storage = v; return true }
        return false
    }

    func options() async throws -> [Any]? { try await optionsList?() }
    func optionDefault() async throws -> Any? { try await optionsDefault?() }
}

/// `@Parameter` is App Intents' name for `IntentParameter`.
public typealias Parameter = IntentParameter

/// A parameter with its type erased (what `IntentParameters` works with).
protocol AnyIntentParameter: AnyObject {
    var titleText: String { get }
    var valueType: Any.Type { get }
    var hasValue: Bool { get }
    var valueText: String { get }
    var currentValue: Any? { get }
    func set(_ value: Any) -> Bool
    func options() async throws -> [Any]?
    func optionDefault() async throws -> Any?
}

/// `Optional`, seen from a generic context.
protocol _IntentOptional {
    static var _wrapped: Any.Type { get }
    static var _none: Any { get }
    var _unwrapped: Any? { get }
}
extension Optional: _IntentOptional {
    static var _wrapped: Any.Type { Wrapped.self }
    static var _none: Any { Optional<Wrapped>.none as Any }
    var _unwrapped: Any? { self.map { $0 as Any } }
}
/// `Array`, seen from a generic context.
protocol _IntentArray {
    static var _element: Any.Type { get }
    static func _make(_ items: [Any]) -> Any?
    var _elements: [Any] { get }
}
extension Array: _IntentArray {
    static var _element: Any.Type { Element.self }
    static func _make(_ items: [Any]) -> Any? {
        let cast = items.compactMap { $0 as? Element }
        return cast.count == items.count ? cast : nil
    }
    var _elements: [Any] { map { $0 as Any } }
}

/// Parameter values as text (for summaries and tap targets).
enum IntentParameterText {
    static func isNil(_ value: Any) -> Bool {
        if let o = value as? _IntentOptional { return o._unwrapped == nil }
        return false
    }
    static func describe(_ value: Any) -> String {
        if let o = value as? _IntentOptional { return o._unwrapped.map(describe) ?? "nil" }
        if let a = value as? _IntentArray, !(value is String) { return "[" + a._elements.map(describe).joined(separator: ", ") + "]" }
        if let e = value as? any AppEntity { return entityText(e) }
        if let e = value as? any AppEnum { return "\(e.rawValue)" }
        if let o = value as? INObject { return o.identifier ?? o.displayString }
        if let d = value as? Date { return ISO8601DateFormatter().string(from: d) }
        return "\(value)"
    }
    static func entityText<E: AppEntity>(_ e: E) -> String { "\(e.id)" }

    /// A value as the widget editor shows it: display titles for entities, enum cases and
    /// SiriKit objects.
    static func display(_ value: Any) -> String {
        if let o = value as? _IntentOptional { return o._unwrapped.map(display) ?? "" }
        if let a = value as? _IntentArray, !(value is String) { return a._elements.map(display).joined(separator: ", ") }
        if let e = value as? any AppEntity { return e.displayRepresentation.title.description }
        if let e = value as? any AppEnum { return enumTitle(e) }
        if let o = value as? INObject { return o.displayString }
        return describe(value)
    }
    static func enumTitle<E: AppEnum>(_ e: E) -> String { E.caseDisplayRepresentations[e]?.title.description ?? "\(e.rawValue)" }
}
