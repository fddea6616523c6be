import Foundation

/// A list of colour stops — SwiftUI's `Gradient`.
///
/// ```swift
/// Gradient(colors: [.clear, .black.opacity(0.35)])
/// Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable {
    /// One colour stop.
    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    /// Creates a gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// Creates a gradient of evenly spaced colours.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }

    func resolved(in environment: EnvironmentValues) -> [ResolvedStop] {
        stops.map { ResolvedStop(color: $0.color.resolve(in: environment), location: min(max($0.location, 0), 1)) }
    }
}

/// A linear gradient, usable as a style or as a view that fills its space.
public struct LinearGradient: ShapeStyle, PaintResolvable, View, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    func paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolved(in: environment), start: startPoint, end: endPoint)
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [styleNode(self, kind: "LinearGradient", context)] }
}

/// A radial gradient.
public struct RadialGradient: ShapeStyle, PaintResolvable, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [styleNode(self, kind: "RadialGradient", context)] }
}

/// An angular (conic) gradient.
public struct AngularGradient: ShapeStyle, PaintResolvable, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == .zero && startAngle == .zero ? .degrees(360) : endAngle
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A conic gradient of stops from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn conic gradient of stops starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    func paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolved(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [styleNode(self, kind: "AngularGradient", context)] }
}

// SwiftUI's static gradient styles (`.foregroundStyle(.linearGradient(colors: …, startPoint: .top, endPoint: .bottom))`).
// https://developer.apple.com/documentation/swiftui/shapestyle/lineargradient(colors:startpoint:endpoint:)
extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint` (unit points of the filled shape).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
