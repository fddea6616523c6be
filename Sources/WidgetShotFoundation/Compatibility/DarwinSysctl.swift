#if canImport(Glibc)
import Glibc

/// Reads a system value by name — Darwin's `sysctlbyname(3)`
/// (https://developer.apple.com/documentation/kernel/1387446-sysctlbyname), which Linux lacks and
/// which widget SDKs call for the device's model (TelemetryDeck's, analytics helpers):
///
/// ```swift
/// var size = 0
/// sysctlbyname("hw.machine", nil, &size, nil, 0)
/// var machine = [CChar](repeating: 0, count: size)
/// sysctlbyname("hw.machine", &machine, &size, nil, 0)
/// String(cString: machine)   // "iPhone17,1"
/// ```
///
/// It answers as WidgetShot's default device, an iPhone 16 Pro, does: `hw.machine` is its model
/// identifier `iPhone17,1` and `hw.model` its board `D93AP` (Apple's identifiers as device
/// databases list them, e.g. theiphonewiki's "Models" page; a guess for the other devices a
/// render may draw). With `oldp` nil it stores the size the value needs; a buffer too small
/// fails with `ENOMEM`; any other name fails with `ENOENT`, and setting a value with `EPERM`,
/// each returning -1 as Darwin does.
@discardableResult
public func sysctlbyname(_ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
                         _ newp: UnsafeMutableRawPointer!, _ newlen: Int) -> Int32 {
    guard let name, let value = DarwinSysctl.strings[String(cString: name)] else {
        errno = ENOENT
        return -1
    }
    if newp != nil {
        errno = EPERM
        return -1
    }
    let bytes = Array(value.utf8) + [0]
    guard let oldp else {
        oldlenp?.pointee = bytes.count
        return 0
    }
    guard let oldlenp, oldlenp.pointee >= bytes.count else {
        errno = ENOMEM
        return -1
    }
    bytes.withUnsafeBytes { oldp.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    oldlenp.pointee = bytes.count
    return 0
}

/// The values `sysctlbyname` answers.
enum DarwinSysctl {
    static let strings: [String: String] = ["hw.machine": "iPhone17,1", "hw.model": "D93AP"]
}
#endif
