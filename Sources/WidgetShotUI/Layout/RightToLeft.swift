import Foundation

// Right-to-left layout (`\.layoutDirection == .rightToLeft`).
//
// SwiftUI "horizontally flips the x position of each view within its parent, so layout
// calculations automatically produce the desired effect for both modes"
// (<https://developer.apple.com/documentation/swiftui/layoutdirection>). WidgetShot does exactly
// that, in one place: every layout computes its placements as in LTR, and `LayoutNode.place`
// mirrors a child's origin across its parent's centre line (`x' = parent.minX + parent.maxX −
// x − width`) when the parent lays out right to left. Stacks, frames, padding, overlays, grids,
// `.offset` and `.position` (whose x counts from the leading edge: "When the layout direction is
// set to right-to-left, the 0 horizontal value is on the right side of the view",
// <https://developer.apple.com/documentation/swiftui/making-fine-adjustments-to-a-view-s-position>)
// and users' `Layout`s all follow without knowing. What a leaf draws inside its own frame (shapes,
// paths, gradients, images) is not mirrored unless `.flipsForRightToLeftLayoutDirection(true)`.

/// A layout behaviour that reports the container's direction to `LayoutSubviews.layoutDirection`.
protocol DirectionalLayout: AnyObject {
    var layoutDirection: LayoutDirection { get set }
}

extension LayoutDirection {
    /// The direction of a locale's language: `.rightToLeft` for Arabic, Hebrew, Persian, Urdu,
    /// Pashto, Yiddish, Dhivehi, Sorani Kurdish, Sindhi, Uyghur… (ICU's character direction,
    /// `Locale.Language.characterDirection`), else `.leftToRight`. iOS sets `\.layoutDirection`
    /// from the user's language the same way ("The system sets the value based on the user's
    /// locale", <https://developer.apple.com/documentation/swiftui/layoutdirection>).
    public init(locale: Locale) {
        self = Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right-to-left (a drawing effect: the view keeps its frame, its pixels are flipped about its
    /// centre). Without it nothing a view draws inside its own frame is mirrored.
    /// <https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)>
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlipModifier(enabled: enabled))
    }
}

/// Adds a horizontal flip to the content's nodes when enabled in a right-to-left environment.
struct RightToLeftFlipModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard enabled, context.environment.layoutDirection == .rightToLeft else { return nodes }
        for n in nodes { n.effects.append(.scale(CGSize(width: -1, height: 1), anchor: .center)) }
        return nodes
    }
}

/// SF Symbols whose right-to-left variant is their mirror image: the directional `forward` /
/// `backward` names (`chevron.forward`, `arrow.backward.circle`…), which point the reading way
/// (the HIG's directional symbols flip in right-to-left contexts,
/// <https://developer.apple.com/design/human-interface-guidelines/right-to-left>). Physical names
/// (`chevron.right`, `arrow.left`) never flip, nor media controls, whose name starts with the
/// direction (`forward.fill`, `backward.end`: playback keeps its direction in RTL). A guess:
/// WidgetShot mirrors the whole glyph.
enum SymbolMirroring {
    static func mirrors(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }
}
