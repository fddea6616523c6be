import Foundation

extension Image {
    /// An SF Symbol with a variable value 0…1 — SwiftUI's `Image(systemName:variableValue:)`
    /// (iOS 16, https://developer.apple.com/documentation/swiftui/image/init(systemname:variablevalue:)),
    /// as in `Image(systemName: "speaker.wave.3.fill", variableValue: volume)`.
    ///
    /// WidgetShot's stand-in glyphs are single-layer (see `SymbolRenderingMode`), so the symbol is
    /// drawn whole whatever the value; a nil or NaN value is the plain symbol, as on iOS.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
