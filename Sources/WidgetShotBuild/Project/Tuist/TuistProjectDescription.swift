/// The source of WidgetShot's `ProjectDescription` stand-in: the part of Tuist's manifest API
/// simple projects use (`Project`, `Target`/`.target(…)`, `Product`, `Destinations`,
/// `SourceFilesList`, `ResourceFileElements`, `TargetDependency`, `Package`, `InfoPlist`,
/// `Settings`, `Path`), compiled with a project's `Project.swift` and its
/// `ProjectDescriptionHelpers` into one program (``TuistManifest``) whose output is the project as
/// an XcodeGen spec in JSON — which WidgetShot's XcodeGen reader then reads. Paths are made
/// absolute against the manifest's folder (`TUIST_MANIFEST_ROOT`). What the stand-in does not
/// model (schemes, scripts, build rules, …) is accepted and dropped.
enum TuistProjectDescription {
    static let source = #"""
    import Foundation

    let manifestRoot = ProcessInfo.processInfo.environment["TUIST_MANIFEST_ROOT"] ?? FileManager.default.currentDirectoryPath
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (manifestRoot as NSString).appendingPathComponent(path)
    }

    public struct Path: ExpressibleByStringInterpolation, Hashable {
        public let pathString: String
        public init(stringLiteral value: String) { pathString = absolute(value) }
        public static func relativeToManifest(_ path: String) -> Path { Path(stringLiteral: path) }
        public static func relativeToRoot(_ path: String) -> Path { Path(stringLiteral: path) }
        public static func path(_ path: String) -> Path { Path(stringLiteral: path) }
    }

    public enum Product: String {
        case app, staticLibrary, dynamicLibrary, framework, staticFramework, unitTests, uiTests, bundle, commandLineTool
        case appExtension, watch2App, watch2Extension, tvTopShelfExtension, messagesExtension, stickerPackExtension, appClip
        case xpc, systemExtension, extensionKitExtension, macro
        var xcodeGenType: String {
            switch self {
            case .app: return "application"
            case .staticLibrary: return "library.static"
            case .dynamicLibrary: return "library.dynamic"
            case .framework: return "framework"
            case .staticFramework: return "framework.static"
            case .unitTests: return "bundle.unit-test"
            case .uiTests: return "bundle.ui-testing"
            case .appExtension, .tvTopShelfExtension: return "app-extension"
            case .messagesExtension: return "app-extension.messages"
            case .extensionKitExtension: return "extensionkit-extension"
            case .watch2App: return "application.watchapp2"
            case .watch2Extension: return "watchkit2-extension"
            case .appClip: return "application.on-demand-install-capable"
            default: return "bundle"
            }
        }
    }

    public enum Destination: String, Hashable { case iPhone, iPad, mac, macWithiPadDesign, macCatalyst, appleWatch, appleTv, appleVision, appleVisionWithiPadDesign }
    public typealias Destinations = Set<Destination>
    extension Set where Element == Destination {
        public static var iOS: Set<Destination> { [.iPhone, .iPad] }
        public static var macOS: Set<Destination> { [.mac] }
        public static var watchOS: Set<Destination> { [.appleWatch] }
        public static var tvOS: Set<Destination> { [.appleTv] }
        public static var visionOS: Set<Destination> { [.appleVision] }
        var xcodeGenPlatform: String {
            if contains(.iPhone) || contains(.iPad) { return "iOS" }
            if contains(.appleWatch) { return "watchOS" }
            if contains(.appleTv) { return "tvOS" }
            if contains(.appleVision) { return "visionOS" }
            return "macOS"
        }
    }
    public enum Platform: String {
        case iOS, macOS, watchOS, tvOS, visionOS
        var destinations: Destinations {
            switch self {
            case .iOS: return .iOS
            case .macOS: return .macOS
            case .watchOS: return .watchOS
            case .tvOS: return .tvOS
            case .visionOS: return .visionOS
            }
        }
    }
    /// Tuist 3's deployment target (`Target(name:platform:…)`).
    public struct DeploymentDevice: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let iphone = DeploymentDevice(rawValue: 1), ipad = DeploymentDevice(rawValue: 2), mac = DeploymentDevice(rawValue: 4)
    }
    public enum DeploymentTarget {
        case iOS(targetVersion: String, devices: DeploymentDevice, supportsMacDesignedForIOS: Bool = true)
        case macOS(targetVersion: String)
        case watchOS(targetVersion: String)
        case tvOS(targetVersion: String)
    }
    /// A configuration's name (`.debug`, `.release`, or any string).
    public struct ConfigurationName: ExpressibleByStringLiteral, Hashable {
        public let rawValue: String
        public init(stringLiteral value: String) { rawValue = value }
        public static let debug: ConfigurationName = "Debug", release: ConfigurationName = "Release"
        public static func configuration(_ name: String) -> ConfigurationName { ConfigurationName(stringLiteral: name) }
    }

    public enum DeploymentTargets {
        case multiplatform(iOS: String? = nil, macOS: String? = nil, watchOS: String? = nil, tvOS: String? = nil, visionOS: String? = nil)
        public static func iOS(_ version: String) -> DeploymentTargets { .multiplatform(iOS: version) }
        public static func macOS(_ version: String) -> DeploymentTargets { .multiplatform(macOS: version) }
        public static func watchOS(_ version: String) -> DeploymentTargets { .multiplatform(watchOS: version) }
    }

    public struct SourceFilesList: ExpressibleByArrayLiteral, ExpressibleByStringInterpolation {
        var globs: [String]
        public init(arrayLiteral elements: SourceFileGlob...) { globs = elements.map(\.glob) }
        public init(stringLiteral value: String) { globs = [absolute(value)] }
        public static func paths(_ paths: [Path]) -> SourceFilesList { SourceFilesList(globs: paths.map(\.pathString)) }
        public static func sourceFilesList(globs: [SourceFileGlob]) -> SourceFilesList { SourceFilesList(globs: globs.map(\.glob)) }
        init(globs: [String]) { self.globs = globs }
    }
    public struct SourceFileGlob: ExpressibleByStringInterpolation {
        let glob: String
        public init(stringLiteral value: String) { glob = absolute(value) }
        public static func glob(_ path: Path, excluding: [Path] = [], compilerFlags: String? = nil, codeGen: Any? = nil, compilationCondition: Any? = nil) -> SourceFileGlob {
            SourceFileGlob(stringLiteral: path.pathString)
        }
    }
    public struct ResourceFileElements: ExpressibleByArrayLiteral {
        var globs: [String]
        public init(arrayLiteral elements: ResourceFileElement...) { globs = elements.map(\.glob) }
        public static func resources(_ resources: [ResourceFileElement], privacyManifest: Any? = nil) -> ResourceFileElements {
            var r = ResourceFileElements(); r.globs = resources.map(\.glob); return r
        }
    }
    public struct ResourceFileElement: ExpressibleByStringInterpolation {
        let glob: String
        public init(stringLiteral value: String) { glob = absolute(value) }
        public static func glob(pattern: Path, excluding: [Path] = [], tags: [String] = [], inclusionCondition: Any? = nil) -> ResourceFileElement {
            ResourceFileElement(stringLiteral: pattern.pathString)
        }
        public static func folderReference(path: Path, tags: [String] = [], inclusionCondition: Any? = nil) -> ResourceFileElement {
            ResourceFileElement(stringLiteral: path.pathString)
        }
    }

    public enum Plist {
        public indirect enum Value: ExpressibleByStringInterpolation, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
            case string(String), integer(Int), real(Double), boolean(Bool), array([Value]), dictionary([String: Value])
            public init(stringLiteral value: String) { self = .string(value) }
            public init(booleanLiteral value: Bool) { self = .boolean(value) }
            public init(integerLiteral value: Int) { self = .integer(value) }
            public init(arrayLiteral elements: Value...) { self = .array(elements) }
            public init(dictionaryLiteral elements: (String, Value)...) { self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 })) }
            var json: Any {
                switch self {
                case let .string(s): return s
                case let .integer(i): return i
                case let .real(d): return d
                case let .boolean(b): return b
                case let .array(a): return a.map(\.json)
                case let .dictionary(d): return d.mapValues(\.json)
                }
            }
        }
    }

    public enum InfoPlist {
        case file(path: Path)
        case dictionary([String: Plist.Value])
        case extendingDefault(with: [String: Plist.Value])
        public static var `default`: InfoPlist { .extendingDefault(with: [:]) }
    }

    public typealias SettingsDictionary = [String: SettingValue]
    public enum SettingValue: ExpressibleByStringInterpolation, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral {
        case string(String), array([String])
        public init(stringLiteral value: String) { self = .string(value) }
        public init(arrayLiteral elements: String...) { self = .array(elements) }
        public init(booleanLiteral value: Bool) { self = .string(value ? "YES" : "NO") }
        var json: Any { switch self { case let .string(s): return s; case let .array(a): return a } }
    }
    public struct Configuration {
        public static func debug(name: ConfigurationName = .debug, settings: SettingsDictionary = [:], xcconfig: Path? = nil) -> Configuration { Configuration() }
        public static func release(name: ConfigurationName = .release, settings: SettingsDictionary = [:], xcconfig: Path? = nil) -> Configuration { Configuration() }
    }
    public struct Settings {
        var base: SettingsDictionary
        public static func settings(base: SettingsDictionary = [:], configurations: [Configuration] = [], defaultSettings: Any? = nil) -> Settings {
            Settings(base: base)
        }
    }

    public enum SDKType { case library, framework, swiftLibrary }
    public enum LinkingStatus { case required, optional, none }
    public enum PackageType { case runtime, runtimeEmbedded, macro, plugin }
    public enum PlatformFilter { case ios, macos, tvos, watchos, visionos, catalyst }
    public struct PlatformCondition {
        public static func when(_ platforms: Set<PlatformFilter>) -> PlatformCondition? { PlatformCondition() }
    }
    public enum TargetDependency {
        case target(name: String, status: LinkingStatus = .required, condition: PlatformCondition? = nil)
        case project(target: String, path: Path, status: LinkingStatus = .required, condition: PlatformCondition? = nil)
        case package(product: String, type: PackageType = .runtime, condition: PlatformCondition? = nil)
        case external(name: String, condition: PlatformCondition? = nil)
        case sdk(name: String, type: SDKType, status: LinkingStatus = .required, condition: PlatformCondition? = nil)
        case framework(path: Path, status: LinkingStatus = .required, condition: PlatformCondition? = nil)
        case xcframework(path: Path, status: LinkingStatus = .required, condition: PlatformCondition? = nil)
    }

    public enum Package {
        case remote(url: String, requirement: Requirement)
        case local(path: Path)
        public static func package(url: String, from version: String) -> Package { .remote(url: url, requirement: .upToNextMajor(from: version)) }
        public static func package(path: Path) -> Package { .local(path: path) }
        public enum Requirement {
            case upToNextMajor(from: String), upToNextMinor(from: String), exact(String), branch(String), revision(String)
            case range(from: String, to: String)
        }
        var name: String {
            switch self {
            case let .remote(url, _): return ((url as NSString).lastPathComponent as NSString).deletingPathExtension
            case let .local(path): return (path.pathString as NSString).lastPathComponent
            }
        }
        var json: [String: Any] {
            switch self {
            case let .local(path): return ["path": path.pathString]
            case let .remote(url, requirement):
                switch requirement {
                case let .upToNextMajor(v): return ["url": url, "majorVersion": v]
                case let .upToNextMinor(v): return ["url": url, "minorVersion": v]
                case let .exact(v): return ["url": url, "exactVersion": v]
                case let .branch(b): return ["url": url, "branch": b]
                case let .revision(r): return ["url": url, "revision": r]
                case let .range(from, to): return ["url": url, "minVersion": from, "maxVersion": to]
                }
            }
        }
    }

    public struct Target {
        public var name: String
        public var destinations: Destinations
        public var product: Product
        public var bundleId: String
        public var infoPlist: InfoPlist?
        public var sources: SourceFilesList?
        public var resources: ResourceFileElements?
        public var entitlements: Path?
        public var dependencies: [TargetDependency]
        public var settings: Settings?

        /// Tuist 3's initializer (`platform:` instead of `destinations:`).
        public init(name: String, platform: Platform, product: Product, productName: String? = nil, bundleId: String,
                    deploymentTarget: DeploymentTarget? = nil, infoPlist: InfoPlist? = .default, sources: SourceFilesList? = nil,
                    resources: ResourceFileElements? = nil, copyFiles: [Any]? = nil, headers: Any? = nil, entitlements: Path? = nil,
                    scripts: [Any] = [], dependencies: [TargetDependency] = [], settings: Settings? = nil, coreDataModels: [Any] = [],
                    environment: [String: String] = [:], launchArguments: [Any] = [], additionalFiles: [Any] = [], buildRules: [Any] = []) {
            self.init(name: name, destinations: platform.destinations, product: product, bundleId: bundleId, infoPlist: infoPlist,
                      sources: sources, resources: resources, entitlements: entitlements, dependencies: dependencies, settings: settings)
        }

        init(name: String, destinations: Destinations, product: Product, bundleId: String, infoPlist: InfoPlist?, sources: SourceFilesList?,
             resources: ResourceFileElements?, entitlements: Path?, dependencies: [TargetDependency], settings: Settings?) {
            (self.name, self.destinations, self.product, self.bundleId, self.infoPlist) = (name, destinations, product, bundleId, infoPlist)
            (self.sources, self.resources, self.entitlements, self.dependencies, self.settings) = (sources, resources, entitlements, dependencies, settings)
        }

        public static func target(name: String, destinations: Destinations, product: Product, productName: String? = nil,
                                  bundleId: String, deploymentTargets: DeploymentTargets? = nil, infoPlist: InfoPlist? = .default,
                                  sources: SourceFilesList? = nil, resources: ResourceFileElements? = nil, copyFiles: [Any]? = nil,
                                  headers: Any? = nil, entitlements: Path? = nil, scripts: [Any] = [], dependencies: [TargetDependency] = [],
                                  settings: Settings? = nil, coreDataModels: [Any] = [], environmentVariables: [String: Any] = [:],
                                  launchArguments: [Any] = [], additionalFiles: [Any] = [], buildRules: [Any] = [],
                                  mergedBinaryType: Any? = nil, mergeable: Bool = false) -> Target {
            Target(name: name, destinations: destinations, product: product, bundleId: bundleId, infoPlist: infoPlist,
                   sources: sources, resources: resources, entitlements: entitlements, dependencies: dependencies, settings: settings)
        }

        func spec(packages: [Package]) -> [String: Any] {
            var out: [String: Any] = ["type": product.xcodeGenType, "platform": destinations.xcodeGenPlatform]
            // A glob's folder: "Widget/Sources/**" and "Widget/**/*.swift" read the folder "Widget/Sources", "Widget".
            func folder(_ glob: String) -> String {
                let cut = glob.firstIndex { "*?[{".contains($0) }.map { String(glob[..<$0]) } ?? glob
                return cut.hasSuffix("/") ? String(cut.dropLast()) : cut
            }
            out["sources"] = ((sources?.globs ?? []) + (resources?.globs ?? [])).map(folder)
            var settings = (self.settings?.base ?? [:]).mapValues(\.json)
            settings["PRODUCT_BUNDLE_IDENTIFIER"] = bundleId
            if let entitlements { settings["CODE_SIGN_ENTITLEMENTS"] = entitlements.pathString }
            out["settings"] = ["base": settings]
            switch infoPlist {
            case let .file(path)?: out["info"] = ["path": path.pathString]
            case let .dictionary(d)?, let .extendingDefault(d)?: out["info"] = ["path": "\(name)-Info.plist", "properties": d.mapValues(\.json)]
            case nil: break
            }
            out["dependencies"] = dependencies.compactMap { dependency -> [String: Any]? in
                switch dependency {
                case let .target(name, _, _): return ["target": name]
                case let .sdk(name, type, _, _):
                    return ["sdk": type == .framework && !name.hasSuffix(".framework") ? name + ".framework" : name]
                case let .package(product, _, _):
                    let package = packages.first { $0.name.lowercased() == product.lowercased() } ?? (packages.count == 1 ? packages[0] : nil)
                    return package.map { ["package": $0.name, "product": product] }
                default: return nil
                }
            }
            return out
        }
    }

    public struct Project {
        public let name: String
        public let packages: [Package]
        public let targets: [Target]
        public init(name: String, organizationName: String? = nil, classPrefix: String? = nil, options: Any? = nil,
                    packages: [Package] = [], settings: Settings? = nil, targets: [Target] = [], schemes: [Any] = [],
                    fileHeaderTemplate: Any? = nil, additionalFiles: [Any] = [], resourceSynthesizers: [Any] = []) {
            self.name = name
            self.packages = packages
            self.targets = targets
        }

        /// The project as an XcodeGen spec.
        public var widgetShotSpecJSON: String {
            var spec: [String: Any] = ["name": name]
            spec["packages"] = Dictionary(packages.map { ($0.name, $0.json) }, uniquingKeysWith: { a, _ in a })
            spec["targets"] = Dictionary(targets.map { ($0.name, $0.spec(packages: packages)) }, uniquingKeysWith: { a, _ in a })
            let data = try! JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }
    """#
}
