import Foundation

/// The process-wide string tables `Text("key")`, `LocalizedStringResource` and
/// `String(localized:)` look keys up in — what an app bundle's `.lproj` folders and string
/// catalogs are on iOS.
///
/// ```swift
/// try LocalizedStrings.shared.load(contentsOf: URL(fileURLWithPath: "Shared/Localizable.xcstrings"))
/// try LocalizedStrings.shared.load(contentsOf: URL(fileURLWithPath: "Resources/de.lproj"))
/// Text("Next game").environment(\.locale, Locale(identifier: "de_DE"))   // "Nächstes Spiel"
/// ```
///
/// Lookup (as iOS): the table (`Localizable` unless `tableName:` names one) for the locale's most
/// specific loaded language (`de-AT`, then `de`); when no language of the locale is loaded, the
/// development language (the catalog's `sourceLanguage`, else `Base`, else `en`). A key missing
/// there shows the key itself. Plural variations (`.stringsdict`, catalog `variations.plural` and
/// `substitutions`) pick the form with the CLDR plural rule of the language (`PluralRules`).
public final class LocalizedStrings: @unchecked Sendable {
    /// The tables every `Text` uses.
    /// Creating it installs its lookup for Foundation-only code's `NSLocalizedString`
    /// (WidgetShotFoundation's `LocalizedStringLookup`).
    public static let shared: LocalizedStrings = {
        let tables = LocalizedStrings()
        LocalizedStringLookup.tables = { key, table, locale in tables.format(forKey: key, table: table, locale: locale, numbers: []) }
        return tables
    }()

    /// A string table file or folder that could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        public var url: URL
        public var reason: String
        public var description: String { "Cannot load strings from \(url.path): \(reason)" }
    }

    /// One key's value in one language.
    struct Entry {
        var value: String
        /// Plural category (`one`, `other`…) → format, for the first numeric argument.
        var plural: [String: String]?
        /// `%#@name@` substitutions.
        var substitutions: [String: Substitution] = [:]
        /// The file the entry was read from (named in warnings).
        var origin: String? = nil
    }

    struct Substitution {
        /// The argument (0-based) that picks the form; `nil`: its position among the specifiers.
        var argument: Int?
        /// The printf conversion for the value (`lld`, `d`, `@`).
        var specifier: String
        var plural: [String: String]
    }

    private let lock = NSLock()
    /// table → language (lower-case, `-` separated) → key → entry.
    private var tables: [String: [String: [String: Entry]]] = [:]
    private var developmentLanguage: String?

    private var currentLocale = Locale(identifier: "en_US")

    public init() {}

    /// The locale `String(localized:)` and `LocalizedStringResource` resolve in when not given
    /// one (en_US until a renderer or the CLI's `--locale` sets it; never the machine's).
    /// `Text` uses the environment's `\.locale` instead.
    /// The shared tables' locale is `WidgetShotLocale.processLocale` (WidgetShotFoundation), the
    /// one `Locale.current` is rewritten to in extension builds.
    public var locale: Locale {
        get {
            if self === LocalizedStrings.shared { return WidgetShotLocale.processLocale }
            lock.lock(); defer { lock.unlock() }; return currentLocale
        }
        set {
            if self === LocalizedStrings.shared { WidgetShotLocale.processLocale = newValue; return }
            lock.lock(); currentLocale = newValue; lock.unlock()
        }
    }

    /// Loads a `.strings`, `.stringsdict` or `.xcstrings` file, or every such file in a folder
    /// (an `.lproj` folder gives its language; a folder of `.lproj` folders loads them all).
    /// A `.strings`/`.stringsdict` file's language comes from its `.lproj` folder, else `language`,
    /// else `Base`. The table is the file name without extension.
    public func load(contentsOf url: URL, language: String? = nil) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LoadError(url: url, reason: "no such file or folder")
        }
        if isDirectory.boolValue {
            let folderLanguage = url.pathExtension == "lproj" ? url.deletingPathExtension().lastPathComponent : language
            let items = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
            for item in items where ["strings", "stringsdict", "xcstrings", "lproj"].contains(item.pathExtension) {
                try load(contentsOf: item, language: item.pathExtension == "lproj" ? nil : folderLanguage)
            }
            return
        }
        let table = url.deletingPathExtension().lastPathComponent
        let parent = url.deletingLastPathComponent()
        let fileLanguage = language ?? (parent.pathExtension == "lproj" ? parent.deletingPathExtension().lastPathComponent : "Base")
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw LoadError(url: url, reason: "\(error.localizedDescription)") }
        switch url.pathExtension {
        case "strings": add(try StringsFileReader.strings(data, url: url, warn: Self.warn), table: table, language: fileLanguage)
        case "stringsdict": add(try StringsFileReader.stringsdict(data, url: url, warn: Self.warn), table: table, language: fileLanguage)
        case "xcstrings":
            let catalog = try StringsFileReader.catalog(data, url: url)
            lock.lock()
            if developmentLanguage == nil { developmentLanguage = Self.normalize(catalog.sourceLanguage) }
            lock.unlock()
            for (lang, entries) in catalog.languages { add(entries, table: table, language: lang) }
        default: throw LoadError(url: url, reason: "not a .strings, .stringsdict or .xcstrings file")
        }
    }

    /// Forgets every loaded table.
    public func removeAll() {
        lock.lock()
        tables = [:]
        developmentLanguage = nil
        lock.unlock()
    }

    /// The languages loaded for a table (normalised: lower case, `-` separated).
    public func languages(table: String = "Localizable") -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return (tables[table] ?? [:]).keys.sorted()
    }

    private func add(_ entries: [String: Entry], table: String, language: String) {
        lock.lock()
        tables[table, default: [:]][Self.normalize(language), default: [:]].merge(entries) { _, new in new }
        lock.unlock()
    }

    static func normalize(_ language: String) -> String { language.replacingOccurrences(of: "_", with: "-").lowercased() }

    /// Language tags to try for a locale, most specific first (`zh-hans-cn`, `zh-hans`, `zh`).
    static func candidates(_ locale: Locale) -> [String] {
        let id = normalize(locale.identifier)
        var out = [id]
        let language = locale.language.languageCode?.identifier.lowercased()
        if let language {
            if let script = locale.language.script?.identifier.lowercased() { out.append("\(language)-\(script)") }
            if let region = locale.region?.identifier.lowercased() { out.append("\(language)-\(region)") }
            out.append(language)
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// The format for `key` in `locale` (plural forms chosen with `numbers`, the arguments'
    /// numeric values by position), or `nil` when no loaded table has it.
    func format(forKey key: String, table: String?, locale: Locale, numbers: [Double?]) -> String? {
        lock.lock()
        let languages = tables[table ?? "Localizable"]
        let development = developmentLanguage
        lock.unlock()
        guard let languages, !languages.isEmpty else { return nil }
        let chosen = Self.candidates(locale).first { languages[$0] != nil }
            ?? [development, "base", "en"].compactMap { $0 }.first { languages[$0] != nil }
        guard let language = chosen, let entry = languages[language]?[key] ?? languages["base"]?[key] else { return nil }
        return Self.resolve(entry, key: key, language: language, numbers: numbers)
    }
}
