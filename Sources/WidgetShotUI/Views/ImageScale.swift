import Foundation

extension Image {
    /// The relative size of SF Symbols against the surrounding font — SwiftUI's `Image.Scale`
    /// (https://developer.apple.com/documentation/swiftui/image/scale).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The symbol's size relative to `.medium`. Apple publishes no numbers; these are the
        /// ratios of SF Symbols' small and large scales to medium as drawn by the SF Symbols app
        /// (about 0.78 and 1.29 of the medium glyph), rounded — a documented guess.
        package var symbolFactor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of SF Symbols in this environment (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales SF Symbols in this view relative to their font (`Image.Scale`).
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
