import Foundation

/// An XcodeGen `project.yml` read as the `.xcodeproj` XcodeGen would generate from it: the spec
/// (includes merged) becomes the same object graph (`PBXProject`, `PBXNativeTarget`s with their
/// build phases, configurations, package references), so both are planned by ``XcodeProject``.
///
/// Read: `name`, `options` (`bundleIdPrefix`, `developmentLanguage`, `settingPresets`), `configs`,
/// `configFiles`, `settings` (plain, or `base`/`configs`/`groups` with `settingGroups`),
/// `packages` (`path:`; `url:`/`github:` with `from`/`majorVersion`/`minorVersion`/`exactVersion`/
/// `version`/`minVersion`+`maxVersion`/`branch`/`revision`), `targets` (`type`, `sources`,
/// `dependencies` `target` (`Project/Target` of `projectReferences` too)/`package`(+`product`/`products`)/`sdk`/`framework`
/// (`implicit: true`: the shared build folder's), `info`
/// `path`/`properties`, `settings`, `configFiles`, `templates` from `targetTemplates`).
enum XcodeGenProject {
    /// The project `specFile` describes; `warnings` (a workspace's) join the spec's own.
    static func load(specFile: URL, others: OtherProjects? = nil, warnings: [BuildDiagnostic] = []) throws -> XcodeProject {
        let spec = try XcodeGenSpecLoader.load(specFile)
        let file = specFile.path
        guard let name = spec["name"]?.string, !name.isEmpty else {
            throw ProjectReadError(file: file, message: "the spec has no 'name'")
        }
        var builder = XcodeGenGraphBuilder(spec: spec, specFile: specFile)
        let root = try builder.build()
        let bundle = specFile.deletingLastPathComponent().appendingPathComponent(name + ".xcodeproj")
        let graph = try PBXObjectGraph(projectBundle: bundle, file: specFile, plist: ["objects": builder.objects, "rootObject": root])
        return try XcodeProject(graph: graph, source: specFile, generatedInfoPlists: builder.generatedInfoPlists, warnings: warnings + builder.warnings, others: others)
    }
}

/// Builds the object graph of an XcodeGen spec.
struct XcodeGenGraphBuilder {
    let spec: YAMLValue
    let specFile: URL
    var folder: URL { specFile.deletingLastPathComponent() }
    var objects: [String: [String: Any]] = [:]
    var generatedInfoPlists: [String: [String: Any]] = [:]
    var warnings: [BuildDiagnostic] = []
    private var nextID = 0
    private(set) var configName = "Debug"
    private var configIsDebug = true

    init(spec: YAMLValue, specFile: URL) {
        self.spec = spec
        self.specFile = specFile
    }

    mutating func add(_ fields: [String: Any]) -> String {
        nextID += 1
        let id = String(format: "XG%022d", nextID)
        objects[id] = fields
        return id
    }

    /// Builds every object; returns the `PBXProject`'s id.
    mutating func build() throws -> String {
        // The configuration read: Debug, else the first of type debug, else the first.
        let configs = spec["configs"]?.pairs.map { ($0.key, $0.value.string?.lowercased() ?? "") } ?? [("Debug", "debug"), ("Release", "release")]
        if let chosen = configs.first(where: { $0.0 == TargetBuildSettings.configurationName }) ?? configs.first(where: { $0.1 == "debug" }) ?? configs.first {
            configName = chosen.0
            configIsDebug = chosen.1 == "debug"
        }
        let presets = spec["options"]?["settingPresets"]?.string ?? "all"
        var projectSettings: [(String, String)] = []
        if configIsDebug, presets == "all" || presets == "project" { projectSettings += Self.debugPreset }
        projectSettings += try settings(spec["settings"], path: "settings")
        let projectConfigurations = configurationList(projectSettings, configFile: spec["configFiles"])

        var packageIDs: [String: String] = [:]
        var packageRefs: [String] = []
        for (name, package) in spec["packages"]?.pairs ?? [] {
            let id = add(try packageReference(name, package))
            packageIDs[name] = id
            packageRefs.append(id)
        }

        // Targets: first create them all (dependencies may name later ones), then link them.
        let templates = spec["targetTemplates"]
        var targetIDs: [String: String] = [:]
        var pending: [(id: String, name: String, spec: YAMLValue)] = []
        for (key, rawTarget) in spec["targets"]?.pairs ?? [] {
            var target = rawTarget
            for template in target["templates"]?.items.compactMap(\.string) ?? [] {
                guard let body = templates?[template] else {
                    throw ProjectReadError(file: specFile.path, message: "targets.\(key): no target template '\(template)'")
                }
                target = target.merged(over: body)
            }
            // A template's `${target_name}`, `${platform}` and `templateAttributes` placeholders
            // take the target's values (XcodeGen's Docs/ProjectSpec.md, "Target Template").
            if target["templates"] != nil {
                var values = ["target_name": key]
                if let platform = target["platform"]?.string { values["platform"] = platform }
                for (name, value) in target["templateAttributes"]?.pairs ?? [] { if let text = value.string { values[name] = text } }
                target = target.substitutingPlaceholders(values)
            }
            let name = target["name"]?.string ?? key
            let id = add(["isa": "PBXNativeTarget", "name": name])
            targetIDs[name] = id
            pending.append((id, name, target))
        }
        for (id, name, target) in pending {
            objects[id] = try nativeTarget(name, target, targetIDs: targetIDs, packageIDs: packageIDs)
        }
        let mainGroup = add(["isa": "PBXGroup", "children": [String](), "sourceTree": "<group>"])
        return add([
            "isa": "PBXProject", "buildConfigurationList": projectConfigurations, "mainGroup": mainGroup,
            "developmentRegion": spec["options"]?["developmentLanguage"]?.string ?? "en",
            "packageReferences": packageRefs, "projectDirPath": "", "targets": pending.map(\.id),
        ])
    }

