import Foundation

/// What an extension folder (and the `--include`d app files) hold, as Xcode would build it:
/// Swift sources, asset catalogs, string tables and intent definitions.
public struct ExtensionSources {
    /// The extension folder (absolute, standardised).
    public var root: URL
    /// Extra files or folders from the app (`--include`).
    public var includes: [URL]
    /// Every `.swift` file, with the folder it was found under.
    public var swiftFiles: [(file: URL, base: URL)]
    /// `.xcassets` folders.
    public var assetCatalogs: [URL]
    /// `.strings`, `.stringsdict` and `.xcstrings` files (inside `.lproj` folders or not).
    public var stringTables: [URL]
    /// `.intentdefinition` files.
    public var intentDefinitions: [URL]


    /// Folders never searched: build products, dependencies managers' folders, Xcode project files.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]

    /// Scans `root` and `includes`. A missing folder or file is an error naming it.
    public static func scan(extension root: URL, includes: [URL] = []) throws -> ExtensionSources {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let root = root.standardizedFileURL
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExtensionBuildError.notAFolder(root.path)
        }
        var sources = ExtensionSources(root: root, includes: includes.map(\.standardizedFileURL), swiftFiles: [], assetCatalogs: [],
                                       stringTables: [], intentDefinitions: [])
        try sources.collect(root, base: root)
        for include in sources.includes {
            guard fm.fileExists(atPath: include.path, isDirectory: &isDirectory) else { throw ExtensionBuildError.missingInclude(include.path) }
            if isDirectory.boolValue {
                try sources.collect(include, base: include)
            } else {
                sources.add(include, base: include.deletingLastPathComponent())
            }
        }
        guard !sources.swiftFiles.isEmpty else { throw ExtensionBuildError.noSwiftFiles(root.path) }
        return sources
    }

    mutating func collect(_ folder: URL, base: URL) throws {
        let children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = child.lastPathComponent
            let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isDirectory == true {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { continue }
                if name.hasSuffix(".xcassets") {
                    assetCatalogs.append(child)
                    continue
                }
                if values?.isSymbolicLink == true { continue }   // no cycles
                try collect(child, base: base)
            } else {
                add(child, base: base)
            }
        }
    }

    mutating func add(_ file: URL, base: URL) {
        switch file.pathExtension {
        case "swift":
            if file.lastPathComponent == "Package.swift" { return }   // an included package's manifest, not app code
            if !swiftFiles.contains(where: { $0.file == file }) { swiftFiles.append((file, base)) }
        case "strings", "stringsdict", "xcstrings":
            if !stringTables.contains(file) { stringTables.append(file) }
        case "intentdefinition":
            if !intentDefinitions.contains(file) { intentDefinitions.append(file) }
        default: break
        }
    }
}

/// Why an extension cannot be built.
public enum ExtensionBuildError: Error, CustomStringConvertible, Equatable {
    case notAFolder(String)
    case missingInclude(String)
    case noSwiftFiles(String)
    case noWidgetShotCheckout
    case sourceErrors([BuildDiagnostic])
    case compileFailed(String)
    case cannotRun(String)
    /// The compiler rejected the extension: its name, the module (target) that failed and the
    /// files the errors are in (the user's paths; empty when no diagnostic named a file).
    case compileErrors(extension: String, module: String, files: [String])

    public var description: String {
        switch self {
        case .notAFolder(let p): return "--extension \(p): no such folder"
        case .missingInclude(let p): return "--include \(p): no such file or folder"
        case .noSwiftFiles(let p): return "--extension \(p): the folder holds no .swift files"
        case .noWidgetShotCheckout:
            return "cannot find the WidgetShot package to build the extension against; set WIDGETSHOT_ROOT to a WidgetShot checkout"
        case .sourceErrors(let d): return d.map(\.description).joined(separator: "\n")
        case .compileFailed(let name): return "the extension \(name) did not compile (the compiler's diagnostics are above)"
        case .cannotRun(let why): return "cannot run the extension: \(why)"
        case .compileErrors(let name, let module, let files):
            let names = files.map { ($0 as NSString).lastPathComponent }
            return "the extension \(name) did not compile: module \(module) failed"
                + (names.isEmpty ? " (the build's output is above; --verbose-build shows all of it)"
                    : " with errors in \(names.joined(separator: ", ")) (the compiler's diagnostics are above)")
        }
    }
}
