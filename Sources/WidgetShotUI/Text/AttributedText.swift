import Foundation

extension AttributeScopes {
    /// The SwiftUI attributes of an `AttributedString` that `Text` draws — SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes` (`font`, `foregroundColor`, `backgroundColor`,
    /// `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`), plus
    /// Foundation's `link`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// The text's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// An underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// A strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// Extra space between characters.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space between characters.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// A vertical shift from the baseline (positive is up).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// The SwiftUI attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font = .headline`, `string.foregroundColor = .red`… on an `AttributedString`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Font: @unchecked Sendable {}
extension Color: @unchecked Sendable {}

extension Text {
    /// Displays an attributed string with its SwiftUI attributes (font, colours, underline,
    /// strikethrough, kerning/tracking, baseline offset) and links (drawn in the accent colour).
    /// (Foundation on Linux has no `inlinePresentationIntent` nor `AttributedString(markdown:)`.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { r -> Run in
            var run = Run(string: String(attributedContent[r.range].characters))
            let a = r.attributes
            run.font = a[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            run.foreground = a[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            run.background = a[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            if let u = a[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] { run.underline = Decoration(isActive: true, color: u.color) }
            if let s = a[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] { run.strikethrough = Decoration(isActive: true, color: s.color) }
            run.kerning = a[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] ?? a[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            run.baselineOffset = a[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            run.isLink = a[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil
            return run
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }

    /// Displays an image inside text. A plain SF Symbol is a glyph of the symbol font at the
    /// text's size, coloured like the text; any other image (asset-catalog images, files,
    /// composed symbols such as `bell.slash`, letter and battery symbols) is drawn in a box of its
    /// own size on the line (`TextAttachment`): a bitmap stands on the baseline, a symbol is
    /// centred on the font's cap height, and a tall image makes its line taller, as on iOS.
    ///
    /// ```swift
    /// Text("Powered by \(Image("logo"))")
    /// Text(Image(systemName: "bell.slash")) + Text(" Muted")
    /// ```
    public init(_ image: Image) { self.init(inlineImage: image) }

    init(inlineImage image: Image) {
        guard case .system(let name) = image.source, let composition = SymbolComposition.resolve(name),
              case .glyph(let glyph, _) = composition.base, composition.isBaseAlone else {
            var run = Run(string: TextAttachment.character)
            run.inlineImage = image
            runs = [run]
            return
        }
        var run = Run(string: String(Character(glyph)))
        run.family = SymbolMap.fontFamily
        runs = [run]
    }
}
