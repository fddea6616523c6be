import Foundation

/// A symbol rendering mode — SwiftUI's `SymbolRenderingMode` (iOS 15+).
/// https://developer.apple.com/documentation/swiftui/symbolrenderingmode
///
/// ```swift
/// Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .green)
/// Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)
/// ```
///
/// WidgetShot draws SF Symbols with a single-layer stand-in glyph (Material Icons), so the layers
/// SF Symbols has are approximated (`SymbolLayers`): a `….circle.fill` symbol is drawn as two
/// layers — its inner mark (primary) inside its disc (secondary) — and every other symbol as one
/// layer in the primary style. `.multicolor` uses each symbol's inherent colours for the symbols
/// listed in `SymbolLayers.multicolor`, and the foreground style for the rest.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Layers in their inherent colours (or the foreground style).
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in the foreground style's primary, secondary and tertiary variants.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the primary, secondary and tertiary foreground styles.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolLayerStylesKey: EnvironmentKey { static let defaultValue: [Paint] = [] }

extension EnvironmentValues {
    /// The rendering mode of SF Symbols in this view (`nil`: monochrome, or palette when
    /// several foreground styles are set).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The secondary and tertiary foreground styles from `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)`, resolved (empty when only a primary style is set).
    var symbolLayerStyles: [Paint] {
        get { self[SymbolLayerStylesKey.self] }
        set { self[SymbolLayerStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode of SF Symbols in this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Sets the primary, secondary and tertiary foreground styles (palette and hierarchical
    /// symbols use all three; text and shapes use the primary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(EnvironmentWritingModifier { env in
            env.symbolLayerStyles = [resolvePaint(secondary, env), resolvePaint(tertiary, env)]
            env.foregroundStyle = AnyShapeStyle(ResolvedPaintStyle(paint: resolvePaint(primary, env)))
        })
    }
}

extension Image {
    /// Sets the rendering mode of this symbol image.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = .some(mode)
        return copy
    }
}

/// How the single-layer stand-in glyphs approximate SF Symbols' layers.
enum SymbolLayers {
    /// The primary paint (the whole glyph, or a two-layer symbol's inner mark) and, for symbols
    /// drawn as two layers, the secondary paint (the enclosing disc).
    static func paints(symbol name: String, mode: SymbolRenderingMode?, environment env: EnvironmentValues) -> (primary: Paint, secondary: Paint?) {
        let primary = ForegroundStyle().paint(in: env)
        // Several foreground styles with no mode: palette (a guess: iOS draws them as a palette).
        let kind = mode?.kind ?? (env.symbolLayerStyles.isEmpty ? .monochrome : .palette)
        let twoLayers = isTwoLayer(name)
        switch kind {
        case .monochrome:
            return (primary, nil)
        case .hierarchical, .palette:
            guard twoLayers else { return (primary, nil) }
            // Apple: "If you only specify a primary foreground style, SwiftUI automatically
            // derives the others from that style" — the secondary level of the foreground.
            // https://developer.apple.com/documentation/swiftui/symbolrenderingmode/hierarchical
            return (primary, env.symbolLayerStyles.first ?? primary.atHierarchicalLevel(1))
        case .multicolor:
            guard let colors = multicolor[name] else { return (primary, nil) }
            let scheme = env.colorScheme, os = env.osVersion, contrast = env.colorSchemeContrast
            let main = Paint.color(colors.main.value(for: scheme, os: os, contrast: contrast))
            guard twoLayers, let inner = colors.inner else { return (main, nil) }
            return (.color(inner.value(for: scheme, os: os, contrast: contrast)), main)
        }
    }

    /// Symbols drawn as an inner mark (primary) on a filled enclosure (secondary): `….circle.fill`
    /// (a stand-in glyph that is a filled circle with the mark cut out, or a composed one), and the
    /// composed `….square.fill` and `….rectangle.fill` (`SymbolComposition`).
    static func isTwoLayer(_ name: String) -> Bool {
        if name.hasSuffix(".circle.fill") { return name != "circle.fill" }
        guard name.hasSuffix(".square.fill") || name.hasSuffix(".rectangle.fill") else { return false }
        return SymbolComposition.resolve(name).map { $0.enclosure != nil && $0.isFilled } ?? false
    }

    /// Inherent (multicolor) colours: the main layer's and, for two-layer symbols, the inner
    /// mark's. Apple documents `exclamationmark.triangle.fill` as a yellow triangle with a white
    /// exclamation mark (https://developer.apple.com/documentation/swiftui/symbolrenderingmode/multicolor);
    /// the others are the colours the SF Symbols app shows for them (a guess where Apple is
    /// silent: heart red, sun and star yellow, flame orange, leaf green, checkmark.circle.fill
    /// a white check on green). The stand-in triangle's cut-out "!" shows the background.
    static let multicolor: [String: (main: SystemColor, inner: SystemColor?)] = [
        "heart.fill": (.red, nil), "heart": (.red, nil),
        "sun.max.fill": (.yellow, nil), "sun.max": (.yellow, nil),
        "star.fill": (.yellow, nil),
        "flame.fill": (.orange, nil), "flame": (.orange, nil),
        "leaf.fill": (.green, nil), "leaf": (.green, nil),
        "exclamationmark.triangle.fill": (.yellow, .white),
        "checkmark.circle.fill": (.green, .white),
    ]
}
