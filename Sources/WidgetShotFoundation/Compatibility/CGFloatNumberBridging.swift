import Foundation

// Apple's Foundation bridges `NSNumber` to `CGFloat` as to every numeric type
// (`CGFloat(truncating:)`, `CGFloat(exactly:)`); swift-corelibs-foundation bridges the standard
// library's types only. nightscout/Trio's Live Activity computes a glucose colour's hue with
// `CGFloat(truncating: (value - low) / (target - low) as NSNumber)` (issue 20, company-9 sweep).

extension CGFloat {
    /// The number's value as a `CGFloat`, rounded or truncated as `Double(truncating:)` does.
    public init(truncating number: NSNumber) {
        self.init(Double(truncating: number))
    }

    /// The number's value, if a `CGFloat` represents it exactly.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
