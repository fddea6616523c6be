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
@_exported import WidgetShotCoreImage
@_exported import WidgetShotML
@_exported import WidgetShotWeb
@_exported import WidgetShotSystemServices
@_exported import Crypto   // CryptoKit's API (swift-crypto)
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking   // URLSession lives here on Linux
#endif
