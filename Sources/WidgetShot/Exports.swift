// The umbrella: `import WidgetShot` gives everything a widget extension's Apple imports would.
@_exported import WidgetShotFoundation   // Foundation as Apple ships it (also through WidgetShotUI)
@_exported import WidgetShotUI
@_exported import WidgetShotCairo
@_exported import WidgetShotKit
@_exported import WidgetShotIntents
@_exported import WidgetShotActivityKit
@_exported import WidgetShotUIKit
@_exported import WidgetShotPreviews
@_exported import WidgetShotCombine
@_exported import WidgetShotOSLog
@_exported import WidgetShotCoreData
@_exported import WidgetShotSwiftData
@_exported import WidgetShotCoreLocation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking   // URLSession lives here on Linux
#endif
