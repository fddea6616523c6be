import WidgetShotKit
import WidgetShotSnapshotCore

/// The platform the running extension was built for: the generated entry point of a watchOS
/// widget target (`SDKROOT = watchos`) sets ``current`` to ``watchOS`` before the commands run,
/// so that its widgets render on Apple Watches unless `--device`/`--devices` says otherwise.
public enum ExtensionPlatform: String, Sendable {
    /// An iPhone/iPad widget extension (also multiplatform targets).
    case iOS
    /// A watch app's widget extension: complications and Smart Stack widgets.
    case watchOS

    /// Set once by the generated `main` before any command runs (and again in each worker,
    /// which runs the same `main`). Also sets the families of widgets that declare none.
    nonisolated(unsafe) public static var current = ExtensionPlatform.iOS {
        didSet { WidgetDefinition.defaultSupportedFamilies = current.defaultFamilies }
    }

    /// The families of a widget whose configuration calls no `supportedFamilies(_:)`: the four
    /// home-screen families on iOS (`WidgetDefinition`); on watchOS every family a watch face or
    /// the Smart Stack shows. Apple documents no default; a watch widget without the modifier
    /// (xDrip4iOS's complication) is offered in each of these on a watch — a reading of watchOS
    /// 9+'s widget gallery, not a measurement.
    var defaultFamilies: [WidgetFamily] {
        switch self {
        case .iOS: return WidgetDefinition.homeScreenFamilies
        case .watchOS: return [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]
        }
    }

    /// The devices `--devices default` (or no `--devices`) means: SE, 15 Pro, 16 Pro Max and
    /// iPad Pro 12.9 for iOS; 40 mm, 45 mm and Ultra for watchOS (``Device/defaultWatches``).
    var defaultDevices: [Device] {
        switch self {
        case .iOS: return [.iPhoneSE3, .iPhone15Pro, .iPhone16ProMax, .iPadPro12_9]
        case .watchOS: return Device.defaultWatches
        }
    }

    /// The device of single-variant commands (`render`, `timeline`, `previews`) without `--device`.
    var defaultDevice: Device {
        switch self {
        case .iOS: return .iPhone16Pro
        case .watchOS: return .appleWatch45mm
        }
    }
}
