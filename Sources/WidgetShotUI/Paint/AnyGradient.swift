import Foundation

/// A type-erased gradient — what `Color.gradient` returns (iOS 16).
///
/// Used as a style it is drawn as a linear gradient from top to bottom of the shape it fills
/// (SwiftUI's documented behaviour for `Gradient` and `AnyGradient` as a `ShapeStyle`).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// Text("Hi").padding().background(.orange.gradient)
/// ```
public struct AnyGradient: ShapeStyle, PaintResolvable, Hashable {
    let gradient: Gradient
    /// Wraps a gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    func paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolved(in: environment), start: .top, end: .bottom)
    }

    /// The gradient as a linear gradient between two points.
    public func linearGradient(startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// The gradient as a radial gradient.
    public func radialGradient(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// The gradient as an angular gradient.
    public func angularGradient(center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension Gradient: ShapeStyle, PaintResolvable {
    func paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: resolved(in: environment), start: .top, end: .bottom)
    }
}

extension Color {
    /// A subtle vertical gradient derived from this colour (iOS 16 `Color.gradient`).
    ///
    /// Apple does not publish the derivation. WidgetShot's guess, from how it looks on device: the
    /// colour mixed with 15% white at the top, the colour itself in the middle, and the colour mixed
    /// with 10% black at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(stops: [
            Gradient.Stop(color: Color(kind: .mixed(kind, with: RGBA(red: 1, green: 1, blue: 1), 0.15)), location: 0),
            Gradient.Stop(color: self, location: 0.5),
            Gradient.Stop(color: Color(kind: .mixed(kind, with: RGBA(red: 0, green: 0, blue: 0), 0.10)), location: 1),
        ]))
    }
}
