import Foundation

// The built-in gauge styles, drawn as iOS 16+ draws them (geometry from Apple's descriptions at
// https://developer.apple.com/documentation/swiftui/gaugestyle; the sizes are WidgetShot's
// estimates, not measurements — Apple publishes none; check against a device before relying on
// them to the pixel):
// - accessoryCircular: an open ring (line ≈ 8% of the diameter, a gap of 80° at the bottom), the
//   value as a dot set in a cut of the ring, the current value in the centre, the bounds' labels
//   just inside the ring's two ends (else the label centred in the gap).
// - accessoryCircularCapacity: a closed ring, the track at 30% opacity, filled clockwise from
//   the top in proportion to the value; the current value (else the label) in the centre.
// - accessoryLinear: a 5 pt bar with the value as a dot set in a cut of the bar, bound labels
//   at its ends, the label and current value above.
// - accessoryLinearCapacity / linearCapacity (iOS's automatic style): label (and current value)
//   above a capsule bar filled in proportion to the value, bound labels under its ends.
// Accessory styles draw in the foreground style unless a tint is set; linearCapacity in the tint
// (the accent colour by default), on the system fill.

/// The platform's gauge style: `linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

/// An open ring with a marker at the value (Lock Screen circular widgets).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            GeometryReader { geo in
                let d = min(geo.size.width, geo.size.height), lw = max(d * 0.08, 1)
                let center = CGPoint(x: geo.size.width / 2, y: geo.size.height / 2), r = max(d / 2 - lw / 2, 0)
                let start = 130.0, end = 410.0, at = start + (end - start) * c.value
                let cut = (lw + 1.5) / max(r, 1) * 180 / .pi
                let paint = paintStyle(accessoryPaint(env))
                let point = { (degrees: Double) in CGPoint(x: center.x + r * cos(degrees * .pi / 180), y: center.y + r * sin(degrees * .pi / 180)) }
                ZStack {
                    ArcShape(startDegrees: start, endDegrees: at - cut).stroke(paint, style: StrokeStyle(lineWidth: lw, lineCap: .round))
                    ArcShape(startDegrees: at + cut, endDegrees: end).stroke(paint, style: StrokeStyle(lineWidth: lw, lineCap: .round))
                    Circle().fill(paint).frame(width: lw, height: lw).position(point(at))
                    if let current = c.currentValueLabel {
                        current.font(.system(size: d * 0.27, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.4)
                            .frame(maxWidth: d - lw * 4).position(center)
                    }
                    if let minLabel = c.minimumValueLabel, let maxLabel = c.maximumValueLabel {
                        minLabel.font(.system(size: d * 0.12, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.5)
                            .position(x: center.x - r * 0.42, y: center.y + r * 0.7)
                        maxLabel.font(.system(size: d * 0.12, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.5)
                            .position(x: center.x + r * 0.42, y: center.y + r * 0.7)
                    } else {
                        c.label.font(.system(size: d * 0.15, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.5)
                            .frame(maxWidth: r * 1.1).position(x: center.x, y: center.y + r * 0.86)
                    }
                }
            }
            .aspectRatio(1, contentMode: .fit)
        }
    }
}

/// A closed ring filled in proportion to the value (Lock Screen circular widgets).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            GeometryReader { geo in
                let d = min(geo.size.width, geo.size.height), lw = max(d * 0.08, 1)
                let paint = accessoryPaint(env)
                ZStack {
                    Circle().inset(by: lw / 2).stroke(paintStyle(paint.withAlpha(times: 0.3)), lineWidth: lw)
                    if c.value > 0 {
                        ArcShape(startDegrees: -90, endDegrees: -90 + 360 * c.value)
                            .stroke(paintStyle(paint), style: StrokeStyle(lineWidth: lw, lineCap: .round))
                    }
                    Group {
                        if let current = c.currentValueLabel { current } else { c.label }
                    }
                    .font(.system(size: d * 0.27, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.4)
                    .frame(maxWidth: d - lw * 4)
                }
                .frame(width: d, height: d)
                .position(x: geo.size.width / 2, y: geo.size.height / 2)
            }
            .aspectRatio(1, contentMode: .fit)
        }
    }
}

