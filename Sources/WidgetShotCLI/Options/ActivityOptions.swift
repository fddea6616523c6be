import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// Options naming a Live Activity or control variant (`render --activity …` / `render --control …`).
struct ActivityVariantOptions: ParsableArguments {
    @Option(help: "A Live Activity to render instead of a widget (its attributes type, or a unique part of it).") var activity: String?
    @Option(help: "The presentation: lockScreen, compactLeading, compactTrailing, compact, minimal, minimalPair, expanded.")
    var presentation = "lockScreen"
    @Option(help: "A JSON file with the activity's attributes (an object); default: its preview samples.") var attributes: String?
    @Option(help: "A JSON file with content states (an array of ContentState); default: its preview samples.") var contentStates: String?
    @Option(help: "The content state's index.") var state = 0
    @Flag(help: "Render the activity as stale (ActivityViewContext.isStale).") var stale = false
    @Option(help: "A control to render instead of a widget (its kind, or a unique part of it).") var control: String?
    @Option(help: "The control's size: small, medium, large.") var size = "small"
    @Option(help: "Draw the toggle on or off (default: its preview value).") var value: String?

    /// Whether these options ask for an activity or a control.
    var isSet: Bool { activity != nil || control != nil }

    /// The chosen Live Activity render; `date` (ISO 8601, `render --date`) is the moment its
    /// timers count from, else the machine clock.
    func renderActivity(device: Device, appearance: WidgetAppearance, dynamicTypeSize: DynamicTypeSize = .large,
                        date: String? = nil) throws -> LiveActivityRender {
        let context = CLIContext.shared
        let definition = try context.liveActivity(activity ?? "")
        guard let presentationValue = LiveActivityPresentation.named(presentation) else {
            throw ValidationError("unknown presentation '\(presentation)'; valid presentations: \(LiveActivityPresentation.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let (attributesValue, states) = try ActivityFiles.load(attributes: attributes, contentStates: contentStates, for: definition)
        guard states.indices.contains(state) else { throw ValidationError("--state \(state) is out of range: there are \(states.count) content states") }
        let renderer = try context.makeActivityRenderer(dynamicTypeSize: dynamicTypeSize)
        if let date {
            guard let now = ISO8601DateFormatter().date(from: date) else { throw ValidationError("--date '\(date)' is not an ISO 8601 date like 2026-11-21T09:00:00Z") }
            renderer.date = now
        }
        return try renderer
            .render(definition, attributes: attributesValue, state: states[state], presentation: presentationValue, device: device,
                    appearance: appearance, isStale: stale, stateIndex: state)
    }

    /// The chosen control render.
    func renderControl(scale: CGFloat, dynamicTypeSize: DynamicTypeSize = .large) throws -> ControlRender {
        let definition = try CLIContext.shared.control(control ?? "")
        guard let sizeValue = ControlCenterSize.named(size) else {
            throw ValidationError("unknown control size '\(size)'; valid sizes: \(ControlCenterSize.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var isOn: Bool?
        if let value {
            guard ["on", "off"].contains(value.lowercased()) else { throw ValidationError("--value must be on or off, not '\(value)'") }
            isOn = value.lowercased() == "on"
        }
        return try CLIContext.shared.makeControlRenderer(dynamicTypeSize: dynamicTypeSize).render(definition, size: sizeValue, isOn: isOn, scale: scale)
    }
}

/// Attributes and content states from JSON files, or the activity's preview samples.
enum ActivityFiles {
    /// `path` made absolute against the command's working directory. The gallery reads the files
    /// in its variant workers, which run in their own sandbox folders, so a relative
    /// `--attributes samples.json` must be resolved before they start.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }

    static func load(attributes: String?, contentStates: String?, for widget: WidgetDefinition) throws -> (Any, [Any]) {
        guard let activity = widget.liveActivity else { throw ValidationError("'\(widget.kind)' is not a Live Activity") }
        func read(_ path: String) throws -> Data {
            guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
            return data
        }
        do {
            let attrs = try attributes.map { try activity.decodeAttributes(read($0)) } ?? activity.sampleAttributes
            let states = try contentStates.map { try activity.decodeContentStates(read($0)) } ?? activity.sampleContentStates
            guard let attrs, !states.isEmpty else { throw ValidationError(LiveActivityError.noContentStates(activity: activity.attributesType).description) }
            return (attrs, states)
        } catch let error as LiveActivityError {
            throw ValidationError(error.description)
        }
    }
}

extension CLIContext {
    /// A Live Activity renderer in the command's locale, layout direction and time zone, at `dynamicTypeSize`.
    func makeActivityRenderer(views: ViewRenderer? = nil, dynamicTypeSize: DynamicTypeSize = .large) throws -> LiveActivityRenderer {
        let renderer = try LiveActivityRenderer(views: try views ?? makeRenderer().views)
        renderer.locale = locale
        renderer.layoutDirection = layoutDirection
        renderer.timeZone = timeZone
        renderer.dynamicTypeSize = dynamicTypeSize
        renderer.osVersion = osVersion
        renderer.colorSchemeContrast = colorSchemeContrast
        return renderer
    }

    /// A control renderer in the command's locale, layout direction and time zone, at `dynamicTypeSize`.
    func makeControlRenderer(views: ViewRenderer? = nil, dynamicTypeSize: DynamicTypeSize = .large) throws -> ControlRenderer {
        let renderer = try ControlRenderer(views: try views ?? makeRenderer().views)
        renderer.locale = locale
        renderer.layoutDirection = layoutDirection
        renderer.timeZone = timeZone
        renderer.dynamicTypeSize = dynamicTypeSize
        renderer.osVersion = osVersion
        renderer.colorSchemeContrast = colorSchemeContrast
        return renderer
    }

    /// A Live Activity by kind (exact, or a unique case-insensitive substring).
    func liveActivity(_ name: String) throws -> WidgetDefinition {
        if let exact = liveActivities.first(where: { $0.kind == name }) { return exact }
        let hits = liveActivities.filter { $0.kind.lowercased().contains(name.lowercased()) }
        if hits.count == 1 { return hits[0] }
        throw SelectionError("unknown Live Activity '\(name)'; "
            + (liveActivities.isEmpty ? "there are no Live Activities" : "the Live Activities are: \(liveActivities.map(\.kind).joined(separator: ", "))"))
    }

    /// A control by kind or display name (exact, or a unique case-insensitive substring).
    func control(_ name: String) throws -> ControlDefinition {
        if let exact = controls.first(where: { $0.kind == name }) { return exact }
        let hits = controls.filter { $0.kind.lowercased().contains(name.lowercased()) || $0.displayName.lowercased().contains(name.lowercased()) }
        if hits.count == 1 { return hits[0] }
        throw SelectionError("unknown control '\(name)'; "
            + (controls.isEmpty ? "there are no controls" : "the controls are: \(controls.map(\.kind).joined(separator: ", "))"))
    }
}
