import Foundation

/// WidgetShot as the CLI's own build compiled it, for extension builds that do not compile it
/// again (the "prebuilt route", issue 21).
///
/// Building the `widgetshot` executable leaves in its build folder (`.build/<triple>/<config>/`)
/// everything an extension program needs from WidgetShot: the `.swiftmodule` of every module
/// (`Modules/`), the object files of WidgetShot, `WidgetShotCLI` and their dependencies (listed
/// in `widgetshot.product/Objects.LinkFileList`), and, in SwiftPM's build description
/// (`<config>.yaml`), the flags that compile against them (search paths, the C modules' module
/// maps, pkg-config's cairo/pango include paths) and link them (`-lcairo`, `-l_FoundationICU`…).
/// The generated package then takes them through `unsafeFlags` (`-I`, `-Xcc -fmodule-map-file=`,
/// the objects in a response file, `-l`) instead of a path dependency on the checkout, so the
/// first extension build compiles only the extension.
///
/// The route is taken only when the build folder is the checkout's and up to date with its sources
/// (``locate(widgetShotRoot:executable:)`` says why not otherwise); the generated-package route
/// stays the fallback.
public struct PrebuiltWidgetShot: Equatable {
    /// `.build/<triple>/<config>/` of the checkout.
    public var buildFolder: URL
    /// `debug` or `release`: the configuration the extension program is built in too (one
    /// program cannot mix the two builds' modules).
    public var configuration: String
    /// Flags that compile a module against WidgetShot's (`-I`, `-Xcc -fmodule-map-file=…`, `-Xcc -I …`).
    public var compileFlags: [String]
    /// Flags that link WidgetShot's system libraries (`-L…`, `-l…`).
    public var linkFlags: [String]
    /// The object files of WidgetShot, WidgetShotCLI and their dependencies.
    public var objects: [URL]

    /// Why the prebuilt route cannot be taken (one line for the user).
    public struct Unavailable: Error, CustomStringConvertible, Equatable {
        public var reason: String
        public var description: String { reason }
        public init(reason: String) { self.reason = reason }
    }

    /// Targets of the CLI's executable that an extension program leaves out: the CLI's `main`,
    /// the demo widgets it renders without `--extension`, and the libcurl loader of its static link
    /// (an extension program links FoundationNetworking as a shared library, which needs libcurl).
    static let cliOnlyTargets: Set<String> = ["widgetshot", "DemoWidgets", "CCurlLoader"]

    /// The build folders to try, best first: the running program's own (when it is the
    /// checkout's `widgetshot`), then the checkout's `.build/debug` and `.build/release`.
    static func candidateFolders(widgetShotRoot: URL, executable: URL?) -> [URL] {
        var folders: [URL] = []
        if let executable { folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()) }
        for configuration in ["debug", "release"] {
            folders.append(widgetShotRoot.appendingPathComponent(".build").appendingPathComponent(configuration).resolvingSymlinksInPath())
        }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The checkout's prebuilt WidgetShot, or why there is none usable: no build of `widgetshot`
    /// in the checkout, a build folder of another checkout, or sources changed since it was built.
    /// `executable` is the running program (`/proc/self/exe`); `configuration` (`debug`,
    /// `release`) takes only that configuration's build (nil: the running program's first).
    public static func locate(widgetShotRoot: URL, executable: URL? = Self.runningExecutable(),
                              configuration: String? = nil) -> Result<PrebuiltWidgetShot, Unavailable> {
        var reasons: [Unavailable] = []
        let folders = candidateFolders(widgetShotRoot: widgetShotRoot, executable: executable)
        for folder in folders where configuration == nil || folder.lastPathComponent == configuration {
            do {
                return .success(try load(buildFolder: folder, widgetShotRoot: widgetShotRoot))
            } catch let reason as Unavailable {
                reasons.append(reason)
            } catch {
                reasons.append(Unavailable(reason: "\(error)"))
            }
        }
        // A build that exists but cannot serve says more than a folder with no build.
        return .failure(reasons.first { !$0.reason.hasPrefix(noBuild) } ?? reasons.first
                        ?? Unavailable(reason: "\(noBuild) (\(configuration ?? "debug")) in \(widgetShotRoot.path)/.build"))
    }

    /// How ``Unavailable`` starts when a folder holds no build of the CLI.
    static let noBuild = "no build of widgetshot"

