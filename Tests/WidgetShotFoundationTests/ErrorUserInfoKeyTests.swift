import Foundation
import Testing
import WidgetShotFoundation

/// `NSError.UserInfoKey` is `NSString`, as in Apple's Swift interface, written as RevenueCat's
/// error helpers use it (TortugaPower/BookPlayer's widget links RevenueCat): keys declared from
/// literals, a `[UserInfoKey: Any]` overload beside a `[String: Any]` one, bridging casts.
struct ErrorUserInfoKeyTests {
    struct Details {
        let userInfo: [String: Any]
        init(userInfo: [String: Any]) { self.userInfo = userInfo }
        init(userInfo: [NSError.UserInfoKey: Any]) { self.init(userInfo: userInfo as [String: Any]) }
    }

    @Test func keysAreTheirOwnTypeAndBridgeToString() {
        let statusCode: NSError.UserInfoKey = "rc_response_status_code"
        let keyed: [NSError.UserInfoKey: Any] = [statusCode: 404, NSLocalizedDescriptionKey as NSString: "Not found"]
        let details = Details(userInfo: keyed)
        #expect(details.userInfo["rc_response_status_code"] as? Int == 404)
        #expect(details.userInfo[NSLocalizedDescriptionKey] as? String == "Not found")
        #expect(statusCode as String == "rc_response_status_code")
        let error = NSError(domain: "RevenueCat.ErrorCode", code: 7, userInfo: details.userInfo)
        #expect(error.localizedDescription == "Not found")
    }
}
