import Foundation
import Testing
import WidgetShot

/// `NSLocalizedString` in widget code (rewritten by the extension build to `WidgetShotNSLocalizedString`) reads the extension's string tables (Foundation's on Linux
/// reads `Bundle.main`, which has none, and returns the key).
struct NSLocalizedStringTests {
    @Test func looksUpTheLoadedTablesAndFallsBackToValueThenKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nslocalized-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("CompatSweep.strings")
        try #""feeling_temperature" = "Feels like %d°";"#.write(to: table, atomically: true, encoding: .utf8)
        try LocalizedStrings.shared.load(contentsOf: table)

        let format = WidgetShotNSLocalizedString("feeling_temperature", tableName: "CompatSweep", comment: "")
        #expect(format == "Feels like %d°")
        #expect(String(format: format, 8) == "Feels like 8°")
        #expect(WidgetShotNSLocalizedString("missing", tableName: "CompatSweep", value: "Fallback", comment: "") == "Fallback")
        #expect(WidgetShotNSLocalizedString("missing", tableName: "CompatSweep", comment: "") == "missing")
    }
}
