import Foundation

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A circle centred in its frame; it chooses a square size (`swiftui-layout` §2.1).
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let d = min(s.width, s.height)
        return CGSize(width: d, height: d)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter side is fully rounded.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
}

/// A shape that follows the corner radius of its container (the widget, the Live Activity),
/// inset by the view's distance from the container's corner — SwiftUI's `ContainerRelativeShape`,
/// "replaced by an inset version of the current container shape"
/// (https://developer.apple.com/documentation/swiftui/containerrelativeshape).
///
/// The radius is the container's minus the inset at the view's nearest corner (the larger of the
/// horizontal and vertical distances there), so a view 16 pt inside a widget with 22-pt corners is
/// rounded by 6 pt, concentric with the widget's corner; with no container (a plain view) it is
/// a rectangle. It applies wherever the shape is used: fill, stroke, `clipShape`, `background(in:)`.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        guard let container = EnvironmentValues.current.containerShape else { return Path(rect) }
        let c = container.rect
        let left = rect.minX - c.minX, top = rect.minY - c.minY, right = c.maxX - rect.maxX, bottom = c.maxY - rect.maxY
        let nearestCorner = min(max(left, top), max(right, top), max(left, bottom), max(right, bottom))
        let r = min(max(container.cornerRadius - max(nearestCorner, 0), 0), min(rect.width, rect.height) / 2)
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: .continuous)
    }
}

/// The container shape a `ContainerRelativeShape` follows (set by the widget chrome).
public struct ContainerShapeGeometry: Hashable, Sendable {
    public var rect: CGRect
    public var cornerRadius: CGFloat
    public init(rect: CGRect, cornerRadius: CGFloat) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShapeGeometry? = nil }

extension EnvironmentValues {
    /// The widget's container shape, if any, in canvas points (in a shape's own space while its
    /// `path(in:)` runs; see `Shape.placedPath(in:environment:)`).
    public var containerShape: ContainerShapeGeometry? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
