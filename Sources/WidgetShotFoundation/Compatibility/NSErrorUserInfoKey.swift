import Foundation

extension NSError {
    /// The type of `userInfo`'s keys — Foundation's `NSError.UserInfoKey` (a `String` on Apple's
    /// platforms, as `NSLocalizedDescriptionKey` and the other keys are).
    public typealias UserInfoKey = String
}
