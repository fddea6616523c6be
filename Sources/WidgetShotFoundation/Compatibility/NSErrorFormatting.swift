import Foundation

// `os_log("Cannot merge changes: %@", error as NSError)` and `String(format: "%@", error as NSError)`:
// on Apple platforms every `NSObject` is a `CVarArg` that `%@` prints by its description;
// swift-corelibs-foundation makes only `NSString` one, and Core Foundation's formatter cannot
// read a Swift `NSError` there (it crashes). An error formats as its description, held as an
// `NSString` associated with the error, so the string lives as long as the formatted error.

private nonisolated(unsafe) var formattedDescriptionKey: UInt8 = 0

extension NSError: @retroactive CVarArg {
    /// The error's description, as `%@` prints it.
    public var _cVarArgEncoding: [Int] {
        let text = NSString(string: description)
        withUnsafePointer(to: &formattedDescriptionKey) { key in
            objc_setAssociatedObject(self, key, text, .OBJC_ASSOCIATION_RETAIN)
        }
        return text._cVarArgEncoding
    }
}
