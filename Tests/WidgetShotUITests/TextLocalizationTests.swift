import Foundation
import Testing
@testable import WidgetShotUI

/// A folder of string tables for a localised "next match" widget: an `.xcstrings` catalog
/// (German and Japanese, with plurals and a substitution), a UTF-16 `de.lproj/Scores.strings`,
/// a UTF-8 `ja.lproj/Scores.strings` and a `.stringsdict`. Loaded once into the shared tables;
/// the keys are unique to these tests.
enum MatchStrings {
    static let folder: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-text-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        for lang in ["de", "ja", "en"] {
            try! FileManager.default.createDirectory(at: root.appendingPathComponent("\(lang).lproj"), withIntermediateDirectories: true)
        }
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "match.next": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Nächstes Spiel"}},
            "ja": {"stringUnit": {"state": "translated", "value": "次の試合"}}}},
          "match.goals %lld": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld goal"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld goals"}}}}},
            "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld Tor"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld Tore"}}}}},
            "ja": {"stringUnit": {"state": "translated", "value": "%lldゴール"}}}},
          "%@ scored %lld times": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "%1$@ traf %#@times@"},
                   "substitutions": {"times": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "einmal"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg-mal"}}}}}}}}},
          "match.**live**": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "**Live** jetzt"}}}}
        }}
        """
        try! Data(catalog.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
        let de = "/* Scores */\n\"score.home\" = \"Heim\";\n\"score.rating %.1f\" = \"Bewertung %.1f\";\n"
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(de.data(using: .utf16LittleEndian)!)
        try! utf16.write(to: root.appendingPathComponent("de.lproj/Scores.strings"))
        try! Data("\"score.home\" = \"ホーム\";\n".utf8).write(to: root.appendingPathComponent("ja.lproj/Scores.strings"))
        let dict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>score.fans %lld</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@fans@</string>
          <key>fans</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld fan</string><key>other</key><string>%lld fans</string></dict>
        </dict></dict></plist>
        """
        try! Data(dict.utf8).write(to: root.appendingPathComponent("en.lproj/Scores.stringsdict"))
        try! LocalizedStrings.shared.load(contentsOf: root)
        return root
    }()
}

@Suite struct TextLocalizationTests {
    init() { _ = MatchStrings.folder }

    @Test("interpolations become the key's format specifiers, as Xcode extracts them")
    func keys() {
        let name = "Ana"
        let key: LocalizedStringKey = "\(3) goals by \(name) at \(2.5) — 100%"
        #expect(key.key == "%lld goals by %@ at %lf — 100%%")
        let spec: LocalizedStringKey = "\(2.456, specifier: "%.1f") km"
        #expect(spec.key == "%.1f km")
    }

    @Test("LocalizedStringKey interpolations format with the locale")
    func interpolations() {
        #expect(shown(Text("\(1234) steps")) == "1,234 steps")
        #expect(shown(Text("\(1234) steps"), textEnvironment("de_DE")) == "1.234 steps")
        #expect(shown(Text("\(3.14159, specifier: "%.1f") km"), textEnvironment("de_DE")) == "3,1 km")
        #expect(shown(Text("100%")) == "100%")
        #expect(shown(Text("\(50)%")) == "50%")
        let f = NumberFormatter()
        f.numberStyle = .percent
        f.locale = Locale(identifier: "en_US")
        #expect(shown(Text("Battery \(NSNumber(value: 0.42), formatter: f)")) == "Battery 42%")
        #expect(shown(Text("Ends \(keynote.addingTimeInterval(3600), style: .time)")) == "Ends 10:41\u{202F}AM")
        #expect(shown(Text("In \(keynote.addingTimeInterval(7200), style: .relative)")) == "In 2 hr")
        #expect(shown(Text("Price \(9.5, format: .currency(code: "EUR"))"), textEnvironment("de_DE")) == "Price 9,50\u{00A0}€")
        #expect(shown(Text("Hi \(Text("there").bold())!")) == "Hi there!")
    }

