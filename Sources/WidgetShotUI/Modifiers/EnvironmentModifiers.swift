import Foundation

/// Writes into the environment before resolving the content.
///
/// `@usableFromInline`, with `environment(_:_:)`, `font(_:)` and `lineLimit(_:)` `@inlinable`
/// one-liners, as `LayoutModifierBox` is: callers see their `some View` when they are compiled.
@usableFromInline
struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let write: (inout EnvironmentValues) -> Void

    init(write: @escaping (inout EnvironmentValues) -> Void) { self.write = write }
    /// Its witness of `ViewModifier._makeWidgetShotNodes` (`@usableFromInline` as the type is).
    @usableFromInline
    nonisolated static func _makeWidgetShotNodes<Content: View>(modifier: Self, content: Content, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        .primitiveModifier(modifier, content: content, inputs)
    }

    /// Sets the value at `keyPath`.
    @usableFromInline
    static func setting<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, to value: V) -> EnvironmentWritingModifier {
        EnvironmentWritingModifier { $0[keyPath: keyPath] = value }
    }

    /// `.lineLimit(_:)`: a limit below 1 is 1.
    @usableFromInline
    static func lineLimit(_ number: Int?) -> EnvironmentWritingModifier { setting(\.lineLimit, to: number.map { max($0, 1) }) }

    /// `.font(_:)`.
    @usableFromInline
    static func font(_ font: Font?) -> EnvironmentWritingModifier { setting(\.font, to: font) }
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        write(&inner.environment)
        return content(inner)
    }
}

extension View {
    /// Sets an environment value for this view and its children.
    ///
    /// ```swift
    /// WidgetView().environment(\.colorScheme, .dark)
    /// ```
    @inlinable
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier.setting(keyPath, to: value))
    }
    /// Transforms an environment value for this view and its children.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }
    /// Sets the default font for text in this view.
    @inlinable
    public func font(_ font: Font?) -> some View { modifier(EnvironmentWritingModifier.font(font)) }
    /// Sets the foreground colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.foregroundStyle = color.map(AnyShapeStyle.init)
            $0.symbolLayerStyles = []
        })
    }
    /// Sets the foreground style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { env in
            // `.primary` on the default label colour stays the label colour, so the levels below
            // it are still iOS's label colours (`LabelColors`).
            if let level = style as? HierarchicalShapeStyle, level.level == 0, LabelColors.isDefaultLabel(env) {
                env.foregroundStyle = nil
                env.symbolLayerStyles = []
                return
            }
            // Hierarchical styles resolve against the enclosing foreground, now.
            let paint = resolvePaint(style, env)
            env.foregroundStyle = AnyShapeStyle(ResolvedPaintStyle(paint: paint))
            // One style replaces the secondary and tertiary ones too (they derive from it).
            env.symbolLayerStyles = []
        })
    }
    /// Sets the primary and secondary foreground styles (text and shapes use the primary; palette
    /// and hierarchical symbols both, see `SymbolRenderingMode`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentWritingModifier { env in
            env.symbolLayerStyles = [resolvePaint(secondary, env)]
            env.foregroundStyle = AnyShapeStyle(ResolvedPaintStyle(paint: resolvePaint(primary, env)))
        })
    }
    /// Sets the tint colour (used for template images in accented rendering).
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
    /// Sets the font weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.weight = weight })
    }
    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.textStyleOverrides.weight = .bold } })
    }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.textStyleOverrides.italic = true } })
    }
    /// Uses fixed-width digits for text in this view.
    public func monospacedDigit() -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.monospacedDigit = true })
    }
    /// Limits text in this view to a number of lines.
    @inlinable
    public func lineLimit(_ number: Int?) -> some View { modifier(EnvironmentWritingModifier.lineLimit(number)) }
    /// Sets how text in this view is truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// Sets how lines of multiline text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    /// Lets text shrink down to `factor` of its size before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }
    /// Adds space between lines of text.
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing.isFinite ? spacing : 0) }
    /// Sets the Dynamic Type size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Redacts this view's content (`.placeholder`: text becomes bars when rendered).
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }
    /// Removes redaction from this view.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
    /// Sets the light or dark appearance of this view.
    public func colorScheme(_ scheme: ColorScheme) -> some View { environment(\.colorScheme, scheme) }
    /// Sets the accent colour (deprecated in SwiftUI; kept for source compatibility).
    public func accentColor(_ color: Color?) -> some View { environment(\.tint, color) }
}

/// A paint resolved ahead of time (what `foregroundStyle` stores).
struct ResolvedPaintStyle: ShapeStyle, PaintResolvable {
    let paint: Paint
    func paint(in environment: EnvironmentValues) -> Paint { paint }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The tint colour, if set.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
