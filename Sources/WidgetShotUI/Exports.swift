// SwiftUI re-exports Foundation (CGFloat, CGSize, URL, Date…), so widget code that imports only
// SwiftUI must compile against WidgetShotUI with the import changed and nothing else.
@_exported import Foundation
// Foundation as Apple ships it, where swift-corelibs-foundation lacks it (formatters, the
// render's locale, NSUbiquitousKeyValueStore…): `import SwiftUI` sees it as on iOS.
@_exported import WidgetShotFoundation
// SwiftUI re-exports Core Transferable (`Transferable`, the representations; `ShareLink` takes
// them) and, through it, UniformTypeIdentifiers' `UTType`.
@_exported import WidgetShotTransferable
