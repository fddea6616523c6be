import Foundation

/// How WidgetShot draws an SF Symbol name: a base glyph, optionally in an enclosure, slashed or
/// badged — composed from the name's parts as SF Symbols names its variants
/// (https://developer.apple.com/sf-symbols/: "variants … such as fill, slash, enclosed in a
/// circle or square"), instead of one stand-in glyph per full name.
///
/// `trash.circle.fill` is the `trash` base in a filled circle (the base cut out of the disc),
/// `bell.slash` the `bell` base with a diagonal slash, `person.badge.plus` the `person` base with a
/// small `plus` at its lower trailing corner, `7.circle` the digit 7 in a circle, and
/// `battery.25percent` a horizontal battery a quarter full. Whole names in `SymbolMap.glyphs`
/// (and bases in `SymbolBases`) win over composition. An unknown name resolves to nil.
public struct SymbolComposition: Hashable, Sendable {
    /// What sits in the middle.
    public enum Base: Hashable, Sendable {
        /// A glyph of the icon font (`SymbolMap.fontFamily`); `filled` is the filled form where
        /// the font has a separate one (used when the symbol is cut out of a filled enclosure).
        case glyph(Unicode.Scalar, filled: Unicode.Scalar?)
        /// Letters or digits in the system font (`a.circle`, `17.square.fill`).
        case text(String)
        /// A horizontal battery, its level 0…1 (`battery.0percent` … `battery.100percent`).
        case battery(level: Double)
    }
    /// The shape around the base.
    public enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }

    /// The base.
    public var base: Base
    /// The enclosing shape, if any.
    public var enclosure: Enclosure?
    /// Whether the enclosure is filled (the base cut out of it) rather than outlined.
    public var isFilled = false
    /// A diagonal slash across the symbol (`.slash`).
    public var isSlashed = false
    /// A small symbol at the lower trailing corner (`.badge.plus`, `.trianglebadge.exclamationmark`).
    public var badge: Unicode.Scalar?
    /// Whether the badge is a notification dot (`bell.badge`, `app.badge`), drawn at the upper
    /// trailing corner as SF Symbols draws it, rather than a mark at the lower trailing corner.
    public var badgeIsDot = false
    /// Clockwise turn in degrees of the base glyph (for stand-ins drawn facing another way).
    public var rotation: Double = 0

    /// Whether the symbol is its base glyph alone (no enclosure, slash, badge or turn), so it can
    /// be drawn as one glyph of the symbol font.
    var isBaseAlone: Bool { enclosure == nil && !isSlashed && badge == nil && rotation == 0 }

    /// The composition for `name`, or nil when WidgetShot has no glyph for it.
    public static func resolve(_ name: String) -> SymbolComposition? {
        if let cached = cache.value(for: name) { return cached }
        let result = compose(name)
        cache.store(result, for: name)
        return result
    }

    /// Whether `name` draws a glyph (not the unknown-symbol box).
    public static func isKnown(_ name: String) -> Bool { resolve(name) != nil }

    private static let cache = CompositionCache()

    static func compose(_ name: String) -> SymbolComposition? {
        if let whole = exact(name) { return whole }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, !parts.contains("") else { return nil }
        let last = parts.removeLast()
        let rest = parts.joined(separator: ".")
        switch last {
        case "fill":
            guard var inner = compose(rest) else { return nil }
            if inner.enclosure != nil { inner.isFilled = true } else if case .glyph(let outline, let filled) = inner.base {
                inner.base = .glyph(filledGlyph(rest) ?? filled ?? outline, filled: filled)
            }
            return inner
        case "circle", "square", "rectangle":
            guard var inner = compose(rest), inner.enclosure == nil else { return nil }
            inner.enclosure = Enclosure(rawValue: last)
            return inner
        case "slash":
            guard var inner = compose(rest) else { return nil }
            inner.isSlashed = true
            return inner
        default:
            break
        }
        // `….badge.X` and `….trianglebadge.exclamationmark` (after any `.fill` was taken above).
        if let i = parts.lastIndex(where: { $0 == "badge" || $0 == "trianglebadge" }), i > 0 {
            let mark = (parts[(i + 1)...] + [last]).joined(separator: ".")
            let badgeGlyph = parts[i] == "trianglebadge" ? warningBadge : badgeScalar(mark)
            guard let badgeGlyph, var inner = compose(parts[..<i].joined(separator: ".")) else { return nil }
            inner.badge = badgeGlyph
            return inner
        }
        // `bell.badge`, `app.badge`: a notification dot.
        if last == "badge", var inner = compose(rest) {
            inner.badge = dotBadge
            inner.badgeIsDot = true
            return inner
        }
        return nil
    }

    /// A whole name: `SymbolMap`, `SymbolBases`, characters, batteries.
    static func exact(_ name: String) -> SymbolComposition? {
        if let s = SymbolMap.glyphs[name] {
            return SymbolComposition(base: .glyph(s, filled: SymbolMap.glyphs[name + ".fill"]), rotation: rotation(name))
        }
        if let s = SymbolBases.outline[name] { return SymbolComposition(base: .glyph(s, filled: SymbolBases.filled[name])) }
        // A name whose filled form is the only one the table has (`gearshape` from `gearshape.fill`).
        if let s = SymbolMap.glyphs[name + ".fill"] { return SymbolComposition(base: .glyph(s, filled: s), rotation: rotation(name)) }
        if let text = characters(name) { return SymbolComposition(base: .text(text)) }
        if let level = batteryLevel(name) { return SymbolComposition(base: .battery(level: level)) }
        return nil
    }

    private static func filledGlyph(_ name: String) -> Unicode.Scalar? {
        SymbolMap.glyphs[name + ".fill"] ?? SymbolBases.filled[name]
    }

    /// `7`, `17`, `00` (SF Symbols numbers 0…50 in enclosures) and `a`…`z` (drawn upper-case,
    /// as SF Symbols' letter symbols are).
    static func characters(_ name: String) -> String? {
        if (1...2).contains(name.count), name.allSatisfy({ $0.isASCII && $0.isNumber }) { return name }
        if name.count == 1, let c = name.first, c.isASCII, c.isLetter, c.isLowercase { return c.uppercased() }
        return nil
    }

    /// `battery.0percent` … `battery.100percent` (iOS 17) and the older `battery.0` … `battery.100`
    /// drawn as SF draws them: a horizontal battery filled to the level.
    static func batteryLevel(_ name: String) -> Double? {
        guard name.hasPrefix("battery.") else { return nil }
        var digits = name.dropFirst("battery.".count)
        if digits.hasSuffix("percent") { digits = digits.dropLast("percent".count) }
        guard let value = Int(digits), [0, 25, 50, 75, 100].contains(value) else { return nil }
        return Double(value) / 100
    }

    /// The badge glyph for a badge name (`plus`, `checkmark`, `exclamationmark` …): the name's own
    /// glyph, or the base glyph of its composition.
    static func badgeScalar(_ mark: String) -> Unicode.Scalar? {
        if let named = badgeGlyphs[mark] { return named }
        guard let c = compose(mark), case .glyph(let s, let filled) = c.base else { return nil }
        return filled ?? s
    }

    private static let warningBadge: Unicode.Scalar? = "\u{E002}" // warning
    private static let dotBadge: Unicode.Scalar = "\u{EF4A}" // circle
    /// Badges drawn as Material's round marks, as SF Symbols draws them (a disc with the mark).
    private static let badgeGlyphs: [String: Unicode.Scalar] = [
        "plus": "\u{E147}", // add_circle
        "minus": "\u{E15C}", // remove_circle
        "checkmark": "\u{E86C}", // check_circle
        "xmark": "\u{E5C9}", // cancel
        "exclamationmark": "\u{E000}", // error
        "questionmark": "\u{E887}", // help
        "clock": "\u{E8B5}", // schedule
        "ellipsis": "\u{EF64}", // pending
    ]

    /// The glyphs of a variable symbol's levels, lowest first, the last the whole symbol — for
    /// `Image(systemName:variableValue:)`: wifi's arcs, cellular bars, a speaker's waves.
    public static func variableLevels(_ name: String) -> [Unicode.Scalar]? {
        switch name {
        case "wifi": return ["\u{E4CA}", "\u{E4D9}", "\u{E63E}"] // wifi_1_bar, wifi_2_bar, wifi
        case "cellularbars": return ["\u{EBDF}", "\u{EBE3}", "\u{E202}"] // signal_cellular_alt_1_bar, _2_bar, signal_cellular_alt
        case "speaker.wave.3", "speaker.wave.3.fill": return ["\u{E04E}", "\u{E04D}", "\u{E050}"] // volume_mute, volume_down, volume_up
        default: return nil
        }
    }

    /// How many of `count` levels a variable value 0…1 lights: level i once the value reaches
    /// i / count, so 0 lights none and 1 all. Apple documents the range, not the thresholds
    /// (https://developer.apple.com/documentation/swiftui/image/init(systemname:variablevalue:)):
    /// evenly spaced thresholds are a guess.
    public static func litLevels(value: Double, count: Int) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return min(count, Int((value * Double(count) + 1e-9).rounded(.down)))
    }

    /// Clockwise turns for glyphs whose Material drawing faces another way than the SF Symbol:
    /// Material's `flight` points up, SF Symbols' `airplane` points right.
    static func rotation(_ name: String) -> Double { name.hasPrefix("airplane") && !name.contains("arrival") && !name.contains("departure") ? 90 : 0 }
}

/// A small lock-protected memo of resolved names (resolution runs for every symbol drawn).
private final class CompositionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: SymbolComposition?] = [:]
    func value(for name: String) -> SymbolComposition?? {
        lock.lock(); defer { lock.unlock() }
        return entries[name]
    }
    func store(_ value: SymbolComposition?, for name: String) {
        lock.lock(); defer { lock.unlock() }
        if entries.count > 4096 { entries.removeAll() }
        entries[name] = value
    }
}
