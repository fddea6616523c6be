import Foundation
import WidgetShotUI

/// A colour value — a minimal stand-in for Core Graphics' `CGColor` (which Linux Foundation
/// lacks), enough for `UIColor.cgColor`, `UIColor(cgColor:)` and `Color(cgColor:)`. Always sRGB.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let rgba: RGBA
    /// The space and components (with alpha) of a colour made by `converted(to:intent:options:)`;
    /// nil for colours kept in sRGB.
    var converted: (space: CGColorSpace, components: [CGFloat])?

    init(rgba: RGBA) { self.rgba = rgba }

    /// An sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: UIColor.finite(red), green: UIColor.finite(green), blue: UIColor.finite(blue), alpha: min(max(UIColor.finite(alpha), 0), 1)))
    }
    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// Red, green, blue, alpha.
    public var components: [CGFloat]? { converted?.components ?? [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
    /// 4 (RGBA).
    public var numberOfComponents: Int { converted?.components.count ?? 4 }
    /// The alpha component.
    public var alpha: CGFloat { rgba.alpha }
    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    /// UIKit's `hash`.
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
    /// UIKit's `description`.
    public var description: String { "CGColor(\(rgba))" }
}

extension Color {
    /// A SwiftUI colour from a UIKit colour; dynamic colours resolve per colour scheme when drawn.
    public init(uiColor: UIColor) {
        if case .fixed(let c) = uiColor.storage {
            self.init(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
        } else {
            self.init(provider: uiColor.makeColorProvider())
        }
    }
    /// A SwiftUI colour from a UIKit colour (same as `Color(uiColor:)`).
    /// Disfavoured so `Color(.brand)` picks a generated `ColorResource` over the generated
    /// `UIColor.brand` shortcut of the same name (Xcode generates both; iOS's overload is deprecated).
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }
    /// A Core Graphics representation of the colour, if it has one — SwiftUI's `Color.cgColor`
    /// (https://developer.apple.com/documentation/swiftui/color/cgcolor): colours made from
    /// components, `CGColor`s or constant `UIColor`s have one; dynamic colours (`.primary`, `.red`,
    /// asset colours) are nil, as on iOS: resolve them in an environment first.
    public var cgColor: CGColor? { constantRGBA.map { CGColor(rgba: $0) } }
    /// A SwiftUI colour from a `CGColor`.
    public init(cgColor: CGColor) { self.init(.sRGB, red: cgColor.rgba.red, green: cgColor.rgba.green, blue: cgColor.rgba.blue, opacity: cgColor.rgba.alpha) }
}
