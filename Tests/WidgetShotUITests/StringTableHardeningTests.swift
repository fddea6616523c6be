import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 23, item 1: string tables as an attacker writes them. A `.stringsdict` variable whose
/// form refers to itself once crashed the run (the `%#@items@` left in the format made
/// `String(format:)` read a number as an object); one bad entry dropped its whole table.
/// Warnings collected by a test.
private final class WarningBox: @unchecked Sendable {
    var lines: [String] = []
    let lock = NSLock()
}

@Suite(.serialized) struct StringTableHardeningTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    }

    static func variable(_ name: String, one: String, other: String) -> String {
        """
        <key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        """
    }

    /// Warnings that name `path`, collected while `body` runs (others pass on).
    static func warnings<T>(naming path: String, _ body: () throws -> T) rethrows -> (T, [String]) {
        let box = WarningBox()
        let previous = LocalizedStrings.warningSink
        LocalizedStrings.warningSink = { message in
            if message.contains(path) { box.lock.lock(); box.lines.append(message); box.lock.unlock() } else { previous(message) }
        }
        defer { LocalizedStrings.warningSink = previous }
        let result = try body()
        box.lock.lock(); defer { box.lock.unlock() }
        return (result, box.lines)
    }

    @Test("a variable that refers to itself is left out with a warning naming the file and the key; nested variables resolve")
    func selfReference() throws {
        let dict = Self.plist("""
        <key>items %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
          \(Self.variable("items", one: "%lld item %#@items@", other: "%lld items %#@items@"))</dict>
        <key>loop %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
          \(Self.variable("a", one: "%#@b@", other: "%#@b@"))\(Self.variable("b", one: "%#@a@", other: "%#@a@"))</dict>
        <key>files %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
          \(Self.variable("files", one: "%lld file%#@suffix@", other: "%lld files%#@suffix@"))\(Self.variable("suffix", one: "!", other: "."))</dict>
        """)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-self-\(UUID().uuidString)/en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("Localizable.stringsdict")
        try Data(dict.utf8).write(to: file)
        let tables = LocalizedStrings()
        try tables.load(contentsOf: file)
        let en = Locale(identifier: "en_US")
        let (results, seen) = Self.warnings(naming: file.path) {
            ["items %lld", "loop %lld", "files %lld"].map { tables.format(forKey: $0, table: nil, locale: en, numbers: [$0.hasPrefix("items") ? 3 : 1, 1]) }
        }
        // The nested variable takes the next argument, as a specifier after `%lld` does.
        #expect(results == ["%1$lld items ", "", "%1$lld file!"])
        // Formatting the result (as widget code does with String(format:)) no longer reads a number as an object.
        #expect(String(format: results[0] ?? "", 3) == "3 items ")
        #expect(seen.contains { $0.contains("\"items %lld\"") && $0.contains("refers to itself") && $0.contains("%#@items@ → %#@items@") }, "\(seen)")
        #expect(seen.contains { $0.contains("\"loop %lld\"") && $0.contains("%#@a@ → %#@b@ → %#@a@") }, "\(seen)")
    }

    @Test("a variable without its closing @ stays text, never a specifier (found by FuzzStringTables)")
    func unterminatedVariable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-open-\(UUID().uuidString)/en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("Localizable.strings")
        try Data(#""a" = "%#@x"; "b" = "50%%#@y@ off %2$#@z";"#.utf8).write(to: file)
        let tables = LocalizedStrings()
        try tables.load(contentsOf: file)
        let en = Locale(identifier: "en_US")
        // `%%` stays a literal percent; the unterminated `%#@` becomes one too.
        #expect(tables.format(forKey: "a", table: nil, locale: en, numbers: []) == "%%#@x")
        #expect(tables.format(forKey: "b", table: nil, locale: en, numbers: []) == "50%%#@y@ off %%#@z")
        #expect(String(format: tables.format(forKey: "a", table: nil, locale: en, numbers: []) ?? "", 3) == "%#@x")
    }

    @Test("one bad entry is left out with a warning; the rest of its table loads")
    func badEntries() throws {
        let dict = Self.plist("""
        <key>broken</key><dict><key>one</key><string>x</string></dict>
        <key>fans %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@fans@</string>
          \(Self.variable("fans", one: "%lld fan", other: "%lld fans"))</dict>
        """)
        let strings = Self.plist("<key>title</key><string>Scores</string><key>nested</key><array><string>no</string></array>")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-bad-\(UUID().uuidString)/en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(dict.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        try Data(strings.utf8).write(to: folder.appendingPathComponent("Main.strings"))
        let tables = LocalizedStrings()
        let (_, warnings) = try Self.warnings(naming: folder.path) { try tables.load(contentsOf: folder.deletingLastPathComponent()) }
        let en = Locale(identifier: "en_US")
        #expect(tables.format(forKey: "fans %lld", table: nil, locale: en, numbers: [2]) == "%1$lld fans")
        #expect(tables.format(forKey: "title", table: "Main", locale: en, numbers: []) == "Scores")
        #expect(tables.format(forKey: "broken", table: nil, locale: en, numbers: []) == nil)
        #expect(warnings.contains { $0.hasSuffix("Localizable.stringsdict: \"broken\": no NSStringLocalizedFormatKey string; the entry is left out") }, "\(warnings)")
        #expect(warnings.contains { $0.hasSuffix("Main.strings: \"nested\": the value is not a string; the entry is left out") }, "\(warnings)")
    }
}
