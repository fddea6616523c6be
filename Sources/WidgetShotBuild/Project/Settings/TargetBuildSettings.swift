import Foundation

/// The Debug build settings of one target of an `.xcodeproj`, as Xcode layers them: built-in
/// defaults, the project configuration's `.xcconfig` (`baseConfigurationReference`), the project
/// configuration's `buildSettings`, the target's `.xcconfig`, the target's `buildSettings`.
struct TargetBuildSettings {
    /// The name of the configuration read (Xcode's Debug, as a Run in Xcode builds).
    static let configurationName = "Debug"

    let expander: BuildSettingExpander
    /// Missing `.xcconfig` files and the like.
    var warnings: [BuildDiagnostic] = []
    /// The pods the target's Podfile gives it, when its CocoaPods configuration is missing
    /// (`pod install` not run): their modules are not there (``CocoaPodsStandIns``).
    var missingPods: [MissingPod] = []

    init(target: PBXObject, graph: PBXObjectGraph, tree: PBXGroupTree) throws {
        let name = try target.requiredString("name")
        let root = graph.root
        var warnings: [BuildDiagnostic] = []
        var missingPods: [MissingPod] = []
        var layers: [[BuildSettingExpander.Assignment]] = [
            Self.builtIns(targetName: name, productType: target.optionalString("productType") ?? "",
                          graph: graph, tree: tree)
        ]
        for owner in [root, target] {
            guard let listID = try owner.string("buildConfigurationList") else { continue }
            let list = try graph.object(listID, referencedBy: "\(owner.isa) \(owner.id) 'buildConfigurationList'")
            guard let configuration = try Self.debugConfiguration(in: list, graph: graph) else { continue }
            if let reference = try configuration.string("baseConfigurationReference") {
                if let named = tree.url(of: reference) {
                    let url = CaseInsensitivePath.existing(named) ?? named
                    if FileManager.default.fileExists(atPath: url.path) {
                        layers.append(try XCConfigFile.assignments(of: url, projectFolder: tree.projectFolder, warnings: &warnings, missingPods: &missingPods))
                    } else {
                        missingPods += CocoaPodsNotice.missingPods(forMissing: url, projectFolder: tree.projectFolder)
                        warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning,
                                                        message: CocoaPodsNotice.message(forMissing: url, projectFolder: tree.projectFolder)
                                                            ?? "XCBuildConfiguration \(configuration.id) is based on \(url.path), which does not exist"))
                    }
                }
            }
            let settings = try configuration.dictionary("buildSettings")
            layers.append(settings.keys.sorted().compactMap { key in
                Self.settingValue(settings[key]).map { BuildSettingExpander.Assignment(key: key, value: $0) }
            })
        }
        expander = BuildSettingExpander(layers: layers, quietlyEmpty: Self.buildLocations)
        self.warnings = warnings
        self.missingPods = missingPods
    }

    /// The Debug configuration of an `XCConfigurationList` (else its default one, else its first).
    static func debugConfiguration(in list: PBXObject, graph: PBXObjectGraph) throws -> PBXObject? {
        let configurations = try graph.objects("buildConfigurations", of: list)
        let preferred = [configurationName, list.optionalString("defaultConfigurationName")].compactMap { $0 }
        for name in preferred {
            if let match = configurations.first(where: { $0.optionalString("name") == name }) { return match }
        }
        return configurations.first
    }

    /// A setting's value as one string: arrays (`OTHER_SWIFT_FLAGS = ("-D", X)`) are joined with
    /// spaces, quoting elements with spaces.
    static func settingValue(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber { return number.stringValue }
        if let array = value as? [Any] {
            return array.compactMap { $0 as? String }.map { $0.contains(" ") && !$0.contains("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        }
        return nil
    }

    /// Build locations no project defines and WidgetShot has none of: they expand to "" without a warning.
    static let buildLocations: Set<String> = [
        "BUILT_PRODUCTS_DIR", "TARGET_BUILD_DIR", "CONFIGURATION_BUILD_DIR", "DERIVED_FILE_DIR", "DERIVED_FILES_DIR",
        "OBJROOT", "SYMROOT", "DSTROOT", "BUILD_DIR", "BUILD_ROOT", "PROJECT_TEMP_DIR", "TEMP_DIR", "CONFIGURATION_TEMP_DIR",
        "SDK_DIR", "DEVELOPER_DIR", "PLATFORM_DIR", "TOOLCHAIN_DIR", "SWIFT_VERSION", "EXECUTABLE_PREFIX", "EXECUTABLE_SUFFIX",
    ]

    /// Settings Xcode defines for every target (Xcode Help, "Build settings reference"), at the
    /// values a Debug simulator build has.
    static func builtIns(targetName: String, productType: String, graph: PBXObjectGraph, tree: PBXGroupTree) -> [BuildSettingExpander.Assignment] {
        let (packageType, wrapper) = bundleKind(productType)
        let developmentRegion = graph.root.optionalString("developmentRegion") ?? "en"
        let values: [(String, String)] = [
            ("TARGET_NAME", targetName), ("TARGETNAME", targetName),
            ("PRODUCT_NAME", "$(TARGET_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("FULL_PRODUCT_NAME", wrapper.isEmpty ? "$(PRODUCT_NAME)" : "$(PRODUCT_NAME).\(wrapper)"),
            ("WRAPPER_EXTENSION", wrapper),
            ("PRODUCT_TYPE", productType),
            ("PRODUCT_BUNDLE_PACKAGE_TYPE", packageType),
            ("PROJECT_NAME", graph.projectName),
            ("PROJECT_FILE_PATH", graph.projectBundle.path),
            ("SRCROOT", tree.projectFolder.path), ("SOURCE_ROOT", tree.projectFolder.path), ("PROJECT_DIR", tree.projectFolder.path),
            ("DEVELOPMENT_LANGUAGE", developmentRegion),
            ("CONFIGURATION", configurationName),
            ("SDKROOT", "iphoneos"), ("PLATFORM_NAME", "iphonesimulator"), ("EFFECTIVE_PLATFORM_NAME", "-iphonesimulator"),
            ("CURRENT_ARCH", "arm64"), ("ARCHS", "arm64"), ("NATIVE_ARCH", "arm64"),
        ]
        return values.map { BuildSettingExpander.Assignment(key: $0.0, value: $0.1) }
    }

    /// `PRODUCT_BUNDLE_PACKAGE_TYPE` and the bundle extension of a product type.
    static func bundleKind(_ productType: String) -> (packageType: String, wrapper: String) {
        switch productType {
        case "com.apple.product-type.application": return ("APPL", "app")
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension": return ("XPC!", "appex")
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": return ("FMWK", "framework")
        case "com.apple.product-type.bundle", "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing": return ("BNDL", "bundle")
        default: return ("", "")
        }
    }
}