    /// The running program, if the system says.
    public static func runningExecutable() -> URL? {
        let link = "/proc/self/exe"
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: link) else { return Bundle.main.executableURL }
        return URL(fileURLWithPath: path)
    }

    /// Reads the build folder's description and checks it is usable.
    static func load(buildFolder: URL, widgetShotRoot: URL) throws -> PrebuiltWidgetShot {
        let fm = FileManager.default
        let configuration = buildFolder.lastPathComponent
        let triple = buildFolder.deletingLastPathComponent().lastPathComponent
        let description = buildFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("\(configuration).yaml")
        guard ["debug", "release"].contains(configuration), let yaml = try? String(contentsOf: description, encoding: .utf8) else {
            throw Unavailable(reason: "\(noBuild) in \(buildFolder.path)")
        }
        let suffix = "\(triple)-\(configuration)"
        guard let compile = BuildDescription.command("C.widgetshot-\(suffix).module", in: yaml),
              let link = BuildDescription.command("C.widgetshot-\(suffix).exe", in: yaml) else {
            throw Unavailable(reason: "\(noBuild) in \(buildFolder.path)")
        }
        let mainFile = widgetShotRoot.appendingPathComponent("Sources/widgetshot").standardizedFileURL.path
        guard compile.inputs.contains(where: { $0.hasPrefix(mainFile) }) else {
            throw Unavailable(reason: "\(buildFolder.path) is the build of another WidgetShot checkout")
        }
        guard let list = link.arguments.first(where: { $0.hasPrefix("@") && $0.hasSuffix("LinkFileList") }),
              let listed = try? String(contentsOfFile: String(list.dropFirst()), encoding: .utf8) else {
            throw Unavailable(reason: "\(buildFolder.path) has no object list for widgetshot")
        }
        let objects = listed.split(separator: "\n").map { line -> URL in
            var path = line.trimmingCharacters(in: .whitespaces)
            if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
            return URL(fileURLWithPath: path)
        }.filter { !cliOnlyTargets.contains(Self.target(of: $0)) }
        if let missing = objects.first(where: { !fm.fileExists(atPath: $0.path) }) {
            throw Unavailable(reason: "the CLI's build lacks \(missing.lastPathComponent) of \(Self.target(of: missing)) (run swift build --product widgetshot)")
        }
        for module in ["WidgetShot", "WidgetShotCLI"] where !fm.fileExists(atPath: buildFolder.appendingPathComponent("Modules/\(module).swiftmodule").path) {
            throw Unavailable(reason: "the CLI's build lacks \(module).swiftmodule (run swift build --product widgetshot)")
        }
        let prebuilt = PrebuiltWidgetShot(buildFolder: buildFolder, configuration: configuration,
                                          compileFlags: searchFlags(compile.arguments), linkFlags: libraryFlags(link.arguments), objects: objects)
        if let stale = prebuilt.staleTarget(widgetShotRoot: widgetShotRoot, description: description) {
            throw Unavailable(reason: "WidgetShot's \(stale) changed since the CLI was built (swift build --product widgetshot makes the fast route usable again)")
        }
        return prebuilt
    }

    /// The target an object file belongs to (`<folder>/<Target>.build/<file>.o`).
    /// The modules an extension program built on this route sees: those with a `.swiftmodule` in
    /// the build's `Modules` folder (its `-I` path) and the targets whose objects it links.
    public func visibleModuleNames() -> Set<String> {
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder.appendingPathComponent("Modules").path)) ?? []
        return Set(modules.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
            .union(objects.map(Self.target(of:)))
    }

    static func target(of object: URL) -> String {
        let folder = object.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".build") ? String(folder.dropLast(".build".count)) : folder
    }

    /// The module search flags of a compile command: `-I` paths and the C modules' `-Xcc` flags.
    static func searchFlags(_ arguments: [String]) -> [String] {
        var flags: [String] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            let next = i + 1 < arguments.count ? arguments[i + 1] : nil
            if arg == "-I", let next {
                flags += [arg, next]; i += 2; continue
            }
            if arg.hasPrefix("-I") && arg.count > 2 { flags.append(arg) }
            if arg == "-Xcc", let next {
                if next == "-I", i + 3 < arguments.count, arguments[i + 2] == "-Xcc" {
                    flags += Array(arguments[i...(i + 3)]); i += 4; continue
                }
                if next.hasPrefix("-fmodule-map-file=") || (next.hasPrefix("-I") && next.count > 2) || next.hasPrefix("-D") {
                    flags += [arg, next]
                }
                i += 2; continue
            }
            i += 1
        }
        return flags
    }

    /// The library flags of a link command (`-L…`, `-l…`); objects, outputs and entry-point
    /// flags are the generated package's own, and so is what goes to the linker alone
    /// (`-Xlinker …`: the CLI's static link of Foundation names its static libraries that way,
    /// which a program linking Foundation dynamically must not).
    static func libraryFlags(_ arguments: [String]) -> [String] {
        var flags: [String] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            if arg == "-Xlinker" { i += 2; continue }
            if (arg == "-L" || arg == "-l"), i + 1 < arguments.count { flags += [arg, arguments[i + 1]]; i += 2; continue }
            if (arg.hasPrefix("-L") || arg.hasPrefix("-l")) && arg.count > 2 && !flags.contains(arg) { flags.append(arg) }
            i += 1
        }
        return flags
    }

    /// The files a build compiles (a target's `.docc` articles and resources are not).
    static let compiledExtensions: Set<String> = ["swift", "c", "h", "cc", "cpp", "m", "mm", "modulemap", "inc", "def", "s"]

    /// The first of the checkout's targets (or its manifest) edited after the build that
    /// compiled it, if any: by modification dates, newest source file against newest object.
    func staleTarget(widgetShotRoot: URL, description: URL) -> String? {
        let fm = FileManager.default
        func modified(_ url: URL) -> Date? { (try? fm.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date }
        guard let described = modified(description) else { return "build description" }
        for name in ["Package.swift", "Package.resolved"] {
            if let date = modified(widgetShotRoot.appendingPathComponent(name)), date > described { return name }
        }
        var newestObject: [String: Date] = [:]
        for object in objects {
            guard let date = modified(object) else { continue }
            let target = Self.target(of: object)
            newestObject[target] = max(newestObject[target] ?? .distantPast, date)
        }
        let sources = widgetShotRoot.appendingPathComponent("Sources")
        for (target, built) in newestObject.sorted(by: { $0.key < $1.key }) {
            let folder = sources.appendingPathComponent(target)
            guard fm.fileExists(atPath: folder.path), let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey]) else { continue }
            for case let url as URL in walker where Self.compiledExtensions.contains(url.pathExtension.lowercased()) {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
                if values?.isRegularFile == true, let date = values?.contentModificationDate, date > built { return target }
            }
        }
        return nil
    }
}
