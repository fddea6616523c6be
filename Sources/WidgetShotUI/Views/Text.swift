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

    /// A styled span of the text. Unset attributes (`nil`) inherit from the enclosing text's
    /// modifiers, then from the environment.
    struct Run: Equatable {
        var content: Content
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospacedDigit = false
        var monospaced = false
        /// `fontWidth(_:)`.
        var width: Font.Width?
        var foreground: Color?
        /// A `foregroundStyle` (gradients, hierarchical styles), used when `foreground` is unset.
        var style: TextStyleBox?
        /// The colour a hierarchical `style` (`.secondary`) resolves against, from an outer
        /// `foregroundColor` (`Text("x").foregroundStyle(.secondary).foregroundColor(.red)`).
        var styleBase: Color?
        var kerning: CGFloat?
        var underline: Decoration?
        var strikethrough: Decoration?
        var baselineOffset: CGFloat?
        var background: Color?
        /// A font family replacing the font's (inline SF Symbols use the symbol font).
        var family: String?
        /// A font design replacing the font's (`fontDesign(_:)`).
        var design: Font.Design?
        /// A Markdown or `AttributedString` link: drawn in the accent colour.
        var isLink = false
        /// Content that updates live on iOS (timers, relative dates).
        var isLive = false
        /// An image inside the text (`Text(Image("logo"))`); the run's string is U+FFFC.
        var inlineImage: Image?

        init(_ content: Content) { self.content = content }
        init(string: String) { content = .string(string) }

        /// Whether no attribute is set (only content): what a `Text(key)`'s own run and most
        /// runs of a localized format are. Inheriting from such a run changes nothing.
        var hasNoAttributes: Bool {
            font == nil && weight == nil && !italic && !monospacedDigit && !monospaced && width == nil && foreground == nil
                && style == nil && styleBase == nil && kerning == nil && underline == nil && strikethrough == nil
                && baselineOffset == nil && background == nil && family == nil && design == nil && !isLink && !isLive && inlineImage == nil
        }

        /// This run with the attributes it leaves unset taken from `outer`.
        func inheriting(_ outer: Run) -> Run {
            if outer.hasNoAttributes {
                // What the general path gives for an outer run without attributes (issue 21:
                // a text's resolve inherited four times from such runs, copying every field).
                guard foreground == nil && style == nil && styleBase != nil else { return self }
                var r = self
                r.styleBase = nil
                return r
            }
            var r = self
            r.font = font ?? outer.font
            r.weight = weight ?? outer.weight
            r.italic = italic || outer.italic
            r.monospacedDigit = monospacedDigit || outer.monospacedDigit
            r.monospaced = monospaced || outer.monospaced
            r.width = width ?? outer.width
            if foreground == nil && style == nil {
                r.foreground = outer.foreground
                r.style = outer.style
                r.styleBase = outer.styleBase
            } else if style != nil && styleBase == nil {
                r.styleBase = outer.foreground
            }
            r.kerning = kerning ?? outer.kerning
            r.underline = underline ?? outer.underline
            r.strikethrough = strikethrough ?? outer.strikethrough
            r.baselineOffset = baselineOffset ?? outer.baselineOffset
            r.background = background ?? outer.background
            r.family = family ?? outer.family
            r.design = design ?? outer.design
            r.isLink = isLink || outer.isLink
            r.isLive = isLive || outer.isLive
            return r
        }
    }

    /// An underline or strikethrough: whether it is drawn and its colour (`nil`: the text colour).
    struct Decoration: Equatable {
        var isActive: Bool
        var color: Color?
    }

    /// What a run shows: a fixed string, or content that depends on the environment (dates
    /// relative to the render's date, locale formats, localized strings).
    enum Content: Equatable {
        case string(String)
        case deferred(DeferredContent)
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }
    init(deferred identity: @autoclosure @escaping () -> String, live: Bool = false, _ expand: @escaping (EnvironmentValues) -> [Run]) {
        runs = [Run(.deferred(DeferredContent(identity: identity(), isLive: live, expand: expand)))]
    }

    /// Creates text from a string without localization or Markdown.
    public init(verbatim content: String) { runs = [Run(string: content)] }
    /// Creates text from a string, shown as written (no localization, no Markdown — as SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    /// Creates text from a localized string key: looked up in `LocalizedStrings.shared` for the
    /// environment's locale (the key itself when missing, as iOS), interpolations formatted with
    /// the locale, then inline Markdown applied (`**bold**`, `*italic*`, `` `code` ``, `~~strike~~`,
    /// `[links](…)`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(deferred: "key:\(tableName ?? ""):\(key.identity)") { env in key.runs(table: tableName, in: env) }
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    /// The whole text as a plain string (environment-dependent content resolved with defaults).
    var plainString: String { flattened(in: EnvironmentValues()).map(\.string).joined() }
    /// The text's characters without styling (for names and descriptions).
    public var plainText: String { plainString }

    /// The runs with every deferred content expanded for `env`; each carries its own string.
    func flattened(in env: EnvironmentValues) -> [(run: Run, string: String)] {
        var result: [(run: Run, string: String)] = []
        Self.appendFlattened(runs, in: env, to: &result)
        return result
    }

    /// Appends the flattened `runs` to `result`: a deferred run's expansion (itself flattened)
    /// inherits the run's attributes and liveness. One array for the whole text, not one per run
    /// and level (issue 21).
    private static func appendFlattened(_ runs: [Run], in env: EnvironmentValues, to result: inout [(run: Run, string: String)]) {
        for run in runs {
            switch run.content {
            case .string(let s): result.append((run, s))
            case .deferred(let d):
                let start = result.count
                appendFlattened(d.expand(env), in: env, to: &result)
                if run.hasNoAttributes && !d.isLive {
                    // Nothing to inherit (see `Run.inherit`): no run is copied.
                    for i in start..<result.count where result[i].run.losesStyleBaseFromPlainOuter { result[i].run.styleBase = nil }
                } else {
                    for i in start..<result.count {
                        var r = result[i].run.inheriting(run)
                        r.isLive = r.isLive || d.isLive
                        result[i].run = r
                    }
                }
            }
        }
    }

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
    /// Uses the monospaced variant of the font.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? modified { $0.monospaced = true } : self }
    public func foregroundColor(_ color: Color?) -> Text {
        modified {
            if $0.foreground == nil && $0.style == nil { $0.foreground = color } else if $0.style != nil && $0.styleBase == nil { $0.styleBase = color }
        }
    }
    /// Sets the text's foreground style (colours, gradients, `.secondary`…), keeping it a `Text`
    /// so it can be concatenated with `+`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modified { if $0.foreground == nil && $0.style == nil { $0.style = TextStyleBox(AnyShapeStyle(style), identity: "\(style)") } }
    }
    /// Sets the font design (`.rounded`, `.serif`, `.monospaced`) of the text's font.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return modified { if $0.design == nil { $0.design = design } }
    }
    public func kerning(_ kerning: CGFloat) -> Text { modified { if $0.kerning == nil { $0.kerning = kerning.isFinite ? kerning : 0 } } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// Underlines the text (every pattern is drawn solid).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { if $0.underline == nil { $0.underline = Decoration(isActive: isActive, color: color) } }
    }
    /// Strikes the text through (every pattern is drawn solid).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { if $0.strikethrough == nil { $0.strikethrough = Decoration(isActive: isActive, color: color) } }
    }
    public func baselineOffset(_ offset: CGFloat) -> Text {
        modified { if $0.baselineOffset == nil { $0.baselineOffset = offset.isFinite ? offset : 0 } }
    }

    /// Concatenates two texts, keeping each one's styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.runs += rhs.runs
        return t
    }
}

