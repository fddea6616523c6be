import Foundation

/// A colour space (Core Graphics' `CGColorSpace`), known by its Apple name. WidgetShot draws in
/// sRGB: a colour made in another space is converted to sRGB when it is created, so a
/// `CGColor`'s `colorSpace` is sRGB and its `components` are sRGB's.
public final class CGColorSpace: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// sRGB (Core Graphics' `kCGColorSpaceSRGB`; names are `CFString`, which is `NSString` on Linux).
    public static let sRGB: NSString = "kCGColorSpaceSRGB"
    /// Extended-range sRGB (`kCGColorSpaceExtendedSRGB`): components may leave 0…1.
    public static let extendedSRGB: NSString = "kCGColorSpaceExtendedSRGB"
    /// Linear sRGB (`kCGColorSpaceLinearSRGB`).
    public static let linearSRGB: NSString = "kCGColorSpaceLinearSRGB"
    /// Display P3 (`kCGColorSpaceDisplayP3`), the iPhone display's gamut.
    public static let displayP3: NSString = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma (`kCGColorSpaceGenericGrayGamma2_2`).
    public static let genericGrayGamma2_2: NSString = "kCGColorSpaceGenericGrayGamma2_2"

    /// The space's name (Core Graphics' `name`).
    public let name: NSString?
    /// Colour components without alpha: 1 for grey, 3 for the RGB spaces (Core Graphics' `numberOfComponents`).
    public var numberOfComponents: Int { name == Self.genericGrayGamma2_2 ? 1 : 3 }
    /// The colour model: `.monochrome` for the grey space, `.rgb` for the others.
    public var model: CGColorSpaceModel { name == Self.genericGrayGamma2_2 ? .monochrome : .rgb }

    /// The named colour space; nil for a name WidgetShot does not convert from (Core Graphics'
    /// `init?(name:)` is nil for unknown names).
    public init?(name: NSString) {
        guard [Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.displayP3, Self.genericGrayGamma2_2].contains(name) else { return nil }
        self.name = name
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    /// Core Graphics' `hash`.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// Core Graphics' `description`.
    public var description: String { "<CGColorSpace \(name.map { $0 as String } ?? "")>" }

    /// sRGB red, green, blue of `components` (without alpha) in this space.
    func sRGBComponents(_ c: [CGFloat]) -> (CGFloat, CGFloat, CGFloat) {
        switch name {
        case Self.genericGrayGamma2_2:
            let grey = Self.encode(pow(max(c[0], 0), 2.2))
            return (grey, grey, grey)
        case Self.linearSRGB:
            return (Self.encode(c[0]), Self.encode(c[1]), Self.encode(c[2]))
        case Self.displayP3:
            // Display P3 uses sRGB's transfer curve; linear P3 → linear sRGB (both D65) with the
            // matrix derived from the two primaries sets (as CSS Color 4's conversion code computes it).
            let r = Self.decode(c[0]), g = Self.decode(c[1]), b = Self.decode(c[2])
            return (Self.encode(1.2249401 * r - 0.2249404 * g),
                    Self.encode(-0.0420569 * r + 1.0420571 * g),
                    Self.encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        default:
            return (c[0], c[1], c[2])
        }
    }

    /// sRGB's transfer function, linear → encoded (IEC 61966-2-1), odd-extended for negatives.
    static func encode(_ x: CGFloat) -> CGFloat {
        let v = abs(x), s: CGFloat = x < 0 ? -1 : 1
        return s * (v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055)
    }

    /// sRGB's transfer function, encoded → linear (IEC 61966-2-1).
    static func decode(_ x: CGFloat) -> CGFloat {
        let v = abs(x), s: CGFloat = x < 0 ? -1 : 1
        return s * (v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }
}

extension CGColor {
    /// A colour from components in `colorSpace` followed by alpha (Core Graphics'
    /// `init?(colorSpace:components:)`), converted to sRGB; nil for a space without a name.
    /// Components outside sRGB are clamped, as every WidgetShot colour is (no extended range).
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard colorSpace.name != nil else { return nil }
        let count = colorSpace.numberOfComponents
        let values = (0...count).map { components[$0] }
        let (r, g, b) = colorSpace.sRGBComponents(values)
        self.init(red: r, green: g, blue: b, alpha: values[count])
    }

    /// The colour's space (Core Graphics' `colorSpace`): sRGB, in which WidgetShot keeps colours,
    /// or the space a colour was `converted(to:intent:options:)`.
    public var colorSpace: CGColorSpace? { converted?.space ?? CGColorSpace(name: CGColorSpace.sRGB) }
}

/// A colour space's model — Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}
