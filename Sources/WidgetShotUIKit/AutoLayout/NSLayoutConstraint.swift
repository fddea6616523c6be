import Foundation
import WidgetShotUI

/// A relation between two layout attributes — UIKit's `NSLayoutConstraint`
/// (`first.attribute = multiplier × second.attribute + constant`).
///
/// WidgetShot keeps constraints as made and activated (on the items' nearest common ancestor,
/// as UIKit does) but solves none: UIKit views are never laid out or drawn in a widget render.
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    /// The first item.
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item (`nil` for a constant).
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The multiplier.
    public let multiplier: CGFloat
    /// The constant.
    open var constant: CGFloat
    /// The priority (`.required` by default).
    open var priority: UILayoutPriority = .required
    /// A name shown in layout logs.
    open var identifier: String?
    /// Whether the constraint is written when its view is archived (UIKit's default: false; no
    /// view is archived here, the value is kept).
    open var shouldBeArchived = false
    /// Whether the constraint is installed.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }
    /// The view holding the constraint while active.
    weak var holder: UIView?

    /// A constraint (UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    private func activate() {
        guard holder == nil, let first = Self.view(of: firstItem) else { return }
        let holderView = Self.view(of: secondItem).flatMap { first.nearestCommonAncestor(with: $0) } ?? first
        holderView.constraints.append(self)
        holder = holderView
    }
    /// The view an item stands for: itself, or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    private func deactivate() {
        holder?.constraints.removeAll { $0 === self }
        holder = nil
    }

    /// A layout attribute — `NSLayoutConstraint.Attribute` (Apple's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// A relation — `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    /// A layout axis — `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

/// A constraint's priority — UIKit's `UILayoutPriority` (1…1000). Like Apple's, it is not
/// expressible by a literal (`UILayoutPriority(999)`), so `[Float].reduce(0, +)` is not made
/// ambiguous by its `+` (AppStore-Connect-Widget, sweep 7) and apps may add the conformance.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// 1000.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510 (`dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A priority plus a number.
    public static func + (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority minus a number.
    public static func - (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue - rhs) }
}

extension UIView {
    /// The nearest view that is this one or contains both views.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.superview }
        view = other
        while let v = view { if ancestors.contains(ObjectIdentifier(v)) { return v }; view = v.superview }
        return nil
    }

    /// Adds a constraint to the view (the older form of activating it here).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
        constraints.append(constraint)
        constraint.holder = self
    }
    /// Adds constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }
    /// Removes constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// How strongly the view resists growing past its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriorities[axis] ?? .defaultLow }
    /// Sets the hugging priority.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { huggingPriorities[axis] = priority }
    /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionPriorities[axis] ?? .defaultHigh }
    /// Sets the compression resistance priority.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { compressionPriorities[axis] = priority }
}
