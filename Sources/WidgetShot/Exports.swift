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
// Stand-ins, part B (issue 20): `import MapKit` in widget code imports only WidgetShotMapKit…;
// team packages importing WidgetShot get them all.
@_exported import WidgetShotCoreFoundation
@_exported import WidgetShotMapKit
@_exported import WidgetShotSecurity
@_exported import WidgetShotNetwork
@_exported import WidgetShotUniformTypeIdentifiers
@_exported import WidgetShotTransferable
@_exported import WidgetShotCoreImage
@_exported import WidgetShotML
@_exported import WidgetShotWeb
@_exported import WidgetShotQuickLook
@_exported import WidgetShotCarPlay
@_exported import WidgetShotMessageUI
@_exported import WidgetShotSystemServices
@_exported import Crypto   // CryptoKit's API (swift-crypto)
// Stand-ins for the frameworks a provider uses and that draw nothing (FrameworkStandIns.md).
@_exported import WidgetShotMedia
@_exported import WidgetShotHealthKit
@_exported import WidgetShotNotifications
@_exported import WidgetShotTipKit
@_exported import WidgetShotCloudKit
// Not WidgetShotStoreKit: its `Transaction` would make SwiftUI's `Transaction` ambiguous in every
// file (on iOS only files importing both SwiftUI and StoreKit meet that, and write
// `StoreKit.Transaction`). Import WidgetShotStoreKit where StoreKit is imported.
@_exported import WidgetShotWeatherKit
@_exported import WidgetShotPersonalData
@_exported import WidgetShotScreenTime
@_exported import WidgetShotLocalAuthentication
@_exported import WidgetShotDeviceSensors
@_exported import WidgetShotHomeKit
@_exported import WidgetShotPassKit
// Swift Charts (issue 25): `import Charts` in widget code imports WidgetShotCharts.
@_exported import WidgetShotCharts
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking   // URLSession lives here on Linux
#endif
