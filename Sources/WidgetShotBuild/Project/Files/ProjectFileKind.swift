import Foundation

/// What Xcode does with a file of a target, by its extension: compile it (Swift), compile it into
/// the asset catalog, copy it as a localized string table, generate code from it (intent
/// definitions), or copy it into the bundle as a resource.
enum ProjectFileKind: Equatable {
    case swift
    case assetCatalog
    case stringTable
    case intentDefinition
    case resource
    /// Source files of other languages (Objective-C, C, Metal…) and files Xcode does not copy
    /// (headers, entitlements, `.xcconfig`s, documentation catalogs).
    case ignored

    /// The kind of the file or folder at `url`.
    init(_ url: URL) {
        switch url.pathExtension.lowercased() {
        case "swift": self = .swift
        case "xcassets": self = .assetCatalog
        case "strings", "stringsdict", "xcstrings": self = .stringTable
        case "intentdefinition": self = .intentDefinition
        case "m", "mm", "c", "cc", "cpp", "cxx", "metal", "h", "hh", "hpp", "pch", "modulemap", "s",
             "entitlements", "xcconfig", "docc", "xctestplan", "xcfilelist", "a", "dylib", "tbd":
            self = .ignored
        default: self = .resource
        }
    }

    /// Folders that are one item to Xcode (a bundle, a catalog, a model), not folders to walk.
    static func isOpaqueFolder(_ url: URL) -> Bool {
        ["xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "scnassets",
         "docc", "playground", "storyboardc", "nib", "rcproject", "reality", "mlpackage", "mlmodelc", "icon", "appex", "app"]
            .contains(url.pathExtension.lowercased())
    }
}

/// The files of one target's module, in the order met, sorted into the buckets a ``ModulePlan``
/// has.
struct ModuleFiles {
    var swiftFiles: [URL] = []
    var assetCatalogs: [URL] = []
    var stringTables: [URL] = []
    var intentDefinitions: [URL] = []
    var resourceFiles: [URL] = []
    /// Objective-C, C and C++ files of a Sources build phase or synchronized folder: Xcode
    /// compiles them, WidgetShot does not (``ObjCSourcesNotice``).
    var foreignSources: [URL] = []

    /// Where a file comes from: what Xcode does with it depends on it.
    enum Origin {
        /// A Sources build phase: Swift is compiled, intent definitions and Core Data models
        /// generate code; other languages are not Swift's.
        case sources
        /// A Resources build phase: everything is copied (catalogs and string tables compiled).
        case resources
        /// A synchronized folder: each file goes where its type's default build phase puts it.
        case synchronized
    }

    /// Adds `url` to its bucket (a file named twice is kept once).
    mutating func add(_ url: URL, from origin: Origin) {
        let kind = ProjectFileKind(url)
        let ext = url.pathExtension.lowercased()
        let isModel = ext == "xcdatamodeld" || ext == "xcdatamodel" || ext == "xcmappingmodel"
        switch (kind, origin) {
        case (.swift, .resources): append(url, to: &resourceFiles)
        case (.swift, _): append(url, to: &swiftFiles)
        case (.intentDefinition, _): append(url, to: &intentDefinitions)
        case (_, .sources):
            if isModel { append(url, to: &resourceFiles) }
            if ObjCSourcesNotice.extensions.contains(ext) { append(url, to: &foreignSources) }
        case (.assetCatalog, _): append(url, to: &assetCatalogs)
        case (.stringTable, _): append(url, to: &stringTables)
        case (.resource, _), (.ignored, .resources): append(url, to: &resourceFiles)
        case (.ignored, .synchronized):
            if ObjCSourcesNotice.extensions.contains(ext) { append(url, to: &foreignSources) }
        case (.ignored, _): break
        }
    }

    /// Whether any of the module's Swift files contains `import WidgetKit`.
    func importsWidgetKit() -> Bool {
        swiftFiles.contains { url in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
            return text.split(separator: "\n").contains { line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let index = words.firstIndex(of: "import") else { return false }
                return words[..<index].allSatisfy { $0.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains($0) }
                    && index + 1 < words.count && words[index + 1] == "WidgetKit"
            }
        }
    }

    private func append(_ url: URL, to list: inout [URL]) {
        if !list.contains(url) { list.append(url) }
    }
}
