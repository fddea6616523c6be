import Foundation

/// The app or device that saved samples.
public final class HKSource: NSObject, @unchecked Sendable {
    /// The source's name.
    public let name: String
    /// The source's bundle identifier.
    public let bundleIdentifier: String
    init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
    }
    /// The app itself.
    public class func `default`() -> HKSource { HKSource(name: "WidgetShot", bundleIdentifier: Bundle.main.bundleIdentifier ?? "widgetshot") }
}

/// A source at a version.
public final class HKSourceRevision: NSObject, @unchecked Sendable {
    /// The source.
    public let source: HKSource
    /// The source's version.
    public let version: String?
    /// Creates a revision of `source`.
    public init(source: HKSource, version: String?) {
        self.source = source
        self.version = version
    }
}

/// A device that measures samples (https://developer.apple.com/documentation/healthkit/hkdevice).
public final class HKDevice: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// The device's name.
    public let name: String?
    /// The device's manufacturer.
    public let manufacturer: String?
    /// The device's model.
    public let model: String?
    /// The device's hardware version.
    public let hardwareVersion: String?
    /// The device's firmware version.
    public let firmwareVersion: String?
    /// The device's software version.
    public let softwareVersion: String?
    /// An identifier the manufacturer gives the device.
    public let localIdentifier: String?
    /// The device's FDA Unique Device Identifier.
    public let udiDeviceIdentifier: String?

    /// Describes a device.
    public init(name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
                softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
        self.softwareVersion = softwareVersion
        self.localIdentifier = localIdentifier
        self.udiDeviceIdentifier = udiDeviceIdentifier
    }

    /// The device this code runs on.
    public class func local() -> HKDevice {
        HKDevice(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
                 softwareVersion: ProcessInfo.processInfo.operatingSystemVersionString, localIdentifier: nil, udiDeviceIdentifier: nil)
    }

    private static let keys = ["name", "manufacturer", "model", "hardwareVersion", "firmwareVersion", "softwareVersion",
                               "localIdentifier", "UDIDeviceIdentifier"]
    private var fields: [String?] {
        [name, manufacturer, model, hardwareVersion, firmwareVersion, softwareVersion, localIdentifier, udiDeviceIdentifier]
    }

    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) {
        for (key, value) in zip(Self.keys, fields) where value != nil { coder.encode(value, forKey: key) }
    }
    public convenience init?(coder: NSCoder) {
        let v = Self.keys.map { coder.containsValue(forKey: $0) ? coder.decodeObject(forKey: $0) as? String : nil }
        self.init(name: v[0], manufacturer: v[1], model: v[2], hardwareVersion: v[3], firmwareVersion: v[4], softwareVersion: v[5],
                  localIdentifier: v[6], udiDeviceIdentifier: v[7])
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public override func isEqual(_ object: Any?) -> Bool { (object as? HKDevice)?.fields == fields }
    public override var hash: Int { fields.hashValue }
    public override var description: String {
        "<HKDevice>, " + zip(Self.keys, fields).compactMap { key, value in value.map { "\(key):\($0)" } }.joined(separator: ", ")
    }
}
