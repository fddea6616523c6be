import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which folder WidgetShot may write its cache into.
///
/// The cache folder (`WIDGETSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/widgetshot`, else
/// `~/.cache/widgetshot`) is WidgetShot's alone: it holds the marker file `.widgetshot-cache`,
/// written on first use. WidgetShot takes a folder as its cache when it is new, empty, marked, or
/// holds only what WidgetShot writes there (a cache from before the marker); any other folder —
/// `WIDGETSHOT_CACHE_DIR=/`, `$HOME`, a project folder — is refused with an error naming it, and
/// nothing is created in it. A cache that cannot be written (a read-only mount of a warm cache)
/// is an error that says so: the build writes the generated package and SwiftPM's state there.
public enum CacheOwnership {
    /// The marker file's name.
    public static let markerName = ".widgetshot-cache"

    /// Whether `name` is what WidgetShot writes at the top of its cache folder.
    public static func isWidgetShotEntry(_ name: String) -> Bool {
        ExtensionWorkspace.packageFolderNames.contains(name) || ["bundles", "transforms", markerName].contains(name)
            || (name.hasPrefix("prebuilt-") && name.hasSuffix("-objects.rsp"))
    }

    /// A cache folder WidgetShot may not use, and why.
    public struct Refused: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var description: String {
            "cache folder \(path): \(reason); set WIDGETSHOT_CACHE_DIR to a new or empty folder (WidgetShot marks its cache with \(CacheOwnership.markerName))"
        }
    }

    /// Makes sure `root` is WidgetShot's cache (creating and marking it when new or empty) and
    /// writable; throws ``Refused`` otherwise, having created nothing in a folder it does not own.
    public static func claim(_ root: URL) throws {
        let fm = FileManager.default
        let path = root.standardizedFileURL.path
        let marker = root.appendingPathComponent(markerName)
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Refused(path: path, reason: "not a folder") }
            if !fm.fileExists(atPath: marker.path) {
                let names: [String]
                do { names = try fm.contentsOfDirectory(atPath: path) } catch {
                    throw Refused(path: path, reason: "cannot be read (\(SwiftSourceReader.reason(error)))")
                }
                let foreign = names.filter { !isWidgetShotEntry($0) }.sorted()
                guard foreign.isEmpty else {
                    let shown = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? "…" : "")
                    throw Refused(path: path, reason: "the folder holds files that are not WidgetShot's (\(shown)) and no \(markerName) marker, so WidgetShot does not write there")
                }
            }
        } else {
            do { try fm.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw Refused(path: path, reason: "cannot be created (\(SwiftSourceReader.reason(error)))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            let why = String(cString: strerror(errno))
            throw Refused(path: path, reason: "cannot be written (\(why)): the build writes the generated package and its build state there, so a read-only cache cannot serve; copy it to a writable folder")
        }
        if !fm.fileExists(atPath: marker.path) { try writeMarker(marker, in: path) }
    }

    /// Creates the marker file in place, exclusively: no temporary file appears beside it (an
    /// atomic write's `.dat.nosync…` file made a second run starting at the same moment refuse
    /// the new cache as holding foreign files), and a marker another run created first is kept.
    private static func writeMarker(_ marker: URL, in path: String) throws {
        let descriptor = open(marker.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            throw Refused(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        let text = "This folder is WidgetShot's build cache (widgetshot --extension/--project). It may be deleted.\n"
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
