import Foundation

// LoopKit's `os_log(message, log: self, type: type, args)` passes a `[CVarArg]` as one argument:
// on Apple platforms an array is bridged to `NSArray`, an `NSObject`, and `%@` prints its
// description. Here an array formats as its `NSArray`'s description. A value has no object to
// hold that string, so the last strings formatted are kept alive in a small ring (formatting
// reads them at once; 256 later array arguments would have to intervene to release one early).
// Dictionaries (bridged to `NSDictionary` on Apple platforms) format the same way.

extension Array: @retroactive CVarArg {
    /// The array's `NSArray` description, as `%@` prints it.
    public var _cVarArgEncoding: [Int] {
        let text = NSString(string: NSArray(array: map { $0 as Any }).description)
        FormattedStrings.keep(text)
        return [Int(bitPattern: Unmanaged.passUnretained(text).toOpaque())]
    }
}

extension Dictionary: @retroactive CVarArg {
    /// The dictionary's `NSDictionary` description, as `%@` prints it (LoopCaregiver formats a
    /// notification payload, `[String: AnyObject]`, with `%1$@`).
    public var _cVarArgEncoding: [Int] {
        var bridged: [AnyHashable: Any] = [:]
        for (key, value) in self { bridged[AnyHashable(key)] = value }
        let text = NSString(string: NSDictionary(dictionary: bridged).description)
        FormattedStrings.keep(text)
        return [Int(bitPattern: Unmanaged.passUnretained(text).toOpaque())]
    }
}

/// The strings recently handed to a formatter for values that cannot hold them.
enum FormattedStrings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ring: [NSString?] = Array(repeating: nil, count: 256)
    nonisolated(unsafe) private static var next = 0

    static func keep(_ text: NSString) {
        lock.lock()
        defer { lock.unlock() }
        ring[next] = text
        next = (next + 1) % ring.count
    }
}
