import ArgumentParser
import Foundation
import WidgetShot

/// `widgetshot merge -o OUT SHARD…`: joins the galleries of CI shards (`gallery --shard k/n`) into
/// one folder with one `index.html`.
///
/// ```
/// $ widgetshot gallery --shard 1/2 -o shard-1 &  widgetshot gallery --shard 2/2 -o shard-2
/// $ widgetshot merge -o gallery shard-1 shard-2
/// merged 2 shards: 96 variants, 0 failed, into gallery
/// ```
///
/// Each shard folder must hold the `gallery.json` its gallery wrote. Only the top-level PNG and
/// geometry JSON files of a shard are copied (regular files, not links); a file two shards both
/// hold with different contents is an error naming both, never a silent overwrite. Variants that
/// failed in a shard are listed, and the command exits 1, as the gallery did.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Join the gallery folders of CI shards (gallery --shard k/n) into one folder and one index.html.")

    @Option(name: [.short, .customLong("output")], help: "The merged gallery folder.") var output: String
    @Argument(help: "The shard folders, each written by `widgetshot gallery`.") var shards: [String]

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("name at least one shard folder") }
        let out = URL(fileURLWithPath: output).standardizedFileURL.path
        for shard in shards where URL(fileURLWithPath: shard).standardizedFileURL.path == out {
            throw ValidationError("the output folder \(output) is also a shard: merge into a new folder")
        }
    }

    func run() throws {
        let outputURL = URL(fileURLWithPath: output)
        let folders = shards.map { URL(fileURLWithPath: $0) }
        let pages = try folders.map(Self.readPage)
        let merged = try Self.merge(pages)
        try OutputFolder.prepare(outputURL)
        var copied: [String: URL] = [:]
        for folder in folders {
            for name in try Self.galleryFiles(in: folder) {
                let source = folder.appendingPathComponent(name), target = outputURL.appendingPathComponent(name)
                let data = try Data(contentsOf: source)
                if let first = copied[name] {
                    guard (try? Data(contentsOf: target)) == data else {
                        throw ValidationError("\(name) differs between the shards \(first.path) and \(folder.path): they are not shards of one gallery")
                    }
                    continue
                }
                try AtomicFile.write(data, to: target)
                copied[name] = folder
            }
        }
        try GalleryIndex.write(merged, to: outputURL)
        let failed = merged.variants.filter { $0.error != nil }
        print("merged \(folders.count) shards: \(merged.variants.count) variants, \(failed.count) failed, into \(outputURL.path)")
        if !failed.isEmpty {
            FileHandle.standardError.write(Data("\(failed.count) variant(s) failed:\n".utf8))
            for variant in failed { FileHandle.standardError.write(Data("  \(variant.label): \(variant.error!)\n".utf8)) }
            throw ExitCode(1)
        }
    }

    /// Reads a shard's `gallery.json`; errors name the folder.
    static func readPage(_ folder: URL) throws -> GalleryPage {
        let url = folder.appendingPathComponent(GalleryPage.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ValidationError("\(folder.path) holds no \(GalleryPage.fileName): is it a folder `widgetshot gallery` wrote?")
        }
        do { return try JSONDecoder().decode(GalleryPage.self, from: data) } catch {
            throw ValidationError("\(url.path) is not a WidgetShot gallery page: \(error)")
        }
    }

    /// Joins pages: widgets in first-seen order, every variant once (a variant in two shards —
    /// the same label — is kept from the first), Live Activity and control sections from each.
    static func merge(_ pages: [GalleryPage]) throws -> GalleryPage {
        var merged = GalleryPage(widgets: [], variants: [], extraSections: "")
        var labels = Set<String>()
        for page in pages {
            for widget in page.widgets where !merged.widgets.contains(where: { $0.kind == widget.kind }) { merged.widgets.append(widget) }
            for variant in page.variants where labels.insert(variant.label).inserted {
                for figure in variant.figures where !isPlainName(figure.file) {
                    throw ValidationError("the gallery page names a file outside its folder: \(figure.file)")
                }
                merged.variants.append(variant)
            }
            merged.extraSections += page.extraSections
        }
        return merged
    }

    /// The top-level PNG and JSON files of a gallery folder (regular files only), but not its page.
    static func galleryFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { name in
            guard name != GalleryPage.fileName, name.hasSuffix(".png") || name.hasSuffix(".json") else { return false }
            var info = stat()
            return lstat(folder.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// A file name with no folder in it.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !name.contains("\0")
    }
}