    /// XcodeGen's `SettingPresets/Configs/debug.yml`, applied to the project for debug configs.
    static let debugPreset: [(String, String)] = [
        ("DEBUG_INFORMATION_FORMAT", "dwarf"), ("SWIFT_OPTIMIZATION_LEVEL", "-Onone"), ("ENABLE_TESTABILITY", "YES"),
        ("GCC_OPTIMIZATION_LEVEL", "0"), ("ONLY_ACTIVE_ARCH", "YES"), ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "DEBUG"),
        ("GCC_PREPROCESSOR_DEFINITIONS", "DEBUG=1 $(inherited)"),
    ]

    /// A settings spec for the configuration read: `groups` (from `settingGroups`), `base`, then
    /// each `configs` key the configuration's name contains (case-insensitively); or a plain map.
    mutating func settings(_ value: YAMLValue?, path: String, depth: Int = 0) throws -> [(String, String)] {
        guard let value else { return [] }
        guard depth < 16 else { throw ProjectReadError(file: specFile.path, message: "\(path): setting groups nest deeper than 16") }
        guard case .mapping(let pairs) = value else {
            throw ProjectReadError(file: specFile.path, message: "\(path) is not a mapping of build settings")
        }
        let structured = pairs.contains { ["base", "configs", "groups"].contains($0.key) }
        guard structured else { return pairs.compactMap { pair in pair.value.settingValue.map { (pair.key, $0) } } }
        var result: [(String, String)] = []
        for group in value["groups"]?.items.compactMap(\.string) ?? [] {
            guard let body = spec["settingGroups"]?[group] else {
                throw ProjectReadError(file: specFile.path, message: "\(path).groups: no setting group '\(group)'")
            }
            result += try settings(body, path: "settingGroups.\(group)", depth: depth + 1)
        }
        result += try settings(value["base"], path: path + ".base", depth: depth + 1)
        for (key, configSettings) in value["configs"]?.pairs ?? [] where configName.lowercased().contains(key.lowercased()) {
            result += try settings(configSettings, path: "\(path).configs.\(key)", depth: depth + 1)
        }
        return result
    }

    /// An `XCConfigurationList` with one configuration (the one read).
    mutating func configurationList(_ settings: [(String, String)], configFile: YAMLValue?) -> String {
        var configuration: [String: Any] = [
            "isa": "XCBuildConfiguration", "name": configName,
            "buildSettings": Dictionary(settings, uniquingKeysWith: { _, last in last }),
        ]
        if let path = configFile?.pairs.first(where: { $0.key.lowercased() == configName.lowercased() })?.value.string {
            configuration["baseConfigurationReference"] = fileReference(path)
        }
        return add(["isa": "XCConfigurationList", "buildConfigurations": [add(configuration)], "defaultConfigurationName": configName])
    }

    /// A file reference to `path` (relative to the spec's folder).
    mutating func fileReference(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
        return add(["isa": "PBXFileReference", "path": url.path, "sourceTree": "<absolute>"])
    }
}
