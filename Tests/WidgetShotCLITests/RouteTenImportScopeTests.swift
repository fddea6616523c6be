import Foundation
import Testing

/// `Fixtures/RouteTenApp` (XcodeGen) builds unedited and renders: its local package's Core Data
/// model gives `StoredNote` and `Bundle.module`'s `NotesStore.momd` (the widget crashes without
/// it), `import UIKit` leaves Combine's `Future` out (the package's own `Future` is unambiguous),
/// and `import SwiftUI` leaves Swift Charts' `Chart` out (the package's `Chart` is unambiguous).
extension ExtensionBuildTests {
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func routeTenPackageModelAndImportScopes() throws {
        let project = Self.fixtures.appendingPathComponent("RouteTenApp/project.yml")
        let out = try Self.temporaryFolder("route-ten")
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try Self.widgetshot(["gallery", "--project", project.path, "-o", out.path, "--appearances", "light", "--devices", "iPhone16Pro"])
        try #require(gallery.status == 0, "gallery failed:\n\(gallery.log.joined(separator: "\n"))\n\(gallery.output)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }
        #expect(pngs == ["Notes.iPhone16Pro.systemSmall.light.entry0.png"], "\(pngs)")
    }
}
