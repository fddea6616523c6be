import Foundation
import WidgetShotUI

/// The user's Apple Watch — WatchKit's `WKInterfaceDevice`
/// (https://developer.apple.com/documentation/watchkit/wkinterfacedevice), answering for the
/// watch being rendered (`DeviceScreen.current`: the `--device` of a watchOS widget target).
///
/// ```swift
/// let width = WKInterfaceDevice.current().screenBounds.width   // 198 on a 45 mm watch
/// WKInterfaceDevice.current().play(.click)                     // no haptic engine here: nothing
/// ```
open class WKInterfaceDevice: NSObject, @unchecked Sendable {
    /// The shared device object ("Always call the `current()` class method").
    open class func current() -> WKInterfaceDevice { WKInterfaceDevice() }

    private var screen: DeviceScreen { DeviceScreen.current }

    /// The bounding rectangle of the screen in points: the rendered watch's screen (for example
    /// 0, 0, 198, 242 on a 45 mm watch).
    open var screenBounds: CGRect { CGRect(origin: .zero, size: screen.size) }
    /// Pixels per point: "For Apple Watch, this value is 2.0"
    /// (https://developer.apple.com/documentation/watchkit/wkinterfacedevice/screenscale).
    open var screenScale: CGFloat { screen.scale }
    /// The generic name. watchOS returns the name the user gave the watch; a render has no user,
    /// so it is `"Apple Watch"`.
    open var name: String { "Apple Watch" }
    /// `"Apple Watch"`.
    open var model: String { "Apple Watch" }
    /// Same as `model`.
    open var localizedModel: String { model }
    /// `"watchOS"`.
    open var systemName: String { "watchOS" }
    /// The watchOS release paired with the iOS release being rendered (`--os`; watchOS 11 beside
    /// the default iOS 18), as `"11.0"`: what `#available(watchOS …)` answers too.
    open var systemVersion: String { "\(WidgetShotAvailability.watchOSMajor(forIOS: WidgetShotAvailability.iOSMajor)).0" }
    /// The Dynamic Type size as a `UIContentSizeCategory` raw value: Large (the default),
    /// `"UICTContentSizeCategoryL"`.
    open var preferredContentSizeCategory: String { "UICTContentSizeCategoryL" }
    /// The watch is worn on the left wrist (the default setting).
    open var wristLocation: WKInterfaceDeviceWristLocation { .left }
    /// The Digital Crown is on the right (the default setting).
    open var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }
    /// The layout direction of the render's locale (right-to-left for Arabic, Hebrew…).
    open var layoutDirection: WKInterfaceLayoutDirection {
        Locale.characterDirection(forLanguage: WidgetShotLocale.current.language.languageCode?.identifier ?? "en") == .rightToLeft
            ? .rightToLeft : .leftToRight
    }
    /// Whether the watch can stream audio: yes (watchOS 6+ devices).
    open var supportsAudioStreaming: Bool { true }
    /// A fixed identifier, so renders are reproducible (the same value UIDevice gives).
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    /// Battery monitoring is off in an extension; setting it does nothing.
    open var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// −1: monitoring is disabled (WatchKit's value then).
    open var batteryLevel: Float { -1 }
    /// Unknown: monitoring is disabled.
    open var batteryState: WKInterfaceDeviceBatteryState { .unknown }
    /// The water-resistance rating: WR50 (every watch since Series 2).
    open var waterResistanceRating: WKWaterResistanceRating { .wr50 }
    /// Water Lock is off.
    open var isWaterLockEnabled: Bool { false }
    /// Turns Water Lock on: a widget cannot, so nothing happens.
    open func enableWaterLock() {}
    /// Plays a haptic: a render has no Taptic Engine, so nothing happens.
    open func play(_ type: WKHapticType) {}
}

/// The haptic feedback types — WatchKit's `WKHapticType` (raw values as in WatchKit's header).
public enum WKHapticType: Int, Sendable {
    case notification = 0, directionUp, directionDown, success, failure, retry, start, stop, click
    case navigationLeftAndUp, navigationRightAndDown, navigationGenericManeuver
    case underwaterDepthPrompt, underwaterDepthCriticalPrompt
}

/// The wrist the watch is worn on — `WKInterfaceDeviceWristLocation`.
public enum WKInterfaceDeviceWristLocation: Int, Sendable { case left = 0, right }
/// The side of the Digital Crown — `WKInterfaceDeviceCrownOrientation`.
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable { case left = 0, right }
/// The interface's layout direction — `WKInterfaceLayoutDirection`.
public enum WKInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }
/// The battery state — `WKInterfaceDeviceBatteryState`.
public enum WKInterfaceDeviceBatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }
/// The water-resistance rating — `WKWaterResistanceRating`.
public enum WKWaterResistanceRating: Int, Sendable { case ipx7 = 0, wr50, wr100 }