    @Test("Markdown in literals is styled; verbatim and String texts are not")
    func markdown() {
        let t = Text("Go **bold** and *it* `code` ~~old~~ [docs](https://example.com) snake_case_name").resolve(in: textEnvironment())
        #expect(t.string == "Go bold and it code old docs snake_case_name")
        let bold = t.runs.first { $0.string == "bold" }, it = t.runs.first { $0.string == "it" }
        #expect(bold?.font.weight == .bold && it?.font.italic == true)
        #expect(t.runs.first { $0.string == "code" }?.font.family == "system-monospaced")
        #expect(t.runs.first { $0.string == "old" }?.strikethrough == true)
        #expect(t.runs.first { $0.string == "docs" }?.paint == .color(Color.accentColor.resolve(in: textEnvironment())))
        #expect(shown(Text(verbatim: "**x**")) == "**x**")
        let s = "**y**"
        #expect(shown(Text(s)) == "**y**")
        #expect(shown(Text("a * b * c")) == "a * b * c")
        #expect(shown(Text("***both*** \\*escaped\\*")) == "both *escaped*")
        let bolded = Text("**\("x*y")** done").resolve(in: textEnvironment())
        #expect(bolded.runs.first?.string == "x*y" && bolded.runs.first?.font.weight == .bold)
    }

    @Test("string catalogs and strings files are looked up in the environment's locale")
    func lookups() {
        #expect(shown(Text("match.next"), textEnvironment("de_DE")) == "Nächstes Spiel")
        #expect(shown(Text("match.next"), textEnvironment("ja_JP")) == "次の試合")
        #expect(shown(Text("match.next"), textEnvironment("fr_FR")) == "match.next", "a missing translation shows the key")
        #expect(shown(Text("score.home", tableName: "Scores"), textEnvironment("de_AT")) == "Heim")
        #expect(shown(Text("score.home", tableName: "Scores"), textEnvironment("ja_JP")) == "ホーム")
        #expect(shown(Text("score.rating \(4.26, specifier: "%.1f")", tableName: "Scores"), textEnvironment("de_DE")) == "Bewertung 4,3")
        #expect(shown(Text("no.such.key")) == "no.such.key")
        let live = Text("match.**live**").resolve(in: textEnvironment("de_DE"))
        #expect(live.string == "Live jetzt" && live.runs.first?.font.weight == .bold)
    }

    @Test("plural variations, substitutions and stringsdict pick the language's plural form")
    func plurals() {
        #expect(shown(Text("match.goals \(1)"), textEnvironment("de_DE")) == "1 Tor")
        #expect(shown(Text("match.goals \(3)"), textEnvironment("de_DE")) == "3 Tore")
        #expect(shown(Text("match.goals \(1)")) == "1 goal")
        #expect(shown(Text("match.goals \(2)"), textEnvironment("ja_JP")) == "2ゴール")
        let name = "Müller"
        #expect(shown(Text("\(name) scored \(1) times"), textEnvironment("de_DE")) == "Müller traf einmal")
        #expect(shown(Text("\(name) scored \(4) times"), textEnvironment("de_DE")) == "Müller traf 4-mal")
        #expect(shown(Text("score.fans \(1)", tableName: "Scores")) == "1 fan")
        #expect(shown(Text("score.fans \(1200)", tableName: "Scores")) == "1,200 fans")
        #expect(PluralRules.category(3, language: "ru") == "few" && PluralRules.category(5, language: "ru") == "many")
        #expect(PluralRules.category(0, language: "fr") == "one" && PluralRules.category(0, language: "en") == "other")
    }

    @Test("LocalizedStringResource and String(localized:) use the same tables")
    func resources() {
        #expect(shown(Text(LocalizedStringResource("match.next")), textEnvironment("de_DE")) == "Nächstes Spiel")
        let r = LocalizedStringResource("match.unknown", defaultValue: "Next: \(name(3))")
        #expect(shown(Text(r)) == "Next: team 3")
        #expect(String(localized: "match.next", locale: Locale(identifier: "ja_JP")) == "次の試合")
        #expect(String(localized: "match.goals \(5)", locale: Locale(identifier: "de_DE")) == "5 Tore")
        #expect(String(localized: "**plain**") == "**plain**")
        let title: LocalizedStringResource = "match.next"
        #expect(title.key == "match.next")
    }


