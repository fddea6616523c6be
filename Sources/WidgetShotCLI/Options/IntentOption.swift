import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `--intent`: which configuration a configurable widget renders with.
///
/// - `default` (or no option): the intent's default parameter values;
/// - `recommendations`: each of the provider's recommendations (gallery only);
/// - `recommendation=N`: the N-th recommendation (0-based);
/// - a JSON object, `'{"city": "Tokyo"}'`, or the path of a file holding one.
enum IntentOption {
    static let help: ArgumentHelp = """
        The intent configuration of a configurable widget: 'default', 'recommendations' (gallery), 'recommendation=N', \
        a JSON object of parameter values ('{"city": "Tokyo"}'; entities by id), or a JSON file.
        """

    /// The widgets to render for `value` (static widgets are left as they are).
    static func apply(_ value: String?, to widgets: [WidgetDefinition], allowMany: Bool) throws -> [WidgetDefinition] {
        guard let value, value != "default" else { return widgets }
        if !widgets.contains(where: \.isConfigurable) {
            throw ValidationError("--intent: " + (widgets.count == 1 ? "widget '\(widgets[0].kind)' is not configurable" : "none of the selected widgets is configurable"))
        }
        var result: [WidgetDefinition] = []
        for widget in widgets {
            guard widget.isConfigurable else { result.append(widget); continue }
            if value == "recommendations" {
                guard allowMany else { throw ValidationError("--intent recommendations renders several variants; use recommendation=N here") }
                let all = widget.recommendedConfigurations()
                result += all.isEmpty ? [widget] : all
            } else if value.hasPrefix("recommendation=") {
                let all = widget.recommendedConfigurations()
                guard let n = Int(value.dropFirst("recommendation=".count)), all.indices.contains(n) else {
                    throw ValidationError("--intent \(value): widget '\(widget.kind)' has \(all.count) recommendation(s)"
                                          + (all.isEmpty ? "" : ": " + all.enumerated().map { "\($0.offset) \($0.element.configurationName ?? "")" }.joined(separator: ", ")))
                }
                result.append(all[n])
            } else {
                result.append(try configured(widget, json: try json(value)))
            }
        }
        return result
    }

    static func json(_ value: String) throws -> Data {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("{") { return Data(trimmed.utf8) }
        guard let data = FileManager.default.contents(atPath: value) else {
            throw ValidationError("--intent '\(value)' is neither a JSON object nor a readable file (nor default, recommendations, recommendation=N)")
        }
        return data
    }

    static func configured(_ widget: WidgetDefinition, json: Data) throws -> WidgetDefinition {
        do { return try widget.configured(json: json) } catch let error as IntentConfigurationError {
            throw ValidationError("--intent: widget '\(widget.kind)': \(error.description)")
        }
    }
}
