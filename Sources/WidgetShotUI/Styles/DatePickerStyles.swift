import Foundation

/// What a `DatePickerStyle` receives — SwiftUI's `DatePickerStyleConfiguration` (iOS 16).
public struct DatePickerStyleConfiguration {
    /// The picker's label view.
    public typealias Label = _StyleSlot
    /// The picker's label (empty under `labelsHidden()`).
    public let label: Label
    /// The date shown (a constant binding in a render).
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components shown.
    public var displayedComponents: DatePickerComponents
    /// Whether the picker has a label to draw.
    let hasLabel: Bool
}

/// A way to draw every `DatePicker` in a view — SwiftUI's `DatePickerStyle`.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view a picker becomes.
    associatedtype Body: View
    /// The label, date and range.
    typealias Configuration = DatePickerStyleConfiguration
    /// Draws a picker.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default style: compact on iOS (and here on every platform).
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePickerStyle().makeBody(configuration: configuration) }
}

/// iOS's compact picker (iOS 14): the label leading, then the date and the time each in a grey
/// rounded "pill" trailing — the date in the locale's medium style ("Nov 26, 2026", "26.11.2026"),
/// the time in its short style ("9:41 AM"), as UIDatePicker formats them, in the primary label
/// colour at body size.
///
/// Apple does not document the metrics; these are guesses from iOS screenshots (UIDatePicker's
/// compact style): 11 pt horizontal and 6 pt vertical padding inside a pill, a 6 pt continuous
/// corner radius (a 34 pt tall pill with the 17 pt body font), 6 pt between the pills, and the
/// tertiary system fill behind the text.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            HStack(spacing: 0) {
                if c.hasLabel {
                    c.label
                    Spacer(minLength: 8)
                }
                HStack(spacing: 6) {
                    if c.displayedComponents.contains(.date) {
                        DatePickerPill(text: Text(verbatim: DatePickerFormats.string(c.selection, date: .medium, time: .none, env)))
                    }
                    if c.displayedComponents.showsTime {
                        DatePickerPill(text: Text(verbatim: DatePickerFormats.string(c.selection, date: .none,
                                                                                    time: DatePickerFormats.timeStyle(c.displayedComponents), env)))
                    }
                }
                .layoutPriority(1)
            }
        }
    }
}

/// One pill of the compact picker (see ``CompactDatePickerStyle`` for the guessed metrics).
struct DatePickerPill: View {
    let text: Text
    var body: some View {
        text
            .lineLimit(1)
            .foregroundStyle(.primary)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(FillShapeStyle().tertiary))
            .fixedSize()
    }
}

/// The formats a picker shows its date and time in: UIDatePicker's, the locale's date and time
/// styles (medium date: "Nov 26, 2026", "26.11.2026" in German; short time: "9:41 AM", "09:41").
enum DatePickerFormats {
    /// The short time, or the medium one (with seconds) for `hourMinuteAndSecond`.
    static func timeStyle(_ components: DatePickerComponents) -> DateFormatter.Style {
        components.contains(.hourMinuteAndSecond) ? .medium : .short
    }

    /// `date` in the environment's locale, calendar and time zone, in these styles.
    static func string(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style, _ env: EnvironmentValues) -> String {
        let formatter = DateFormatter()
        formatter.locale = env.locale
        formatter.calendar = DateText.calendar(env)
        formatter.timeZone = env.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style (compact on iOS).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date and time as text in pills; tapping opens a calendar on iOS.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar month, and the time below it.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels, one per component.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A type-erased date picker style held by the environment.
struct AnyDatePickerStyle {
    let makeBody: (DatePickerStyleConfiguration) -> AnyView
    init<S: DatePickerStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }

    func nodes(_ configuration: DatePickerStyleConfiguration, _ context: ResolveContext) -> [LayoutNode] {
        let body = context.environment.evaluating { makeBody(configuration) }
        return Resolver.nodes(body, context)
    }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = AnyDatePickerStyle(DefaultDatePickerStyle()) }

extension EnvironmentValues {
    var datePickerStyle: AnyDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.datePickerStyle = AnyDatePickerStyle(style) })
    }
}
