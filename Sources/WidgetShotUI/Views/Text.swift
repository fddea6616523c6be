import Foundation

/// A view that displays one or more lines of read-only text — SwiftUI's `Text`.
///
/// Sizing (`swiftui-layout` §2.4): the ideal size is the unwrapped text; a width proposal wraps
/// it; `lineLimit` and the proposed height limit the lines; the answer is rounded up to the pixel
/// grid.
///
/// ```swift
/// Text("每日推荐").font(.system(size: 15)).fontWeight(.medium)
/// Text(verbatim: "v1.0")
/// Text("Gate \(gate)") + Text(" · on time").foregroundColor(.green)
/// ```
public struct Text: View, Equatable, PrimitiveView {
    /// How text is shortened when it does not fit.
    public enum TruncationMode: String, Hashable, Sendable { case head, tail, middle }

    /// A styled span of the text.
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospacedDigit = false
        var foreground: Color?
        var kerning: CGFloat = 0
        var underline = false
        var strikethrough = false
        var baselineOffset: CGFloat = 0
    }
    var runs: [Run]

    /// Creates text from a string without localization.
    public init(verbatim content: String) { runs = [Run(string: content)] }
    /// Creates text from a string.
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    /// Creates text from a localized string key (shown as written: WidgetShot has no string tables).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.resolved)]
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    /// The whole text as a plain string.
    var plainString: String { runs.map(\.string).joined() }
    /// The text's characters without styling (for names and descriptions).
    public var plainText: String { plainString }

    func modified(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { modified { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { modified { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { modified { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { modified { if $0.foreground == nil { $0.foreground = color } } }
    public func kerning(_ kerning: CGFloat) -> Text { modified { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.strikethrough = isActive } }
    public func baselineOffset(_ offset: CGFloat) -> Text { modified { $0.baselineOffset = offset } }

    /// Concatenates two texts, keeping each one's styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.runs += rhs.runs
        return t
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let resolved = resolve(in: env)
        let layout = TextLeafLayout(text: resolved, measurer: context.services.textMeasurer, pixel: env.pixelLength)
        return [LayoutNode(layout, content: .text(resolved))]
    }

    func resolve(in env: EnvironmentValues) -> ResolvedText {
        let overrides = env.textStyleOverrides
        let runs = runs.map { run -> ResolvedText.Run in
            var font = (run.font ?? env.font ?? .body).resolve(dynamicTypeSize: env.dynamicTypeSize)
            if let w = run.weight ?? overrides.weight { font.weight = w }
            if run.italic || overrides.italic { font.italic = true }
            if run.monospacedDigit || overrides.monospacedDigit { font.monospacedDigit = true }
            let paint = run.foreground.map { Paint.color($0.resolve(in: env)) } ?? ForegroundStyle().paint(in: env)
            return ResolvedText.Run(
                string: run.string, font: font, paint: paint, kerning: run.kerning, underline: run.underline,
                strikethrough: run.strikethrough, baselineOffset: run.baselineOffset)
        }
        return ResolvedText(
            runs: runs, lineLimit: env.lineLimit, truncationMode: env.truncationMode, alignment: env.multilineTextAlignment,
            minimumScaleFactor: env.minimumScaleFactor, lineSpacing: env.lineSpacing, redactionReasons: env.redactionReasons,
            displayScale: env.displayScale)
    }
}

/// A text with every attribute resolved against its environment: what layout measures and a
/// renderer draws.
public struct ResolvedText: Hashable {
    public struct Run: Hashable {
        public var string: String
        public var font: ResolvedFont
        public var paint: Paint
        public var kerning: CGFloat
        public var underline: Bool
        public var strikethrough: Bool
        public var baselineOffset: CGFloat
    }
    public var runs: [Run]
    public var lineLimit: Int?
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    public var minimumScaleFactor: CGFloat
    public var lineSpacing: CGFloat
    public var redactionReasons: RedactionReasons
    public var displayScale: CGFloat

    /// The text as a plain string.
    public var string: String { runs.map(\.string).joined() }

    /// What a `TextMeasurer` is asked to lay out for this text.
    public var request: TextLayoutRequest {
        TextLayoutRequest(
            runs: runs.map { TextRun(string: $0.string, font: $0.font) }, lineLimit: lineLimit, truncationMode: truncationMode,
            alignment: alignment, minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing, displayScale: displayScale)
    }
}

/// A string key for `Text`, built from a literal with interpolations.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let resolved: String
    public init(_ value: String) { resolved = value }
    public init(stringLiteral value: String) { resolved = value }
    public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

    /// Builds the key's string from literal segments and values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        public mutating func appendInterpolation(_ value: String) { output += value }
        public mutating func appendInterpolation(_ text: Text) { output += text.plainString }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int(clamping: value))
        }
    }
}

/// Layout of a `Text` leaf: measured through the `TextMeasurer`, rounded up to pixels.
struct TextLeafLayout: LayoutBehavior {
    let text: ResolvedText
    let measurer: any TextMeasurer
    let pixel: CGFloat
    var kind: String { "Text" }

    func measurement(_ p: ProposedViewSize) -> TextMeasurement {
        // §2.4: nil means unlimited; 0 is clamped to the least non-zero width.
        let width = p.width.map { $0 == .infinity ? nil : max($0, .leastNonzeroMagnitude) } ?? nil
        let height = p.height.map { $0 == .infinity ? nil : $0 } ?? nil
        return measurer.measure(text.request, width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        let m = measurement(proposal).size
        return CGSize(width: PixelRounding.up(m.width, pixel: pixel), height: PixelRounding.up(m.height, pixel: pixel))
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            return PixelRounding.nearest(measurement(proposal).firstBaseline, pixel: pixel)
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            return PixelRounding.up(measurement(proposal).lastBaseline, pixel: pixel)
        }
        return nil
    }

    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? {
        [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
    }

    /// §3.2 text spacing, from the largest font metrics among the runs (as OpenSwiftUI's
    /// `maxFontMetrics`).
    func spacing(children: [LayoutNode]) -> ViewSpacing {
        let metrics = text.runs.map { measurer.metrics(for: $0.font) }
        guard let m = metrics.max(by: { $0.lineHeight < $1.lineHeight }) else { return ViewSpacing() }
        return .text(metrics: m, pixel: pixel)
    }
}
