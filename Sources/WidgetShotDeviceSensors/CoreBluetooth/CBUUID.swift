import Foundation

/// A Bluetooth UUID (https://developer.apple.com/documentation/corebluetooth/cbuuid): 16, 32 or
/// 128 bits. 16- and 32-bit UUIDs stand for 128-bit ones built on the Bluetooth Base UUID
/// (`0000xxxx-0000-1000-8000-00805F9B34FB`), so a 128-bit UUID on that base is kept in its short
/// form and equals it (`CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB") == CBUUID(string: "180D")`).
/// A string that is not 4, 8 or 32 hexadecimal digits (hyphens allowed in the 128-bit form) stops
/// the program with a message naming it, as `+[CBUUID UUIDWithString:]` raises an exception.
public final class CBUUID: NSObject, NSCopying, @unchecked Sendable {
    private static let base: [UInt8] = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB]

    /// The UUID's bytes, big-endian: 2, 4 or 16 of them.
    public let data: Data

    /// Creates a UUID from a 16-, 32- or 128-bit UUID string ("180D", "68753A44-4D6F-1226-9C60-0050E4C00067").
    public init(string theString: String) {
        let hex = theString.filter { $0 != "-" }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex),
              let byte = UInt8(hex[index..<next], radix: 16) {
            bytes.append(byte)
            index = next
        }
        guard index == hex.endIndex, [2, 4, 16].contains(bytes.count) else {
            fatalError("CBUUID(string: \"\(theString)\"): not a 16-, 32- or 128-bit UUID string")
        }
        data = Data(CBUUID.shortened(bytes))
    }

    /// Creates a UUID from 2, 4 or 16 bytes.
    public init(data theData: Data) {
        precondition([2, 4, 16].contains(theData.count), "CBUUID(data:): \(theData.count) bytes is not a 16-, 32- or 128-bit UUID")
        data = Data(CBUUID.shortened(Array(theData)))
    }

    /// Creates a 128-bit UUID from a `UUID`.
    public convenience init(nsuuid theUUID: UUID) {
        let u = theUUID.uuid
        self.init(data: Data([u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]))
    }

    /// The UUID as a string: 4 or 8 hexadecimal digits, or the hyphenated 128-bit form, upper case.
    public var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }.joined()
        guard data.count == 16 else { return hex }
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return parts.joined(separator: "-")
    }

    private static func shortened(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count == 16, Array(bytes[4...]) == base else { return bytes }
        return bytes[0] == 0 && bytes[1] == 0 ? Array(bytes[2..<4]) : Array(bytes[0..<4])
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
    public override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }
    public override var hash: Int { data.hashValue }
    public override var description: String { uuidString }
}

/// The UUID of the Characteristic Extended Properties descriptor.
public let CBUUIDCharacteristicExtendedPropertiesString = "2900"
/// The UUID of the Characteristic User Description descriptor.
public let CBUUIDCharacteristicUserDescriptionString = "2901"
/// The UUID of the Client Characteristic Configuration descriptor.
public let CBUUIDClientCharacteristicConfigurationString = "2902"
/// The UUID of the Server Characteristic Configuration descriptor.
public let CBUUIDServerCharacteristicConfigurationString = "2903"
/// The UUID of the Characteristic Presentation Format descriptor.
public let CBUUIDCharacteristicFormatString = "2904"
/// The UUID of the Characteristic Aggregate Format descriptor.
public let CBUUIDCharacteristicAggregateFormatString = "2905"
/// The UUID of the Valid Range descriptor.
public let CBUUIDCharacteristicValidRangeString = "2906"
