import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built extension's bundle, so that `Bundle.main` in the user's code is the extension's, as
/// on iOS: `infoDictionary`, `object(forInfoDictionaryKey:)`, `bundleIdentifier`,
/// `url(forResource:withExtension:subdirectory:)`, `path(forResource:ofType:)`, `localizations`.
///
/// swift-corelibs-foundation makes the folder of the running executable the main bundle, and
/// when that folder has a `Resources/` folder it reads the bundle's `Info.plist` and resources
/// from there (CFBundle's "version 1" layout, what `Bundle.main.resourceURL` then names — checked
/// on Linux with Swift 6.3: without `Resources/`, `bundleIdentifier` is nil and every
/// `url(forResource:)` nil). So the program does not run from `.build/debug`, which every
/// extension shares, but from its own folder in the cache:
///
/// ```
/// <appex>/<target>                      the built executable (a hard link or copy)
/// <appex>/Resources/Info.plist           the plan's resolved Info.plist (+ --info)
/// <appex>/Resources/<file>               each resource file (a symbolic link)
/// <appex>/Resources/<lang>.lproj/<file>  string tables, by language
/// ```
/// where `<appex>` is `<cache>/bundles/<target>/<Project>.app/PlugIns/<Extension>.appex`, inside
/// its containing app as on a device (``HostAppLayout``).
/// Resources of every module go into the one bundle: on Linux the modules are linked into the
/// executable, so `Bundle(for: SomeClass.self)` is the main bundle too.
public struct ExtensionBundle {
    /// The Info.plist written.
    public var infoDictionary: [String: Any]
    /// Bundle-relative path (under `Resources/`) → the user's file or folder.
    public var resources: [String: URL]
    /// Bundle-relative path → contents of a file the build makes (a compiled model's `VersionInfo.plist`).
    public var generatedResources: [String: Data] = [:]

    /// The bundle of `plan`'s extension: its info dictionary (with `CFBundleIdentifier` from
    /// `PRODUCT_BUNDLE_IDENTIFIER` when the dictionary has none, and `overrides` set over it — as
    /// strings), and the resources and string tables of all its modules.
    public init(plan: BuildPlan, infoOverrides overrides: [String: String] = [:]) throws {
        var info = plan.infoDictionary ?? [:]
        if let identifier = plan.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"], !identifier.isEmpty,
           (info["CFBundleIdentifier"] as? String).map({ $0.isEmpty || $0.contains("$(") }) ?? true {
            info["CFBundleIdentifier"] = identifier
        }
        if info["CFBundleName"] == nil { info["CFBundleName"] = plan.extensionModule.name }
        for (key, value) in overrides { info[key] = value }
        infoDictionary = info
        resources = [:]
        for module in plan.modules + [plan.extensionModule] {
            for file in module.resourceFiles + module.stringTables where file.pathExtension != "xcstrings" {
                // A Core Data model is compiled into the bundle (`.momd`/`.mom`), as Xcode does.
                if let model = CompiledDataModels.files(of: file) {
                    resources.merge(model.linked) { first, _ in first }
                    generatedResources.merge(model.generated) { first, _ in first }
                    continue
                }
                resources[Self.bundlePath(of: file)] = file
            }
        }
    }

    /// Where a resource goes in the bundle: its name, inside its `.lproj` folder if it has one.
    static func bundlePath(of file: URL) -> String {
        let folder = file.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".lproj") ? "\(folder)/\(file.lastPathComponent)" : file.lastPathComponent
    }

    /// Writes `Resources/` (anew) under `folder`.
    public func write(into folder: URL) throws {
        let fm = FileManager.default
        let resourcesFolder = folder.appendingPathComponent("Resources")
        try? fm.removeItem(at: resourcesFolder)
        try fm.createDirectory(at: resourcesFolder, withIntermediateDirectories: true)
        for (path, source) in resources.sorted(by: { $0.key < $1.key }) {
            let destination = resourcesFolder.appendingPathComponent(path)
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard fm.fileExists(atPath: source.path) else {
                throw ExtensionBuildError.unreadableSource(source.path, "a resource the project lists is missing")
            }
            try fm.createSymbolicLink(at: destination, withDestinationURL: source.standardizedFileURL)
        }
        for (path, contents) in generatedResources.sorted(by: { $0.key < $1.key }) {
            let destination = resourcesFolder.appendingPathComponent(path)
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: destination, options: .atomic)
        }
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: infoDictionary, format: .xml, options: 0)
        } catch {
            throw ExtensionBuildError.cannotRun("the extension's Info.plist cannot be written: \(error)")
        }
        try data.write(to: resourcesFolder.appendingPathComponent("Info.plist"), options: .atomic)
    }

    /// Puts the built `executable` into the bundle `folder` (a hard link, else a copy: a symbolic
    /// link would make Foundation resolve the main bundle back to `.build/debug`); returns it.
    public static func install(executable: URL, into folder: URL) throws -> URL {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = folder.appendingPathComponent(executable.lastPathComponent)
        try? fm.removeItem(at: destination)
        if link(executable.path, destination.path) != 0 {
            try fm.copyItem(at: executable, to: destination)
        }
        return destination
    }
}
