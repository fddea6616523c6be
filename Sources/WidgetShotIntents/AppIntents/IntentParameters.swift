import Foundation

/// Reads and sets an App Intent's `@Parameter`s by name (a Mirror over the property wrappers:
/// the stored property `_city` is the parameter `city`). This is how WidgetShot renders a
/// configurable widget with given values and lists an intent's parameters in tap targets.
///
/// ```swift
/// var intent = CityIntent()
/// try IntentParameters.apply(json: Data(#"{"city": "Tokyo"}"#.utf8), to: intent)
/// IntentParameters.values(of: intent)   // ["city": "Tokyo"]
/// ```
public enum IntentParameters {
    /// The parameter names of an intent, in declaration order.
    public static func names(of intent: Any) -> [String] { parameters(of: intent).map(\.name) }

    /// Each parameter's value as text (`nil` parameters are "nil").
    public static func values(of intent: Any) -> [String: String] {
        Dictionary(parameters(of: intent).map { ($0.name, $0.parameter.valueText) }, uniquingKeysWith: { a, _ in a })
    }

    /// The record a tap target shows for an intent: its type name and parameter values. Only
    /// `@Parameter` properties are listed: iOS passes nothing else to the process that performs
    /// the intent.
    public static func action(for intent: Any) -> IntentAction {
        IntentAction(type: String(describing: type(of: intent)), parameters: values(of: intent))
    }

    /// Fills parameters that have no value the way a newly added widget gets them: an options
    /// provider's or entity query's `defaultResult()`, else (non-optional only) the first
    /// suggested entity, the first enum case, or an empty value (`""`, `0`, `false`, now).
    /// WidgetShot's guess where Apple documents no rule for non-optional parameters without a
    /// default; it keeps a provider that reads them from crashing.
    public static func prepareDefaults(_ intent: Any) async throws {
        try await IntentBeingConfigured.with(intent) { try await fillDefaults(intent) }
    }

    private static func fillDefaults(_ intent: Any) async throws {
        for (_, p) in parameters(of: intent) where !p.hasValue {
            if let d = try await p.optionDefault(), !IntentParameterText.isNil(d), p.set(d) { continue }
            let optional = p.valueType is _IntentOptional.Type
            let base = (p.valueType as? _IntentOptional.Type)?._wrapped ?? p.valueType
            if let entity = base as? any AppEntity.Type {
                if let d = await defaultEntity(entity, fallbackToSuggested: !optional), p.set(d) { continue }
            } else if !optional, let e = base as? any AppEnum.Type, let first = firstCase(e) {
                _ = p.set(first)
            } else if !optional, let empty = emptyValue(base) {
                _ = p.set(empty)
            }
        }
    }

    /// Sets parameters from a JSON object (`{"city": "Tokyo", "team": "<entity id>"}`). Entity
    /// values are ids looked up through the entity's `defaultQuery`; enum values are raw values.
    /// Throws `IntentConfigurationError` naming the parameter (and the valid ones) on bad input.
    public static func apply(json data: Data, to intent: Any) async throws {
        try await IntentBeingConfigured.with(intent) { try await applyJSON(data, to: intent) }
    }

    private static func applyJSON(_ data: Data, to intent: Any) async throws {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            throw IntentConfigurationError.malformedJSON((error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)")
        }
        guard let dict = object as? [String: Any] else { throw IntentConfigurationError.malformedJSON("expected an object of parameter values") }
        let params = parameters(of: intent)
        let valid = params.map(\.name)
        for key in dict.keys.sorted() {
            guard let p = params.first(where: { $0.name == key })?.parameter else {
                throw IntentConfigurationError.unknownParameter(key, intent: String(describing: type(of: intent)), valid: valid)
            }
            let value = try await IntentValueDecoder(parameter: key, options: { try await p.options() }).decode(dict[key]!, as: p.valueType)
            guard p.set(value) else {
                throw IntentConfigurationError.invalidValue(parameter: key, message: "expected \(p.valueType), got \(type(of: value))")
            }
        }
    }

    static func parameters(of intent: Any) -> [(name: String, parameter: AnyIntentParameter)] {
        if let intent = intent as? INIntent {
            return type(of: intent)._parameters.map { ($0.name, INParameterBox($0, intent)) }
        }
        var result: [(String, AnyIntentParameter)] = []
        var mirror: Mirror? = Mirror(reflecting: intent)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label, let p = child.value as? AnyIntentParameter else { continue }
                result.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, p))
            }
            mirror = m.superclassMirror
        }
        return result
    }

    static func defaultEntity<E: AppEntity>(_ type: E.Type, fallbackToSuggested: Bool) async -> Any? {
        if let d = await E.defaultQuery.defaultResult() { return d }
        guard fallbackToSuggested else { return nil }
        return (try? await E.defaultQuery.suggestedEntities())?._items.first
    }

    static func firstCase<E: AppEnum>(_ type: E.Type) -> Any? { E.allCases.first }

    static func emptyValue(_ type: Any.Type) -> Any? {
        switch type {
        case is String.Type: return ""
        case is Int.Type: return 0
        case is Double.Type: return 0.0
        case is Bool.Type: return false
        case is Decimal.Type: return Decimal(0)
        case is Date.Type: return Date()
        case let a as _IntentArray.Type: return a._make([])
        default: return nil
        }
    }
}

/// A configuration that cannot be applied.
public enum IntentConfigurationError: Error, CustomStringConvertible, Equatable {
    case malformedJSON(String)
    case unknownParameter(String, intent: String, valid: [String])
    case invalidValue(parameter: String, message: String)

    public var description: String {
        switch self {
        case .malformedJSON(let m): return "intent configuration: malformed JSON: \(m)"
        case .unknownParameter(let p, let intent, let valid):
            return "intent configuration: \(intent) has no parameter '\(p)'; its parameters are: " + (valid.isEmpty ? "(none)" : valid.joined(separator: ", "))
        case .invalidValue(let p, let m): return "intent configuration: parameter '\(p)': \(m)"
        }
    }
}
