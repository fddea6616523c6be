import Foundation

extension XcodeGenGraphBuilder {
    /// The `PBXNativeTarget` of the target spec `target`: its sources in Sources/Resources
    /// phases, `sdk:`/`framework:` dependencies in its Frameworks phase, `target:` dependencies,
    /// `package:` products, its configuration and its generated Info.plist.
    mutating func nativeTarget(_ name: String, _ target: YAMLValue, targetIDs: [String: String], packageIDs: [String: String]) throws -> [String: Any] {
        let file = specFile.path
        guard let type = target["type"]?.string else {
            throw ProjectReadError(file: file, message: "targets.\(name) has no 'type'")
        }
        let sources = try XcodeGenSources(target["sources"], folder: folder, specFile: file, target: name)
        warnings += sources.warnings
        var sourceFiles: [String] = []
        var resourceFiles: [String] = []
        for (url, phase) in sources.files {
            let buildFile = add(["isa": "PBXBuildFile", "fileRef": fileReference(url.path)])
            if phase == .sources { sourceFiles.append(buildFile) } else { resourceFiles.append(buildFile) }
        }
        let headerFiles = sources.headers.map { add(["isa": "PBXBuildFile", "fileRef": fileReference($0.path)]) }

        var frameworkFiles: [String] = []
        var dependencies: [String] = []
        var products: [String] = []
        for dependency in target["dependencies"]?.items ?? [] {
            if let other = dependency["target"]?.string {
                if let id = targetIDs[other] {
                    dependencies.append(add(["isa": "PBXTargetDependency", "target": id]))
                } else if let proxy = projectReferenceProxy(other) {
                    dependencies.append(add(["isa": "PBXTargetDependency", "targetProxy": proxy]))
                } else {
                    warnings.append(warning("targets.\(name).dependencies: target \(other) is not in this spec, nor a `Project/Target` of its projectReferences"))
                }
            } else if let sdk = dependency["sdk"]?.string {
                let path = sdk.contains("/") ? sdk : "System/Library/Frameworks/\(sdk)"
                let reference = add(["isa": "PBXFileReference", "name": (sdk as NSString).lastPathComponent, "path": path, "sourceTree": "SDKROOT"])
                frameworkFiles.append(add(["isa": "PBXBuildFile", "fileRef": reference]))
            } else if let framework = dependency["framework"]?.string {
                // `implicit: true`: a product of the shared build folder (another project's target).
                let reference = dependency["implicit"]?.bool == true
                    ? add(["isa": "PBXFileReference", "path": (framework as NSString).lastPathComponent, "sourceTree": "BUILT_PRODUCTS_DIR"])
                    : fileReference(framework)
                frameworkFiles.append(add(["isa": "PBXBuildFile", "fileRef": reference]))
            } else if let package = dependency["package"]?.string {
                guard let packageID = packageIDs[package] else {
                    throw ProjectReadError(file: file, message: "targets.\(name).dependencies: no package '\(package)' in packages")
                }
                let names = dependency["products"]?.items.compactMap(\.string) ?? [dependency["product"]?.string ?? package]
                for product in names {
                    products.append(add(["isa": "XCSwiftPackageProductDependency", "package": packageID, "productName": product]))
                }
            } else if let carthage = dependency["carthage"]?.string {
                warnings.append(warning("targets.\(name).dependencies: Carthage framework \(carthage) is not read"))
            }
        }

        // Settings: the target's, its INFOPLIST_FILE, and a bundle id from options.bundleIdPrefix.
        var settings = try self.settings(target["settings"], path: "targets.\(name).settings")
        let infoPath = target["info"]?["path"]?.string
        if let infoPath {
            settings.insert(("INFOPLIST_FILE", infoPath), at: 0)
        } else if let found = sources.firstInfoPlist {
            settings.insert(("INFOPLIST_FILE", found.path), at: 0)
        }
        if let prefix = spec["options"]?["bundleIdPrefix"]?.string,
           !settings.contains(where: { $0.0 == "PRODUCT_BUNDLE_IDENTIFIER" }),
           !(try self.settings(spec["settings"], path: "settings")).contains(where: { $0.0 == "PRODUCT_BUNDLE_IDENTIFIER" }) {
            settings.insert(("PRODUCT_BUNDLE_IDENTIFIER", prefix + "." + Self.bundleIdentifierPart(name)), at: 0)
        }
        // XcodeGen's platform presets set SDKROOT (iOS → iphoneos, watchOS → watchos, …).
        if let platform = target["platform"]?.string, let sdk = Self.sdkRoots[platform], !settings.contains(where: { $0.0 == "SDKROOT" }) {
            settings.insert(("SDKROOT", sdk), at: 0)
        }
        if type == "app-extension" { settings.insert(("LD_RUNPATH_SEARCH_PATHS", "$(inherited) @executable_path/Frameworks @executable_path/../../Frameworks"), at: 0) }
        let configurations = configurationList(settings, configFile: target["configFiles"])

        if let info = target["info"], infoPath != nil {
            var plist = Self.defaultInfoPlist(type: type)
            for (key, value) in info["properties"]?.pairs ?? [] { plist[key] = value.propertyListValue }
            generatedInfoPlists[targetIDs[name]!] = plist
        }
        let phases = [
            add(["isa": "PBXHeadersBuildPhase", "files": headerFiles]),
            add(["isa": "PBXSourcesBuildPhase", "files": sourceFiles]),
            add(["isa": "PBXFrameworksBuildPhase", "files": frameworkFiles]),
            add(["isa": "PBXResourcesBuildPhase", "files": resourceFiles]),
        ]
        return [
            "isa": "PBXNativeTarget", "name": name, "productType": "com.apple.product-type.\(type)",
            "buildConfigurationList": configurations, "buildPhases": phases, "dependencies": dependencies,
            "packageProductDependencies": products,
        ]
    }

