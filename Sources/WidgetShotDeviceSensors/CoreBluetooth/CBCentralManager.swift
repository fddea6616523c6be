import Foundation

// CoreBluetooth (https://developer.apple.com/documentation/corebluetooth) in a widget's render:
// the user has not allowed Bluetooth, so a central manager's state becomes `.unauthorized`
// (reported to the delegate, as iOS does after creating a manager) and scans find nothing.

/// Bluetooth permission.
public enum CBManagerAuthorization: Int, Sendable { case notDetermined = 0, restricted, denied, allowedAlways }
/// Manager states.
public enum CBManagerState: Int, Sendable { case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn }
/// A connection event a central registered for.
public enum CBConnectionEvent: Int, Sendable { case peerDisconnected = 0, peerConnected = 1 }

/// A Bluetooth manager.
open class CBManager: NSObject, @unchecked Sendable {
    /// The state: `.unknown` until the delegate is told, then `.unauthorized`.
    open internal(set) var state: CBManagerState = .unknown
    /// The app's permission: not asked.
    open class var authorization: CBManagerAuthorization { .notDetermined }
}

/// Told about the central manager. Every method but `centralManagerDidUpdateState(_:)` is optional.
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    /// The state changed.
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    /// The system restores the manager's state (never here).
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    /// A peripheral was discovered (never here).
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    /// A peripheral connected.
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    /// A connection failed.
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    /// A peripheral disconnected.
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
    /// A peripheral disconnected, possibly reconnecting (iOS 17). `timestamp` is a `CFAbsoluteTime` on
    /// iOS: the same `Double`.
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: TimeInterval,
                        isReconnecting: Bool, error: (any Error)?)
    /// A registered connection event occurred.
    func centralManager(_ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral)
    /// A peripheral's ANCS authorization changed.
    func centralManager(_ central: CBCentralManager, didUpdateANCSAuthorizationFor peripheral: CBPeripheral)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: TimeInterval,
                               isReconnecting: Bool, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didUpdateANCSAuthorizationFor peripheral: CBPeripheral) {}
}

/// Scans for and connects to peripherals.
open class CBCentralManager: CBManager, @unchecked Sendable {
    /// Optional features a central may support.
    public struct Feature: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Extended scan and connect.
        public static let extendedScanAndConnect = Feature(rawValue: 1 << 0)
    }

    /// The delegate.
    open weak var delegate: (any CBCentralManagerDelegate)?
    /// Whether it scans: never (scans find nothing without permission).
    open var isScanning: Bool { false }

    /// A manager whose delegate is told the state on `queue` (main when nil).
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        (queue ?? .main).async { [weak self] in
            guard let self else { return }
            self.state = .unauthorized
            self.delegate?.centralManagerDidUpdateState(self)
        }
    }
    /// A manager without a delegate.
    public convenience override init() { self.init(delegate: nil, queue: nil) }
    /// Whether the device supports `features`: none without a radio.
    open class func supports(_ features: Feature) -> Bool { false }
    /// Scans: nothing is found.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    /// Stops scanning.
    open func stopScan() {}
    /// Connected peripherals: none.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
    /// Known peripherals: none.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    /// Connects: never happens here (iOS ignores the call when Bluetooth is not allowed).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    /// Cancels a connection or a pending one.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    /// Registers for connection events matching `options`.
    open func registerForConnectionEvents(options: [CBConnectionEventMatchingOption: Any]? = nil) {}
}

/// Options for matching connection events.
public struct CBConnectionEventMatchingOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Peripherals advertising these service UUIDs.
    public static let serviceUUIDs = CBConnectionEventMatchingOption(rawValue: "kCBConnectionEventMatchingOptionServiceUUIDs")
    /// Peripherals with these identifiers.
    public static let peripheralUUIDs = CBConnectionEventMatchingOption(rawValue: "kCBConnectionEventMatchingOptionPeripheralUUIDs")
}
