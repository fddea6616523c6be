import Foundation
import WidgetShotFoundation

/// An object with traits — UIKit's `UITraitEnvironment` (views, view controllers, screens).
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object's content is resolved with.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (deprecated in iOS 17 for `registerForTraitChanges`).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A token for a trait change registration — UIKit's `UITraitChangeRegistration`, given back by
/// `registerForTraitChanges(_:handler:)` to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration {}

/// An object that runs code when some of its traits change — UIKit's `UITraitChangeObservable`
/// (iOS 17, https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94).
///
/// In a widget render a view's traits change only when the code changes them (setting
/// `overrideUserInterfaceStyle`); handlers registered for the traits that changed run then,
/// with the previous traits, as on a device.
public protocol UITraitChangeObservable: AnyObject {}

/// One registration: the traits observed and the code to run.
final class TraitChangeRegistrationToken: UITraitChangeRegistration {
    let traits: Set<String>
    let handler: (UITraitEnvironment, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { $0.identifier })
        self.handler = handler
    }
}

extension UITraitChangeObservable where Self: UIResponder & UITraitEnvironment {
    /// A closure run when observed traits change: the object and its previous traits.
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Runs `handler` after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let token = TraitChangeRegistrationToken(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        traitChangeRegistrations.append(token)
        return token
    }

    /// Performs `action` on `target` after any of `traits` changes (when the target implements
    /// it; see WidgetShotFoundation's `responds(to:)`).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let object = target as AnyObject
        return registerForTraitChanges(traits) { (_: Self, _) in
            if let receiver = object as? NSObject, receiver.responds(to: action) { _ = receiver.perform(action) }
        }
    }

    /// Performs `action` on the object itself after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration as AnyObject }
    }
}

extension UIResponder {
    /// Runs the handlers registered for traits that differ between `previous` and the current
    /// traits, then `traitCollectionDidChange(_:)`.
    func notifyTraitChange(from previous: UITraitCollection) {
        guard let environment = self as? UITraitEnvironment else { return }
        let current = environment.traitCollection
        let changed = previous.changedTraitIdentifiers(comparedTo: current)
        guard !changed.isEmpty else { return }
        for token in traitChangeRegistrations where !token.traits.isDisjoint(with: changed) {
            token.handler(environment, previous)
        }
        environment.traitCollectionDidChange(previous)
    }
}

extension UITraitCollection {
    /// The identifiers of the traits whose values differ.
    func changedTraitIdentifiers(comparedTo other: UITraitCollection) -> Set<String> {
        var changed = Set<String>()
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(UITraitUserInterfaceStyle.identifier) }
        if accessibilityContrast != other.accessibilityContrast { changed.insert(UITraitAccessibilityContrast.identifier) }
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(UITraitHorizontalSizeClass.identifier) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(UITraitVerticalSizeClass.identifier) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory { changed.insert(UITraitPreferredContentSizeCategory.identifier) }
        if displayScale != other.displayScale { changed.insert(UITraitDisplayScale.identifier) }
        if userInterfaceIdiom != other.userInterfaceIdiom { changed.insert(UITraitUserInterfaceIdiom.identifier) }
        return changed
    }
}
