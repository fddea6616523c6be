import Foundation

/// A keyed coder that holds, in memory, what an object's `encode(with:)` wrote, and hands it back
/// to another object's `init(coder:)`. ``_FoundationMetatypeInitializers`` uses it to make an
/// instance of a subclass with the state a Foundation initialiser gave its base class: nothing is
/// serialised, so any value (a Swift struct in an `NSError`'s `userInfo`) passes through as is.
final class InstanceStateCoder: NSCoder {
    private var values: [String: Any] = [:]

    /// A coder holding the state `object` encodes.
    init(encoding object: NSCoding) {
        super.init()
        object.encode(with: self)
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }

    override func encode(_ object: Any?, forKey key: String) { values[key] = object }
    override func encodeConditionalObject(_ object: Any?, forKey key: String) { values[key] = object }
    override func encode(_ value: Bool, forKey key: String) { values[key] = NSNumber(value: value) }
    override func encode(_ value: Int, forKey key: String) { values[key] = NSNumber(value: value) }
    override func encode(_ value: Int32, forKey key: String) { values[key] = NSNumber(value: value) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = NSNumber(value: value) }
    override func encode(_ value: Float, forKey key: String) { values[key] = NSNumber(value: value) }
    override func encode(_ value: Double, forKey key: String) { values[key] = NSNumber(value: value) }
    override func encodeBytes(_ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String) {
        values[key] = bytes.map { NSData(bytes: $0, length: length) } ?? NSData()
    }

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key] }
    override func decodeBool(forKey key: String) -> Bool { number(key)?.boolValue ?? false }
    override func decodeInteger(forKey key: String) -> Int { number(key)?.intValue ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { number(key)?.int32Value ?? 0 }
    override func decodeInt64(forKey key: String) -> Int64 { number(key)?.int64Value ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { number(key)?.floatValue ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { number(key)?.doubleValue ?? 0 }
    override func withDecodedUnsafeBytes<ResultType>(forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType) rethrows -> ResultType {
        guard let data = values[key] as? NSData else { return try body(nil) }
        return try body(UnsafeRawBufferPointer(start: data.bytes, count: data.length))
    }

    private func number(_ key: String) -> NSNumber? { values[key] as? NSNumber }
}
