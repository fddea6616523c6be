import Foundation

private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

extension EnvironmentValues {
    /// The system font design set with `.fontDesign(_:)`/`.monospaced()` above a `Text`
    /// (`nil`: each font's own design). Applies to system fonts, not custom families.
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

extension View {
    /// Sets the design of system fonts in this view — SwiftUI's `fontDesign(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)). Drawn with the
    /// stand-ins listed in `Fonts/README.md`.
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }

    /// Uses the monospaced design for system fonts in this view — SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.fontDesign = .monospaced } })
    }
}

extension Text {
    /// This text in a system font design — SwiftUI's `Text.fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        modified { if $0.design == nil { $0.design = design } }
    }

    /// This text in the monospaced system design — SwiftUI's `Text.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
}
