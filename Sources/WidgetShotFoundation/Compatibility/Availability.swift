import Foundation

/// What `#available(iOS 17.0, *)` answers in extension code: the iOS release being rendered.
///
/// On Linux every `#available` check is true (the `*` matches), so a widget would always take
/// its newest branch. Extension builds rewrite the check to ``_widgetShotAvailable(iOS:_:)``, which
/// compares with the release the render draws (`--os`, `OSVersion`): under `--os 16`, an
/// `if #available(iOS 17.0, *) { view.containerBackground(…) } else { view.background(…) }`
/// takes the `else` branch, as the phone did. A release stands for its last update (every
/// `17.x` check passes on iOS 17).
public enum WidgetShotAvailability {
    /// The major iOS version of the render in progress (set while a view is laid out).
    @TaskLocal public static var renderedIOSMajor: Int?
    /// The major iOS version outside a render (timeline providers, intents): `--os`, 18 by default.
    nonisolated(unsafe) public static var defaultIOSMajor = 18

    /// The iOS major version in effect.
    public static var iOSMajor: Int { renderedIOSMajor ?? defaultIOSMajor }

    /// The watchOS major version paired with an iOS one: watchOS 9, 10 and 11 came with iOS 16,
    /// 17 and 18 (major + 7); from 2025 both are 26.
    public static func watchOSMajor(forIOS major: Int) -> Int { major >= 26 ? major : major - 7 }
}

/// `#available(iOS major.minor, *)` in an extension build (see ``WidgetShotAvailability``).
public func _widgetShotAvailable(iOS major: Int, _ minor: Int = 0) -> Bool {
    WidgetShotAvailability.iOSMajor >= major
}

/// `#available(watchOS major.minor, *)` in a watchOS extension build (see ``WidgetShotAvailability``).
public func _widgetShotAvailable(watchOS major: Int, _ minor: Int = 0) -> Bool {
    WidgetShotAvailability.watchOSMajor(forIOS: WidgetShotAvailability.iOSMajor) >= major
}
