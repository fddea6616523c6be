import Foundation
import WidgetShotUI

/// A type whose values a chart can plot — Swift Charts' `Plottable`.
/// https://developer.apple.com/documentation/charts/plottable
///
/// Strings are categories, numbers are quantities and dates are times. Your own types conform by
/// converting to one of those primitives; an enum with a `String` or number raw value conforms
/// with no code (`enum Kind: String, Plottable { case a, b }`), as on iOS.
public protocol Plottable {
    /// The primitive type (`String`, a number or `Date`) the value plots as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive stands for (`nil` if none).
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive types charts plot — Swift Charts' `PrimitivePlottableProtocol`: `String`, the
/// integer and floating-point types, `Decimal` and `Date`.
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    /// A primitive plots as itself.
    public var primitivePlottable: Self { self }
    /// A primitive stands for itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// A raw-representable value (an enum) plots as its raw value.
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    /// The case whose raw value the primitive is.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: PrimitivePlottableProtocol { public typealias PrimitivePlottable = String }
extension Int: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int }
extension Int8: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int8 }
extension Int16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int16 }
extension Int32: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int32 }
extension Int64: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int64 }
extension UInt: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt }
extension UInt8: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt8 }
extension UInt16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt16 }
extension UInt32: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt32 }
extension UInt64: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt64 }
extension Double: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Double }
extension Float: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Float }
extension CGFloat: PrimitivePlottableProtocol { public typealias PrimitivePlottable = CGFloat }
extension Decimal: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Decimal }
extension Date: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Date }
