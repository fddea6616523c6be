import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha, components 0…1.
///
/// Components outside 0…1 are clamped and NaN becomes 0 (WidgetShot draws no extended-range
/// colour, so `Color(red: 2, …)` and `.opacity(5)` draw as 1).
public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Sanitize.unit(red)
        self.green = Sanitize.unit(green)
        self.blue = Sanitize.unit(blue)
        self.alpha = Sanitize.unit(alpha)
    }
    /// `#RRGGBBAA`.
    public var description: String {
        func hex(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
    func withAlpha(times factor: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * factor) }
}

/// A colour, which is also a view that fills the space it is offered — SwiftUI's `Color`.
///
/// ```swift
/// Color.red
/// Color(red: 0.9, green: 0.2, blue: 0.3).opacity(0.5)
/// Color(white: 0.2)
/// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
/// Color.primary   // black in light mode, white in dark mode
/// ```
public struct Color: Hashable, CustomStringConvertible {
    indirect enum Kind: Hashable {
        case rgba(RGBA)
        case system(SystemColor)
        case named(String)
        case opacity(Kind, Double)
        case provider(ColorProvider)
        /// The colour mixed with a fraction of another (`Color.gradient`).
        case mixed(Kind, with: RGBA, Double)
    }
    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// The colour space of component initialisers.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Creates a colour from red, green and blue components (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encode(_ v: Double) -> Double {
            guard colorSpace == .sRGBLinear else { return v }
            return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        kind = .rgba(RGBA(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity))
    }

    /// Creates a grey from a white level (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a colour from hue, saturation and brightness (0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - floor(hue)) * 6 : 0, s = Sanitize.unit(saturation), v = Sanitize.unit(brightness)
        let i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from the app's asset catalog (resolved by the renderer; clear if missing).
    public init(_ name: String, bundle: Bundle? = nil) { kind = .named(name) }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(kind: .opacity(kind, opacity)) }

    public var description: String { "\(kind)" }

    /// The colour's sRGB value in an environment (colour scheme; asset colours need a renderer).
    @_disfavoredOverload
    public func resolve(in environment: EnvironmentValues) -> RGBA { Self.resolve(kind, environment) }

    /// The sRGB value of a colour that is the same in every environment (components, or an
    /// opacity of them), nil for system, asset and dynamic colours — what `Color.cgColor` answers.
    package var constantRGBA: RGBA? { Self.constant(kind) }

    private static func constant(_ kind: Kind) -> RGBA? {
        switch kind {
        case .rgba(let c): return c
        case .opacity(let base, let factor): return constant(base)?.withAlpha(times: factor)
        case .mixed(let base, let other, let t):
            guard let c = constant(base) else { return nil }
            return RGBA(red: c.red + (other.red - c.red) * t, green: c.green + (other.green - c.green) * t,
                        blue: c.blue + (other.blue - c.blue) * t, alpha: c.alpha)
        case .system, .named, .provider: return nil
        }
    }

    static func resolve(_ kind: Kind, _ environment: EnvironmentValues) -> RGBA {
        switch kind {
        case .rgba(let c): return c
        case .system(let s): return s.value(for: environment.colorScheme, os: environment.osVersion, contrast: environment.colorSchemeContrast)
        case .named(let name): return environment.namedColorResolver(name, environment.colorScheme) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case .opacity(let base, let factor): return resolve(base, environment).withAlpha(times: factor)
        case .provider(let p): return p.resolve(in: environment)
        case .mixed(let base, let other, let t):
            let c = resolve(base, environment)
            return RGBA(red: c.red + (other.red - c.red) * t, green: c.green + (other.green - c.green) * t,
                        blue: c.blue + (other.blue - c.blue) * t, alpha: c.alpha)
        }
    }
}

/// The system colours with Apple's light and dark sRGB values.
enum SystemColor: String, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear, primary, secondary, accentColor

    func value(for scheme: ColorScheme) -> RGBA {
        let dark = scheme == .dark
        func c(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA { RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        switch self {
        case .red: return dark ? c(255, 69, 58) : c(255, 59, 48)
        case .orange: return dark ? c(255, 159, 10) : c(255, 149, 0)
        case .yellow: return dark ? c(255, 214, 10) : c(255, 204, 0)
        case .green: return dark ? c(48, 209, 88) : c(52, 199, 89)
        case .mint: return dark ? c(99, 230, 226) : c(0, 199, 190)
        case .teal: return dark ? c(64, 200, 224) : c(48, 176, 199)
        case .cyan: return dark ? c(100, 210, 255) : c(50, 173, 230)
        case .blue, .accentColor: return dark ? c(10, 132, 255) : c(0, 122, 255)
        case .indigo: return dark ? c(94, 92, 230) : c(88, 86, 214)
        case .purple: return dark ? c(191, 90, 242) : c(175, 82, 222)
        case .pink: return dark ? c(255, 55, 95) : c(255, 45, 85)
        case .brown: return dark ? c(172, 142, 104) : c(162, 132, 94)
        case .gray: return c(142, 142, 147)
        case .black: return c(0, 0, 0)
        case .white: return c(255, 255, 255)
        case .clear: return c(0, 0, 0, 0)
        case .primary: return dark ? c(255, 255, 255) : c(0, 0, 0)
        case .secondary: return dark ? c(235, 235, 245, 0.6) : c(60, 60, 67, 0.6)
        }
    }
}

extension Color {
    public static let red = Color(kind: .system(.red))
    public static let orange = Color(kind: .system(.orange))
    public static let yellow = Color(kind: .system(.yellow))
    public static let green = Color(kind: .system(.green))
    public static let mint = Color(kind: .system(.mint))
    public static let teal = Color(kind: .system(.teal))
    public static let cyan = Color(kind: .system(.cyan))
    public static let blue = Color(kind: .system(.blue))
    public static let indigo = Color(kind: .system(.indigo))
    public static let purple = Color(kind: .system(.purple))
    public static let pink = Color(kind: .system(.pink))
    public static let brown = Color(kind: .system(.brown))
    public static let gray = Color(kind: .system(.gray))
    public static let black = Color(kind: .system(.black))
    public static let white = Color(kind: .system(.white))
    public static let clear = Color(kind: .system(.clear))
    /// Black in light mode, white in dark mode.
    public static let primary = Color(kind: .system(.primary))
    /// The secondary label colour.
    public static let secondary = Color(kind: .system(.secondary))
    /// The app's accent colour (system blue unless a renderer resolves an asset).
    public static let accentColor = Color(kind: .system(.accentColor))
}

private struct NamedColorResolverKey: EnvironmentKey {
    static let defaultValue: @Sendable (String, ColorScheme) -> RGBA? = { _, _ in nil }
}

extension EnvironmentValues {
    /// Resolves `Color("name")` from an asset catalog; set by the renderer.
    public var namedColorResolver: @Sendable (String, ColorScheme) -> RGBA? {
        get { self[NamedColorResolverKey.self] }
        set { self[NamedColorResolverKey.self] = newValue }
    }
}
