import Foundation

/// HomeKit (https://developer.apple.com/documentation/homekit) without Home access: the manager
/// reports `.notDetermined` authorisation and no homes; the delegate is told the (empty) homes
/// once, as HomeKit does after creating a manager.
open class HMHomeManager: NSObject, @unchecked Sendable {
    /// Told about homes.
    open weak var delegate: HMHomeManagerDelegate? {
        didSet {
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.delegate?.homeManagerDidUpdateHomes(self)
            }
        }
    }
    /// The permission: not asked.
    open var authorizationStatus: HMHomeManagerAuthorizationStatus { [] }
    /// The user's homes: none without access.
    open var homes: [HMHome] { [] }
    /// The primary home: none.
    open var primaryHome: HMHome? { nil }
    public override init() {}
}

/// Told about homes.
public protocol HMHomeManagerDelegate: AnyObject {
    /// The homes were loaded or changed.
    func homeManagerDidUpdateHomes(_ manager: HMHomeManager)
}

extension HMHomeManagerDelegate {
    public func homeManagerDidUpdateHomes(_ manager: HMHomeManager) {}
}

/// Home authorisation flags (empty: not determined).
public struct HMHomeManagerAuthorizationStatus: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let determined = HMHomeManagerAuthorizationStatus(rawValue: 1 << 0)
    public static let restricted = HMHomeManagerAuthorizationStatus(rawValue: 1 << 1)
    public static let authorized = HMHomeManagerAuthorizationStatus(rawValue: 1 << 2)
}

/// A home.
open class HMHome: NSObject, @unchecked Sendable {
    open var name: String { "" }
    open var uniqueIdentifier: UUID { UUID() }
    open var accessories: [HMAccessory] { [] }
    open var rooms: [HMRoom] { [] }
    open var actionSets: [HMActionSet] { [] }
    /// Runs a scene: fails, no access.
    open func executeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping @Sendable (Error?) -> Void) {
        DispatchQueue.main.async { completion(NSError(domain: HMErrorDomain, code: 80)) }
    }
}

/// The HomeKit error domain.
public let HMErrorDomain = "HMErrorDomain"

/// An accessory.
open class HMAccessory: NSObject, @unchecked Sendable {
    open var name: String { "" }
    open var isReachable: Bool { false }
    open var room: HMRoom? { nil }
    open var services: [HMService] { [] }
}
/// A room.
open class HMRoom: NSObject, @unchecked Sendable { open var name: String { "" } }
/// A service of an accessory.
open class HMService: NSObject, @unchecked Sendable {
    open var name: String { "" }
    open var serviceType: String { "" }
    open var characteristics: [HMCharacteristic] { [] }
}
/// A characteristic.
open class HMCharacteristic: NSObject, @unchecked Sendable {
    open var value: Any? { nil }
    open var characteristicType: String { "" }
}
/// A scene.
open class HMActionSet: NSObject, @unchecked Sendable { open var name: String { "" } }