/// A bar with a marker at the value (Lock Screen rectangular widgets).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: 3) {
                LinearGaugeHeader(configuration: c)
                HStack(spacing: 4) {
                    if let minLabel = c.minimumValueLabel { minLabel.font(.system(size: 11, weight: .semibold)) }
                    MarkerBar(fraction: c.value, paint: accessoryPaint(env), thickness: 5).frame(height: 5)
                    if let maxLabel = c.maximumValueLabel { maxLabel.font(.system(size: 11, weight: .semibold)) }
                }
            }
        }
    }
}

/// A capsule filled in proportion to the value (Lock Screen rectangular widgets).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            let paint = accessoryPaint(env)
            CapacityBarGauge(configuration: c, fill: paint, track: paint.withAlpha(times: 0.3), thickness: 6)
        }
    }
}

/// A capsule filled with the tint in proportion to the value: iOS's default gauge.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            CapacityBarGauge(configuration: c, fill: env.tintPaint, track: FillShapeStyle().paint(in: env), thickness: 4)
        }
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style (`linearCapacity` on iOS).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled in proportion to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled in proportion to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A tinted bar filled in proportion to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// Accessory gauges draw in the tint if one is set, else in the foreground style.
private func accessoryPaint(_ env: EnvironmentValues) -> Paint {
    env.hasExplicitTint ? env.tintPaint : ForegroundStyle().paint(in: env)
}

/// An arc of the circle inscribed in the frame, clockwise on screen from `startDegrees`
/// (0° = trailing, 90° = bottom) to `endDegrees`; empty when `end <= start`.
struct ArcShape: Shape {
    var startDegrees: Double
    var endDegrees: Double
    var lineInset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        guard endDegrees > startDegrees, startDegrees.isFinite, endDegrees.isFinite else { return Path() }
        let r = max(min(rect.width, rect.height) / 2 - lineInset, 0)
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: r, startAngle: .degrees(startDegrees), endAngle: .degrees(endDegrees), clockwise: false)
        return p
    }
}

extension ArcShape {
    /// Insets the arc by half a line width so a stroke stays inside the frame.
    func stroke(_ paint: ResolvedPaintStyle, style: StrokeStyle) -> _ShapeView<ArcShape, ResolvedPaintStyle> {
        var inset = self
        inset.lineInset = style.lineWidth / 2
        return _ShapeView(shape: inset, style: paint, mode: .stroke(style, inset: false))
    }
}

/// The label row above a linear gauge: the label leading, the current value trailing.
struct LinearGaugeHeader: View {
    let configuration: GaugeStyleConfiguration
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 4)
            if let current = configuration.currentValueLabel { current }
        }
    }
}

/// Label row, capsule bar, bound labels.
struct CapacityBarGauge: View {
    let configuration: GaugeStyleConfiguration
    let fill: Paint
    let track: Paint
    let thickness: CGFloat
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            LinearGaugeHeader(configuration: configuration)
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    Capsule().fill(paintStyle(track))
                    if configuration.value > 0 {
                        Capsule().fill(paintStyle(fill)).frame(width: max(geo.size.width * configuration.value, thickness))
                    }
                }
            }
            .frame(height: thickness)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    if let minLabel = configuration.minimumValueLabel { minLabel }
                    Spacer(minLength: 4)
                    if let maxLabel = configuration.maximumValueLabel { maxLabel }
                }
                .font(.caption)
            }
        }
    }
}

/// A bar in `paint` with the value as a dot in a cut of the bar.
struct MarkerBar: View {
    let fraction: Double
    let paint: Paint
    let thickness: CGFloat
    var body: some View {
        GeometryReader { geo in
            let w = geo.size.width, t = thickness, x = t / 2 + (w - t) * fraction, cut = t + 1.5
            ZStack(alignment: .leading) {
                if x - cut > 0 { Capsule().fill(paintStyle(paint)).frame(width: x - cut, height: t).position(x: (x - cut) / 2, y: t / 2) }
                if x + cut < w { Capsule().fill(paintStyle(paint)).frame(width: w - x - cut, height: t).position(x: (x + cut + w) / 2, y: t / 2) }
                Circle().fill(paintStyle(paint)).frame(width: t, height: t).position(x: x, y: t / 2)
            }
        }
    }
}
