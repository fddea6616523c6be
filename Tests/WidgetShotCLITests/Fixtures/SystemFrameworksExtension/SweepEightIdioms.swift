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
