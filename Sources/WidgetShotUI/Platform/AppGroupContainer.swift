import Foundation

#if !canImport(Darwin)
extension FileManager {
    /// The shared container of an app group (Foundation on iOS; missing from Linux Foundation).
    ///
    /// On Linux this is a directory per group identifier under `$WIDGETSHOT_APP_GROUPS` (default:
    /// `<temporary directory>/widgetshot-app-groups`), created on first use. iOS returns `nil` for
    /// a group the app is not entitled to; every group is available here. Returns `nil` only when
    /// the directory cannot be created or the identifier is not a plain name.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".", groupIdentifier != ".." else { return nil }
        let root = ProcessInfo.processInfo.environment["WIDGETSHOT_APP_GROUPS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("widgetshot-app-groups")
        let url = root.appendingPathComponent(groupIdentifier, isDirectory: true)
        do { try createDirectory(at: url, withIntermediateDirectories: true) } catch { return nil }
        return url
    }
}
#endif
