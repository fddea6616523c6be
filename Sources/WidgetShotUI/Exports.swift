// SwiftUI re-exports Foundation (CGFloat, CGSize, URL, Date…), so widget code that imports only
// SwiftUI must compile against WidgetShotUI with the import changed and nothing else.
@_exported import Foundation
