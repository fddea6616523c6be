import Foundation

/// Reads the three string-table formats of an Xcode project into `LocalizedStrings` entries.
enum StringsFileReader {
    typealias Entry = LocalizedStrings.Entry
    typealias LoadError = LocalizedStrings.LoadError

    /// Text of a strings file: UTF-16 (with BOM, as Xcode writes them) or UTF-8.
    static func text(_ data: Data, url: URL) throws -> String {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF], let s = String(data: data, encoding: .utf16) { return s }
        if let s = String(data: data, encoding: .utf8) { return s }
        if let s = String(data: data, encoding: .utf16) { return s }
        throw LoadError(url: url, reason: "neither UTF-8 nor UTF-16 text")
    }

    /// An old-style `"key" = "value";` strings file (or an XML/binary plist dictionary).
    /// An entry that is not a string is left out with a warning naming the file and the key
    /// (`warn`); the table's other entries load.
    static func strings(_ data: Data, url: URL, warn: (String) -> Void = { _ in }) throws -> [String: Entry] {
        var source = try text(data, url: url)
        if source.hasPrefix("\u{FEFF}") { source.removeFirst() }
        if source.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return [:] }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: Data(source.utf8), format: nil) } catch {
            throw LoadError(url: url, reason: "not a valid strings file (\(error.localizedDescription))")
        }
        guard let dict = plist as? [String: Any] else { throw LoadError(url: url, reason: "not a dictionary of strings") }
        var out: [String: Entry] = [:]
        for (key, value) in dict.sorted(by: { $0.key < $1.key }) {
            guard let s = value as? String else {
                warn("\(url.path): \"\(key)\": the value is not a string; the entry is left out")
                continue
            }
            out[key] = Entry(value: s, origin: url.path)
        }
        return out
    }

    /// A `.stringsdict` plist: `NSStringLocalizedFormatKey` with `%#@name@` variables whose
    /// `NSStringPluralRuleType` dictionaries give the forms. An entry without a format is left out
    /// with a warning naming the file and the key (`warn`); the table's other entries load.
    static func stringsdict(_ data: Data, url: URL, warn: (String) -> Void = { _ in }) throws -> [String: Entry] {
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw LoadError(url: url, reason: "not a valid property list (\(error.localizedDescription))")
        }
        guard let dict = plist as? [String: Any] else { throw LoadError(url: url, reason: "not a dictionary") }
        var out: [String: Entry] = [:]
        for (key, value) in dict.sorted(by: { $0.key < $1.key }) {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                warn("\(url.path): \"\(key)\": no NSStringLocalizedFormatKey string; the entry is left out")
                continue
            }
            var entry = Entry(value: format, origin: url.path)
            for (name, spec) in rule {
                guard let spec = spec as? [String: Any], name != "NSStringLocalizedFormatKey" else { continue }
                let forms = spec.compactMapValues { $0 as? String }.filter { PluralRules.categories.contains($0.key) }
                entry.substitutions[name] = LocalizedStrings.Substitution(
                    argument: nil, specifier: spec["NSStringFormatValueTypeKey"] as? String ?? "lld", plural: forms)
            }
            out[key] = entry
        }
        return out
    }

    /// A string catalog: its source language and, per language, the entries.
    struct Catalog {
        var sourceLanguage: String
        var languages: [String: [String: Entry]]
    }

    /// An `.xcstrings` string catalog (JSON): `strings` → key → `localizations` → language →
    /// `stringUnit.value`, `variations.plural` (or `variations.device`, whose `other`/`iphone`
    /// form is used) and `substitutions`. The source language's value defaults to the key.
    static func catalog(_ data: Data, url: URL) throws -> Catalog {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw LoadError(url: url, reason: "not valid JSON (\(error.localizedDescription))")
        }
        guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw LoadError(url: url, reason: "no \"strings\" object (not a string catalog)")
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        var languages: [String: [String: Entry]] = [source: [:]]
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            if localizations[source] == nil { languages[source, default: [:]][key] = Entry(value: key) }
            for (language, loc) in localizations {
                guard let loc = loc as? [String: Any], var entry = variant(loc) else { continue }
                for (name, sub) in loc["substitutions"] as? [String: Any] ?? [:] {
                    guard let sub = sub as? [String: Any] else { continue }
                    let forms = plural(sub["variations"] as? [String: Any]) ?? [:]
                    entry.substitutions[name] = LocalizedStrings.Substitution(
                        argument: (sub["argNum"] as? Int).map { $0 - 1 }, specifier: sub["formatSpecifier"] as? String ?? "lld", plural: forms)
                }
                entry.origin = url.path
                languages[language, default: [:]][key] = entry
            }
        }
        return Catalog(sourceLanguage: source, languages: languages)
    }

    /// A localization's value or plural forms.
    private static func variant(_ loc: [String: Any]) -> Entry? {
        if let value = unit(loc) { return Entry(value: value) }
        let variations = loc["variations"] as? [String: Any]
        if let forms = plural(variations) { return Entry(value: forms["other"] ?? "", plural: forms) }
        if let device = variations?["device"] as? [String: Any] {
            for name in ["iphone", "other"] { if let d = device[name] as? [String: Any], let e = variant(d) { return e } }
        }
        return nil
    }

    private static func unit(_ loc: [String: Any]) -> String? { (loc["stringUnit"] as? [String: Any])?["value"] as? String }

    private static func plural(_ variations: [String: Any]?) -> [String: String]? {
        guard let plural = variations?["plural"] as? [String: Any] else { return nil }
        return plural.compactMapValues { ($0 as? [String: Any]).flatMap(unit) }
    }
}
