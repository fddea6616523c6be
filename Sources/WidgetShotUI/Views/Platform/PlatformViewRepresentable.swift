import Foundation

/// A view that wraps another UI framework's view or view controller — what UIKit's
/// `UIViewRepresentable` and `UIViewControllerRepresentable` (WidgetShotUIKit) conform to.
///
/// Widgets show no UIKit views: WidgetKit archives the SwiftUI hierarchy and draws it outside the
/// extension, where a hosted `UIView` cannot go, so the wrapper draws as a plain yellow rectangle
/// filling the space offered ("Just yellow rectangle", a `UIViewRepresentable` chart in a widget:
/// https://github.com/ChartsOrg/Charts/issues/4644) and `makeUIView` is never called. The lints
/// name it ("UIViewRepresentable (not supported in widgets)").
public protocol _PlatformViewRepresentable: View {
    /// The protocol's name, for the lints (`UIViewRepresentable`).
    static var _platformRepresentableKind: String { get }
}

/// What a ``_PlatformViewRepresentable`` draws in a widget.
enum PlatformViewPlaceholder {
    static func nodes(kind: String, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(Color.yellow, context)
        for node in nodes { node.unsupportedReason = "\(kind) (not supported in widgets)" }
        return nodes
    }
}
