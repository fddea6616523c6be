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
        guard let podfile = podfile(forMissing: url, projectFolder: projectFolder) else { return nil }
        let intro = "the target's configuration is based on CocoaPods' \(url.lastPathComponent), which does not exist: `pod install` has not been run here "
            + "and WidgetShot does not install pods, so "
        if let label = targetLabel(ofConfiguration: url), let pods = podfile?.pods(forTargetLabel: label) {
            guard !pods.isEmpty else { return intro + "nothing is missing: the Podfile gives this target no pods" }
            let named = pods.map { pod in
                let module = Podfile.moduleName(ofPod: pod)
                return module == pod ? pod : "\(pod) (module \(module))"
            }
            return intro + "imports of the pods the Podfile gives this target (\(named.joined(separator: ", "))) will not be found"
        }
        let pods = podfile?.allPods ?? []
        let listed = pods.isEmpty ? "" : " (\(pods.joined(separator: ", ")))"
        return intro + "imports of the Podfile's pods\(listed) will not be found"
    }

    /// The pods the target whose missing configuration is `url` gets from its Podfile (empty when
    /// the configuration is not CocoaPods' or the Podfile has no block for the target).
    static func missingPods(forMissing url: URL, projectFolder: URL) -> [MissingPod] {
        guard let found = podfile(forMissing: url, projectFolder: projectFolder), let podfile = found,
              let label = targetLabel(ofConfiguration: url), let pods = podfile.pods(forTargetLabel: label) else { return [] }
        return pods.map { MissingPod(pod: $0, module: Podfile.moduleName(ofPod: $0), podfile: podfile.url) }
    }

    /// The target label of CocoaPods' configuration file `Pods-<label>.debug.xcconfig` (nested
    /// targets' labels join their names with `-`).
    static func targetLabel(ofConfiguration url: URL) -> String? {
        let name = url.deletingPathExtension().lastPathComponent   // Pods-Rainbow.debug
        guard name.hasPrefix("Pods-"), let dot = name.lastIndex(of: ".") else { return nil }
        let label = String(name[name.index(name.startIndex, offsetBy: 5)..<dot])
        return label.isEmpty ? nil : label
    }

    /// nil when `url` is not a CocoaPods configuration; else the Podfile beside `Pods/` or the
    /// project, or up to three folders above them (an app's own xcconfig in `XcodeConfigurations/`
    /// that `#include`s "Pods/Target Support Files/…"), if one is there.
    private static func podfile(forMissing url: URL, projectFolder: URL) -> Podfile?? {
        let path = url.standardizedFileURL.path
        guard let range = path.range(of: "/Pods/Target Support Files/") else { return nil }
        let podsParent = URL(fileURLWithPath: String(path[..<range.lowerBound]))
        let folders = [podsParent, projectFolder].flatMap { folder in
            (0...3).map { level in (0..<level).reduce(folder) { up, _ in up.deletingLastPathComponent() } }
        }
        let podfile = folders.map { $0.appendingPathComponent("Podfile") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        return .some(podfile.flatMap(Podfile.read))
    }
}
