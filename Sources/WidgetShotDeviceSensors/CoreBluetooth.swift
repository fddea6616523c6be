import Foundation

// CoreBluetooth (https://developer.apple.com/documentation/corebluetooth) in a widget's render:
// the user has not allowed Bluetooth, so a central manager's state becomes `.unauthorized`
// (reported to the delegate, as iOS does after creating a manager) and scans find nothing.

/// Bluetooth permission.
public enum CBManagerAuthorization: Int, Sendable { case notDetermined = 0, restricted, denied, allowedAlways }
/// Manager states.
public enum CBManagerState: Int, Sendable { case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn }

/// A Bluetooth manager.
open class CBManager: NSObject, @unchecked Sendable {
    /// The state: `.unknown` until the delegate is told, then `.unauthorized`.
    open internal(set) var state: CBManagerState = .unknown
    /// The app's permission: not asked.
    open class var authorization: CBManagerAuthorization { .notDetermined }
}

/// Told about the central manager.
public protocol CBCentralManagerDelegate: AnyObject {
    /// The state changed.
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    /// A peripheral was discovered (never here).
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {}
}

/// Scans for and connects to peripherals.
open class CBCentralManager: CBManager, @unchecked Sendable {
    /// The delegate.
    open weak var delegate: CBCentralManagerDelegate?
    /// Whether it scans.
    open var isScanning: Bool { false }

    /// A manager whose delegate is told the state on `queue` (main when nil).
    public init(delegate: CBCentralManagerDelegate?, queue: DispatchQueue?, options: [String: Any]? = nil) {
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
    /// Scans: nothing is found.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    /// Stops scanning.
    open func stopScan() {}
    /// Connected peripherals: none.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
    /// Known peripherals: none.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    /// Connects: never happens here.
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    /// Disconnects.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
}

/// A remote peripheral.
open class CBPeripheral: NSObject, @unchecked Sendable {
    open var identifier = UUID()
    open var name: String?
}

/// A Bluetooth UUID.
public final class CBUUID: NSObject, @unchecked Sendable {
    /// The UUID's string.
    public let uuidString: String
    /// A UUID from a 16-, 32- or 128-bit string.
    public init(string theString: String) { uuidString = theString.uppercased() }
    /// A UUID from a `UUID`.
    public init(nsuuid theUUID: UUID) { uuidString = theUUID.uuidString }
    public override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.uuidString == uuidString }
    public override var hash: Int { uuidString.hashValue }
}
