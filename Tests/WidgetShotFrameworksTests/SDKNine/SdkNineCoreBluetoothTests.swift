import Foundation
import Testing
import WidgetShot

// CoreBluetooth as a Bluetooth sensor library (ruuvi/BTKit) uses it: a scanner that is both the
// central manager's and the peripherals' delegate, implementing only some optional methods, and
// advertisement data read by Apple's keys. In a render nothing is discovered.

private final class SdkNineScanner: NSObject, CBCentralManagerDelegate, CBPeripheralDelegate, @unchecked Sendable {
    static let nordicUART = CBUUID(string: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
    var manager: CBCentralManager!
    var onState: ((CBManagerState) -> Void)?
    var seen: [UUID: Data] = [:]

    func start() {
        manager = CBCentralManager(delegate: self, queue: DispatchQueue(label: "sdk-nine.bt"),
                                   options: [CBCentralManagerOptionRestoreIdentifierKey: "sdk-nine"])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        if central.state == .poweredOn {
            central.scanForPeripherals(withServices: nil, options: [CBCentralManagerScanOptionAllowDuplicatesKey: true])
        }
        onState?(central.state)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        peripherals.forEach { $0.delegate = self }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {
        let connectable = (advertisementData[CBAdvertisementDataIsConnectable] as? NSNumber)?.boolValue ?? false
        if let data = advertisementData[CBAdvertisementDataManufacturerDataKey] as? Data { seen[peripheral.identifier] = data }
        if connectable, peripheral.state == .disconnected { central.connect(peripheral, options: nil) }
    }

    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
        peripheral.delegate = self
        peripheral.discoverServices([Self.nordicUART])
    }

    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?) {}

    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?) {
        peripheral.services?.filter { $0.uuid == Self.nordicUART }.forEach { peripheral.discoverCharacteristics(nil, for: $0) }
    }

    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?) {
        guard let value = characteristic.value, characteristic.service?.uuid == Self.nordicUART else { return }
        peripheral.writeValue(value, for: characteristic, type: .withResponse)
        peripheral.setNotifyValue(true, for: characteristic)
    }
}

struct SdkNineCoreBluetoothTests {
    @Test func aScannerIsToldBluetoothIsNotAllowedAndFindsNothing() async {
        let scanner = SdkNineScanner()
        let state: CBManagerState = await withCheckedContinuation { continuation in
            scanner.onState = { continuation.resume(returning: $0) }
            scanner.start()
        }
        #expect(state == .unauthorized)
        #expect(!scanner.manager.isScanning)
        #expect(scanner.manager.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty)
        #expect(scanner.seen.isEmpty)
        #expect(CBManager.authorization == .notDetermined)
    }

    @Test func uuidsOnTheBluetoothBaseAreShortAndEqualTheirShortForm() {
        let long = CBUUID(string: "0000180d-0000-1000-8000-00805f9b34fb")
        #expect(long == CBUUID(string: "180D"))
        #expect(long.uuidString == "180D")
        #expect(long.data == Data([0x18, 0x0D]))
        #expect(CBUUID(string: "12345678-0000-1000-8000-00805F9B34FB").uuidString == "12345678")
        #expect(SdkNineScanner.nordicUART.uuidString == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
        #expect(CBUUID(nsuuid: UUID(uuidString: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")!) == SdkNineScanner.nordicUART)
        #expect(CBUUID(data: Data([0x2A, 0x37])).uuidString == "2A37")
        #expect(Set([CBUUID(string: "2a37"), CBUUID(string: "2A37")]).count == 1)
    }

    @Test func keysHaveApplesValues() {
        #expect(CBAdvertisementDataLocalNameKey == "kCBAdvDataLocalName")
        #expect(CBAdvertisementDataManufacturerDataKey == "kCBAdvDataManufacturerData")
        #expect(CBAdvertisementDataServiceUUIDsKey == "kCBAdvDataServiceUUIDs")
        #expect(CBAdvertisementDataIsConnectable == "kCBAdvDataIsConnectable")
        #expect(CBCentralManagerScanOptionAllowDuplicatesKey == "kCBScanOptionAllowDuplicates")
        #expect(CBCentralManagerOptionRestoreIdentifierKey == "kCBInitOptionRestoreIdentifier")
        #expect(CBCentralManagerRestoredStatePeripheralsKey == "kCBRestoredPeripherals")
        #expect(CBError(.peripheralDisconnected).errorCode == 7)
        #expect((CBError(.notConnected) as NSError).domain == CBErrorDomain)
    }

    @Test func aPeripheralRoleServiceOwnsItsCharacteristicsAndDescriptors() {
        let service = CBMutableService(type: SdkNineScanner.nordicUART, primary: true)
        let rx = CBMutableCharacteristic(type: CBUUID(string: "6E400002-B5A3-F393-E0A9-E50E24DCCA9E"),
                                         properties: [.write, .writeWithoutResponse], value: nil, permissions: .writeable)
        let name = CBMutableDescriptor(type: CBUUID(string: CBUUIDCharacteristicUserDescriptionString), value: "RX")
        rx.descriptors = [name]
        service.characteristics = [rx]
        #expect(rx.service === service)
        #expect(name.characteristic === rx)
        #expect(name.value as? String == "RX")
        #expect(rx.properties.contains(.writeWithoutResponse) && !rx.properties.contains(.notify))
        #expect(!rx.isNotifying && rx.value == nil)
    }
}
