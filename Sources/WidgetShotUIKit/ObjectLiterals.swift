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
