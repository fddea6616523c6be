import Foundation

/// `isEqual(_:)` sent to a value seen as `AnyObject` — `(value as AnyObject).isEqual(other)`, and
/// `lhs.isEqual(rhs)` after `let lhs = lhs as AnyObject` (apollo-ios 0.53's `JSONValue` equality,
/// lfroms/clouds). On Apple platforms `AnyObject` dispatches any Objective-C method dynamically,
/// so that compiles and sends `-isEqual:`; Linux has no such dispatch ("value of type
/// 'AnyObject' has no member 'isEqual'"), so the extension build wraps the receiver in this type
/// (``AnyObjectEqualityRewrite`` in WidgetShotBuild) and it sends the message as iOS would:
///
/// - an object that is an `NSObject` — what `as AnyObject` makes of every bridged value (`NSNumber`,
///   `NSString`, `NSArray`, `NSDictionary`, `NSNull`) and of other Swift values (a `__SwiftValue`
///   box, which compares equal `Hashable` contents) — answers with its own `isEqual(_:)`, the
///   argument bridged to an object too, as the Objective-C call bridges it (swift-corelibs'
///   `NSDictionary.isEqual(["a": 1])` is false, `isEqual(["a": 1] as AnyObject)` true: checked on
///   Linux with Swift 6.3);
/// - an instance of a pure Swift class compares by identity (`SwiftObject`'s `-isEqual:` on Apple
///   platforms).
public struct _WidgetShotAnyObject {
    /// The receiver.
    public let object: AnyObject

    /// Wraps the receiver of an `isEqual(_:)` message.
    public init(_ object: AnyObject) {
        self.object = object
    }

    /// Whether the receiver equals `other`, as `-[NSObject isEqual:]` answers.
    public func isEqual(_ other: Any?) -> Bool {
        let argument: AnyObject? = other.map { $0 as AnyObject }
        if let object = object as? NSObject { return object.isEqual(argument) }
        return argument.map { $0 === object } ?? false
    }
}
