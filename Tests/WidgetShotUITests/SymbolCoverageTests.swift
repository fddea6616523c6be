import Foundation
import Testing
@testable import WidgetShotUI

/// The repository's root (this file is Tests/WidgetShotUITests/…).
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The mined table `.ci/symbols/sf-symbol-uses.tsv`: name → uses, and its header's totals.
private func minedUses() throws -> (rows: [(name: String, uses: Int)], headerUses: Int, headerNames: Int) {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/symbols/sf-symbol-uses.tsv"), encoding: .utf8)
    var rows: [(String, Int)] = [], headerUses = -1, headerNames = -1
    for line in text.split(separator: "\n") {
        if line.hasPrefix("#") {
            // "# repositories read: N; with at least one use: N; uses: N; distinct names: N"
            for field in line.dropFirst(2).split(separator: ";") {
                let kv = field.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                if kv.count == 2, kv[0] == "uses" { headerUses = Int(kv[1]) ?? -1 }
                if kv.count == 2, kv[0] == "distinct names" { headerNames = Int(kv[1]) ?? -1 }
            }
            continue
        }
        let cols = line.split(separator: "\t")
        guard cols.count == 3, cols[0] != "name", let uses = Int(cols[1]) else { continue }
        rows.append((String(cols[0]), uses))
    }
    return (rows, headerUses, headerNames)
}

/// Issue 24 (1): the SF Symbol names real code uses draw a glyph — whole names from the tables,
/// variants composed from a base, an enclosure, a slash and a badge.
@Suite struct SymbolCoverageTests {
    /// The share of mined uses whose name draws a glyph. An interpolated name (`"\(n).circle"`) is
    /// tried with 7 in place of the interpolation (numbers in enclosures are its usual form).
    static func coverage() throws -> (covered: Int, total: Int, missing: [(String, Int)]) {
        let table = try minedUses()
        var covered = 0, total = 0, missing: [(String, Int)] = []
        for (name, uses) in table.rows {
            total += uses
            if SymbolComposition.isKnown(name.replacingOccurrences(of: "\\(…)", with: "7")) { covered += uses } else { missing.append((name, uses)) }
        }
        return (covered, total, missing)
    }

    @Test("at least 95 % of the mined uses draw a glyph (the figure is computed from .ci/symbols/sf-symbol-uses.tsv)")
    func minedCoverage() throws {
        let table = try minedUses()
        #expect(table.rows.count == table.headerNames && table.rows.reduce(0) { $0 + $1.uses } == table.headerUses, "the table's header matches its rows")
        #expect(table.rows.count > 1000 && table.headerUses > 10_000)
        let (covered, total, missing) = try Self.coverage()
        let share = Double(covered) / Double(total)
        print("SF Symbol coverage: \(covered) of \(total) mined uses (\(String(format: "%.1f", share * 100)) %); \(missing.count) names without a glyph:")
        print(missing.map { "\($0.0) (\($0.1))" }.joined(separator: ", "))
        #expect(share >= 0.95, "missing, most used first: \(missing.prefix(30))")
    }

    @Test("the names issue 24 lists all draw")
    func issueNames() {
        let names = ["mug", "mug.fill", "dice.fill", "cube", "book", "number", "questionmark", "square", "battery.0percent", "battery.25percent",
                     "battery.50percent", "battery.75percent", "battery.100percent", "bolt.circle.fill", "drop.circle", "wind.circle", "flag.checkered",
                     "thermometer.medium.slash", "truck.box", "list.dash", "arrow.circlepath", "largecircle.fill.circle"]
        #expect(names.filter { !SymbolComposition.isKnown($0) } == [])
        #expect((0...50).allSatisfy { SymbolComposition.isKnown("\($0).circle") && SymbolComposition.isKnown("\($0).square.fill") })
    }

    @Test("variants compose: base glyph, enclosure, fill, slash, badge, characters, battery levels")
    func composition() throws {
        let trash = try #require(SymbolComposition.resolve("trash.circle.fill"))
        #expect(trash.base == .glyph("\u{E92E}", filled: "\u{E872}") && trash.enclosure == .circle && trash.isFilled)
        let outline = try #require(SymbolComposition.resolve("trash.circle"))
        #expect(outline.enclosure == .circle && !outline.isFilled)
        let bell = try #require(SymbolComposition.resolve("bell.slash.fill"))
        #expect(bell.isSlashed && bell.base == .glyph("\u{E7F4}", filled: "\u{E7F4}") && bell.enclosure == nil)
        #expect(SymbolComposition.resolve("folder.badge.plus")?.badge == "\u{E147}")
        #expect(SymbolComposition.resolve("bell.badge")?.badge != nil)
        #expect(SymbolComposition.resolve("lock.open.trianglebadge.exclamationmark.fill")?.badge == "\u{E002}")
        #expect(SymbolComposition.resolve("7.circle.fill") == SymbolComposition(base: .text("7"), enclosure: .circle, isFilled: true))
        #expect(SymbolComposition.resolve("a.square")?.base == .text("A"))
        #expect(SymbolComposition.resolve("number.square")?.enclosure == .square)
        #expect(SymbolComposition.resolve("battery.25percent")?.base == .battery(level: 0.25))
        #expect(SymbolComposition.resolve("battery.100")?.base != nil)
        // Whole names win over composition: person.crop.circle is one glyph, not a circle in a circle.
        #expect(SymbolComposition.resolve("person.crop.circle.fill")?.enclosure == nil)
        // Unknown names and misspellings stay unknown (the renderer draws its warning box).
        for name in ["", "foo", "xmark.circe.fill", "trash..fill", "7.circle.banana"] {
            #expect(SymbolComposition.resolve(name) == nil, "\(name)")
        }
    }

    @Test("symbolVariant(.circle.fill) finds composed names")
    func variants() {
        let name = SymbolVariants.circle.fill.apply(to: "trash") { SymbolComposition.isKnown($0) }
        #expect(name == "trash.circle.fill")
        #expect(SymbolVariants.slash.apply(to: "bell") { SymbolComposition.isKnown($0) } == "bell.slash")
    }

    @Test("every base glyph is a Material Icons codepoint (Fonts/MaterialIcons/codepoints)")
    func basesAreInTheFont() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Fonts/MaterialIcons/codepoints"), encoding: .utf8)
        let codepoints = Set(text.split(separator: "\n").compactMap { line in line.split(separator: " ").last.flatMap { UInt32($0, radix: 16) } })
        let all = Array(SymbolBases.outline.values) + Array(SymbolBases.filled.values) + Array(SymbolMap.glyphs.values)
        #expect(all.filter { !codepoints.contains($0.value) }.isEmpty)
    }
}
