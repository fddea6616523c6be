import Foundation

/// The four corner radii of a rectangle — SwiftUI's `RectangleCornerRadii` (iOS 17).
/// https://developer.apple.com/documentation/swiftui/rectanglecornerradii
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have different radii — SwiftUI's `UnevenRoundedRectangle` (iOS 17).
/// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

extension Path {
    /// A rectangle with four corner radii (`Path(roundedRect:cornerRadii:style:)`, iOS 17).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rectangle with four corner radii as one closed subpath, clockwise from the top
    /// leading corner (leading is the left edge: the layout mirrors whole views in right-to-left).
    ///
    /// Each radius is clamped to half the shorter side (as SwiftUI does; a guess where Apple is
    /// silent: two radii summing to more than a side are not scaled down together). A
    /// `.continuous` corner uses the same three-Bézier squircle as ``RoundedRectangle`` when its
    /// 1.52866 r span fits in half the shorter side, else a circular corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(0, v), limit) : 0 }
        let radii = [clamp(cornerRadii.topTrailing), clamp(cornerRadii.bottomTrailing), clamp(cornerRadii.bottomLeading), clamp(cornerRadii.topLeading)]
        if radii.allSatisfy({ $0 == radii[0] }) {
            addRoundedRect(in: r, cornerSize: CGSize(width: radii[0], height: radii[0]), style: style)
            return
        }
        addRoundedRectCurves(r, radii: radii, style: style)
    }

    /// The outline as lines and Béziers; `radii` clockwise from the top trailing corner, clamped.
    mutating func addRoundedRectCurves(_ r: CGRect, radii: [CGFloat], style: RoundedCornerStyle) {
        let limit = min(r.width, r.height) / 2
        // Corner frames: the corner point, the direction along the edge before it, the direction after.
        let corners: [(CGPoint, (dx: CGFloat, dy: CGFloat), (dx: CGFloat, dy: CGFloat))] = [
            (CGPoint(x: r.maxX, y: r.minY), (dx: 1, dy: 0), (dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), (dx: 0, dy: 1), (dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), (dx: -1, dy: 0), (dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), (dx: 0, dy: -1), (dx: 1, dy: 0)),
        ]
        let k: CGFloat = 1.52866483
        // (along the edge before, along the edge after) in units of r, ending at the corner's end.
        let squircle: [(CGFloat, CGFloat)] = [
            (-1.08849323, 0), (-0.86840689, 0.02211893), (-0.66993427, 0.06549600),
            (-0.37282640, 0.18616110), (-0.18616110, 0.37282640), (-0.06549600, 0.66993427),
            (-0.02211893, 0.86840689), (0, 1.08849323), (0, k),
        ]
        let start = radii[3] == 0 ? r.origin
            : CGPoint(x: r.minX + (style == .continuous && radii[3] * k <= limit ? k : 1) * radii[3], y: r.minY)
        move(to: start)
        for (index, (point, before, after)) in corners.enumerated() {
            let radius = radii[index]
            func at(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                CGPoint(x: point.x + before.dx * a + after.dx * b, y: point.y + before.dy * a + after.dy * b)
            }
            if radius == 0 {
                addLine(to: point)
            } else if style == .continuous && radius * k <= limit {
                addLine(to: at(-k * radius, 0))
                for i in stride(from: 0, to: 9, by: 3) {
                    addCurve(to: at(squircle[i + 2].0 * radius, squircle[i + 2].1 * radius),
                             control1: at(squircle[i].0 * radius, squircle[i].1 * radius),
                             control2: at(squircle[i + 1].0 * radius, squircle[i + 1].1 * radius))
                }
            } else {
                // A quarter circle as one cubic (control points 0.5523 r from the ends).
                let c: CGFloat = 0.55228475
                addLine(to: at(-radius, 0))
                addCurve(to: at(0, radius), control1: at(-radius + c * radius, 0), control2: at(0, radius - c * radius))
            }
        }
        closeSubpath()
    }
}
