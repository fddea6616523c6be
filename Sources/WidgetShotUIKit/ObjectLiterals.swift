import Foundation

// Xcode's object literals, as UIKit declares them (the Swift overlay's UIKit.swift):
// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)` are a `UIColor` and a
// `UIImage` where the context names no other type, and wherever one of them is expected
// (`Image(uiImage: #imageLiteral(resourceName: "Placeholder"))`). SwiftUI's `Color` and `Image`
// do not conform (apps that want `let c: Color = #colorLiteral(…)` add the conformance
// themselves, which must keep compiling). The initialisers are in the classes.

extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a `#colorLiteral` whose context names none — UIKit's `_ColorLiteralType`.
public typealias _ColorLiteralType = UIColor

extension UIImage: _ExpressibleByImageLiteral {}

/// The type of an `#imageLiteral` whose context names none — UIKit's `_ImageLiteralType`.
public typealias _ImageLiteralType = UIImage

/// `#colorLiteral` where a `CGColor` is expected (`layer.borderColor = #colorLiteral(…)`): the
/// CoreGraphics overlay makes `CGColor` a colour literal type too (Swift's test
/// `CGColor/_ExpressibleByColorLiteral` expects `#colorLiteral(red: 0.5, green: 0.5, blue: 0.5,
/// alpha: 1)` to have the components [0.5, 0.5, 0.5, 1]). Like the literal's `UIColor`, sRGB.
extension CGColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
