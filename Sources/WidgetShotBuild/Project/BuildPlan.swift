import Foundation

/// What one widget extension is to Xcode, resolved to files on disk: the contract between the
/// project readers (`.xcodeproj`, `.xcworkspace`, XcodeGen `project.yml` → ``BuildPlan``) and the
/// package generator (``BuildPlan`` → the generated SwiftPM package in the cache).
///
/// The `--extension DIR` route produces a plan too (one module from a folder), so both routes are
/// built the same way.
public struct BuildPlan {
    /// Where the plan was read from: an `.xcodeproj`, a `project.yml`, or an extension folder.
    public var source: URL
    /// The widget extension: its name is the Xcode target's name.
    public var extensionModule: ModulePlan
    /// The app frameworks and targets the extension depends on that the project builds, each its
    /// own Swift module, in dependency order (a module comes after every module it depends on).
    public var modules: [ModulePlan]
    /// Swift packages the extension or its modules use.
    public var packages: [PackageReference]
    /// The extension's resolved `Info.plist` (`INFOPLIST_FILE` merged with `INFOPLIST_KEY_*`
    /// settings, `$(VAR)` substituted), as a property-list dictionary; nil when it has none.
    public var infoDictionary: [String: Any]?
    /// The Debug configuration's build settings of the extension target, `$(VAR)` substituted
    /// (`PRODUCT_BUNDLE_IDENTIFIER`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, …).
    public var buildSettings: [String: String]
    /// What the reader noticed and a user should hear (a missing file the project names, a
    /// build setting it could not substitute), with the file it concerns.
    public var warnings: [BuildDiagnostic]
    /// The platform the extension builds for (``BuildPlatform``): iOS unless the target is a
    /// watchOS widget extension.
    var platform = BuildPlatform.iOS

    public init(source: URL, extensionModule: ModulePlan, modules: [ModulePlan] = [], packages: [PackageReference] = [],
                infoDictionary: [String: Any]? = nil, buildSettings: [String: String] = [:], warnings: [BuildDiagnostic] = []) {
        self.source = source
        self.extensionModule = extensionModule
        self.modules = modules
        self.packages = packages
        self.infoDictionary = infoDictionary
        self.buildSettings = buildSettings
        self.warnings = warnings
    }
}

/// One Swift module the generated package compiles: the extension, or a framework/target of the
/// app it links, with the files Xcode compiles for it and its resources.
public struct ModulePlan: Equatable {
    /// What the module is in the project.
    public enum Kind: String, Equatable {
        /// The widget extension (an executable in the generated package).
        case widgetExtension
        /// An app framework, static library or other target the extension depends on (a library).
        case framework
    }

    /// The module name Swift code imports (`PRODUCT_MODULE_NAME`, else the target's name made an identifier).
    public var name: String
    public var kind: Kind
    /// The files of the target's Sources build phase (or synchronized folders, less exceptions).
    public var swiftFiles: [URL]
    /// `.xcassets` folders among the target's resources.
    public var assetCatalogs: [URL]
    /// `.strings`, `.stringsdict`, `.xcstrings` (inside `.lproj` folders or not).
    public var stringTables: [URL]
    /// `.intentdefinition` files (in sources or resources: Xcode generates code from either).
    public var intentDefinitions: [URL]
    /// Other resource files (JSON, images, fonts…), readable through `Bundle.main`.
    public var resourceFiles: [URL]
    /// Conditions defined for `#if`: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`'
    /// `-D NAME` of the Debug configuration (`DEBUG` included when the project defines it).
    public var compilationConditions: [String]
    /// Names of other ``ModulePlan``s of the same ``BuildPlan`` this module imports.
    public var dependencies: [String]
    /// Package products this module links.
    public var packageProducts: [PackageProductReference]
    /// Prebuilt `.xcframework`/`.framework` bundles of the repository the target links (compiled
    /// for Apple platforms only: an `import` of one is an error, see ``BinaryFrameworks``).
    public var binaryFrameworks: [URL] = []
    /// CocoaPods pods the target's Podfile gives it while `pod install` has not run: an `import`
    /// of one is an error naming the pod, unless `--override-package` stands a package in for it
    /// (``CocoaPodsStandIns``).
    public var missingPods: [MissingPod] = []
    /// Modules every file of the module sees without importing them: what the framework's
    /// umbrella header imports (`#import <Foundation/Foundation.h>`). Xcode compiles a framework's
    /// Swift files with its own Clang module imported, so a file with no `import` still sees
    /// Foundation (seen in alpriest/EnergyStats' "Energy Stats Core").
    public var implicitImports: [String] = []
    /// The language mode, features and compiler flags of the target (`SWIFT_VERSION`,
    /// `SWIFT_UPCOMING_FEATURE_*`, `OTHER_SWIFT_FLAGS`…; see ``SwiftCompilerSettings``).
    var compilerSettings = SwiftCompilerSettings()

    public init(name: String, kind: Kind, swiftFiles: [URL] = [], assetCatalogs: [URL] = [], stringTables: [URL] = [],
                intentDefinitions: [URL] = [], resourceFiles: [URL] = [], compilationConditions: [String] = [],
                dependencies: [String] = [], packageProducts: [PackageProductReference] = []) {
        self.name = name
        self.kind = kind
        self.swiftFiles = swiftFiles
        self.assetCatalogs = assetCatalogs
        self.stringTables = stringTables
        self.intentDefinitions = intentDefinitions
        self.resourceFiles = resourceFiles
        self.compilationConditions = compilationConditions
        self.dependencies = dependencies
        self.packageProducts = packageProducts
    }
}

/// A Swift package a project uses (`XCLocalSwiftPackageReference`, `XCRemoteSwiftPackageReference`,
/// XcodeGen's `packages:`).
public struct PackageReference: Equatable {
    /// Where the package comes from.
    public enum Location: Equatable {
        /// A folder on disk (a local package, or a `--override-package NAME=DIR`).
        case local(URL)
        /// A repository SwiftPM resolves, at the version the project pins.
        case remote(url: String, requirement: VersionRequirement)
    }

    /// The package's identity as SwiftPM derives it (the last path component of its URL or
    /// folder, without `.git`), which `.product(name:package:)` names.
    public var identity: String
    public var location: Location

    public init(identity: String, location: Location) {
        self.identity = identity
        self.location = location
    }
}

/// The version rule of a remote package, as Xcode stores it (`requirement` of an
/// `XCRemoteSwiftPackageReference`).
public enum VersionRequirement: Equatable {
    case exact(String)
    case upToNextMajor(String)
    case upToNextMinor(String)
    case range(from: String, to: String)
    case branch(String)
    case revision(String)
}

/// A product of a package a module links (`XCSwiftPackageProductDependency`).
public struct PackageProductReference: Equatable {
    /// The product's name (`.product(name:)`).
    public var product: String
    /// The ``PackageReference/identity`` of the package that declares it.
    public var package: String

    public init(product: String, package: String) {
        self.product = product
        self.package = package
    }
}
