import Foundation

// Foundation's value types that are `ReferenceConvertible` on iOS (each bridges to its NS class)
// but not in swift-corelibs-foundation, so generic API constrained to it — SwiftUI's
// `Text("Updated \(date, formatter: formatter)")` interpolation, `Formatter.string(for:)` callers —
// accepts them as on iOS. Their Objective-C bridging exists in corelibs; only the conformance is
// missing. (`Decimal` is left out: corelibs' lacks `CustomDebugStringConvertible`.)

extension Date: ReferenceConvertible {
    /// `NSDate`, as on iOS.
    public typealias ReferenceType = NSDate
}

extension Data: ReferenceConvertible {
    /// `NSData`, as on iOS.
    public typealias ReferenceType = NSData
}

extension UUID: ReferenceConvertible {
    /// `NSUUID`, as on iOS.
    public typealias ReferenceType = NSUUID
}

extension Locale: ReferenceConvertible {
    /// `NSLocale`, as on iOS.
    public typealias ReferenceType = NSLocale
}

extension DateInterval: ReferenceConvertible {
    /// `NSDateInterval`, as on iOS.
    public typealias ReferenceType = NSDateInterval
}
