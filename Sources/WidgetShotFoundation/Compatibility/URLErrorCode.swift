import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLError.Code {
    /// A code from its raw value, as on iOS, where `URLError.Code` is a struct whose
    /// `init(rawValue:)` cannot fail (swift-corelibs-foundation's is an enum with a failable one;
    /// `if let` code still picks that one). An unknown raw value is `.unknown` here: the enum
    /// cannot hold other values.
    @_disfavoredOverload
    public init(rawValue: Int) {
        self = URLError.Code.init(rawValue: rawValue) ?? .unknown
    }
}
