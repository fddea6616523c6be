// The umbrella: `import WidgetShot` gives everything a widget extension's Apple imports would,
// and Combine and Swift Charts, for team packages and the code the extension build generates.
// The user's own `import UIKit`, `import SwiftUI`… become `import WidgetShotSDK` (+ Combine where
// iOS brings it; `import Charts` → WidgetShotCharts), as iOS scopes those names (WidgetShotSDK/Exports.swift).
@_exported import WidgetShotSDK
@_exported import WidgetShotCombine
// Swift Charts (issue 25): `import Charts` in widget code imports WidgetShotCharts.
@_exported import WidgetShotCharts
// Frameworks left out of WidgetShotSDK for their common names (see WidgetShotSDK/Exports.swift).
@_exported import WidgetShotMedia
@_exported import WidgetShotTipKit
@_exported import WidgetShotWeatherKit
@_exported import WidgetShotScreenTime
