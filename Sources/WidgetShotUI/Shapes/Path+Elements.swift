import Foundation

extension Path {
    /// One element of a path as SwiftUI gives it to `forEach(_:)` — SwiftUI's `Path.Element`
    /// (https://developer.apple.com/documentation/swiftui/path/element): moves, lines, quadratic
    /// and cubic Béziers and closes; rectangles, rounded rectangles and ellipses arrive as these.
    public enum Element: Equatable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// Calls `body` with each element of the path, in order — SwiftUI's `Path.forEach(_:)`.
    /// A rectangle is a move to its minimum corner, three lines and a close (as Core Graphics adds
    /// it); an ellipse is a move to (maxX, midY) and four quarter Béziers through (midX, maxY),
    /// then a close; a rounded rectangle is its lines and corner Béziers.
    public func forEach(_ body: (Path.Element) -> Void) {
        for command in elements {
            switch command {
            case .move(let p): body(.move(to: p))
            case .line(let p): body(.line(to: p))
            case .quadCurve(let p, let c): body(.quadCurve(to: p, control: c))
            case .curve(let p, let c1, let c2): body(.curve(to: p, control1: c1, control2: c2))
            case .closeSubpath: body(.closeSubpath)
            case .rect(let r):
                let r = r.standardized
                body(.move(to: CGPoint(x: r.minX, y: r.minY)))
                body(.line(to: CGPoint(x: r.maxX, y: r.minY)))
                body(.line(to: CGPoint(x: r.maxX, y: r.maxY)))
                body(.line(to: CGPoint(x: r.minX, y: r.maxY)))
                body(.closeSubpath)
            case .ellipse(let r):
                Self.ellipseElements(r.standardized).forEach(body)
            case .roundedRect(let r, let corner, let style):
                let r = r.standardized
                guard r.width > 0, r.height > 0 else { continue }
                let radius = max(0, min(corner.width.isNaN ? 0 : corner.width, corner.height.isNaN ? 0 : corner.height, r.width / 2, r.height / 2))
                var outline = Path()
                outline.addRoundedRectCurves(r, radii: Array(repeating: radius, count: 4), style: style)
                outline.forEach(body)
            }
        }
    }

    /// An ellipse as four cubic quarter arcs (control points 0.5523 of the radii from the ends).
    private static func ellipseElements(_ r: CGRect) -> [Element] {
        let c: CGFloat = 0.55228475, rx = r.width / 2, ry = r.height / 2, mx = r.midX, my = r.midY
        return [
            .move(to: CGPoint(x: r.maxX, y: my)),
            .curve(to: CGPoint(x: mx, y: r.maxY), control1: CGPoint(x: r.maxX, y: my + c * ry), control2: CGPoint(x: mx + c * rx, y: r.maxY)),
            .curve(to: CGPoint(x: r.minX, y: my), control1: CGPoint(x: mx - c * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: my + c * ry)),
            .curve(to: CGPoint(x: mx, y: r.minY), control1: CGPoint(x: r.minX, y: my - c * ry), control2: CGPoint(x: mx - c * rx, y: r.minY)),
            .curve(to: CGPoint(x: r.maxX, y: my), control1: CGPoint(x: mx + c * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: my - c * ry)),
            .closeSubpath,
        ]
    }
}
