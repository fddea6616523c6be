import Foundation

/// PassKit (https://developer.apple.com/documentation/passkit) on a device with no passes in
/// Wallet: the library is available and empty, and Apple Pay has no cards.
open class PKPassLibrary: NSObject, @unchecked Sendable {
    public override init() {}
    /// Whether the library exists: yes on an iPhone.
    open class func isPassLibraryAvailable() -> Bool { true }
    /// The app's passes: none.
    open func passes() -> [PKPass] { [] }
    /// The passes of `passType`: none.
    open func passes(of passType: PKPassType) -> [PKPass] { [] }
    /// The pass with a type and serial number: none.
    open func pass(withPassTypeIdentifier identifier: String, serialNumber: String) -> PKPass? { nil }
    /// Whether the library contains `pass`: no.
    open func containsPass(_ pass: PKPass) -> Bool { false }
}

/// Pass kinds.
public enum PKPassType: UInt, Sendable { case barcode = 0, secureElement = 1, any = 18446744073709551615 }

/// A Wallet pass.
open class PKPass: NSObject, @unchecked Sendable {
    open var passTypeIdentifier: String { "" }
    open var serialNumber: String { "" }
    open var localizedName: String { "" }
    open var organizationName: String { "" }
    open var relevantDate: Date? { nil }
    open var userInfo: [AnyHashable: Any]? { nil }
    /// A pass from `.pkpass` data: the signature cannot be checked here, so it throws, as iOS
    /// does for data that is not a signed pass.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw NSError(domain: PKPassKitErrorDomain, code: 1) }
        throw NSError(domain: PKPassKitErrorDomain, code: 2)
    }
    /// The value of a field.
    open func localizedValue(forFieldKey key: String) -> Any? { nil }
}

/// The PassKit error domain.
public let PKPassKitErrorDomain = "PKPassKitErrorDomain"

/// Apple Pay availability.
open class PKPaymentAuthorizationController: NSObject, @unchecked Sendable {
    /// Whether Apple Pay exists: yes.
    open class func canMakePayments() -> Bool { true }
    /// Whether a card of `supportedNetworks` is set up: none is.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
}

/// A payment network.
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let visa = PKPaymentNetwork(rawValue: "Visa")
    public static let masterCard = PKPaymentNetwork(rawValue: "MasterCard")
    public static let amex = PKPaymentNetwork(rawValue: "AmEx")
    public static let discover = PKPaymentNetwork(rawValue: "Discover")
}
