import Foundation

/// Modes for compositing a view with overlapping content — SwiftUI's `BlendMode`.
///
/// The view is drawn into its own layer, then composited onto what was drawn before it with the
/// mode. Every mode maps to a Cairo operator except `plusDarker`, which Cairo has no operator for:
/// it is drawn as `normal` (see `isExpressibleInCairo`) and linted.
///
/// ```swift
/// ZStack {
///     Color.blue
///     Circle().fill(.red).blendMode(.multiply)
/// }
/// ```
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    /// Porter–Duff modes SwiftUI offers on `GraphicsContext.BlendMode` only (a `Canvas` layer
    /// masked with `.destinationIn`, cleared with `.clear`): result = 0 (`clear`), source (`copy`),
    /// source inside / outside the destination (`sourceIn`, `sourceOut`), destination inside the
    /// source (`destinationIn`), destination atop the source (`destinationAtop`), either but not
    /// both (`xor`) — Core Graphics' `kCGBlendMode…` formulas, which Cairo's operators share.
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    /// Whether WidgetShot's Cairo backend draws this mode exactly (false only for `plusDarker`).
    public var isExpressibleInCairo: Bool { self != .plusDarker }
    /// The Porter–Duff modes of `GraphicsContext.BlendMode`: they change what is already drawn
    /// where the source is transparent, so a canvas using one draws into a layer of its own, as
    /// iOS's canvas does.
    var isCanvasLayerMode: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: return true
        default: return false
        }
    }
    /// Modes whose Cairo operator also changes the destination outside the source's shape
    /// (Cairo's "unbounded" operators): painted within the view's frame only.
    public var isUnboundedInCairo: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeModifier(mode: blendMode))
    }
}

/// Draws the view as one isolated layer (a group painted over what is below), so blend modes
/// inside it affect only its own content — a canvas, and `GraphicsContext.drawLayer`.
struct IsolatedLayerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { node.effects.append(.blendMode(.normal)) }
        return nodes
    }
}

/// Records the blend effect (and the lint for a mode the backend cannot draw).
struct BlendModeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mode: BlendMode
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard mode != .normal else { return nodes }
        for node in nodes {
            node.effects.append(.blendMode(mode))
            if !mode.isExpressibleInCairo {
                node.noteStatic("blendMode(.\(mode.rawValue)) has no Cairo equivalent: drawn as .normal")
            }
        }
        return nodes
    }
}

extension LayoutNode {
    /// Records why this node is drawn differently from iOS (or why iOS shows it frozen) for the
    /// lints, keeping the first reason when there are several.
    func noteStatic(_ reason: String) {
        if unsupportedReason == nil { unsupportedReason = reason }
    }
}
