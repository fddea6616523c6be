import Foundation

/// The platform's style: a linear bar when determinate, a spinner when not (iOS; also in widgets,
/// where only an explicit `.circular` style becomes a gauge).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            EnvironmentReader { env in CircularProgressViewStyle().appBody(configuration, env) }
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar: UIProgressView's look, 4 pt high with round ends, the tint over the system fill; the
/// label above and the current value below in secondary caption text. Indeterminate: the empty
/// track (iOS animates it; linted).
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: 4) {
                if let label = c.label { label }
                GeometryReader { geo in
                    ZStack(alignment: .leading) {
                        Capsule().fill(paintStyle(FillShapeStyle().paint(in: env)))
                        if let f = c.fractionCompleted, f > 0 {
                            Capsule().fill(paintStyle(env.tintPaint)).frame(width: geo.size.width * f)
                        }
                    }
                }
                .frame(height: 4)
                .modifier(MotionModifier(note: c.fractionCompleted == nil ? "indeterminate ProgressView (widgets do not animate it): drawn as an empty bar" : nil))
                if let current = c.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}

/// In widgets (and Live Activities): the `accessoryCircularCapacity` gauge — a closed ring filled
/// to the fraction around the current-value label (else the label), empty when indeterminate. Apple:
/// "On watchOS, and in widgets and complications, a circular progress view appears as a gauge with
/// the accessoryCircularCapacity style. If the progress view is indeterminate, the gauge is empty."
/// (https://developer.apple.com/documentation/swiftui/circularprogressviewstyle).
///
/// In an app screen: the activity spinner when indeterminate (eight spokes of
/// UIActivityIndicatorView's medium style, 20 pt, drawn frozen and linted); when determinate a 20 pt
/// ring — track in the system fill, progress in the tint clockwise from the top (our choice: Apple
/// does not document the determinate circular look in an iOS app). The label goes below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            if env.drawsCircularProgressAsGauge {
                AccessoryCircularCapacityGaugeStyle().makeBody(configuration: GaugeStyleConfiguration(
                    value: c.fractionCompleted ?? 0, label: c.label ?? _StyleSlot(EmptyView()), currentValueLabel: c.currentValueLabel))
            } else {
                appBody(c, env)
            }
        }
    }

    @ViewBuilder
    func appBody(_ c: Configuration, _ env: EnvironmentValues) -> some View {
        VStack(spacing: 8) {
            if let f = c.fractionCompleted {
                ZStack {
                    Circle().inset(by: 1.75).stroke(paintStyle(FillShapeStyle().paint(in: env)), lineWidth: 3.5)
                    if f > 0 {
                        ArcShape(startDegrees: -90, endDegrees: -90 + 360 * f)
                            .stroke(paintStyle(env.tintPaint), style: StrokeStyle(lineWidth: 3.5, lineCap: .round))
                    }
                }
                .frame(width: 20, height: 20)
            } else {
                Spinner()
                    .modifier(MotionModifier(note: "indeterminate ProgressView (spinners do not animate in widgets)"))
            }
            if let label = c.label { label.foregroundStyle(.secondary) }
        }
    }
}

private struct CircularProgressAsGaugeKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether circular progress views draw as SwiftUI draws them in widgets, complications and
    /// Live Activities (an `accessoryCircularCapacity` gauge): set by WidgetShotKit's chrome.
    package var drawsCircularProgressAsGauge: Bool {
        get { self[CircularProgressAsGaugeKey.self] }
        set { self[CircularProgressAsGaugeKey.self] = newValue }
    }
}

/// Eight grey spokes with fading opacity, as a frame of the iOS spinner.
struct Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { i in
                Capsule().fill(Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
                    .frame(width: 2.5, height: 5.5)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(i) * 45))
                    .opacity(1 - Double(i) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring when determinate.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
