import Foundation
import WidgetShotStoreKit

// Compile fixture: an analytics SDK reading a purchase's currency the iOS 16 way, as
// TelemetryDeck's SwiftSDK does for its purchase signal (`currencyCode`, deprecated in iOS 17
// for `currency`, kept for iOS 16 devices).
private func purchaseSignalCurrency(_ transaction: Transaction) -> String {
    if let code = transaction.currency?.identifier { return code }
    return transaction.currencyCode ?? "USD"
}
