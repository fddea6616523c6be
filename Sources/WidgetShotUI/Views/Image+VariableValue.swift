import Foundation

extension Image {
    /// An SF Symbol with a variable value 0…1 — SwiftUI's `Image(systemName:variableValue:)`
    /// (iOS 16, https://developer.apple.com/documentation/swiftui/image/init(systemname:variablevalue:)),
    /// as in `Image(systemName: "wifi", variableValue: strength)`.
    ///
    /// For the variable symbols WidgetShot has level glyphs for (`wifi`, `cellularbars`,
    /// `speaker.wave.3` — `SymbolComposition.variableLevels`) the value lights that share of the
    /// symbol's levels and the rest is drawn dimmed, as iOS does; other symbols are drawn whole. A
    /// nil or NaN value is the plain symbol, as on iOS.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        if let variableValue, !variableValue.isNaN { self.variableValue = min(max(variableValue, 0), 1) }
    }
}
