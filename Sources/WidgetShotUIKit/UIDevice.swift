import Foundation
import WidgetShotUI

/// The current device — UIKit's `UIDevice`, following the device being rendered
/// (`DeviceScreen.current`).
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// ```
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device being rendered.
    open class var current: UIDevice { UIDevice() }

    private var screen: DeviceScreen { DeviceScreen.current }

    /// `"iPhone"` or `"iPad"` (Apple returns the generic model, not the marketing name).
    open var model: String { screen.idiom == .pad ? "iPad" : "iPhone" }
    /// Same as `model`.
    open var localizedModel: String { model }
    /// The generic device name (since iOS 16 UIKit returns `"iPhone"`/`"iPad"` without a special
    /// entitlement: https://developer.apple.com/documentation/uikit/uidevice/name ).
    open var name: String { model }
    /// `"iOS"`, or `"iPadOS"` on iPad (what iPadOS 15+ reports).
    open var systemName: String { screen.idiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS release being rendered (`--os`, iOS 18 by default), as `"18.0"`: what
    /// `#available` answers too (`WidgetShotAvailability`).
    open var systemVersion: String { "\(WidgetShotAvailability.iOSMajor).0" }
    /// Phone or pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { screen.idiom == .pad ? .pad : .phone }
    /// A fixed identifier, so renders are reproducible.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    /// Portrait.
    open var orientation: Orientation { .portrait }
    /// Posted when the device's orientation changes (never in a render: the device does not turn).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes (never in a render).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never in a render).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Battery monitoring is off in an extension: level −1, state unknown (UIKit's values when
    /// monitoring is disabled).
    open var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// UIKit's `batteryLevel`.
    open var batteryLevel: Float { -1 }
    /// UIKit's `batteryState`.
    open var batteryState: BatteryState { .unknown }
    /// Multitasking is supported.
    open var isMultitaskingSupported: Bool { true }

    /// The physical orientation — UIKit's `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown }
    /// The battery state — UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
}

/// UIKit's top-level name for the device orientation.
public typealias UIDeviceOrientation = UIDevice.Orientation
