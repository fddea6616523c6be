// What an Apple import in the user's files becomes (`import UIKit` → `import WidgetShotSDK`):
// every module WidgetShot stands in for, except two that iOS does not bring with every import.
// - Combine (WidgetShotCombine): on iOS `import UIKit` (and Foundation) does not make Combine's
//   names visible; only Foundation's two typealiases, `ObservableObject` and `Published` (the
//   transform imports those two alone, as for `import Foundation`). With Combine here, kean/Future's `Future` in ruuvi's
//   `import Future; import UIKit` files was ambiguous with Combine's. The transform adds
//   `import WidgetShotCombine` where the file imports Combine or a framework that brings it.
// - Swift Charts (WidgetShotCharts): only `import Charts` brings it; with it here, SwiftCharts'
//   `Chart` (ivanschuetz/SwiftCharts, LoopKit's apps) was ambiguous in `import SwiftUI` files.
// - Frameworks whose common names apps declare too: WeatherKit (`Weather`, `Forecast`, `Wind`,
//   `Precipitation`), MusicKit/AVFoundation (`Song`, `Album`, `Artist`, `Playlist`, `Station`),
//   TipKit (`Tip`), Screen Time (`Application`, `AuthorizationCenter`). With them here, an app's
//   own `Forecast` in a framework it imports was ambiguous in every `import SwiftUI` file (a
//   workspace's Core framework, company-12). `import WeatherKit` etc. import their stand-ins.
// The umbrella `WidgetShot` (team packages, generated code) re-exports this module, Combine, Charts
// and those four.
@_exported import WidgetShotFoundation   // Foundation as Apple ships it (also through WidgetShotUI)
@_exported import WidgetShotUI
@_exported import WidgetShotCairo
@_exported import WidgetShotKit
@_exported import WidgetShotIntents
@_exported import WidgetShotActivityKit
@_exported import WidgetShotUIKit
@_exported import WidgetShotPreviews
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
@_exported import WidgetShotHealthKit
@_exported import WidgetShotNotifications
@_exported import WidgetShotCloudKit
// Not WidgetShotStoreKit: its `Transaction` would make SwiftUI's `Transaction` ambiguous in every
// file (on iOS only files importing both SwiftUI and StoreKit meet that, and write
// `StoreKit.Transaction`). Import WidgetShotStoreKit where StoreKit is imported.
@_exported import WidgetShotPersonalData
@_exported import WidgetShotLocalAuthentication
@_exported import WidgetShotDeviceSensors
@_exported import WidgetShotHomeKit
@_exported import WidgetShotPassKit
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking   // URLSession lives here on Linux
#endif
