import Foundation
import WidgetShotUI

/// An Xcode asset catalog (`*.xcassets`) read from its `Contents.json` files: image sets with
/// @1x/@2x/@3x files and light/dark variants, colour sets with light/dark variants, so `Image("name")` and
/// `Color("name")` work against a real app's assets.
///
/// ```swift
/// let catalog = try AssetCatalog(url: URL(fileURLWithPath: "MyWidget/Assets.xcassets"))
/// catalog.imageFile(named: "cover", scale: 3)   // the @3x file, else the nearest
/// catalog.imageFile(named: "logo", scale: 3, colorScheme: .dark)   // its Dark variant, if any
/// ```
public struct AssetCatalog {
    /// Image set name → files by scale (1, 2, 3; a single-scale/vector set is stored as 1): the
    /// "Any Appearance" files (or the "Light" ones when the set has them), what light mode draws.
    public private(set) var images: [String: [Int: URL]] = [:]
    /// Image set name → its "Dark" appearance files by scale (`appearances` luminosity `dark`),
    /// for the sets that have them: what dark mode draws instead of `images`.
    public private(set) var darkImages: [String: [Int: URL]] = [:]
    /// Colour set name → light colour and optional dark colour.
    public private(set) var colors: [String: (light: RGBA, dark: RGBA?)] = [:]
    /// Image set name → its "Render As" setting (`template-rendering-intent`: `"template"` or
    /// `"original"`), for the sets that have one.
    public private(set) var renderingIntents: [String: String] = [:]
    /// Image set names whose "Preserve Vector Data" is on (`preserves-vector-representation`):
    /// their PDF/SVG is drawn as vectors at any size; the others are rasterised at their own size
    /// and device scale and then scaled, as Xcode's build does.
    public private(set) var preservesVectors: Set<String> = []
    /// Custom SF Symbol name (`.symbolset`) → its SVG template.
    public private(set) var symbols: [String: URL] = [:]
    /// Problems that did not stop reading (file names pointing outside their image set, a set
    /// whose `Contents.json` cannot be read).
    public private(set) var warnings: [String] = []

