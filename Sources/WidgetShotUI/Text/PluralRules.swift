import Foundation

/// CLDR cardinal plural categories for the languages widgets are commonly translated into
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
/// Languages not listed use the English rule (`one` for exactly 1, else `other`).
enum PluralRules {
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The category of `n` in `language` (a normalised tag such as `de` or `pt-br`).
    static func category(_ n: Double, language: String) -> String {
        let lang = String(language.split(separator: "-").first ?? "")
        let isInteger = n.isFinite && n == n.rounded()
        let i = isInteger && abs(n) < 1e15 ? Int64(abs(n)) : -1
        switch lang {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km":
            return "other"
        case "fr",
             "pt" where language != "pt-pt":   // every French; Portuguese except European
            // i = 0,1 → one (French, Brazilian Portuguese); large round numbers → many.
            if abs(n) < 2 { return "one" }
            return isInteger && i != 0 && i % 1_000_000 == 0 ? "many" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if i % 10 == 1 && i % 100 != 11 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            if i == 1 { return "one" }
            return (2...4).contains(i) ? "few" : "other"
        case "ar":
            guard isInteger else { return "other" }
            switch i {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                if (3...10).contains(i % 100) { return "few" }
                if (11...99).contains(i % 100) { return "many" }
                return "other"
            }
        default:
            return isInteger && i == 1 ? "one" : "other"
        }
    }
}
