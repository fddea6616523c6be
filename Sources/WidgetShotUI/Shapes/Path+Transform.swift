import Foundation

// SwiftUI's `Path` adds its shapes with a transform applied first (`transform:` defaults to
// `.identity` there; here the forms without it are Path.swift's own): TelemetryDeck's
// `LineChartView` writes `path.addEllipse(in: rect, transform: .identity)`. Apple's signatures:
// `addRect(_:transform:)`, `addRects(_:transform:)`, `addRoundedRect(in:cornerSize:style:transform:)`,
// `addEllipse(in:transform:)`, `addPath(_:transform:)` (developer.apple.com/documentation/swiftui/path;
// `addArc(…, transform:)` is not here yet).
extension Path {
    /// Adds a rectangle, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds rectangles, each transformed by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect), transform: transform) }
    }

    /// Adds a rounded rectangle, transformed by `transform`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// Adds the ellipse inside `rect`, transformed by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds `path`, transformed by `transform` (as it is when the transform is the identity).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(transform.isIdentity ? path : path.applying(transform))
    }
}
