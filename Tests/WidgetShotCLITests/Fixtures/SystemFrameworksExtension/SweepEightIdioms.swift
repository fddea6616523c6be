import Foundation

// Sweep 8: idioms of real widget code and its packages (compile-only).

// apollo-ios 0.53's `Bundle+Helpers` (lfroms/clouds): Info.plist values read through Core
// Foundation's key names, in a file that imports Foundation alone.
extension Bundle {
    func sweepEightValue(forKey key: String) -> String? {
        object(forInfoDictionaryKey: key) as? String
    }

    var sweepEightIdentifier: String? {
        sweepEightValue(forKey: String(kCFBundleIdentifierKey))
    }

    var sweepEightBuildNumber: String? {
        sweepEightValue(forKey: kCFBundleVersionKey as String)
    }
}

// apollo-ios 0.53's `JSONValue` equality (lfroms/clouds) and the `(a as AnyObject).isEqual(b)`
// idiom: `-isEqual:` sent through AnyObject.
enum SweepEightJSONEquality {
    static func equals(_ lhs: Any, _ rhs: Any) -> Bool {
        let lhs = lhs as AnyObject, rhs = rhs as AnyObject
        return lhs.isEqual(rhs)
    }

    static func sameValue(_ value: Any?, _ other: Any) -> Bool {
        guard let value else { return false }
        return (value as AnyObject).isEqual(other)
    }
}

// Code shared with the app that asks where it runs (the extension's bundle is an `.appex` inside
// the app: `MY_APP.app/PlugIns/MY_APP_EXTENSION.appex`), and reads the containing app's files.
enum SweepEightHostApp {
    static let isAppExtension = Bundle.main.bundleURL.pathExtension == "appex"

    static var appBundleURL: URL {
        let bundle = Bundle.main
        guard bundle.bundleURL.pathExtension == "appex" else { return bundle.bundleURL }
        return bundle.bundleURL.deletingLastPathComponent().deletingLastPathComponent()
    }
}
