import Foundation
import WidgetShotUI

/// One kind of mark drawn for each value of an axis — Swift Charts' `AxisMark`:
/// `AxisGridLine`, `AxisTick`, `AxisValueLabel`.
/// https://developer.apple.com/documentation/charts/axismark
public protocol AxisMark {}

/// What an axis mark draws for one value.
enum AxisMarkComponent {
    case gridLine(centered: Bool?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelSpec)
}

/// A value label as asked for.
struct AxisLabelSpec {
    /// The text, or nil for the axis's default format of the value.
    var text: ((PlotDatum, EnvironmentValues) -> Text)?
    var content: AnyView?
    var centered: Bool?
    var anchor: UnitPoint?
    var font: Font?
    var style: AnyShapeStyle?
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
}

/// Marks that produce components (the primitives and their modified forms).
protocol AxisMarkComponents { var components: [AxisMarkComponent] { get } }

/// A gridline across the plot at the value — Swift Charts' `AxisGridLine`.
/// https://developer.apple.com/documentation/charts/axisgridline
public struct AxisGridLine: AxisMark, AxisMarkComponents {
    let centered: Bool?
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?
    /// A gridline (`centered`: between categories' bands; `stroke`: its line).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.centered = centered; self.stroke = stroke }
    var components: [AxisMarkComponent] { [.gridLine(centered: centered, stroke: stroke, style: style)] }
}

/// A short line outside the plot at the value — Swift Charts' `AxisTick`.
/// https://developer.apple.com/documentation/charts/axistick
public struct AxisTick: AxisMark, AxisMarkComponents {
    /// A tick's length — Swift Charts' `AxisTick.Length`.
    public struct Length {
        let points: CGFloat?
        /// The axis's usual length.
        public static var automatic: Length { Length(points: nil) }
        /// Down to the labels.
        public static var label: Length { Length(points: nil) }
        /// A length in points.
        public static func longestLabel(_ extra: CGFloat = 0) -> Length { Length(points: nil) }
    }
    let centered: Bool?
    let length: CGFloat?
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?
    /// A tick of `length` (points) drawn with `stroke`.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.centered = centered; self.length = length; self.stroke = stroke
    }
    /// A tick of the axis's usual length.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered; self.length = length.points; self.stroke = stroke
    }
    var components: [AxisMarkComponent] { [.tick(centered: centered, length: length, stroke: stroke, style: style)] }
}

/// The value's label — Swift Charts' `AxisValueLabel`.
/// https://developer.apple.com/documentation/charts/axisvaluelabel
public struct AxisValueLabel: AxisMark, AxisMarkComponents {
    var spec: AxisLabelSpec
    /// The value in the axis's default format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    /// The value formatted with `format` (`.dateTime.weekday()`, `.number.precision(…)`), in the render's locale.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisLabelSpec(text: { datum, env in
            guard let input = PlotDatumConversion.value(datum, as: Format.FormatInput.self) else { return Text(verbatim: datum.label) }
            return Text(verbatim: AxisLabelFormatting.format(input, with: format, environment: env))
        }, centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    /// A fixed string.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        let s = String(title)
        spec = AxisLabelSpec(text: { _, _ in Text(verbatim: s) }, centered: centered, anchor: anchor,
                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    /// A localized key.
    public init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(text: { _, _ in Text(key) }, centered: centered, anchor: anchor,
                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    /// A view (usually a `Text`).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = AxisLabelSpec(content: AnyView(content()), centered: centered, anchor: anchor,
                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    var components: [AxisMarkComponent] { [.label(spec)] }
}

/// How colliding labels resolve — Swift Charts' `AxisValueLabelCollisionResolution`.
public struct AxisValueLabelCollisionResolution {
    /// Labels that would overlap are dropped (every second, then every fourth…).
    public static var automatic: AxisValueLabelCollisionResolution { .init() }
    /// Labels that would overlap are dropped (greedily).
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
    /// Every label is drawn.
    public static var disabled: AxisValueLabelCollisionResolution { .init() }
    /// Truncated to fit.
    public static func truncate(maximumWidth: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .init() }
}

/// A label's orientation — Swift Charts' `AxisValueLabelOrientation` (WidgetShot draws labels horizontally).
public struct AxisValueLabelOrientation {
    /// Horizontal unless labels collide.
    public static var automatic: AxisValueLabelOrientation { .init() }
    /// Horizontal.
    public static var horizontal: AxisValueLabelOrientation { .init() }
    /// Vertical, reading up.
    public static var verticalReversed: AxisValueLabelOrientation { .init() }
    /// Vertical.
    public static var vertical: AxisValueLabelOrientation { .init() }
}

/// Formats axis label values in the render's locale, calendar and time zone.
enum AxisLabelFormatting {
    static func format<Format: FormatStyle>(_ input: Format.FormatInput, with format: Format, environment env: EnvironmentValues) -> String
    where Format.FormatOutput == String {
        if var date = format as? Date.FormatStyle {
            date.timeZone = env.timeZone
            var calendar = env.calendar
            calendar.timeZone = env.timeZone
            date.calendar = calendar
            date.locale = env.locale
            if let d = input as? Date { return date.format(d) }
        }
        return format.locale(env.locale).format(input)
    }
}
