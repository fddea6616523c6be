import Foundation

// NSObject's message-dispatch queries — `responds(to:)`, `instancesRespond(to:)`,
// `perform(_:)` — without an Objective-C runtime. Linux has no method table keyed by selector;
// WidgetShot's own classes list the Objective-C methods they stand in for
// (`ObjectiveCMethodProviding`, e.g. UIKit's `+[UIApplication sharedApplication]`, which
// Kingfisher reaches this way from app extensions). A selector no class provides answers false
// and performing it stops the program with `NSInvalidArgumentException`'s message, as sending an
// unrecognised selector does on iOS. Methods an app marks `@objc` are not found (the
// extension build removes `@objc`).

/// A class that implements Objective-C methods reachable by selector (WidgetShot's stand-ins for
/// Apple classes adopt it for the methods iOS code reaches dynamically).
public protocol ObjectiveCMethodProviding: AnyObject {
    /// The implementation of an instance method, or `nil` if the class has none of that name.
    static func objectiveCInstanceMethod(_ selector: Selector) -> ((AnyObject) -> AnyObject?)?
    /// The implementation of a class method, or `nil`.
    static func objectiveCClassMethod(_ selector: Selector) -> ((AnyClass) -> AnyObject?)?
}

enum ObjectiveCMethodTable {
    static func instanceMethod(_ type: AnyClass, _ selector: Selector) -> ((AnyObject) -> AnyObject?)? {
        (type as? ObjectiveCMethodProviding.Type)?.objectiveCInstanceMethod(selector)
    }
    static func classMethod(_ type: AnyClass, _ selector: Selector) -> ((AnyClass) -> AnyObject?)? {
        (type as? ObjectiveCMethodProviding.Type)?.objectiveCClassMethod(selector)
    }
}

/// The superclass of a class (the Objective-C runtime's `class_getSuperclass`; Swift's own
/// class hierarchy here).
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? {
    guard let cls else { return nil }
    return _getSuperclass(cls)
}

extension NSObject {
    /// Whether the object implements a method (see the file's note: WidgetShot's registered methods).
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjectiveCMethodTable.instanceMethod(type(of: self), $0) != nil } ?? false
    }
    /// Whether the class implements a class method.
    public class func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjectiveCMethodTable.classMethod(self, $0) != nil } ?? false
    }
    /// Whether instances of the class implement a method.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        aSelector.map { ObjectiveCMethodTable.instanceMethod(self, $0) != nil } ?? false
    }
    /// Sends a message without arguments and returns its result.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let selector = aSelector, let body = ObjectiveCMethodTable.instanceMethod(type(of: self), selector) else {
            fatalError("-[\(type(of: self)) \(aSelector?.name ?? "(null)")]: unrecognized selector sent to instance")
        }
        return body(self).map { Unmanaged.passUnretained($0) }
    }
    /// Sends a message without arguments to the class and returns its result.
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let selector = aSelector, let body = ObjectiveCMethodTable.classMethod(self, selector) else {
            fatalError("+[\(self) \(aSelector?.name ?? "(null)")]: unrecognized selector sent to class")
        }
        return body(self).map { Unmanaged.passUnretained($0) }
    }
}
