import Foundation
import WidgetShotUI

extension UIImage {
    /// An image configuration — UIKit's `UIImage.Configuration` (its trait collection picks the
    /// scale of named images).
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for.
        public let traitCollection: UITraitCollection?
        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }
    }

    /// How an SF Symbol is sized — UIKit's `UIImage.SymbolConfiguration` (point size and weight,
    /// or a text style or font).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The font the symbol is sized and weighted like.
        let font: UIFont

        init(font: UIFont) {
            self.font = font
            super.init(traitCollection: nil)
        }
        /// A symbol the size of a font of `pointSize` points.
        public convenience init(pointSize: CGFloat) { self.init(font: .systemFont(ofSize: pointSize)) }
        /// A symbol the size and weight of a font of `pointSize` points.
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(font: .systemFont(ofSize: pointSize, weight: weight.fontWeight)) }
        /// A symbol the size of a text style's font.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(font: .preferredFont(forTextStyle: textStyle)) }
        /// A symbol the size of a font.
        public convenience init(font: UIFont, scale: Scale = .default) { self.init(font: font) }
        /// A symbol of a scale at body size (the scale is accepted; see `Scale`).
        public convenience init(scale: Scale) { self.init(font: .preferredFont(forTextStyle: .body)) }
        /// A symbol of a weight at body size.
        public convenience init(weight: Weight) { self.init(font: .systemFont(ofSize: UIFont.TextStyle.body.defaultPointSize, weight: weight.fontWeight)) }

        /// Symbol weights — UIKit's `UIImage.SymbolWeight`.
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
            var fontWeight: UIFont.Weight {
                switch self {
                case .ultraLight: return .ultraLight
                case .thin: return .thin
                case .light: return .light
                case .unspecified, .regular: return .regular
                case .medium: return .medium
                case .semibold: return .semibold
                case .bold: return .bold
                case .heavy: return .heavy
                case .black: return .black
                }
            }
        }
        /// Symbol scales — UIKit's `UIImage.SymbolScale` (accepted; symbols draw at medium scale).
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
    }

    /// Symbol weights — UIKit's `UIImage.SymbolWeight`.
    public typealias SymbolWeight = SymbolConfiguration.Weight
    /// Symbol scales — UIKit's `UIImage.SymbolScale`.
    public typealias SymbolScale = SymbolConfiguration.Scale

    /// The image with a symbol configuration (bitmaps are returned unchanged).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard case .symbol(let name, _) = content else { return self }
        return UIImage(content: .symbol(name, configuration as? SymbolConfiguration), renderingMode: renderingMode, tint: tint)
    }
    /// The image with a symbol configuration applied.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }
}

/// UIKit's top-level names for symbol weights and scales.
public typealias UIImageSymbolWeight = UIImage.SymbolConfiguration.Weight
public typealias UIImageSymbolScale = UIImage.SymbolConfiguration.Scale
