import Foundation

/// A remote device (https://developer.apple.com/documentation/corebluetooth/cbpeer).
open class CBPeer: NSObject, NSCopying, @unchecked Sendable {
    /// The device's identifier, stable for this app.
    public let identifier: UUID
    init(identifier: UUID) { self.identifier = identifier }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A remote central connected to the app's peripheral manager.
open class CBCentral: CBPeer, @unchecked Sendable {
    /// The largest value the central can receive in one notification or indication.
    public internal(set) var maximumUpdateValueLength = 20
}

/// A peripheral's connection state.
public enum CBPeripheralState: Int, Sendable {
    case disconnected = 0, connecting, connected, disconnecting
}

/// How a characteristic's value is written.
public enum CBCharacteristicWriteType: Int, Sendable {
    case withResponse = 0, withoutResponse
}

/// A remote peripheral (https://developer.apple.com/documentation/corebluetooth/cbperipheral).
///
/// A render has no Bluetooth radio and no permission: scans discover nothing and no peripheral is
/// ever connected, so a `CBPeripheral` only exists if code builds one through a stand-in path. Its
/// requests (discovery, reads, writes) go nowhere and none of its delegate's methods is called,
/// as on an iPhone where the peripheral never connected.
open class CBPeripheral: CBPeer, @unchecked Sendable {
    /// Told about discoveries and value updates.
    open weak var delegate: (any CBPeripheralDelegate)?
    /// The peripheral's name.
    public internal(set) var name: String?
    /// The connection state: always `.disconnected` here.
    public internal(set) var state: CBPeripheralState = .disconnected
    /// The discovered services (none until discovered).
    public internal(set) var services: [CBService]?
    /// Whether a write without response can be sent now.
    public var canSendWriteWithoutResponse: Bool { false }
    /// Whether the peripheral may receive Apple Notification Center Service data.
    public var ancsAuthorized: Bool { false }

    init(identifier: UUID, name: String?) {
        self.name = name
        super.init(identifier: identifier)
    }

    /// Reads the signal strength (answered only for a connected peripheral).
    open func readRSSI() {}
    /// Discovers the services with `serviceUUIDs` (all when nil).
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    /// Discovers a service's included services.
    open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
    /// Discovers a service's characteristics.
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    /// Discovers a characteristic's descriptors.
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    /// Reads a characteristic's value.
    open func readValue(for characteristic: CBCharacteristic) {}
    /// Reads a descriptor's value.
    open func readValue(for descriptor: CBDescriptor) {}
    /// The largest value one write of `type` can carry (the ATT default of 23 bytes minus 3).
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
    /// Writes a characteristic's value.
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    /// Writes a descriptor's value.
    open func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
    /// Turns notifications or indications of a characteristic on or off.
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
}

/// Told about a peripheral's services, characteristics and values. Every method is optional.
public protocol CBPeripheralDelegate: NSObjectProtocol {
    /// The peripheral's name changed.
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    /// Services were invalidated.
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    /// The signal strength was read.
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    /// Services were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    /// Included services were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
    /// Characteristics were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    /// A characteristic's value was read or notified.
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A characteristic's value was written.
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    /// Notifications were turned on or off.
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    /// Descriptors were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A descriptor's value was read.
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
    /// A descriptor's value was written.
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
    /// The peripheral can take another write without response.
    func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}
