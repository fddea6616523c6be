import Foundation

/// How ``ExtensionWorkspace/prepare(_:options:)`` turns a ``BuildPlan`` into the generated package,
/// beyond what the plan says: the command line's overrides and the `--extension` route's rules.
public struct GenerationOptions {
    /// `--override-package NAME=DIR`: the package with identity `NAME` (any case) is read from the
    /// folder instead (then built like a local package), wherever the project or a package names it.
    public var packageOverrides: [String: URL] = [:]
    /// `--info KEY=VALUE`: Info.plist values (strings) set over the plan's, in the built bundle.
    public var infoOverrides: [String: String] = [:]
    /// Whether the modules' compilation conditions are all their conditions (a project read from
    /// Xcode): other `#if` names are then known to be undefined, `SWIFT_PACKAGE` included.
    public var knowsAllConditions = false
    /// Modules compiled into the extension's module (the `--include` folders of `--extension`).
    public var absorbedModules: Set<String> = []
    /// The executable target's name (default: ``ExtensionWorkspace/targetName(for:)``).
    public var targetName: String?
    /// The name shown in logs and galleries (default: the extension module's).
    public var displayName: String?
    /// Extra Swift files for the extension's module (`Generated/<name>`).
    public var generatedSources: [String: String] = [:]
    /// The configuration of the extension program on the generated-package route (`debug` or
    /// `release`; the prebuilt route takes the CLI's build's).
    public var configuration = "debug"
    /// Reads a local package (default: `swift package dump-package`); tests inject a reader.
    var loadPackage: ((URL) throws -> PackageDump)?

    public init(packageOverrides: [String: URL] = [:], infoOverrides: [String: String] = [:], knowsAllConditions: Bool = false) {
        self.packageOverrides = packageOverrides
        self.infoOverrides = infoOverrides
        self.knowsAllConditions = knowsAllConditions
    }
}
