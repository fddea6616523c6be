import Foundation

/// A progress indicator — SwiftUI's `ProgressView`, drawn by the `progressViewStyle` in the
/// environment. On iOS a determinate one is a 4 pt capsule bar in the tint over the system fill;
/// an indeterminate one is the activity spinner, which widgets show frozen (linted).
///
/// `ProgressView(timerInterval:countsDown:)` shows the fraction of the interval at the moment of
/// the render: `EnvironmentValues.renderDate` (a widget entry's date; the machine clock only when
/// never set), the same "now" `Text(timerInterval:)` counts from.
///
/// ```swift
/// ProgressView(value: 0.4) { Text("Uploading") } currentValueLabel: { Text("40%") }
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ProgressView().progressViewStyle(.circular)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The interval and direction of a timer progress view (its fraction depends on the render date).
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A determinate progress view with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view over a date interval: the fraction elapsed (or remaining, counting down)
    /// at the moment of the render.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: 0, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }

    /// The fraction a timer progress view shows at `now`: elapsed (or left, counting down) over the interval.
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = now.timeIntervalSince(interval.lowerBound)
        let f = total > 0 && elapsed.isFinite ? min(max(elapsed / total, 0), 1) : 1
        return countsDown ? 1 - f : f
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value / total) : 0
    }

    @Environment(\.progressViewStyle) private var style
    @Environment(\.renderDate) private var renderDate
    @Environment(\.labelsVisibility) private var labelsVisibility

    public var body: some View {
        func slot<V: View>(_ v: V?) -> _StyleSlot? { v.flatMap { isEmptyView(V.self) ? nil : _StyleSlot($0) } }
        let shown = timer.map { Self.timerFraction($0.interval, countsDown: $0.countsDown, at: renderDate) } ?? fraction
        let labels = labelsVisibility != .hidden
        return style.makeBody(ProgressViewStyleConfiguration(fractionCompleted: shown, label: labels ? slot(label) : nil,
                                                             currentValueLabel: labels ? slot(currentValueLabel) : nil))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner on iOS).
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    /// A determinate progress view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
    /// A progress view for a `Progress`: its `fractionCompleted`, or a spinner while it is
    /// indeterminate. (SwiftUI also writes the progress's localized description under the bar;
    /// WidgetShot draws the bar only.)
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
    /// A determinate progress view with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a localized title.
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }
    /// An indeterminate progress view with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }
    /// A determinate progress view with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    /// A determinate progress view with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer progress view with a label; the current value shows the time left (or elapsed).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label,
                  currentValueLabel: { DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown) })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer progress view.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
    }
}

/// The time left (counting down) or elapsed in a timer progress view, as a timer ("4:05",
/// "1:02:03") at the moment of the render.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    @Environment(\.renderDate) private var now
    public var body: some View {
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
        let total = Int(min(max(seconds.isFinite ? seconds : 0, 0), interval.upperBound.timeIntervalSince(interval.lowerBound)).rounded(.down))
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        return Text(h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)).monospacedDigit()
    }
}

/// What a `ProgressViewStyle` receives.
public struct ProgressViewStyleConfiguration {
    /// The label view.
    public typealias Label = _StyleSlot
    /// The current-value label view.
    public typealias CurrentValueLabel = _StyleSlot
    /// The fraction completed, 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// A way to draw every `ProgressView` in a view — SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// The progress and labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Draws a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle()) }

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.progressViewStyle = AnyProgressViewStyle(style) })
    }
}