/// A shape style in a text run, compared by its description.
struct TextStyleBox: Equatable {
    let style: AnyShapeStyle
    let identity: String
    init(_ style: AnyShapeStyle, identity: String) {
        self.style = style
        self.identity = identity
    }
    static func == (l: Self, r: Self) -> Bool { l.identity == r.identity }
}

/// Content of a `Text` run that is computed from the environment when the text is resolved.
/// `identity` stands for the inputs (texts compare equal when their identities do); it is
/// computed only when texts are compared.
struct DeferredContent: Equatable {
    private let makeIdentity: () -> String
    var identity: String { makeIdentity() }
    /// Whether iOS updates this content live (timers, relative dates): such text takes the
    /// whole proposed width in widgets.
    var isLive = false
    let expand: (EnvironmentValues) -> [Text.Run]
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    init(identity: @autoclosure @escaping () -> String, isLive: Bool = false, expand: @escaping (EnvironmentValues) -> [Text.Run]) {
        makeIdentity = identity
        self.isLive = isLive
        self.expand = expand
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
        /// The underline colour (`nil`: the text colour).
        public var underlineColor: RGBA? = nil
        /// The strikethrough colour (`nil`: the text colour).
        public var strikethroughColor: RGBA? = nil
        /// The colour behind the run (`AttributedString.backgroundColor`).
        public var background: RGBA? = nil
        /// The image the run shows in place of its one character (U+FFFC), if any.
        public var attachment: TextAttachment? = nil
    }
    public var runs: [Run]
    public var lineLimit: Int?
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    public var minimumScaleFactor: CGFloat
    public var lineSpacing: CGFloat
    public var redactionReasons: RedactionReasons
    public var displayScale: CGFloat
    /// Whether the text may tighten its letter spacing before truncating (`allowsTightening`).
    public var allowsTightening = false
    /// Whether the text takes the whole proposed width, as live dates (`.timer`, `.relative`,
    /// `.offset`, `Text(timerInterval:)`, `TimeDataSource`) do in iOS widgets, its lines aligned
    /// in it by `multilineTextAlignment`.
    public var fillsWidth = false
    /// The number of lines the text is at least as tall as (`lineLimit(_:reservesSpace:)`).
    public var reservedLines: Int?
    /// The environment locale's identifier (picks CJK glyph forms); `nil` is English.
    public var language: String? = nil
    /// `\.layoutDirection`: which side `.leading` alignment means, and the paragraph direction
    /// of text without strong directional characters.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `\._lineHeightMultiple` (0: natural line heights).
    public var lineHeightMultiple: CGFloat = 0

    /// The text as a plain string.
    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    /// What a `TextMeasurer` is asked to lay out for this text.
    public var request: TextLayoutRequest {
        TextLayoutRequest(
            runs: runs.map {
                TextRun(string: $0.string, font: $0.font, kerning: $0.kerning, baselineOffset: $0.baselineOffset, attachment: $0.attachment?.box)
            },
            lineLimit: lineLimit, truncationMode: truncationMode, alignment: alignment, minimumScaleFactor: minimumScaleFactor,
            lineSpacing: lineSpacing, displayScale: displayScale, allowsTightening: allowsTightening, language: language,
            layoutDirection: layoutDirection, lineHeightMultiple: lineHeightMultiple)
    }
}
