import Foundation

/// A two-dimensional gradient defined by a grid of positioned colours — SwiftUI's `MeshGradient`
/// (iOS 18, https://developer.apple.com/documentation/swiftui/meshgradient). Usable as a view
/// (it fills its frame) and as a shape style.
///
/// Positions are unit points of the filled frame (`[0, 0]` top-leading, `[1, 1]` bottom-trailing).
/// Each cell of the grid is drawn as a Bézier patch; with `smoothsColors` (the default) the
/// colours are interpolated by cubic curves through the neighbouring vertices, otherwise
/// bilinearly (Apple's overview). Points outside the mesh are filled with `background`.
///
/// ```swift
/// MeshGradient(width: 2, height: 2,
///              points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///              colors: [.red, .orange, .blue, .purple])
/// ```
public struct MeshGradient: ShapeStyle, PaintResolvable, View, PrimitiveView, Equatable, Sendable {
    /// One vertex of the mesh with the Bézier control points of its four edges —
    /// SwiftUI's `MeshGradient.BezierPoint`.
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex's position.
        public var position: SIMD2<Float>
        /// The control point of the vertex's leading edge.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the vertex's top edge.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the vertex's trailing edge.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the vertex's bottom edge.
        public var bottomControlPoint: SIMD2<Float>
        /// Creates a vertex with explicit control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices' locations — SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Equatable, Sendable {
        /// Positions only; the control points are derived from the neighbours.
        case points([SIMD2<Float>])
        /// Positions with explicit control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours — SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Equatable, Sendable {
        /// Colours resolved in the environment the gradient is drawn in.
        case colors([Color])
        /// Concrete colours.
        case resolvedColors([Color.Resolved])
    }

    /// The number of vertices per row.
    public var width: Int
    /// The number of vertices per column.
    public var height: Int
    /// The vertices' locations (`width × height` of them, row by row).
    public var locations: Locations
    /// The vertices' colours (`width × height` of them, row by row).
    public var colors: Colors
    /// The colour of the points outside the mesh.
    public var background: Color
    /// Whether colours follow cubic curves between vertices (`true`) or straight lines.
    public var smoothsColors: Bool
    /// The space colours are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of locations and colours.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }
    /// A mesh of positions and colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    /// A mesh of positions and concrete colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    /// A mesh of Bézier vertices and colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    /// A mesh of Bézier vertices and concrete colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    func paint(in environment: EnvironmentValues) -> Paint {
        let resolvedColors: [RGBA]
        switch colors {
        case .colors(let list): resolvedColors = list.map { $0.resolve(in: environment) as RGBA }
        case .resolvedColors(let list): resolvedColors = list.map { Color($0).resolve(in: environment) as RGBA }
        }
        let vertices: [MeshVertex]
        switch locations {
        case .points(let points): vertices = MeshVertex.implicit(points, width: width, height: height)
        case .bezierPoints(let points): vertices = points.map(MeshVertex.init)
        }
        return .meshGradient(ResolvedMesh(width: width, height: height, vertices: vertices, colors: resolvedColors,
                                          background: background.resolve(in: environment), smoothsColors: smoothsColors,
                                          perceptual: colorSpace.kind == .perceptual))
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [styleNode(self, kind: "MeshGradient", context)] }
}
