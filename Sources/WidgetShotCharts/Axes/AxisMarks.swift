import Foundation
import WidgetShotUI

/// The content of a chart axis — Swift Charts' `AxisContent` (`AxisMarks`, several of them).
/// https://developer.apple.com/documentation/charts/axiscontent
public protocol AxisContent {}

/// Axis marks as the chart draws them.
struct ResolvedAxisMarks {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues
    var stroke: StrokeStyle?
    /// The components for a value; nil draws the axis's default marks.
    var content: ((AxisValue) -> [AxisMarkComponent])?
    /// The default marks' label text (`AxisMarks(format:…)`); nil: the axis's default format.
    var labelText: ((PlotDatum, EnvironmentValues) -> Text)? = nil
}

protocol AxisContentParts { var parts: [ResolvedAxisMarks] { get } }

/// Marks along an axis: a gridline, tick and label per value — Swift Charts' `AxisMarks`.
/// https://developer.apple.com/documentation/charts/axismarks
public struct AxisMarks<Content: AxisMark>: AxisContent, AxisContentParts {
    let resolved: ResolvedAxisMarks
    var parts: [ResolvedAxisMarks] { [resolved] }

    /// Marks drawn by `content` for each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: values, stroke: nil,
                                     content: { AxisMarkGroup.components(of: content($0)) })
    }
    /// Marks drawn by `content` for each of `values` (an explicit list).
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Values.Element: Plottable {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: .init(kind: .explicit(values.map { PlotDatum($0) })), stroke: nil,
                                     content: { AxisMarkGroup.components(of: content($0)) })
    }
    /// Marks drawn by `content`, the same for each of `values` (a closure that does not read the value).
    /// https://developer.apple.com/documentation/charts/axismarks/init(preset:position:values:content:)-6b1jq
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> Content) {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: values, stroke: nil,
                                     content: { _ in AxisMarkGroup.components(of: content()) })
    }
    /// Marks drawn by `content`, the same for each of `values` (an explicit list).
    /// https://developer.apple.com/documentation/charts/axismarks/init(preset:position:values:content:)-4a4x7
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping () -> Content) {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: .init(kind: .explicit(values.map { PlotDatum($0) })), stroke: nil,
                                     content: { _ in AxisMarkGroup.components(of: content()) })
    }
}

extension AxisMarks where Content == AxisMarkGroup {
    /// The axis's default marks for each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: values, stroke: stroke, content: nil)
    }
    /// The axis's default marks for each of `values` (an explicit list).
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
                                  stroke: StrokeStyle? = nil) where Values.Element: Plottable {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: .init(kind: .explicit(values.map { PlotDatum($0) })),
                                     stroke: stroke, content: nil)
    }
}

extension AxisMarks where Content == AxisMarkGroup {
    /// The axis's default marks for each of `values`, labelled with `format` in the render's
    /// locale — Swift Charts' `init(format:preset:position:values:stroke:)`:
    ///
    /// ```swift
    /// .chartXAxis { AxisMarks(format: .dateTime.hour(), preset: .aligned, values: .automatic(desiredCount: 4)) }
    /// ```
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: values, stroke: stroke, content: nil,
                                     labelText: AxisValueLabel(format: format).spec.text)
    }
    /// The axis's default marks for each of `values` (an explicit list), labelled with `format`.
    public init<Value: Plottable, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                       values: [Value], stroke: StrokeStyle? = nil)
    where Value == Format.FormatInput, Format.FormatOutput == String {
        resolved = ResolvedAxisMarks(preset: preset, position: position, values: .init(kind: .explicit(values.map { PlotDatum($0) })),
                                     stroke: stroke, content: nil, labelText: AxisValueLabel(format: format).spec.text)
    }
}

/// Builds axis content from several `AxisMarks` — Swift Charts' `AxisContentBuilder`.
/// https://developer.apple.com/documentation/charts/axiscontentbuilder
@resultBuilder
public enum AxisContentBuilder {
    /// One piece of axis content, as a group.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentGroup { AxisContentGroup(parts: AxisContentGroup.parts(of: content)) }
    /// The content of a block, in order (none: an axis with nothing drawn).
    public static func buildBlock(_ content: AxisContentGroup...) -> AxisContentGroup { AxisContentGroup(parts: content.flatMap(\.parts)) }
    /// The content of an `if` without `else`.
    public static func buildOptional(_ content: AxisContentGroup?) -> AxisContentGroup { content ?? AxisContentGroup(parts: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisContentGroup) -> AxisContentGroup { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisContentGroup) -> AxisContentGroup { second }
    /// An `if #available`.
    public static func buildLimitedAvailability(_ content: AxisContentGroup) -> AxisContentGroup { content }
}

/// Several `AxisMarks` of one axis.
public struct AxisContentGroup: AxisContent, AxisContentParts {
    let parts: [ResolvedAxisMarks]
    static func parts(of content: any AxisContent) -> [ResolvedAxisMarks] { (content as? any AxisContentParts)?.parts ?? [] }
}
