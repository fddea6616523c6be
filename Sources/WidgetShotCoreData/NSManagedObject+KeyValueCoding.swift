import Foundation

// Key-value coding over several keys at once, as NSObject offers it to managed objects
// (https://developer.apple.com/documentation/objectivec/nsobject/1417515-setvaluesforkeys):
// eliyap/Clok copies a downloaded record into its entity with one `setValuesForKeys` call.

extension NSManagedObject {
    /// Sets each key's value with `setValue(_:forKey:)`; `NSNull` sets nil, as KVC does.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }
}
