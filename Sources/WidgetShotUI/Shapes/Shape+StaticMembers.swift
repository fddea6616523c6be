import Foundation

// The shape shorthands of iOS 17 (`.clipShape(.rect(cornerRadius: 12))`, `.fill(.circle)`…):
// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)

extension Shape where Self == Rectangle {
    /// A rectangle (`.rect`).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with one corner radius (`.rect(cornerRadius:style:)`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with elliptical corners (`.rect(cornerSize:style:)`).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with four corner radii (`.rect(cornerRadii:style:)`).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with four corner radii (`.rect(topLeadingRadius:…)`).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle (`.circle`).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse (`.ellipse`).
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule with circular ends (`.capsule`).
    public static var capsule: Capsule { Capsule() }
    /// A capsule with the given corner style (`.capsule(style:)`).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape, inset (`.containerRelative`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
