import Foundation

/// A Flutter app's assets where `flutter build ios` puts them: in the containing app, under
/// `Runner.app/Frameworks/App.framework/flutter_assets/<path as declared>`. A Flutter app's widget
/// extension is a plain Swift target of `ios/Runner.xcodeproj`, and it reads the app's images from
/// there (gskinnerTeam/flutter-wonderous-app; ``HostAppLayout`` says how it finds the app).
///
/// The assets are the ones the app's `pubspec.yaml` (beside the `ios/` folder) declares under
/// `flutter:` (Flutter's "Adding assets and images", docs.flutter.dev/ui/assets/assets-and-images):
/// - `assets:` entries: a file path, or a folder path ending in `/`, which takes the files directly
///   in that folder and, as resolution variants, files of the same name in its subfolders
///   (`images/2.0x/logo.png` for `images/logo.png`); an entry may be a mapping with `path:`
///   (Flutter 3.19's flavored assets);
/// - `fonts:` families' `asset:` files.
/// Only paths inside the Flutter project are taken. Flutter's generated manifests
/// (`AssetManifest.bin`, `FontManifest.json`) are not written: widget code reads the files.
enum FlutterAssets {
    /// The folder inside the containing app that holds the assets.
    static let folder = "Frameworks/App.framework/flutter_assets"

    /// The Flutter project of a plan: the folder above the Xcode project's (`SRCROOT`, else the
    /// project file's folder), when it holds a `pubspec.yaml` with a `flutter:` section.
    static func projectRoot(of plan: BuildPlan) -> URL? {
        let projectFolder = plan.buildSettings["SRCROOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? plan.source.deletingLastPathComponent()
        let root = projectFolder.deletingLastPathComponent()
        guard let text = try? String(contentsOf: root.appendingPathComponent("pubspec.yaml"), encoding: .utf8),
              let spec = try? YAMLValue.parse(text, file: root.appendingPathComponent("pubspec.yaml").path),
              spec["flutter"] != nil else { return nil }
        return root
    }

    /// The asset files of the Flutter project at `root`: path under ``folder`` → the file.
    static func files(projectRoot root: URL) throws -> [String: URL] {
        let pubspec = root.appendingPathComponent("pubspec.yaml")
        let spec = try YAMLValue.parse(try String(contentsOf: pubspec, encoding: .utf8), file: pubspec.path)
        guard let flutter = spec["flutter"] else { return [:] }
        var files: [String: URL] = [:]
        for entry in flutter["assets"]?.items ?? [] {
            guard let path = entry.string ?? entry["path"]?.string else { continue }
            for relative in declaredFiles(path, in: root) { files[relative] = root.appendingPathComponent(relative) }
        }
        for family in flutter["fonts"]?.items ?? [] {
            for font in family["fonts"]?.items ?? [] {
                guard let path = font["asset"]?.string, let relative = inside(path, root: root),
                      FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path) else { continue }
                files[relative] = root.appendingPathComponent(relative)
            }
        }
        return files
    }

    /// Lays `files` (``files(projectRoot:)``) under the containing app `appFolder`, as symbolic
    /// links, replacing what an earlier build laid there.
    static func write(_ files: [String: URL], into appFolder: URL) throws {
        let fm = FileManager.default
        let assets = appFolder.appendingPathComponent(folder, isDirectory: true)
        try? fm.removeItem(at: assets)
        for (path, source) in files.sorted(by: { $0.key < $1.key }) {
            let destination = assets.appendingPathComponent(path)
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.createSymbolicLink(at: destination, withDestinationURL: source.standardizedFileURL)
        }
    }

    /// The project-relative files one `assets:` entry names.
    static func declaredFiles(_ entry: String, in root: URL) -> [String] {
        let fm = FileManager.default
        guard let relative = inside(entry, root: root) else { return [] }
        guard entry.hasSuffix("/") else {
            return fm.fileExists(atPath: root.appendingPathComponent(relative).path) ? [relative] : []
        }
        let folder = root.appendingPathComponent(relative, isDirectory: true)
        var direct: [String] = []
        var subfolders: [String] = []
        for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { subfolders.append(name) } else { direct.append(name) }
        }
        let prefix = relative.isEmpty ? "" : relative + "/"
        var files = direct.map { prefix + $0 }
        // Resolution variants: a subfolder's file named like a file of the folder.
        for sub in subfolders {
            for name in direct where fm.fileExists(atPath: folder.appendingPathComponent(sub).appendingPathComponent(name).path) {
                files.append(prefix + sub + "/" + name)
            }
        }
        return files
    }

    /// `path` relative to `root` when it stays inside it (no `..` out, not absolute).
    static func inside(_ path: String, root: URL) -> String? {
        var parts: [String] = []
        guard !path.hasPrefix("/") else { return nil }
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { guard !parts.isEmpty else { return nil }; parts.removeLast() } else { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }
}
