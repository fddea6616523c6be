import Foundation

/// Says what a missing CocoaPods configuration means. A project set up with CocoaPods bases its
/// targets' Debug configurations on `Pods/Target Support Files/…/….debug.xcconfig`, which
/// `pod install` writes; repositories do not commit `Pods/`, and WidgetShot does not install pods,
/// so the pods' modules are missing from the build (seen in a real app: `import RealmSwift`
/// failed with only "no such module" to go by). The same holds for an app's own configuration
/// file that `#include`s CocoaPods' (themuzzleflare/Provenance's `Widgets.debug.xcconfig`).
enum CocoaPodsNotice {
    /// The warning for the missing base configuration `url`; nil when it is not CocoaPods'.
    static func message(forMissing url: URL, projectFolder: URL) -> String? {
        let path = url.standardizedFileURL.path
        guard let range = path.range(of: "/Pods/Target Support Files/") else { return nil }
        let podsParent = URL(fileURLWithPath: String(path[..<range.lowerBound]))
        // The Podfile beside `Pods/` or the project, or up to three folders above them (an app's
        // own xcconfig in `XcodeConfigurations/` that `#include`s "Pods/Target Support Files/…").
        let folders = [podsParent, projectFolder].flatMap { folder in
            (0...3).map { level in (0..<level).reduce(folder) { up, _ in up.deletingLastPathComponent() } }
        }
        let podfile = folders.map { $0.appendingPathComponent("Podfile") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        let pods = podfile.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.map(Self.pods(inPodfile:)) ?? []
        let listed = pods.isEmpty ? "" : " (\(pods.joined(separator: ", ")))"
        return "the target's configuration is based on CocoaPods' \(url.lastPathComponent), which does not exist: `pod install` has not been run here "
            + "and WidgetShot does not install pods, so imports of the Podfile's pods\(listed) will not be found"
    }

    /// The pods a Podfile names (`pod 'Firebase/Auth'` → `Firebase`), in order, once each.
    static func pods(inPodfile text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("pod "), let quote = trimmed.dropFirst(4).first(where: { $0 == "'" || $0 == "\"" }) else { continue }
            let rest = trimmed.drop { $0 != quote }.dropFirst()
            guard let name = rest.prefix(while: { $0 != quote }).split(separator: "/").first.map(String.init), !name.isEmpty else { continue }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
