/// Apple frameworks a widget extension imports for what its provider does (reads health data,
/// plays audio, posts a notification…) and that draw nothing in a widget. Each has a WidgetShot
/// stand-in module that behaves like a device where nothing is authorised or stored (see
/// `FrameworkStandIns.md` in WidgetShotKit's documentation for the survey that chose them).
///
/// `import X` becomes `import <its stand-in module>` — not the umbrella, so a file sees the types
/// of the frameworks it imports — and `canImport(X)` is true in the user's files. The stand-in
/// modules are never named like Apple's: other packages test `canImport(AVFoundation)`.
public enum FrameworkStandIns {
    /// Part A (providers' frameworks that draw nothing): Apple module → WidgetShot modules.
    static let partA: [String: [String]] = [
        // Media: audio and video playback, the music library, Apple Music.
        "AVFoundation": ["WidgetShotMedia"], "AVKit": ["WidgetShotMedia"], "CoreMedia": ["WidgetShotMedia"], "AVFAudio": ["WidgetShotMedia"],
        "AudioToolbox": ["WidgetShotMedia"], "MediaPlayer": ["WidgetShotMedia"], "MusicKit": ["WidgetShotMedia"],
        "HealthKit": ["WidgetShotHealthKit"],
        "UserNotifications": ["WidgetShotNotifications"],
        // iOS 8–13 Today widgets (NCWidgetController/NCWidgetProviding), still imported by old shared code.
        "NotificationCenter": ["WidgetShotNotifications"],
        "TipKit": ["WidgetShotTipKit"],
        "CloudKit": ["WidgetShotCloudKit"],
        "StoreKit": ["WidgetShotStoreKit"],
        "WeatherKit": ["WidgetShotWeatherKit"],
        // Personal data behind a privacy prompt: calendars and reminders, contacts, the photo library.
        "EventKit": ["WidgetShotPersonalData"], "EventKitUI": ["WidgetShotPersonalData"],
        "Contacts": ["WidgetShotPersonalData"], "ContactsUI": ["WidgetShotPersonalData"],
        "Photos": ["WidgetShotPersonalData"], "PhotosUI": ["WidgetShotPersonalData", "WidgetShotUniformTypeIdentifiers"],
        // Screen Time: FamilyControls, ManagedSettings, DeviceActivity.
        "FamilyControls": ["WidgetShotScreenTime"], "ManagedSettings": ["WidgetShotScreenTime"],
        "DeviceActivity": ["WidgetShotScreenTime"],
        "LocalAuthentication": ["WidgetShotLocalAuthentication"],
        // Device sensors and radios: motion, Bluetooth.
        "CoreMotion": ["WidgetShotDeviceSensors"], "CoreBluetooth": ["WidgetShotDeviceSensors"],
        "HomeKit": ["WidgetShotHomeKit"],
        "PassKit": ["WidgetShotPassKit"],
        // Alarms and timers (iOS 26); their Live Activity draws. Not in the umbrella: apps name their own `Alarm`.
        "AlarmKit": ["WidgetShotAlarmKit"],
        // Workout compositions for the Workout app on a paired watch. Not in the umbrella: fitness apps name their own `WorkoutPlan`.
        "WorkoutKit": ["WidgetShotWorkoutKit"],
    ]

    /// Apple module → the WidgetShot modules its `import` becomes (part A here, part B in
    /// `FrameworkStandIns+B.swift`).
    public static let modules: [String: [String]] = partA.merging(partB) { a, _ in a }

    /// The WidgetShot modules standing in for an Apple module, or `nil`.
    public static func modules(for appleModule: String) -> [String]? { modules[appleModule] }

    /// Frameworks that exist only on watchOS: their stand-ins replace the import (and
    /// `canImport` is true) in a watchOS target only. In an iOS target `canImport(WatchKit)`
    /// stays false (``AppleModules/otherPlatforms``), as when Xcode builds for iOS.
    static let watchOSOnly: [String: [String]] = [
        // WKInterfaceDevice (the rendered watch's screen), WKApplication/WKExtension, haptics.
        "WatchKit": ["WidgetShotWatchKit"],
    ]

    /// The WidgetShot modules standing in for an Apple module in a target built for `platform`.
    static func modules(for appleModule: String, platform: BuildPlatform) -> [String]? {
        modules[appleModule] ?? (platform == .watchOS ? watchOSOnly[appleModule] : nil)
    }
}
