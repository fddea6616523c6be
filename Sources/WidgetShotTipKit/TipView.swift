import Foundation
import WidgetShotUI

/// An inline tip (https://developer.apple.com/documentation/tipkit/tipview). When its tip is not
/// eligible — always, in a widget (see ``Tip``) — iOS's TipView shows nothing and takes no space,
/// so this view draws nothing.
public struct TipView<Content: Tip>: View {
    let tip: Content

    /// An inline tip with an arrow toward `arrowEdge` and a handler for its buttons.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
    }

    public var body: EmptyView { EmptyView() }
}

/// The style of a tip view.
public protocol TipViewStyle {}

extension View {
    /// Shows `tip` as a popover: never in a widget, so the view is unchanged.
    public func popoverTip<Content: Tip>(_ tip: Content, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> Self { self }
    /// Styles tip views: nothing to style, none shows.
    public func tipViewStyle<S: TipViewStyle>(_ style: S) -> Self { self }
    /// The tip's background: nothing to draw.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    /// The tip image's size.
    public func tipImageSize(_ size: CGSize) -> Self { self }
    /// The tip's corner radius.
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> Self { self }
}
