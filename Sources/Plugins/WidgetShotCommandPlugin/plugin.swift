import Foundation
import PackagePlugin

/// `swift package widgetshot <command> [options]`: runs the `widgetshot` commands on a team
/// package's own widgets.
///
/// The package's widgets reach the commands through its executable product built on
/// `WidgetShotCLI` (the README's four-line `WidgetShotCommand` target). The plugin finds that
/// product — the only executable product depending on `WidgetShotCLI`, or the one named by
/// `--product NAME` — builds it, and runs it with the remaining arguments in the package folder:
///
/// ```
/// $ swift package widgetshot gallery --devices iPhone16 -o gallery
/// $ swift package --allow-writing-to-package-directory widgetshot snapshots check --record missing
/// ```
///
/// Recording goldens writes into the package, so SwiftPM asks for the write permission (granted
/// with `--allow-writing-to-package-directory`, or interactively).
@main
struct WidgetShotCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "product").last
        let configuration: PackageManager.BuildConfiguration = extractor.extractFlag(named: "release") > 0 ? .release : .debug
        let rest = extractor.remainingArguments

        let product = try Self.widgetProduct(in: context.package, named: named)
        let built = try packageManager.build(.product(product.name), parameters: .init(configuration: configuration, logging: .concise))
        guard built.succeeded else {
            Diagnostics.error("building \(product.name) failed:\n\(built.logText)")
            throw WidgetShotPluginError("building \(product.name) failed")
        }
        guard let executable = built.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw WidgetShotPluginError("building \(product.name) gave no executable")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw WidgetShotPluginError("\(product.name) \(rest.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }

    /// The executable product that holds the package's widgets: `named`, else the only one whose
    /// targets depend, directly or not, on WidgetShot's `WidgetShotCLI` product.
    static func widgetProduct(in package: Package, named: String?) throws -> ExecutableProduct {
        let executables = package.products(ofType: ExecutableProduct.self)
        if let named {
            guard let product = executables.first(where: { $0.name == named }) else {
                throw WidgetShotPluginError("no executable product named '\(named)'; the package has: \(executables.map(\.name).joined(separator: ", "))")
            }
            return product
        }
        let candidates = executables.filter { $0.targets.contains(where: dependsOnCLI) }
        guard candidates.count == 1 else {
            throw WidgetShotPluginError(candidates.isEmpty
                ? "no executable product depends on WidgetShotCLI: add the four-line `WidgetShotCommand` target from WidgetShot's README"
                : "several executable products depend on WidgetShotCLI (\(candidates.map(\.name).joined(separator: ", "))): choose one with --product NAME")
        }
        return candidates[0]
    }

    private static func dependsOnCLI(_ target: Target) -> Bool {
        var seen = Set<String>()
        func visit(_ target: Target) -> Bool {
            guard seen.insert(target.name).inserted else { return false }
            return target.dependencies.contains { dependency in
                switch dependency {
                case .product(let product): return product.name == "WidgetShotCLI"
                case .target(let target): return visit(target)
                @unknown default: return false
                }
            }
        }
        return visit(target)
    }
}

/// A failure the plugin reports.
struct WidgetShotPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
