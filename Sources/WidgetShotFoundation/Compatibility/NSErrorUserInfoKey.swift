import Foundation

extension NSError {
    /// The type of `userInfo`'s keys as Foundation's Swift interface spells it:
    /// `typealias UserInfoKey = NSString` (Apple's documentation, "NSError.UserInfoKey"; the C
    /// typedef `NSErrorUserInfoKey` is a plain `NSString *`, which Swift imports as `NSString`).
    ///
    /// So it is a type of its own beside `String`: code overloads on `[NSError.UserInfoKey: Any]`
    /// and `[String: Any]` (RevenueCat's `addingUserInfo`), declares keys from string literals
    /// (`static let statusCode: NSError.UserInfoKey = "rc_response_status_code"`) and bridges with
    /// `as String` / `as [String: Any]`, which Swift on Linux also accepts.
    public typealias UserInfoKey = NSString
}
