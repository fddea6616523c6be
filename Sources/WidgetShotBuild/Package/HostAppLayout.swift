import Foundation

/// Where the built extension runs from, laid out as on a device: inside its containing app,
/// `<App>.app/PlugIns/<Extension>.appex/`, the folder ``ExtensionBundle`` fills (the executable,
/// `Resources/Info.plist`, the resources).
///
/// Widget code relies on that place. `Bundle.main.bundleURL.pathExtension == "appex"` is how code
/// shared with the app tells that it runs in an extension, and peeling two folders off the bundle
/// URL ("MY_APP.app/PlugIns/MY_APP_EXTENSION.appex", as such code comments it) finds the
/// containing app — where a Flutter app's widget reads the app's `flutter_assets`
/// (gskinnerTeam/flutter-wonderous-app: `UIImage(contentsOfFile:)` of
/// `…/Frameworks/App.framework/flutter_assets/assets/images/widget/wonderous-icon.png`,
/// force-unwrapped; ``FlutterAssets``). swift-corelibs-foundation takes the executable's folder as
/// the main bundle whatever its name, so `Bundle.main.bundleURL` is the `.appex` (checked on Linux
/// with Swift 6.3: `bundleIdentifier` and `url(forResource:)` read its `Resources/` as before).
///
/// ```
/// <cache>/bundles/<target>/<Project>.app/PlugIns/<Extension>.appex/<target>     the executable
/// <cache>/bundles/<target>/<Project>.app/PlugIns/<Extension>.appex/Resources/…  ExtensionBundle
/// <cache>/bundles/<target>/<Project>.app/Frameworks/App.framework/flutter_assets/…  FlutterAssets
/// ```
/// The app is named after the project (`PROJECT_NAME`: Xcode's app template names its target so,
/// and a Flutter app's is `Runner`), `App.app` when the plan has no project; the extension after
/// its product (`FULL_PRODUCT_NAME`, else `<PRODUCT_NAME or target>.appex`).
public struct HostAppLayout: Equatable {
    /// The containing app's folder name (`Runner.app`).
    public var appName: String
    /// The extension's bundle folder name (`WonderousWidgetExtension.appex`).
    public var extensionName: String

    /// The layout of `plan`'s extension.
    public init(plan: BuildPlan) {
        appName = (Self.plainName(plan.buildSettings["PROJECT_NAME"]) ?? "App") + ".app"
        if let product = Self.plainName(plan.buildSettings["FULL_PRODUCT_NAME"]), product.hasSuffix(".appex") {
            extensionName = product
        } else {
            extensionName = (Self.plainName(plan.buildSettings["PRODUCT_NAME"]) ?? plan.extensionModule.name) + ".appex"
        }
    }

    /// A setting usable as a folder name: set, fully expanded, one path component.
    static func plainName(_ value: String?) -> String? {
        guard let name = value?.trimmingCharacters(in: .whitespaces), !name.isEmpty, !name.contains("$("),
              !name.contains("/"), name != ".", name != ".." else { return nil }
        return name
    }

    /// The containing app under `root` (`<cache>/bundles/<target>`).
    public func appFolder(in root: URL) -> URL {
        root.appendingPathComponent(appName, isDirectory: true)
    }

    /// The extension's bundle under `root`: the folder the program runs from.
    public func extensionFolder(in root: URL) -> URL {
        appFolder(in: root).appendingPathComponent("PlugIns", isDirectory: true).appendingPathComponent(extensionName, isDirectory: true)
    }

    /// Removes what else `root` holds: an app of an earlier name, the flat layout of older WidgetShot
    /// versions (`<target>` and `Resources/` directly under `root`).
    func removeOthers(in root: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: root.path)) ?? [] where name != appName {
            try? fm.removeItem(at: root.appendingPathComponent(name))
        }
    }
}
