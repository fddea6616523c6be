import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// Options naming one widget variant.
struct SingleVariantOptions: ParsableArguments {
    @OptionGroup var extensionOptions: ExtensionOptions
    @Option(help: "The widget (its kind, or a unique part of it).") var widget: String?
    @Option(help: "The family (systemSmall, systemMedium, …; default systemSmall, on an Apple Watch accessoryRectangular).") var family: String?
    @Option(help: "The device (an id like iPhone16Pro or a model name; default iPhone16Pro, for a watchOS widget target appleWatch45mm).") var device: String?
    @Option(help: "The appearance: light, dark, placeholder, accented (tinted), vibrant, clear, standby, standby-night, lockscreen (default light; on an Apple Watch, which has no light appearance, dark).") var appearance: String?
    @Option(help: "The timeline entry's index.") var entry: Int?
    @Option(help: "Show the entry shown at this ISO 8601 date instead (with --activity: the moment its timers count from).") var date: String?
    @Option(help: "A JSON file of entries (Codable widgets) to use instead of the provider's timeline.") var entries: String?
    @OptionGroup var localization: LocaleOptions
    @OptionGroup var wallpaperOption: WallpaperOption
    @Option(help: IntentOption.help) var intent: String?
    @OptionGroup var dynamicType: DynamicTypeOptions
    @OptionGroup var isolation: IsolationOptions

    /// The chosen widget, configured by `--intent`.
    func definition() throws -> WidgetDefinition {
        try IntentOption.apply(intent, to: [try CLIContext.shared.widget(requiredWidget())], allowMany: false)[0]
    }

    /// `--widget`, which only `render --activity`/`--control` may leave out.
    func requiredWidget() throws -> String {
        guard let widget else { throw ValidationError("name a widget with --widget (or a Live Activity with --activity, a control with --control)") }
        return widget
    }
    @Option(help: "The iOS version rendered: 16 (no content margins, no containerBackground notice), 17, 18 or 26 (system colours; #available checks).") var os = "18"
    @OptionGroup var contrastOption: ContrastOption

    func validate() throws {
        if entry != nil && date != nil { throw ValidationError("--entry and --date both pick the entry: pass one of them") }
        if let entry, entry < 0 { throw ValidationError("--entry \(entry) must be ≥ 0") }
    }

    /// `--os`, parsed.
    func osVersion() throws -> OSVersion {
        guard let value = OSVersion(name: os) else {
            throw ValidationError("unknown --os '\(os)'; valid versions: \(OSVersion.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// The chosen render.
    func render(with renderer: WidgetRenderer) throws -> WidgetRender {
        let definition = try definition()
        let deviceValue = try Selection.device(device)
        let familyValue = try Selection.family(family, on: deviceValue)
        let appearanceValue = try Selection.appearance(appearance, on: deviceValue)
        renderer.osVersion = try osVersion()
        renderer.colorSchemeContrast = try contrastOption.value()
        renderer.dynamicTypeSize = try dynamicType.single()
        renderer.reportsFirstTruncatingSize = dynamicType.reportsFirstTruncatingSize
        if let entries {
            // Only the chosen entry is rendered, however many the file has.
            let decoded = try EntriesFile.load(entries, for: definition)
            let index: Int
            if let date {
                guard let d = ISO8601DateFormatter().date(from: date) else { throw ValidationError("--date '\(date)' is not an ISO 8601 date like 2026-11-21T09:00:00Z") }
                let chosen = WidgetDefinition.entry(at: d, in: decoded)
                index = decoded.firstIndex { $0.date == chosen?.date } ?? 0
            } else {
                index = entry ?? 0
            }
            guard decoded.indices.contains(index) else { throw ValidationError("--entry \(index) is out of range: the file has \(decoded.count) entries") }
            var render = try renderer.render(definition, family: familyValue, device: deviceValue, appearance: appearanceValue, entries: [decoded[index]])[0]
            render.entryIndex = index
            return render
        }
        if let date {
            guard let d = ISO8601DateFormatter().date(from: date) else { throw ValidationError("--date '\(date)' is not an ISO 8601 date like 2026-11-21T09:00:00Z") }
            return try renderer.render(definition, family: familyValue, device: deviceValue, appearance: appearanceValue, entries: .at(d))[0]
        }
        let index = entry ?? 0
        do {
            return try renderer.render(definition, family: familyValue, device: deviceValue, appearance: appearanceValue, entries: .entry(index))[0]
        } catch WidgetError.entryOutOfRange(_, _, let count) {
            throw ValidationError("--entry \(index) is out of range: the timeline has \(count) entries")
        }
    }
}
