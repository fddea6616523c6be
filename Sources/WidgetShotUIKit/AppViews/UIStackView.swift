import Foundation

/// A view that lines up its arranged subviews — UIKit's `UIStackView`
/// (https://developer.apple.com/documentation/uikit/uistackview), for app screens a widget build
/// compiles. Arranged subviews are kept in order and are subviews too, as in UIKit; Auto Layout
/// is not solved (see `NSLayoutConstraint`), so the stack positions nothing.
open class UIStackView: UIView, @unchecked Sendable {
    /// How arranged views fill the axis — UIKit's `UIStackView.Distribution` (raw values as in UIKit).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// How arranged views sit across the axis — UIKit's `UIStackView.Alignment` (raw values as in
    /// UIKit; `top`/`leading` and `bottom`/`trailing` share values).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        /// The same as `leading`.
        public static let top = Alignment.leading
        /// The same as `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// The views lined up, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The axis (UIKit's default: horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How views fill the axis (UIKit's default `.fill`).
    open var distribution: Distribution = .fill
    /// How views sit across the axis (UIKit's default `.fill`).
    open var alignment: Alignment = .fill
    /// Space between views (UIKit's default: 0).
    open var spacing: CGFloat = 0
    /// Whether the layout margins inset the views.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether baselines measure from the top.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Appends a view (making it a subview too).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    /// Inserts a view at an index of the arrangement.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }
    /// Removes a view from the arrangement (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }
    /// Sets the space after one view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacings[ObjectIdentifier(arrangedSubview)] = spacing }
    /// The space after one view: `spacingUseDefault` unless set (the stack's `spacing` applies).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
    /// "No custom spacing": the stack's spacing applies — UIKit's `spacingUseDefault`. A sentinel
    /// whose value UIKit does not document; WidgetShot uses `Float.greatestFiniteMagnitude`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A subview removed from the stack leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }
}
