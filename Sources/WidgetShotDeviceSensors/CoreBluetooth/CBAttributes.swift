import Foundation

// Services, characteristics and descriptors (https://developer.apple.com/documentation/corebluetooth/cbattribute).
// In a render no peripheral is ever discovered, so the only attributes that exist are the mutable
// ones the code builds itself (as a peripheral-role app does); they keep what they are given.

/// The properties of a characteristic.
public struct CBCharacteristicProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
    public static let notifyEncryptionRequired = CBCharacteristicProperties(rawValue: 0x100)
    public static let indicateEncryptionRequired = CBCharacteristicProperties(rawValue: 0x200)
}

/// The read and write permissions of a local characteristic's value.
public struct CBAttributePermissions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let readable = CBAttributePermissions(rawValue: 0x01)
    public static let writeable = CBAttributePermissions(rawValue: 0x02)
    public static let readEncryptionRequired = CBAttributePermissions(rawValue: 0x04)
    public static let writeEncryptionRequired = CBAttributePermissions(rawValue: 0x08)
}

/// An attribute of a peripheral's database: a service, characteristic or descriptor.
open class CBAttribute: NSObject, @unchecked Sendable {
    /// The attribute's type.
    public let uuid: CBUUID
    init(uuid: CBUUID) { self.uuid = uuid }
}

/// A collection of data and behaviour of a peripheral.
open class CBService: CBAttribute, @unchecked Sendable {
    /// The peripheral the service belongs to (none for a local service).
    public internal(set) weak var peripheral: CBPeripheral?
    /// Whether this is a primary service.
    public internal(set) var isPrimary: Bool
    /// The services this service includes, once discovered.
    public internal(set) var includedServices: [CBService]?
    /// The service's characteristics, once discovered.
    public internal(set) var characteristics: [CBCharacteristic]?

    init(type uuid: CBUUID, primary isPrimary: Bool) {
        self.isPrimary = isPrimary
        super.init(uuid: uuid)
    }
}

/// A service the app publishes as a peripheral.
open class CBMutableService: CBService, @unchecked Sendable {
    /// Creates a service of `UUID`.
    public override init(type UUID: CBUUID, primary isPrimary: Bool) { super.init(type: UUID, primary: isPrimary) }
    /// The service's included services.
    open override var includedServices: [CBService]? {
        get { super.includedServices }
        set { super.includedServices = newValue }
    }
    /// The service's characteristics (each is given this service).
    open override var characteristics: [CBCharacteristic]? {
        get { super.characteristics }
        set {
            super.characteristics = newValue
            newValue?.forEach { $0.service = self }
        }
    }
}

/// A characteristic of a service.
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    /// The service the characteristic belongs to.
    public internal(set) weak var service: CBService?
    /// What the characteristic's value can be used for.
    public internal(set) var properties: CBCharacteristicProperties
    /// The latest value read or notified (or the local characteristic's fixed value).
    public internal(set) var value: Data?
    /// The characteristic's descriptors, once discovered.
    public internal(set) var descriptors: [CBDescriptor]?
    /// Whether notifications or indications are on.
    public internal(set) var isNotifying = false

    init(type uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
        self.properties = properties
        self.value = value
        super.init(uuid: uuid)
    }
}

/// A characteristic the app publishes as a peripheral.
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
    /// The value's permissions.
    open var permissions: CBAttributePermissions

    /// Creates a characteristic; a non-nil `value` is cached and read-only.
    public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
        self.permissions = permissions
        super.init(type: UUID, properties: properties, value: value)
    }
    /// The characteristic's properties.
    open override var properties: CBCharacteristicProperties {
        get { super.properties }
        set { super.properties = newValue }
    }
    /// The characteristic's value.
    open override var value: Data? {
        get { super.value }
        set { super.value = newValue }
    }
    /// The characteristic's descriptors (each is given this characteristic).
    open override var descriptors: [CBDescriptor]? {
        get { super.descriptors }
        set {
            super.descriptors = newValue
            newValue?.forEach { $0.characteristic = self }
        }
    }
}

/// A descriptor of a characteristic's value.
open class CBDescriptor: CBAttribute, @unchecked Sendable {
    /// The characteristic the descriptor belongs to.
    public internal(set) weak var characteristic: CBCharacteristic?
    /// The descriptor's value (`String`, `NSNumber` or `Data`, by type).
    public internal(set) var value: Any?

    init(type uuid: CBUUID, value: Any?) {
        self.value = value
        super.init(uuid: uuid)
    }
}

/// A descriptor the app publishes as a peripheral.
open class CBMutableDescriptor: CBDescriptor, @unchecked Sendable {
    /// Creates a descriptor of `UUID` with `value`.
    public override init(type UUID: CBUUID, value: Any?) { super.init(type: UUID, value: value) }
}
