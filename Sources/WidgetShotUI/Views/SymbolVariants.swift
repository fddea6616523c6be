import Foundation

/// A variant of an SF Symbol (filled, in a circle, slashed…) — SwiftUI's `SymbolVariants`
/// (https://developer.apple.com/documentation/swiftui/symbolvariants). `.symbolVariant(.fill)`
/// above `Image(systemName: "heart")` draws `heart.fill`; a variant the symbol table does not
/// have leaves the name as it is (as iOS does for symbols without that variant).
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// Symbols in a circle (`.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// Symbols in a square (`.square`).
    public static let square = SymbolVariants(shape: .square)
    /// Symbols in a rectangle (`.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled symbols (`.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed symbols (`.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant, in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant, filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant, slashed.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this variant includes another (`.circle.fill` contains `.fill`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `name` with this variant's suffixes in SF Symbols' order (`.slash`, then the shape, then
    /// `.fill`: `mic.slash.circle.fill`), skipping suffixes the name already has; the plain
    /// name when `isKnown` rejects the variant.
    func apply(to name: String, isKnown: (String) -> Bool) -> String {
        guard self != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let wasFilled = parts.last == "fill"
        if wasFilled { parts.removeLast() }
        if isSlashed, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape.rawValue) { parts.append(shape.rawValue) }
        if isFilled || wasFilled { parts.append("fill") }
        let candidate = parts.joined(separator: ".")
        return isKnown(candidate) ? candidate : name
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The SF Symbol variant applied to `Image(systemName:)` in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws SF Symbols in this view in a variant — SwiftUI's `symbolVariant(_:)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentWritingModifier { env in
            var merged = env.symbolVariants
            if let shape = variant.shape { merged.shape = shape }
            merged.isFilled = merged.isFilled || variant.isFilled
            merged.isSlashed = merged.isSlashed || variant.isSlashed
            env.symbolVariants = variant == .none ? .none : merged
        })
    }
}
