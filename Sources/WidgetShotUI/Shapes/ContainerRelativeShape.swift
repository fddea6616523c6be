import Foundation

/// A shape that follows the shape of its container (the widget, the Live Activity, or a view's
/// `containerShape(_:)`), inset by the view's distance from the container's corner — SwiftUI's
/// `ContainerRelativeShape`, "replaced by an inset version of the current container shape"
/// (https://developer.apple.com/documentation/swiftui/containerrelativeshape).
///
/// The inset is the view's distance from the container at its nearest corner (the larger of the
/// horizontal and vertical distances there). For the widget's rounded rectangle that makes the
/// radius the container's minus the inset, so a view 16 pt inside a widget with 22-pt corners is
/// rounded by 6 pt, concentric with the widget's corner. A shape declared with
/// `containerShape(_:)` is inset the same way (`shape.inset(by: d)` drawn in the view's frame
/// grown by `d`): `.containerShape(.circle)` makes a full-frame `ContainerRelativeShape` a circle.
/// With no container (a plain view) it is a rectangle. It applies wherever the shape is used:
/// fill, stroke, `clipShape`, `background(in:)`.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let environment = EnvironmentValues.current
        if let declared = environment.declaredContainerShape, let c = declared.rect {
            let d = max(Self.nearestCornerInset(of: rect, in: c), 0)
            return declared.outline(rect.insetBy(dx: -d, dy: -d), d)
        }
        guard let container = environment.containerShape else { return Path(rect) }
        let inset = Self.nearestCornerInset(of: rect, in: container.rect)
        let r = min(max(container.cornerRadius - max(inset, 0), 0), min(rect.width, rect.height) / 2)
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: .continuous)
    }

    /// How far `rect` lies inside `container` at its nearest corner: at each corner the larger of
    /// the horizontal and vertical distances, the smallest of the four.
    static func nearestCornerInset(of rect: CGRect, in c: CGRect) -> CGFloat {
        let left = rect.minX - c.minX, top = rect.minY - c.minY, right = c.maxX - rect.maxX, bottom = c.maxY - rect.maxY
        return min(max(left, top), max(right, top), max(left, bottom), max(right, bottom))
    }
}

/// The container shape a `ContainerRelativeShape` follows (set by the widget chrome).
public struct ContainerShapeGeometry: Hashable, Sendable {
    /// The container's frame, in canvas points.
    public var rect: CGRect
    /// The container's corner radius.
    public var cornerRadius: CGFloat
    /// A container of `rect` with corners of `cornerRadius`.
    public init(rect: CGRect, cornerRadius: CGFloat) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}

/// A container shape declared on a view with `containerShape(_:)`: the shape, and the frame of
/// the view, which is known only once that view is placed (`ContainerShapeAnchor`).
struct DeclaredContainerShape: @unchecked Sendable {
    let anchor: ContainerShapeAnchor
    /// The declared shape inset by an amount, in a rectangle.
    let outline: (CGRect, CGFloat) -> Path
    /// How far the space a shape's path is evaluated in is moved from the canvas
    /// (`Shape.placedPath(in:environment:)` evaluates shapes at the origin).
    var shift: CGPoint = .zero

    /// The container's frame in the current space; nil before the view is placed.
    var rect: CGRect? { anchor.frame?.offsetBy(dx: -shift.x, dy: -shift.y) }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShapeGeometry? = nil }
private struct DeclaredContainerShapeKey: EnvironmentKey { static let defaultValue: DeclaredContainerShape? = nil }

extension EnvironmentValues {
    /// The widget's container shape, if any, in canvas points (in a shape's own space while its
    /// `path(in:)` runs; see `Shape.placedPath(in:environment:)`).
    public var containerShape: ContainerShapeGeometry? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }

    /// The innermost container shape declared with `containerShape(_:)`; it takes precedence over
    /// the chrome's `containerShape` for `ContainerRelativeShape` (it is always inside the chrome).
    var declaredContainerShape: DeclaredContainerShape? {
        get { self[DeclaredContainerShapeKey.self] }
        set { self[DeclaredContainerShapeKey.self] = newValue }
    }
}