    /// Reads every image set and colour set under `url` (groups may nest).
    public init(url: URL) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw RasterError.imageNotFound(url.path)
        }
        let items = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        // Sorted by path, each path computed once (not twice per comparison).
        for (_, dir) in items.map({ ($0.path, $0) }).sorted(by: { $0.0 < $1.0 }) {
            // One set that cannot be read (a broken Contents.json) is a warning naming its file:
            // widgets that never use it render (Xcode's build fails on it; a renderer that reads
            // the catalog as found need not).
            do {
                switch dir.pathExtension {
                case "imageset": try readImageSet(dir, prefix: Self.namespace(of: dir, in: url))
                case "colorset": try readColorSet(dir, prefix: Self.namespace(of: dir, in: url))
                case "symbolset": try readSymbolSet(dir, prefix: Self.namespace(of: dir, in: url))
                default: break
                }
            } catch {
                warnings.append("\(error): the \(dir.pathExtension) '\(dir.deletingPathExtension().lastPathComponent)' is left out")
            }
        }
    }

    /// "Icons/" when the set sits in groups that provide a namespace (`"provides-namespace": true`
    /// in a group's `Contents.json`): Xcode names the asset "Icons/star" then.
    static func namespace(of set: URL, in catalog: URL) -> String {
        var prefix = ""
        var folder = set.deletingLastPathComponent().standardizedFileURL
        let root = catalog.standardizedFileURL.path
        while folder.path.count > root.count && folder.path.hasPrefix(root) {
            if let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
               let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
               (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true {
                prefix = folder.lastPathComponent + "/" + prefix
            }
            folder = folder.deletingLastPathComponent()
        }
        return prefix
    }

    private struct Contents: Decodable {
        struct Image: Decodable {
            var filename: String?
            var scale: String?
            var idiom: String?
            var appearances: [ColorEntry.Appearance]?
        }
        struct ColorEntry: Decodable {
            struct Appearance: Decodable { var appearance: String; var value: String }
            struct ColorValue: Decodable {
                var components: [String: String]?
            }
            var color: ColorValue?
            var appearances: [Appearance]?
            var idiom: String?
        }
        struct Properties: Decodable {
            var templateRenderingIntent: String?
            var preservesVectorRepresentation: Bool?
            enum CodingKeys: String, CodingKey {
                case templateRenderingIntent = "template-rendering-intent"
                case preservesVectorRepresentation = "preserves-vector-representation"
            }
        }
        var images: [Image]?
        var symbols: [Image]?
        var colors: [ColorEntry]?
        var properties: Properties?
    }

    private static func contents(_ dir: URL) throws -> Contents {
        let file = dir.appendingPathComponent("Contents.json")
        do {
            return try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
        } catch {
            throw RasterError.imageUnreadable(path: file.path, reason: "invalid Contents.json: \(error)")
        }
    }

    private mutating func readImageSet(_ dir: URL, prefix: String) throws {
        let name = prefix + dir.deletingPathExtension().lastPathComponent
        // Files by scale per appearance: "Any", "Light", "Dark", and the first of any kind
        // (a set whose only files carry other appearances, such as high contrast).
        var any: [Int: URL] = [:], light: [Int: URL] = [:], dark: [Int: URL] = [:], first: [Int: URL] = [:]
        let contents = try Self.contents(dir)
        if let intent = contents.properties?.templateRenderingIntent { renderingIntents[name] = intent }
        if contents.properties?.preservesVectorRepresentation == true { preservesVectors.insert(name) }
        for image in contents.images ?? [] where image.idiom == nil || image.idiom == "universal" || image.idiom == "iphone" {
            guard let filename = image.filename else { continue }
            let file = dir.appendingPathComponent(filename).standardizedFileURL
            guard !filename.hasPrefix("/"), file.path.hasPrefix(dir.standardizedFileURL.path + "/") else {
                warnings.append("\(dir.appendingPathComponent("Contents.json").path): file name '\(filename)' points outside the image set: ignored")
                continue
            }
            let scale = min(max(Int(image.scale?.dropLast() ?? "1") ?? 1, 1), 16)
            let url = dir.appendingPathComponent(filename)
            if first[scale] == nil { first[scale] = url }
            switch Self.appearance(of: image.appearances ?? []) {
            case .any?: if any[scale] == nil { any[scale] = url }
            case .light?: if light[scale] == nil { light[scale] = url }
            case .dark?: if dark[scale] == nil { dark[scale] = url }
            case nil: break
            }
        }
        let base = !light.isEmpty ? light : !any.isEmpty ? any : !dark.isEmpty ? dark : first
        if !base.isEmpty { images[name] = base }
        // As for colour sets: dark mode in an "Any, Light" set (no Dark file) draws the Any files.
        let darkFiles = !dark.isEmpty ? dark : !light.isEmpty ? any : [:]
        if !darkFiles.isEmpty { darkImages[name] = darkFiles }
    }

    /// The luminosity an image entry is for: `.any` without appearances, `.light`/`.dark` for
    /// `luminosity` alone, nil for other appearances (high contrast), which WidgetShot never draws.
    private enum Luminosity { case any, light, dark }
    private static func appearance(of appearances: [Contents.ColorEntry.Appearance]) -> Luminosity? {
        if appearances.isEmpty { return .any }
        guard appearances.count == 1, appearances[0].appearance == "luminosity" else { return nil }
        switch appearances[0].value {
        case "dark": return .dark
        case "light": return .light
        default: return nil
        }
    }

    /// A `.symbolset`: one SVG template (`symbols[0].filename`).
    private mutating func readSymbolSet(_ dir: URL, prefix: String) throws {
        let name = prefix + dir.deletingPathExtension().lastPathComponent
        let contents = try Self.contents(dir)
        for symbol in contents.symbols ?? [] where symbol.idiom == nil || symbol.idiom == "universal" || symbol.idiom == "iphone" {
            guard let filename = symbol.filename else { continue }
            let file = dir.appendingPathComponent(filename).standardizedFileURL
            guard !filename.hasPrefix("/"), file.path.hasPrefix(dir.standardizedFileURL.path + "/") else {
                warnings.append("\(dir.appendingPathComponent("Contents.json").path): file name '\(filename)' points outside the symbol set: ignored")
                continue
            }
            symbols[name] = symbols[name] ?? file
        }
        if symbols[name] == nil {
            warnings.append("\(dir.path): symbol set '\(name)' names no SVG template file: the symbol draws nothing")
        }
    }

    private mutating func readColorSet(_ dir: URL, prefix: String) throws {
        let name = prefix + dir.deletingPathExtension().lastPathComponent
        // Colours per appearance, as for image sets: Xcode's "Any, Light, Dark" writes three
        // entries, and iOS draws the "Light" one in light mode and the "Dark" one in dark mode;
        // "Any Appearance" is used where no entry matches (dark mode in an "Any, Light" set).
        var any: RGBA?, light: RGBA?, dark: RGBA?, first: RGBA?
        for entry in try Self.contents(dir).colors ?? [] {
            guard let c = entry.color?.components.flatMap(Self.rgba) else { continue }
            if first == nil { first = c }
            switch Self.appearance(of: entry.appearances ?? []) {
            case .any?: if any == nil { any = c }
            case .light?: if light == nil { light = c }
            case .dark?: if dark == nil { dark = c }
            case nil: break
            }
        }
        guard let base = light ?? any ?? first else { return }
        colors[name] = (base, dark ?? (light != nil ? any : nil))
    }

    /// Parses Xcode's component strings: "0.5" (0…1), "128" (0…255) or "0x80".
    static func rgba(_ c: [String: String]) -> RGBA? {
        func value(_ key: String) -> Double? {
            guard let s = c[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if s.hasPrefix("0x") || s.hasPrefix("0X") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let v = Double(s) else { return nil }
            return s.contains(".") ? v : (v > 1 ? v / 255 : v)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return RGBA(red: r, green: g, blue: b, alpha: value("alpha") ?? 1)
    }

    /// The file for an image at a display scale in a colour scheme: the set's "Dark" files in
    /// dark mode when it has them, else its "Any Appearance" (or "Light") files; the exact scale,
    /// else the next larger, else the largest smaller; with the file's own scale.
    public func imageFile(named name: String, scale: CGFloat, colorScheme: ColorScheme = .light) -> (url: URL, scale: Int)? {
        guard let files = (colorScheme == .dark ? darkImages[name] : nil) ?? images[name] else { return nil }
        let want = Int(Sanitize.clamp(scale, to: 16, nan: 1).rounded())
        if let exact = files[want] { return (exact, want) }
        if let up = files.keys.filter({ $0 > want }).min() { return (files[up]!, up) }
        if let down = files.keys.max() { return (files[down]!, down) }
        return nil
    }
}
