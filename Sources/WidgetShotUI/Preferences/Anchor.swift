import Foundation

/// An opaque value derived from a view's geometry, resolved in the coordinate space of the
/// `GeometryProxy` that reads it — SwiftUI's `Anchor`.
///
/// ```swift
/// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// .overlayPreferenceValue(BoundsKey.self) { anchor in
///     GeometryReader { proxy in if let anchor { Rectangle().stroke().frame(width: proxy[anchor].width) } }
/// }
/// ```
public struct Anchor<Value> {
    /// The anchored view's placed frame in canvas coordinates.
    let frame: () -> CGRect
    let source: Source

    init(node: LayoutNode, source: Source) {
        self.frame = { node.frame }
        self.source = source
    }

    /// An anchor to a frame known in canvas coordinates (Swift Charts' `ChartProxy.plotFrame`:
    /// the plot's rectangle inside a chart already placed).
    @_spi(WidgetShotCharts)
    public init(canvasFrame: CGRect, source: Source) {
        self.frame = { canvasFrame }
        self.source = source
    }

    /// The resolved value in canvas coordinates (the node's placed frame).
    var canvasValue: Value { source.resolve(frame()) }

    /// A type-erased geometry value that produces an anchored value of a given type —
    /// SwiftUI's `Anchor.Source`.
    public struct Source {
        /// The value for a frame, in that frame's coordinate space.
        let resolve: (CGRect) -> Value
        /// The value moved by an offset (the reader's origin subtracted).
        let shift: (Value, CGPoint) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they resolve to equal values.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.canvasValue == rhs.canvasValue }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 0, height: 0), wholeFrame: true) }
    /// A rectangle in the view's local coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, wholeFrame: false) }

    private static func rect(_ r: CGRect, wholeFrame: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(
            resolve: { frame in wholeFrame ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY) },
            shift: { value, origin in value.offsetBy(dx: -origin.x, dy: -origin.y) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }, shift: shifted)
    }
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }, shift: shifted)
    }
    /// The centre of the view's bounds.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

    private static func shifted(_ value: CGPoint, _ origin: CGPoint) -> CGPoint { CGPoint(x: value.x - origin.x, y: value.y - origin.y) }
}

extension GeometryProxy {
    /// Resolves an anchor into this proxy's local coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.source.shift(anchor.canvasValue, globalFrame.origin)
    }
}
