import Foundation

/// The app's own keys of the linked frameworks' Info.plists, added to the extension's.
///
/// On iOS `Bundle(for: SomeFrameworkClass.self)` is the framework's bundle, and apps keep values
/// there (metrobuddy's MetroKit reads its app group from `Bundle(for: …).infoDictionary?["MBYAppGroupName"]`,
/// a key only `MetroKit.Info.plist` has). On Linux every module links into one executable, so
/// `Bundle(for:)` is the extension's bundle: a framework's key the extension's dictionary lacks is
/// added to it. Apple's keys (`CFBundle…`, `NS…`, `UI…`, `DT…`, `LS…`, `MinimumOSVersion`) are
/// each bundle's own and stay the extension's.
enum FrameworkInfoKeys {
    static let appleKeyPrefixes = ["CF", "NS", "UI", "DT", "LS", "MinimumOSVersion", "BuildMachine"]

    static func merging(_ frameworks: [[String: Any]], into extensionInfo: [String: Any]) -> [String: Any] {
        var info = extensionInfo
        for framework in frameworks {
            for (key, value) in framework where info[key] == nil && !appleKeyPrefixes.contains(where: key.hasPrefix) {
                info[key] = value
            }
        }
        return info
    }
}
