import Foundation

// The string keys of CoreBluetooth's dictionaries. Their values are Apple's (the advertisement
// keys are what an iOS app sees in `advertisementData`; darlinghq's CoreBluetooth test suite
// checks them against macOS).

/// The peripheral's local name in advertisement data (a `String`).
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// The peripheral's manufacturer data in advertisement data (`Data`).
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
/// Service-specific data in advertisement data (`[CBUUID: Data]`).
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
/// The advertised service UUIDs (`[CBUUID]`).
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Service UUIDs found in the overflow area (`[CBUUID]`).
public let CBAdvertisementDataOverflowServiceUUIDsKey = "kCBAdvDataHashedServiceUUIDs"
/// The transmit power level (`NSNumber`).
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
/// Whether the advertising event type is connectable (`NSNumber` holding a `Bool`).
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
/// Solicited service UUIDs (`[CBUUID]`).
public let CBAdvertisementDataSolicitedServiceUUIDsKey = "kCBAdvDataSolicitedServiceUUIDs"

/// Scan option: report every advertisement of a peripheral, not only the first (`NSNumber` `Bool`).
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
/// Scan option: service UUIDs to solicit (`[CBUUID]`).
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
/// Manager option: warn the user when Bluetooth is off (`NSNumber` `Bool`).
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// Manager option: the identifier for state restoration (`String`).
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
/// Restored state: the peripherals that were connected or pending (`[CBPeripheral]`).
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
/// Restored state: the services the manager was scanning for (`[CBUUID]`).
public let CBCentralManagerRestoredStateScanServicesKey = "kCBRestoredScanServices"
/// Restored state: the scan options in use (`[String: Any]`).
public let CBCentralManagerRestoredStateScanOptionsKey = "kCBRestoredScanOptions"
/// Connect option: alert when the peripheral connects while the app is suspended.
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
/// Connect option: alert when the peripheral disconnects while the app is suspended.
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
/// Connect option: alert for every notification while the app is suspended.
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"

/// The domain of CoreBluetooth's errors.
public let CBErrorDomain = "CBErrorDomain"
/// The domain of Attribute Protocol errors.
public let CBATTErrorDomain = "CBATTErrorDomain"

/// An error CoreBluetooth reports (https://developer.apple.com/documentation/corebluetooth/cberror).
public struct CBError: Error, CustomNSError, Hashable, Sendable {
    /// The error codes.
    public enum Code: Int, Sendable {
        case unknown = 0, invalidParameters = 1, invalidHandle = 2, notConnected = 3, outOfSpace = 4
        case operationCancelled = 5, connectionTimeout = 6, peripheralDisconnected = 7, uuidNotAllowed = 8
        case alreadyAdvertising = 9, connectionFailed = 10, connectionLimitReached = 11, unknownDevice = 12
        case operationNotSupported = 13, peerRemovedPairingInformation = 14, encryptionTimedOut = 15
        case tooManyLEPairedDevices = 16
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CBErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [:] }

    public static let unknown = Code.unknown
    public static let notConnected = Code.notConnected
    public static let operationCancelled = Code.operationCancelled
    public static let connectionTimeout = Code.connectionTimeout
    public static let peripheralDisconnected = Code.peripheralDisconnected
    public static let connectionFailed = Code.connectionFailed
}

extension CBError.Code {
    /// Matches an error against a code (`catch CBError.notConnected`).
    public static func ~= (code: CBError.Code, error: Error) -> Bool { (error as? CBError)?.code == code }
}
