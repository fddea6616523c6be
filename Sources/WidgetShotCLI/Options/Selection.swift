import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// Parsing of device, family and appearance names, with errors that list the valid names.
enum Selection {
    static func devices(_ names: [String]) throws -> [Device] {
        if names.isEmpty || names == ["default"] { return ExtensionPlatform.current.defaultDevices }
        if names == ["all"] { return Device.all }
        return try names.map { name in
            guard let d = Device.named(name) else {
                throw ValidationError("unknown device '\(name)'; valid devices: \(Device.all.map(\.id).joined(separator: ", "))")
            }
            return d
        }
    }

    /// One device by name; `nil` is the platform's default (iPhone 16 Pro; a watch target's
    /// Apple Watch 45 mm).
    static func device(_ name: String?) throws -> Device {
        guard let name else { return ExtensionPlatform.current.defaultDevice }
        return try devices([name])[0]
    }

    /// One appearance by name; `nil` is light, or dark on an Apple Watch (watchOS has no light
    /// appearance: ``WidgetAppearance/isAvailable(for:on:)``).
    static func appearance(_ name: String?, on device: Device) throws -> WidgetAppearance {
        guard let name else { return device.idiom == .watch ? .dark : .light }
        return try appearances([name])[0]
    }

    /// One family by name; `nil` is systemSmall, or accessoryRectangular on an Apple Watch (the
    /// Smart Stack widget; a watch has no system families).
    static func family(_ name: String?, on device: Device) throws -> WidgetFamily {
        guard let name else { return device.idiom == .watch ? .accessoryRectangular : .systemSmall }
        guard let family = try families([name])?.first else { throw ValidationError("--family needs one family") }
        return family
    }

    static func families(_ names: [String]) throws -> [WidgetFamily]? {
        if names.isEmpty || names == ["all"] { return nil }
        return try names.map { name in
            guard let f = WidgetFamily(name: name) ?? WidgetFamily.everyFamily.first(where: { $0.description.lowercased() == name.lowercased() || $0.description.lowercased() == "system" + name.lowercased() }) else {
                throw ValidationError("unknown family '\(name)'; valid families: \(WidgetFamily.everyFamily.map(\.description).joined(separator: ", "))")
            }
            return f
        }
    }

    static func appearances(_ names: [String]) throws -> [WidgetAppearance] {
        if names.isEmpty { return [.light, .dark, .placeholder] }
        if names == ["all"] { return WidgetAppearance.all }
        return try names.map { name in
            guard let a = WidgetAppearance.named(name) else {
                throw ValidationError("unknown appearance '\(name)'; valid appearances: \(WidgetAppearance.all.map(\.name).joined(separator: ", "))")
            }
            return a
        }
    }

    /// "k/n" → (k, n) with 1 ≤ k ≤ n.
    static func shard(_ text: String?) throws -> (index: Int, count: Int) {
        guard let text else { return (1, 1) }
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw ValidationError("--shard '\(text)' must be k/n with 1 ≤ k ≤ n, for example 2/4")
        }
        return (parts[0], parts[1])
    }

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// Options shared by the commands that pick variants.
struct VariantOptions: ParsableArguments {
    @OptionGroup var extensionOptions: ExtensionOptions
    @OptionGroup var wallpaperOption: WallpaperOption
    @Option(help: "Comma-separated devices (ids or model names), 'all', or 'default' (SE, 15 Pro, 16 Pro Max, iPad Pro 12.9; for a watchOS widget target: Apple Watch 40 mm, 45 mm, Ultra).")
    var devices: String?
    @Option(help: "Comma-separated families (systemSmall, …), or 'all' for every supported family.")
    var families: String?
    @Option(help: "Comma-separated appearances: light, dark, placeholder, accented (tinted), vibrant, clear, standby, standby-night, lockscreen, or 'all'.")
    var appearances: String?
    @Option(help: "Widgets to render (kinds, comma-separated); all by default.")
    var widgets: String?
    @Option(help: "A JSON file of timeline entries for a widget whose entries are Codable (needs one --widgets).")
    var entries: String?
    @Option(help: IntentOption.help) var intent: String?
    @OptionGroup var dynamicType: DynamicTypeOptions
}
