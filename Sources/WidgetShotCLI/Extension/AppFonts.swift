import Foundation

/// The fonts an extension bundles and declares in its Info.plist's `UIAppFonts` ("Fonts provided
/// by application"): iOS registers them when the extension starts, so `Font.custom("Minecraft",
/// size:)` finds the family. Each entry is a path relative to the bundle's resources, as Xcode
/// copies them (jmshrv/MineCheck's widget lists `Minecraft.otf`, its app `Fonts/Minecraft.otf`);
/// the extension bundle (``ExtensionBundle``) holds every resource under its file name, so an
/// entry not found at its path is looked up by name.
enum AppFonts {
    /// The font files `UIAppFonts` of `bundle` names, and a warning for each entry not in the bundle.
    static func files(in bundle: Bundle) -> (files: [URL], warnings: [String]) {
        guard let entries = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [Any], let resources = bundle.resourceURL else { return ([], []) }
        var files: [URL] = [], warnings: [String] = []
        for case let entry as String in entries where !entry.isEmpty {
            let candidates = [resources.appendingPathComponent(entry), resources.appendingPathComponent((entry as NSString).lastPathComponent)]
            if let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                if !files.contains(file) { files.append(file) }
            } else {
                warnings.append("Info.plist UIAppFonts lists \(entry), which is not among the extension's resources: text in that font uses Inter")
            }
        }
        return (files, warnings)
    }
}
