import Foundation
import WidgetShotStoreKit

// Compile fixture: TelemetryDeck's trial check (IceCubes links it), iOS 17.2's `Transaction.offer`
// with the pre-17.2 fallback on `offerType` and the App Store's payment-mode string.
private func isFreeTrial(_ transaction: Transaction) -> Bool {
    if transaction.offer?.type == .introductory && transaction.offer?.paymentMode == .freeTrial { return true }
    return transaction.offerType == .introductory && transaction.offerPaymentModeStringRepresentation == "FREE_TRIAL"
}
