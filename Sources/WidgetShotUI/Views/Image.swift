import Foundation

/// A view that displays an image — SwiftUI's `Image`.
///
/// Sizing (`swiftui-layout` §2.5): fixed at its intrinsic size (pixels ÷ image scale) unless
/// `resizable()`, which takes the proposal per axis (falling back to the intrinsic size).
///
/// ```swift
/// Image("cover").resizable().scaledToFill().frame(width: 64, height: 64).clipped()
/// Image(systemName: "play.fill")
/// Image(contentsOfFile: "/path/to/logo.png")
/// ```
// Sendable as SwiftUI's `Image` is (Core Transferable's `Transferable` refines `Sendable`): its
// sources are value descriptions; the few reference types it holds are never mutated after init.
public struct Image: View, Equatable, PrimitiveView, @unchecked Sendable {
    /// Where the pixels come from.
    public enum Source: Hashable {
        /// An asset-catalog image by name.
        case named(String)
        /// An SF Symbol by name.
        case system(String)
        /// An image file.
        case file(URL)
        /// Decoded pixels in memory (`Image(uiImage:)`, images made from `Data`).
        case bitmap(BitmapImage)
    }

    /// How a template image is coloured.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Image interpolation quality.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a resizable image fills extra space.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var label: String?
    var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// `symbolRenderingMode(_:)` on the image (`nil`: not set, the environment's applies).
    var symbolRenderingMode: SymbolRenderingMode??
    /// `Image(systemName:variableValue:)`'s value, clamped to 0…1.
    var variableValue: Double?

    /// An image from the app's asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An image from the asset catalog with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name)
        self.label = label.plainString
    }
    /// An image that is ignored by accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An SF Symbol.
    public init(systemName: String) { source = .system(systemName) }
    /// An image read from a PNG or JPEG file.
    public init(contentsOfFile path: String) { source = .file(URL(fileURLWithPath: path)) }
    /// An image read from a file URL.
    public init(fileURL: URL) { source = .file(fileURL) }
    init(source: Source) { self.source = source }

    /// Makes the image stretch to fill the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }
    /// Draws the image as a template tinted by the foreground style, or in its own colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
    /// Sets the interpolation quality used when the image is scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }
    /// Accepted for source compatibility.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// How the image is drawn in the accented rendering mode (default: desaturated, or tinted in
    /// the accent group).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var copy = self
        copy.accentedRenderingMode = mode
        return copy
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let (resolved, symbolMetrics) = resolved(in: env, services: context.services,
                                                 symbolFont: (env.font ?? .body).resolve(dynamicTypeSize: env.dynamicTypeSize))
        let source = resolved.source
        let layout = ImageLeafLayout(image: resolved, symbolMetrics: symbolMetrics, pixel: env.pixelLength)
        let node = LayoutNode(layout, content: .image(resolved))
        if case .system(let name) = source, env.layoutDirection == .rightToLeft, SymbolMirroring.mirrors(name) {
            node.effects.append(.scale(CGSize(width: -1, height: 1), anchor: .center))
        }
        return [node]
    }

    /// The image's source, size and paints for `env`. SF Symbols and custom symbols are sized
    /// for `symbolFont` (the environment's font for an `Image` view; the run's font for an image
    /// inside a `Text`).
    func resolved(in env: EnvironmentValues, services: LayoutServices, symbolFont: @autoclosure () -> ResolvedFont) -> (ResolvedImage, symbolMetrics: FontMetrics?) {
        var source = self.source
        if case .system(let name) = source, env.symbolVariants != .none {
            source = .system(env.symbolVariants.apply(to: name) { SymbolComposition.isKnown($0) })
        }
        var intrinsic: CGSize?
        var symbolMetrics: FontMetrics?
        var isCustomSymbol = false
        if case .system(let name) = source {
            let font = symbolFont()
            var scaled = font
            scaled.size = font.size * env.imageScale.symbolFactor
            intrinsic = services.textMeasurer.symbolSize(named: name, font: scaled)
            symbolMetrics = services.textMeasurer.metrics(for: font)
        } else if case .named(let name) = source, let widthPerPoint = services.imageSizer.customSymbolWidthPerPoint(named: name) {
            // A custom symbol (`.symbolset`) sizes and aligns like an SF Symbol of the font,
            // as wide as its template's margins.
            let font = symbolFont()
            var scaled = font
            scaled.size = font.size * env.imageScale.symbolFactor
            intrinsic = services.textMeasurer.symbolSize(named: name, font: scaled).map { CGSize(width: scaled.size * widthPerPoint, height: $0.height) }
            symbolMetrics = services.textMeasurer.metrics(for: font)
            isCustomSymbol = true
        } else {
            intrinsic = services.imageSizer.intrinsicSize(of: source, environment: env)
        }
        // Symbols are templates; a custom symbol with `.renderingMode(.original)` has no colours
        // of its own in a monochrome template, so it stays tinted too.
        var isTemplate = renderingMode == .template || isCustomSymbol || (renderingMode == nil && isSymbol)
        if renderingMode == nil, case .named(let name) = source, services.imageSizer.rendersAsTemplate(named: name) { isTemplate = true }
        var tint = isTemplate ? ForegroundStyle().paint(in: env) : nil
        var secondaryTint: Paint?
        if case .system(let name) = source {
            // `.renderingMode(.original)` shows a symbol's multicolor variant.
            let mode = renderingMode == .original ? .multicolor : symbolRenderingMode ?? env.symbolRenderingMode
            (tint, secondaryTint) = SymbolLayers.paints(symbol: name, mode: mode, environment: env)
        }
        let resolved = ResolvedImage(
            source: source, intrinsicSize: intrinsic ?? .zero, isMissing: intrinsic == nil, isResizable: isResizable,
            capInsets: capInsets,
            tint: tint,
            interpolation: interpolation, redactionReasons: env.redactionReasons, accentedRenderingMode: accentedRenderingMode,
            secondaryTint: secondaryTint, variableValue: variableValue, colorScheme: env.colorScheme)
        return (resolved, symbolMetrics)
    }

    var isSymbol: Bool { if case .system = source { return true } else { return false } }
}

