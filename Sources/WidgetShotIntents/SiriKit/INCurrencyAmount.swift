import Foundation

/// An amount of money and its currency — Intents' `INCurrencyAmount` (iOS 10), the type Xcode
/// gives an `.intentdefinition` parameter of type Currency Amount.
/// Source: developer.apple.com/documentation/intents/incurrencyamount
open class INCurrencyAmount: NSObject, NSCopying, @unchecked Sendable {
    /// The monetary amount.
    public let amount: NSDecimalNumber?
    /// The ISO 4217 currency code of ``amount`` ("USD").
    public let currencyCode: String?

    /// A currency amount of `amount` in the currency `currencyCode` (ISO 4217).
    public init(amount: NSDecimalNumber, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
        super.init()
    }

    /// The amount is immutable: a copy is itself, as for Apple's immutable value classes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INCurrencyAmount else { return false }
        return amount == other.amount && currencyCode == other.currencyCode
    }

    open override var hash: Int { (amount?.hashValue ?? 0) ^ (currencyCode?.hashValue ?? 0) }
}

/// The resolution of a currency-amount parameter — Intents' `INCurrencyAmountResolutionResult`.
open class INCurrencyAmountResolutionResult: INIntentResolutionResult {
    /// The value.
    public private(set) var resolvedValue: INCurrencyAmount?
    /// Resolved to a value.
    open class func success(with resolvedCurrencyAmount: INCurrencyAmount) -> Self { let r = Self(); r.resolvedValue = resolvedCurrencyAmount; return r }
    /// Ask the user to confirm a value.
    open class func confirmationRequired(with currencyAmountToConfirm: INCurrencyAmount?) -> Self { let r = Self(); r.resolvedValue = currencyAmountToConfirm; return r }
    /// Ask the user to choose.
    open class func disambiguation(with currencyAmountsToDisambiguate: [INCurrencyAmount]) -> Self { Self() }
}
