import Foundation

/// Key paths into dictionaries — `value(forKeyPath:)` of Key-Value Coding
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkeypath:)):
/// each dot-separated key is looked up with `value(forKey:)` in the value the previous one gave.
/// A dictionary's `value(forKey:)` is its `object(forKey:)`
/// (https://developer.apple.com/documentation/foundation/nsdictionary/value(forkey:)); an array's
/// gives the array of each element's value (`NSNull` where an element has none); `@count` is the
/// collection's count. swift-corelibs-foundation has `value(forKey:)` but not this, which Moya's
/// `Response.mapString(atKeyPath:)` calls (sparcs-kaist/app-ios' data package). Other objects
/// have no Key-Value Coding on Linux: a key path through one gives nil.
extension NSDictionary {
    /// The value at `keyPath` ("user.profile.name"), or nil when a key along it has none.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = Self.keyValue(of: current, forKey: String(key)) else { return nil }
            current = next
        }
        return current
    }

    /// One step of a key path: `value(forKey:)` of a dictionary or array.
    static func keyValue(of object: Any, forKey key: String) -> Any? {
        if key == "@count" {
            if let dictionary = object as? NSDictionary { return dictionary.count }
            if let array = object as? [Any] { return array.count }
        }
        if let dictionary = object as? [String: Any] { return key.hasPrefix("@") ? nil : dictionary[key] }
        if let dictionary = object as? NSDictionary { return key.hasPrefix("@") ? nil : dictionary.object(forKey: key) }
        if let array = object as? [Any] { return array.map { keyValue(of: $0, forKey: key) ?? NSNull() } }
        return nil
    }
}