    /// The Info.plist XcodeGen writes before a target's `info: properties:` (its
    /// `InfoPlistGenerator.defaultInfoPlist`, from Xcode's base template).
    static func defaultInfoPlist(type: String) -> [String: Any] {
        var plist: [String: Any] = [
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleInfoDictionaryVersion": "6.0",
            "CFBundleExecutable": "$(EXECUTABLE_NAME)", "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1",
        ]
        switch type {
        case "application", "application.watchapp2": plist["CFBundlePackageType"] = "APPL"
        case "framework": plist["CFBundlePackageType"] = "FMWK"
        case "bundle", "bundle.unit-test", "bundle.ui-testing": plist["CFBundlePackageType"] = "BNDL"
        case "xpc-service": plist["CFBundlePackageType"] = "XPC"
        default: break
        }
        return plist
    }

    /// XcodeGen's `bundleIdPrefix` rule: the target name without characters other than letters,
    /// digits, `-` and `.`; underscores become hyphens.
    /// The SDKROOT of each XcodeGen `platform:` (its SettingPresets/Platforms files).
    static let sdkRoots = ["iOS": "iphoneos", "watchOS": "watchos", "tvOS": "appletvos", "macOS": "macosx", "visionOS": "xros"]

    static func bundleIdentifierPart(_ name: String) -> String {
        String(name.replacingOccurrences(of: "_", with: "-").filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
    }

    /// An `XCLocalSwiftPackageReference` (`path:`) or `XCRemoteSwiftPackageReference` (`url:` or
    /// `github:` with a version rule) for `packages.<name>`.
    func packageReference(_ name: String, _ package: YAMLValue) throws -> [String: Any] {
        if let path = package["path"]?.string {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
            return ["isa": "XCLocalSwiftPackageReference", "relativePath": url.path]
        }
        guard let url = package["url"]?.string ?? package["github"]?.string.map({ "https://github.com/\($0)" }) else {
            throw ProjectReadError(file: specFile.path, message: "packages.\(name) has no 'url', 'github' or 'path'")
        }
        var requirement: [String: String]
        if let version = package["from"]?.string ?? package["majorVersion"]?.string {
            requirement = ["kind": "upToNextMajorVersion", "minimumVersion": version]
        } else if let version = package["minorVersion"]?.string {
            requirement = ["kind": "upToNextMinorVersion", "minimumVersion": version]
        } else if let version = package["exactVersion"]?.string ?? package["version"]?.string {
            requirement = ["kind": "exactVersion", "version": version]
        } else if let low = package["minVersion"]?.string, let high = package["maxVersion"]?.string {
            requirement = ["kind": "versionRange", "minimumVersion": low, "maximumVersion": high]
        } else if let branch = package["branch"]?.string {
            requirement = ["kind": "branch", "branch": branch]
        } else if let revision = package["revision"]?.string {
            requirement = ["kind": "revision", "revision": revision]
        } else {
            throw ProjectReadError(file: specFile.path, message: "packages.\(name) has no version rule (from, majorVersion, minorVersion, exactVersion, minVersion/maxVersion, branch or revision)")
        }
        return ["isa": "XCRemoteSwiftPackageReference", "repositoryURL": url, "requirement": requirement]
    }

    /// The `PBXContainerItemProxy` of `Project/Target`, a target of a project the spec's
    /// `projectReferences` name (XcodeGen's ProjectSpec: `path` to the `.xcodeproj`); nil when
    /// `Project` is not one of them.
    mutating func projectReferenceProxy(_ reference: String) -> String? {
        guard let slash = reference.firstIndex(of: "/"),
              let path = spec["projectReferences"]?[String(reference[..<slash])]?["path"]?.string else { return nil }
        return add(["isa": "PBXContainerItemProxy", "containerPortal": fileReference(path), "proxyType": "1",
                    "remoteInfo": String(reference[reference.index(after: slash)...])])
    }

    func warning(_ message: String) -> BuildDiagnostic {
        BuildDiagnostic(file: specFile.path, line: 0, severity: .warning, message: message)
    }
}