    @Test("placeholders write their specifier into the key and show it unfilled (MineCheck's numericFormat)")
    func placeholders() {
        let format = LocalizedStringResource("\(placeholder: .int) servers", table: "AppIntents")
        #expect(format.key == "%lld servers")
        let all: String.LocalizationValue = "\(placeholder: .uint) \(placeholder: .float) \(placeholder: .double) \(placeholder: .object)"
        #expect(all.description == "%llu %f %lf %@")
        #expect(shown(Text(format)) == "%lld servers")
    }
    @Test("bad string tables are clear errors naming the file")
    func badTables() throws {
        let dir = FileManager.default.temporaryDirectory
        let bad = dir.appendingPathComponent("widgetshot-bad-\(ProcessInfo.processInfo.processIdentifier).xcstrings")
        try Data("{\"nope\": 1}".utf8).write(to: bad)
        let tables = LocalizedStrings()
        #expect(throws: LocalizedStrings.LoadError.self) { try tables.load(contentsOf: bad) }
        do { try tables.load(contentsOf: bad) } catch { #expect("\(error)".contains(bad.lastPathComponent)) }
        #expect(throws: LocalizedStrings.LoadError.self) { try tables.load(contentsOf: dir.appendingPathComponent("missing.strings")) }
        let strings = dir.appendingPathComponent("widgetshot-bad-\(ProcessInfo.processInfo.processIdentifier).strings")
        try Data("\"a\" = ".utf8).write(to: strings)
        #expect(throws: LocalizedStrings.LoadError.self) { try tables.load(contentsOf: strings) }
    }

    private func name(_ n: Int) -> String { "team \(n)" }
}

@Suite struct TextStyleModifierTests {
    @Test("Text.foregroundStyle and fontDesign keep a Text for +, each run keeping its style; links stay accent-coloured")
    func textModifiers() {
        let env = textEnvironment()
        let t = (Text("Score ").foregroundStyle(.secondary) + Text("3").foregroundStyle(Color.red).fontDesign(.rounded)
                 + Text(" [more](https://x.com)").foregroundColor(.green)).resolve(in: env)
        #expect(t.runs.map(\.string) == ["Score ", "3", " ", "more"])
        #expect(t.runs[1].paint == .color(Color.red.resolve(in: env)) && t.runs[1].font.family == "system-rounded")
        #expect(t.runs[0].paint != t.runs[1].paint && t.runs[0].paint != t.runs[2].paint)
        #expect(t.runs[2].paint == .color(Color.green.resolve(in: env)) && t.runs[3].paint == .color(Color.accentColor.resolve(in: env)))
        let viewDesign = VStack { Text("x").accessibilityIdentifier("x") }.fontDesign(.serif)
        guard case .text(let r)? = try? place(viewDesign, 100, 100).node("x")?.content else { Issue.record("no text"); return }
        #expect(r.runs[0].font.family == "system-serif")
    }
}

@Suite struct TextLineLimitTests {
    @Test("lineLimit(_:reservesSpace:) and ranges reserve the lower bound's height and cap the upper")
    func reservesSpace() throws {
        func height<V: View>(_ v: V) throws -> CGFloat { try place(v.accessibilityIdentifier("t"), 300, 600).frame(of: "t")?.height ?? 0 }
        let one = try height(Text("Short"))
        #expect(one > 0)
        #expect(abs(try height(Text("Short").lineLimit(3, reservesSpace: true)) - 3 * one) < 1.5)
        #expect(try height(Text("Short").lineLimit(3, reservesSpace: false)) == one)
        #expect(abs(try height(Text("Short").lineLimit(2...4)) - 2 * one) < 1.5)
        let long = String(repeating: "word ", count: 200)
        let capped = try height(Text(long).lineLimit(2...4).frame(width: 100))
        #expect(abs(capped - 4 * one) < one / 2, "4 lines at most: \(capped)")
        #expect(abs(try height(Text("Short").lineLimit(2...)) - 2 * one) < 1.5)
        let f = NumberFormatter()
        f.numberStyle = .percent
        f.locale = Locale(identifier: "en_US")
        #expect(shown(Text(NSNumber(value: 0.5), formatter: f)) == "50%")
    }
}