/// An image with its intrinsic size and drawing attributes resolved.
public struct ResolvedImage: Hashable {
    public var source: Image.Source
    /// Size in points (pixels ÷ image scale).
    public var intrinsicSize: CGSize
    /// True when the image could not be found (it then has zero size, as in SwiftUI).
    public var isMissing: Bool
    public var isResizable: Bool
    public var capInsets: EdgeInsets
    /// The template tint, for template images and symbols.
    public var tint: Paint?
    public var interpolation: Image.Interpolation
    public var redactionReasons: RedactionReasons
    /// `widgetAccentedRenderingMode(_:)`.
    public var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// For SF Symbols drawn as two layers (`SymbolLayers`): the enclosing shape's paint; `tint`
    /// then paints the inner mark.
    public var secondaryTint: Paint? = nil
    /// `Image(systemName:variableValue:)`'s value (0…1), nil for a plain symbol.
    public var variableValue: Double? = nil
    /// The colour scheme the image was resolved in: an asset-catalog image set draws its "Dark"
    /// appearance variant in `.dark`.
    public var colorScheme: ColorScheme = .light
}

/// How an image is drawn in the accented rendering mode — WidgetKit's
/// `WidgetAccentedRenderingMode`.
public enum WidgetAccentedRenderingMode: String, Hashable, Sendable {
    /// Tinted with the accent colour (as the accent group).
    case accented
    /// Its luminance, tinted with the accent colour.
    case accentedDesaturated
    /// Its luminance (grey).
    case desaturated
    /// Its own colours.
    case fullColor
}

/// Layout of an image leaf (§2.5). SF Symbols lay out like text: their baselines are the
/// font's (the symbol sits on the baseline, centred in a line-high box) and they carry text
/// spacing; bitmaps have plain-view spacing and no baselines.
struct ImageLeafLayout: LayoutBehavior {
    let image: ResolvedImage
    let symbolMetrics: FontMetrics?
    let pixel: CGFloat
    var kind: String { "Image" }

    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? {
        symbolMetrics == nil ? [] : [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        guard let m = symbolMetrics, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        // SF Symbols centre on the cap height: the baseline is half the cap height below the middle.
        return PixelRounding.nearest((bounds.height + m.capHeight) / 2, pixel: pixel)
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing {
        symbolMetrics.map { .text(metrics: $0, pixel: pixel) } ?? ViewSpacing()
    }
    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        guard image.isResizable else { return image.intrinsicSize }
        let minW = image.capInsets.horizontal, minH = image.capInsets.vertical
        return CGSize(width: p.width.map { max($0, minW) } ?? image.intrinsicSize.width, height: p.height.map { max($0, minH) } ?? image.intrinsicSize.height)
    }
}

/// Tells layout how big an image is. The raster backend implements it with real decoders and
/// asset catalogs; the default reads PNG and JPEG headers of files and registered asset folders.
public protocol ImageSizer {
    /// The intrinsic size in points, or `nil` if the image cannot be found.
    func intrinsicSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize?
    /// For a custom SF Symbol of the asset catalogs (a `.symbolset`): its advance in points per
    /// point of font size; nil when `name` is no custom symbol (the default).
    func customSymbolWidthPerPoint(named name: String) -> CGFloat?
    /// Whether the asset catalog's image set `name` is set to "Render As: Template Image"
    /// (`template-rendering-intent`), so `Image(name)` is tinted without `.renderingMode`.
    func rendersAsTemplate(named name: String) -> Bool
}

extension ImageSizer {
    /// No custom symbols (sizers that read no asset catalogs).
    public func customSymbolWidthPerPoint(named name: String) -> CGFloat? { nil }
    /// No rendering intents (sizers that read no asset catalogs).
    public func rendersAsTemplate(named name: String) -> Bool { false }
}
