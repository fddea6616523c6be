import Foundation
import WidgetShotCairo
import WidgetShotUI

/// A colour — UIKit's `UIColor`: fixed sRGB components, or dynamic (resolved per appearance
/// through `UITraitCollection`).
///
/// A dynamic colour used in SwiftUI (`Color(uiColor:)`, `Color(_:)`) stays dynamic: it is
/// resolved when the view is drawn, with the traits of the environment's colour scheme.
/// Component accessors (`getRed(_:green:blue:alpha:)`, `cgColor`) resolve with
/// `UITraitCollection.current`, as UIKit does.
///
/// ```swift
/// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }
/// Text("Hi").foregroundColor(Color(uiColor: accent))
/// UIColor(named: "Brand")        // a colour set of a registered asset catalog
/// UIColor.label.withAlphaComponent(0.5)
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        case fixed(RGBA)
        case dynamic((UITraitCollection) -> UIColor)
    }
    let storage: Storage
    let name: String?

    init(storage: Storage, name: String? = nil) {
        self.storage = storage
        self.name = name
        super.init()
    }

    convenience init(rgba: RGBA, name: String? = nil) { self.init(storage: .fixed(rgba), name: name) }

    /// A colour from an archive (`NSCoding`; UIColor+Coding.swift has the keys); `nil` when the
    /// archive holds no colour components.
    public required convenience init?(coder: NSCoder) {
        guard let storage = UIColorCoding.decode(coder) else { return nil }
        self.init(storage: storage, name: UIColorCoding.decodeName(coder))
    }

    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components, as UIKit's
    /// `_ExpressibleByColorLiteral` conformance gives them. Required (in the class, not an
    /// extension) because the literal protocol's initialiser must be, as in UIKit's overlay.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from sRGB components (0…1; extended-range values are kept, NaN becomes 0).
    /// `required`, like the other component initialisers: UIKit's are Objective-C initialisers,
    /// which Swift lets code call on `Self` (`Self(red:green:blue:alpha:)` in a `UIColor` extension).
    public required convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: Self.finite(red), green: Self.finite(green), blue: Self.finite(blue), alpha: min(max(Self.finite(alpha), 0), 1)))
    }

    /// A grey from a white level (0…1).
    public required convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A colour from hue, saturation and brightness (0…1), converted to sRGB like
    /// `Color(hue:saturation:brightness:)`.
    public required convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c: RGBA = Color(hue: Self.finite(hue), saturation: Self.finite(saturation), brightness: Self.finite(brightness))
            .resolve(in: EnvironmentValues())
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// A colour from Display P3 components. WidgetShot renders in sRGB: the components are
    /// converted with the P3→sRGB matrix (linear light) and may leave 0…1 for saturated colours.
    public required convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func enc(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(max(v, 0), 1 / 2.4) - 0.055 }
        let r = lin(Self.finite(red)), g = lin(Self.finite(green)), b = lin(Self.finite(blue))
        self.init(red: enc(1.2249 * r - 0.2247 * g + 0.0000 * b), green: enc(-0.0420 * r + 1.0419 * g + 0.0000 * b),
                  blue: enc(-0.0197 * r - 0.0786 * g + 1.0979 * b), alpha: alpha)
    }

    /// A colour computed from the traits it is resolved with (`UIColor { traits in … }`).
    public required convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(dynamicProvider))
    }

    /// A SwiftUI colour as a UIKit colour (resolved per appearance, like the SwiftUI colour).
    public convenience init(_ color: Color) {
        self.init(storage: .dynamic { traits in
            var env = EnvironmentValues()
            env.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
            return UIColor(rgba: color.resolve(in: env))
        }, name: "\(color)")
    }

    /// A colour set from the registered asset catalogs (`AssetRegistry`), with its dark variant;
    /// `nil` if no catalog has it.
    public convenience init?(named name: String) {
        guard let set = AssetRegistry.shared.color(named: name) else { return nil }
        self.init(storage: .dynamic { traits in
            UIColor(rgba: traits.userInterfaceStyle == .dark ? (set.dark ?? set.light) : set.light)
        }, name: name)
    }

    /// A colour set from the registered asset catalogs; the bundle is ignored (WidgetShot has one
    /// set of catalogs), and `traitCollection`, when given, resolves the colour immediately.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetRegistry.shared.color(named: name) else { return nil }
        if let traitCollection {
            self.init(rgba: traitCollection.userInterfaceStyle == .dark ? (set.dark ?? set.light) : set.light, name: name)
        } else {
            self.init(named: name)
        }
    }

    /// The colour of a `CGColor`.
    public required convenience init(cgColor: CGColor) { self.init(rgba: cgColor.rgba) }

    /// The fixed colour this colour is with `traitCollection` (itself when not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provide): return provide(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The sRGB value with `traitCollection`.
    public func rgba(with traitCollection: UITraitCollection = .current) -> RGBA {
        if case .fixed(let c) = resolvedColor(with: traitCollection).storage { return c }
        return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// The colour with its alpha replaced (dynamic colours stay dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let a = min(max(Self.finite(alpha), 0), 1)
        switch storage {
        case .fixed(let c): return UIColor(rgba: RGBA(red: c.red, green: c.green, blue: c.blue, alpha: a))
        case .dynamic: return UIColor(storage: .dynamic { self.resolvedColor(with: $0).withAlphaComponent(a) }, name: name)
        }
    }

    /// The sRGB components with `UITraitCollection.current`; always succeeds.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba()
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The white level (Rec. 601 luma of the sRGB components) and alpha.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba()
        white?.pointee = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Hue, saturation, brightness (0…1) and alpha.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba()
        let mx = max(c.red, c.green, c.blue), mn = min(c.red, c.green, c.blue), d = mx - mn
        var h: Double = 0
        if d > 0 {
            if mx == c.red { h = (c.green - c.blue) / d } else if mx == c.green { h = (c.blue - c.red) / d + 2 } else { h = (c.red - c.green) / d + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = mx > 0 ? d / mx : 0
        brightness?.pointee = mx
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour as a `CGColor`, resolved with `UITraitCollection.current`.
    open var cgColor: CGColor { CGColor(rgba: rgba()) }

    /// Makes this the fill and stroke colour of the current UIKit graphics context.
    open func set() {
        setFill()
        setStroke()
    }
    /// Makes this the fill colour of the current UIKit graphics context (`UIGraphicsGetCurrentContext()`).
    open func setFill() { GraphicsContextStack.current?.fillRGBA = rgba() }
    /// Makes this the stroke colour of the current UIKit graphics context.
    open func setStroke() { GraphicsContextStack.current?.strokeRGBA = rgba() }

    /// A SwiftUI colour provider resolving this colour with the traits of the environment it is
    /// drawn in.
    func makeColorProvider() -> ColorProvider {
        ColorProvider(name: name ?? "UIColor") { env in self.rgba(with: UITraitCollection(environment: env)) }
    }

    static func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }

    /// Equal when the values are (fixed colours: equal components).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        if case .fixed(let a) = storage, case .fixed(let b) = other.storage { return a == b }
        return false
    }
    /// A hash consistent with `isEqual`.
    open override var hash: Int {
        if case .fixed(let c) = storage { return c.hashValue }
        return ObjectIdentifier(self).hashValue
    }
    /// A description for debugging.
    open override var description: String {
        switch storage {
        case .fixed(let c): return "UIColor(\(name.map { "\($0) " } ?? "")\(c))"
        case .dynamic: return "UIColor(dynamic \(name ?? ""))"
        }
    }
}
