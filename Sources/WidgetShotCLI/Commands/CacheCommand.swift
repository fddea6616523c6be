import ArgumentParser
import Foundation
import WidgetShotBuild

/// `widgetshot cache info|clean`: the extension build cache (`WIDGETSHOT_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/widgetshot`, else `~/.cache/widgetshot`).
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cache", abstract: "Show or empty the extension build cache.",
                                                    subcommands: [Info.self, Clean.self], defaultSubcommand: Info.self)

    /// The cache folder option both subcommands take.
    struct Location: ParsableArguments {
        @Option(help: ArgumentHelp("The cache folder (default: WIDGETSHOT_CACHE_DIR, else ~/.cache/widgetshot).", valueName: "dir"))
        var cacheDir: String?
        var root: URL { cacheDir.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? ExtensionWorkspace.defaultCacheRoot() }
    }

    /// `widgetshot cache info`: the folder and what it holds.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "info", abstract: "Print the cache folder and the size of what it holds.")
        @OptionGroup var location: Location

        func run() throws {
            let entries = try CacheMaintenance.entries(of: location.root)
            print("cache: \(location.root.path)\(entries.isEmpty ? " (empty)" : "")")
            for entry in entries { print("  \(entry.name): \(CacheCommand.megabytes(entry.bytes))") }
            if !entries.isEmpty { print("  total: \(CacheCommand.megabytes(entries.reduce(0) { $0 + $1.bytes }))") }
        }
    }

    /// `widgetshot cache clean`: removes the generated packages, their builds and the bundles.
    struct Clean: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clean", abstract: "Remove the generated packages, their builds and the built programs (the next build starts cold).")
        @OptionGroup var location: Location

        func run() throws {
            let removed = try CacheMaintenance.clean(location.root)
            print(removed.isEmpty ? "cache \(location.root.path): nothing to remove"
                  : "removed \(removed.map(\.name).joined(separator: ", ")) (\(CacheCommand.megabytes(removed.reduce(0) { $0 + $1.bytes }))) from \(location.root.path)")
        }
    }

    static func megabytes(_ bytes: Int64) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }
}
