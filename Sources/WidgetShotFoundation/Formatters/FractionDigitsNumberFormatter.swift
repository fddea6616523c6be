import Foundation

// `NumberFormatter.maximumFractionDigits` as Apple platforms apply it. swift-corelibs-foundation
// hands the maximum to ICU only while the minimum is 0 (`NumberFormatter.State._setFormatterAttributes`:
// `if minimumFractionDigits <= 0 { … kCFNumberFormatterMaxFractionDigits … }`), so a formatter with
// a minimum keeps its style's default maximum: `.decimal` with 1…1 fraction digits writes 3.3856 as
// "3.386" where an iPhone writes "3.4" (LoopFollow's mmol/L glucose), and `.currency` (whose minimum
// is 2) with `maximumFractionDigits = 0` writes "$1,234.39" where an iPhone writes "$1,234".
//
// On Apple platforms the formatter keeps ICU's rule: lowering the maximum below the minimum lowers
// the minimum too (Apple's `NumberFormatter.maximumFractionDigits`, ICU's
// `DecimalFormat::setMaximumFractionDigits`). The getters cannot tell which was set last, so a
// minimum above the maximum is taken as lowered to it — the case of a style's default minimum.

/// The `NumberFormatter` an extension build's `NumberFormatter()` makes (``WidgetShotNumberFormatter()``):
/// its `maximumFractionDigits` holds when `minimumFractionDigits` is above 0, as on iOS.
///
/// When the fraction digits need it, the number is formatted by a copy whose minimum is 0 (so
/// corelibs applies the maximum) and whose pattern's first fraction places are made required
/// (`#,##0.#` → `#,##0.0`). Rounding, symbols, grouping, prefixes and the locale stay the
/// formatter's own. Significant-digit formatters and scientific patterns are left to corelibs.
public final class FractionDigitsNumberFormatter: NumberFormatter, @unchecked Sendable {
    /// The number written with the formatter's fraction digits applied as on iOS.
    public override func string(from number: NSNumber) -> String? {
        guard let formatter = fractionDigitsFormatter() else { return super.string(from: number) }
        return formatter.string(from: number)
    }

    /// A copy that formats with both fraction-digit bounds, or nil when corelibs already applies them.
    private func fractionDigitsFormatter() -> NumberFormatter? {
        let minimum = minimumFractionDigits, maximum = maximumFractionDigits
        guard minimum > 0, !usesSignificantDigits, let copy = copy() as? NumberFormatter else { return nil }
        copy.minimumFractionDigits = 0
        let required = min(minimum, maximum)
        guard required > 0 else { return copy }
        guard let positive = copy.positiveFormat,
              let newPositive = Self.pattern(positive, requiringFractionDigits: required) else { return nil }
        // The getter answers the positive pattern when the pattern has no negative part: keep ICU's default "-" then.
        let negative = copy.negativeFormat
        copy.positiveFormat = newPositive
        if let negative, negative != positive, let newNegative = Self.pattern(negative, requiringFractionDigits: required) {
            copy.negativeFormat = newNegative
        }
        return copy
    }

    /// `pattern` with its first `count` fraction places required (`0`) and the rest optional (`#`),
    /// or nil for a pattern without fraction places, with significant digits (`@`) or an exponent (`E`).
    /// Quoted text (`'+'`) stays as written.
    static func pattern(_ pattern: String, requiringFractionDigits count: Int) -> String? {
        var result = ""
        var quoted = false, inFraction = false, sawFraction = false, place = 0
        for character in pattern {
            if character == "'" { quoted.toggle(); inFraction = false; result.append(character); continue }
            if quoted { result.append(character); continue }
            if character == "@" || character == "E" { return nil }
            if inFraction, character == "0" || character == "#" {
                result.append(place < count ? "0" : "#")
                place += 1
                continue
            }
            inFraction = false
            if character == ".", !sawFraction { inFraction = true; sawFraction = true }
            result.append(character)
        }
        return sawFraction && place > 0 ? result : nil
    }
}
