import Foundation
import WidgetShotUI

/// A rectangle that takes part in Auto Layout without being a view — UIKit's `UILayoutGuide`
/// (https://developer.apple.com/documentation/uikit/uilayoutguide). Constraints made from its
/// anchors are held by its owning view, as in UIKit; like every constraint here they are kept,
/// not solved (UIKit views are never laid out in a widget render), so `layoutFrame` stays zero
/// unless the guide is a scroll view's frame guide, which follows the scroll view.
open class UILayoutGuide: NSObject, @unchecked Sendable {
    /// The view the guide belongs to (`addLayoutGuide(_:)`).
    open weak var owningView: UIView?
    /// A name shown in layout logs.
    open var identifier = ""
    /// What the frame is measured from, when the guide follows its view.
    let follows: ((UIView) -> CGRect)?

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        follows = nil
        super.init()
    }
    /// A guide of a view whose frame follows it (a scroll view's frame and content guides).
    init(owningView: UIView, identifier: String, follows: @escaping (UIView) -> CGRect) {
        self.follows = follows
        self.identifier = identifier
        super.init()
        self.owningView = owningView
    }

    /// The guide's frame in its owning view's coordinates (zero for a guide nothing solved).
    open var layoutFrame: CGRect { owningView.flatMap { view in follows?(view) } ?? .zero }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { addedLayoutGuides }
    /// Adds a layout guide (it now belongs to this view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        addedLayoutGuides.append(layoutGuide)
    }
    /// Removes a layout guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard addedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        addedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
}
