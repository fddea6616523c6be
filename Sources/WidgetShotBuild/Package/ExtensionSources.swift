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
    /// What the scan left out and why (an unreadable folder, one that disappeared), each naming
    /// its path.
    public var warnings: [String] = []
    /// The paths added so far (a set: 100,000 files must not cost a quadratic scan).
    private var seen: Set<String> = []


    /// Folders never searched: build products, dependencies managers' folders, Xcode project files.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]

    /// Scans `root` and `includes`. A missing folder or file is an error naming it.
    public static func scan(extension root: URL, includes: [URL] = []) throws -> ExtensionSources {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        // `--extension` may be a symbolic link to the folder (a CI checkout linked into place).
        let root = ExtensionScan.resolvedRoot(root.standardizedFileURL)
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
        let children: [URL]
        do {
            children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        } catch where folder != base {
            // A folder below the top that cannot be listed (no permission, removed meanwhile):
            // its files are left out, said once with its path.
            warnings.append("\(folder.path): cannot read the folder (\(ExtensionScan.reason(error))); its files are left out")
            return
        } catch {
            throw ExtensionBuildError.unreadableSource(folder.path, ExtensionScan.reason(error))
        }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = child.lastPathComponent
            let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values == nil || !FileManager.default.fileExists(atPath: child.path) {
                // Listed but not there under this name: gone since the listing, a link to nothing,
                // or a name that is not UTF-8 (Foundation lists it with U+FFFD; no tool can open it).
                if ExtensionScan.isInteresting(name) { warnings.append(ExtensionScan.unopenable(child)) }
                continue
            }
            if values?.isDirectory == true {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { continue }
                if name.hasSuffix(".xcassets") {
                    if values?.isSymbolicLink == true, let warning = ExtensionScan.escapingLink(child, base: base) {
                        warnings.append(warning)
                        continue
                    }
                    assetCatalogs.append(child)
                    continue
                }
                if values?.isSymbolicLink == true { continue }   // no cycles
                try collect(child, base: base)
            } else {
                if values?.isSymbolicLink == true, ExtensionScan.isInteresting(name), let warning = ExtensionScan.escapingLink(child, base: base) {
                    warnings.append(warning)
                    continue
                }
                // A link to a file of the folder is that file, compiled once.
                add(child, base: base, key: values?.isSymbolicLink == true ? child.resolvingSymlinksInPath().standardizedFileURL.path : nil)
            }
        }
    }

    /// Adds a file the scan found; `key` (the file a link leads to) tells duplicates apart, else its path.
    mutating func add(_ file: URL, base: URL, key: String? = nil) {
        let key = key ?? file.path
        switch file.pathExtension {
        case "swift":
            if file.lastPathComponent == "Package.swift" { return }   // an included package's manifest, not app code
            if seen.insert(key).inserted { swiftFiles.append((file, base)) }
        case "strings", "stringsdict", "xcstrings":
            // Every worker reads every table: one of hundreds of MiB would stall each of them.
            if let size = ExtensionScan.size(of: file), size > ExtensionScan.maximumTableSize {
                warnings.append("\(file.path): \(size >> 20) MiB, larger than any string table (the limit is \(ExtensionScan.maximumTableSize >> 20) MiB); left out")
                return
            }
            if seen.insert(key).inserted { stringTables.append(file) }
        case "intentdefinition":
            if seen.insert(key).inserted { intentDefinitions.append(file) }
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
    /// A module or package target named like another in the build (or like WidgetShot's own).
    case moduleClash(String)
    /// A Swift package that cannot be read or resolved: its name and why.
    case packageError(String, String)
    /// A source file the project lists that cannot be read.
    case unreadableSource(String, String)
    /// `--project` given, but this build has no project reader.
    case projectReaderUnavailable(String)
    /// `--target` names no widget extension of the project.
    case noSuchTarget(String, String)
    /// The compiler rejected the extension: its name, the modules that failed ("module X",
    /// "module X (package Y)", ``ModuleOwnership``) and the files the errors are in (the user's
    /// paths; empty when no diagnostic named a file).
    case compileErrors(extension: String, module: String, files: [String])
    /// A write into the cache failed because its disk is full: the path (``DiskFull``).
    case cacheDiskFull(String)

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
        case .moduleClash(let why): return "error: \(why)"
        case .packageError(let package, let why): return "error: package \(package): \(why)"
        case .unreadableSource(let path, let why): return "\(path): error: cannot read the file (\(why))"
        case .projectReaderUnavailable(let path): return "--project \(path): reading Xcode projects is not available in this build; use --extension DIR"
        case .noSuchTarget(let path, let target): return "--project \(path): no widget extension target named \(target)"
        case .cacheDiskFull(let path):
            return "error: the cache's disk is full (no space left writing \(path)): free space there or set WIDGETSHOT_CACHE_DIR to a folder on another disk; what the cache holds stays usable, and the next run builds what is missing"
        case .compileErrors(let name, let module, let files):
            let names = files.map { ($0 as NSString).lastPathComponent }
            return "the extension \(name) did not compile: \(module) failed"
                + (names.isEmpty ? " (the build's output is above; --verbose-build shows all of it)"
                    : " with errors in \(names.joined(separator: ", ")) (the compiler's diagnostics are above)")
        }
    }
}
