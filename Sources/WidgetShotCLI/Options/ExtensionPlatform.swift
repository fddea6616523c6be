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
    /// which runs the same `main`).
    nonisolated(unsafe) public static var current = ExtensionPlatform.iOS

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
