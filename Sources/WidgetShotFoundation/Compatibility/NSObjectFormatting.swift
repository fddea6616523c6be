import Foundation

// `os_log("Cannot merge changes: %@", error as NSError)`, `String(format: "%@", error as NSError)`,
// LoopKit's `log.error("Observer query %{public}@ notified of error", query)` with an `HKQuery`:
// on Apple platforms every `NSObject` is a `CVarArg` that `%@` prints by its description;
// swift-corelibs-foundation makes only `NSString` one, and Core Foundation's formatter cannot read
// another Swift object there (it crashes). An object formats as its description, held as an
// `NSString` associated with the object, so the string lives as long as the formatted object.
// (`NSString` keeps its own conformance; one reached through this one formats as itself.)

private nonisolated(unsafe) var formattedDescriptionKey: UInt8 = 0

extension NSObject: @retroactive CVarArg {
    /// The object's description, as `%@` prints it.
    public var _cVarArgEncoding: [Int] {
        if let string = self as? NSString { return [Int(bitPattern: Unmanaged.passUnretained(string).toOpaque())] }
        let text = NSString(string: description)
        withUnsafePointer(to: &formattedDescriptionKey) { key in
            objc_setAssociatedObject(self, key, text, .OBJC_ASSOCIATION_RETAIN)
        }
        return [Int(bitPattern: Unmanaged.passUnretained(text).toOpaque())]
    }
}
