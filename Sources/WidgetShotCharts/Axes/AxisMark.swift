import Foundation
import WidgetShotUI

/// One kind of mark drawn for each value of an axis — Swift Charts' `AxisMark`:
/// `AxisGridLine`, `AxisTick`, `AxisValueLabel`.
/// https://developer.apple.com/documentation/charts/axismark
public protocol AxisMark {}

/// What an axis mark draws for one value.
/// `offset` is what `AxisMark.offset(x:y:)` moved the gridline, tick or label by, in points.
enum AxisMarkComponent {
    case gridLine(centered: Bool?, stroke: StrokeStyle?, style: AnyShapeStyle?, offset: CGSize = .zero)
    case tick(centered: Bool?, length: AxisTick.Length, stroke: StrokeStyle?, style: AnyShapeStyle?, offset: CGSize = .zero)
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
    var orientation: AxisValueLabelOrientation = .automatic
    var collisionResolution: AxisValueLabelCollisionResolution = .automatic
    /// Moves the drawn label (not the space the axis keeps for it), as `offset(x:y:)` asks.
    var offset: CGSize = .zero
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
    /// https://developer.apple.com/documentation/charts/axistick/length
    public struct Length {
        enum Kind { case automatic, points(CGFloat), label(extendPastBy: CGFloat), longestLabel(extendPastBy: CGFloat) }
        let kind: Kind
        /// The axis's usual length.
        public static var automatic: Length { Length(kind: .automatic) }
        /// Out to the far side of the tick's own label.
        public static var label: Length { label(extendPastBy: 0) }
        /// Out to the far side of the tick's own label, and `extendPastBy` points further.
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(kind: .label(extendPastBy: extendPastBy)) }
        /// Out to the far side of the axis's longest label.
        public static var longestLabel: Length { longestLabel(extendPastBy: 0) }
        /// Out to the far side of the axis's longest label, and `extendPastBy` points further.
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { Length(kind: .longestLabel(extendPastBy: extendPastBy)) }
    }
    let centered: Bool?
    let length: Length
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?
    /// A tick of `length` (points) drawn with `stroke`.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.centered = centered; self.length = Length(kind: .points(length)); self.stroke = stroke
    }
    /// A tick of the axis's usual length, or out to the labels.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered; self.length = length; self.stroke = stroke
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
        spec = AxisLabelSpec(centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                             orientation: orientation, collisionResolution: collisionResolution)
    }
    /// The value formatted with `format` (`.dateTime.weekday()`, `.number.precision(…)`), in the render's locale.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisLabelSpec(text: { datum, env in
            guard let input = PlotDatumConversion.value(datum, as: Format.FormatInput.self) else { return Text(verbatim: datum.label) }
            return Text(verbatim: AxisLabelFormatting.format(input, with: format, environment: env))
        }, centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
           orientation: orientation, collisionResolution: collisionResolution)
    }
    /// A fixed string.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        let s = String(title)
        spec = AxisLabelSpec(text: { _, _ in Text(verbatim: s) }, centered: centered, anchor: anchor,
                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                             orientation: orientation, collisionResolution: collisionResolution)
    }
    /// A localized key.
    public init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(text: { _, _ in Text(key) }, centered: centered, anchor: anchor,
                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                             orientation: orientation, collisionResolution: collisionResolution)
    }
    /// A view (usually a `Text`).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = AxisLabelSpec(content: AnyView(content()), centered: centered, anchor: anchor,
                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                             orientation: orientation, collisionResolution: collisionResolution)
    }
    var components: [AxisMarkComponent] { [.label(spec)] }
}

/// How colliding labels resolve — Swift Charts' `AxisValueLabelCollisionResolution`.
/// https://developer.apple.com/documentation/charts/axisvaluelabelcollisionresolution
public struct AxisValueLabelCollisionResolution {
    enum Kind: Equatable { case automatic, greedy(minimumSpacing: CGFloat), disabled, truncate(maximumWidth: CGFloat?) }
    let kind: Kind
    /// Labels that would overlap their neighbour (or leave the chart) are dropped.
    public static var automatic: AxisValueLabelCollisionResolution { .init(kind: .automatic) }
    /// Labels are kept in order while they leave `minimumSpacing` points to the previous one.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        .init(kind: .greedy(minimumSpacing: minimumSpacing))
    }
    /// Every label is drawn, overlapping or not.
    public static var disabled: AxisValueLabelCollisionResolution { .init(kind: .disabled) }
    /// Every label is drawn, truncated to `maximumWidth` points (nil: the distance between values).
    public static func truncate(maximumWidth: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .init(kind: .truncate(maximumWidth: maximumWidth)) }
}

/// A label's orientation — Swift Charts' `AxisValueLabelOrientation`.
/// https://developer.apple.com/documentation/charts/axisvaluelabelorientation
public struct AxisValueLabelOrientation: CustomStringConvertible {
    enum Kind: Equatable { case automatic, horizontal, vertical, verticalReversed }
    let kind: Kind
    /// Horizontal (WidgetShot does not turn colliding labels on its own: they are dropped).
    public static var automatic: AxisValueLabelOrientation { .init(kind: .automatic) }
    /// A horizontal label.
    public static var horizontal: AxisValueLabelOrientation { .init(kind: .horizontal) }
    /// A vertical label, reading top down.
    public static var vertical: AxisValueLabelOrientation { .init(kind: .vertical) }
    /// A vertical label, reading bottom up.
    public static var verticalReversed: AxisValueLabelOrientation { .init(kind: .verticalReversed) }
    /// The orientation's name.
    public var description: String { "\(kind)" }
    /// The clockwise turn of the label (nil: none).
    var rotation: Angle? {
        switch kind {
        case .vertical: return .degrees(90)
        case .verticalReversed: return .degrees(-90)
        default: return nil
        }
    }
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
