import Foundation
import WidgetShotUI
import WidgetShotIntents

/// How a configurable widget is rebuilt with another configuration.
struct ConfigurationAxis {
    let parameterNames: [String]
    let recommendations: () -> [(String, TimelineSource)]
    let json: (Data) throws -> TimelineSource

    /// Runs async configuration work (entity queries) and waits for it, off Swift's cooperative
    /// pool (see `ProviderExecutor`).
    static func wait(kind: String, timeout: TimeInterval = 10, _ work: @escaping () async throws -> Void) throws {
        let box = UncheckedBox(work)
        let result: Result<Void, Error> = try Completion.wait(kind: kind, call: "intent configuration", timeout: timeout) { done in
            Task(executorPreference: ProviderExecutor.shared) {
                do { try await box.value(); done(.success(())) } catch { done(.failure(error)) }
            }
        }
        try result.get()
    }
}

/// A configuration to render a configurable widget with.
public enum WidgetIntentConfiguration: Hashable, Sendable {
    /// The intent's default values (a newly added widget).
    case defaults
    /// Each of the provider's `recommendations()`.
    case recommendations
    /// Parameter values as a JSON object.
    case json(Data)
}

extension WidgetDefinition {
    /// Whether the widget is configured by an intent (`AppIntentConfiguration`, `IntentConfiguration`).
    public var isConfigurable: Bool { configurationAxis != nil }

    /// The configuration intent's parameter names (empty for static widgets).
    public var intentParameterNames: [String] { configurationAxis?.parameterNames ?? [] }

    /// The widget once per recommendation, each named by its description (`configurationName`).
    /// Empty for static widgets and providers without recommendations.
    public func recommendedConfigurations() -> [WidgetDefinition] {
        guard let axis = configurationAxis else { return [] }
        return axis.recommendations().map { name, source in
            var d = self
            d.source = source
            d.configurationName = name
            return d
        }
    }

    /// The widget configured with parameter values from a JSON object. Entity parameters take
    /// ids (looked up through the entity's query), enums their raw values (App Intents) or case
    /// names (SiriKit). Throws `IntentConfigurationError` naming the parameter and the valid ones;
    /// a static widget throws too.
    public func configured(json: Data) throws -> WidgetDefinition {
        guard let axis = configurationAxis else {
            throw IntentConfigurationError.unknownParameter("(any)", intent: "static widget '\(kind)'", valid: [])
        }
        var d = self
        d.source = try axis.json(json)
        d.configurationName = Self.configurationName(json: json)
        return d
    }

    /// The widgets to render for a configuration choice (`[self]` for a static widget and defaults).
    public func configurations(_ choice: WidgetIntentConfiguration) throws -> [WidgetDefinition] {
        switch choice {
        case .defaults: return [self]
        case .recommendations: return isConfigurable ? recommendedConfigurations() : [self]
        case .json(let data): return [try configured(json: data)]
        }
    }

    /// "city-Tokyo_unit-celsius": the JSON's values in key order, for file names.
    static func configurationName(json: Data) -> String {
        guard let dict = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else { return "custom" }
        func text(_ v: Any) -> String {
            switch v {
            case let d as [String: Any]: return d["identifier"].map { "\($0)" } ?? d["id"].map { "\($0)" } ?? "object"
            case let a as [Any]: return a.map(text).joined(separator: "+")
            case let n as NSNumber where String(cString: n.objCType) == "c": return n.boolValue ? "true" : "false"
            default: return "\(v)"
            }
        }
        return dict.keys.sorted().map { "\($0)-\(text(dict[$0]!))" }.joined(separator: "_")
    }
}
