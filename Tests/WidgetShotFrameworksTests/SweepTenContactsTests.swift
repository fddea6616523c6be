import Foundation
import Testing
import WidgetShot

/// matthewrobertsdev/ContactQR's widget compiles its `ContactDataConverter`, which names an
/// exported card with `CNContactFormatter().string(from:)` and reads an imported archive between
/// `url.startAccessingSecurityScopedResource()` and `stopAccessingSecurityScopedResource()`.
struct SweepTenContactsTests {
    @Test func aFormatterInstanceAndSecurityScopedURLsBehaveAsOnADeviceWithNothingShared() throws {
        let formatter = CNContactFormatter()
        #expect(formatter.style == .fullName)
        #expect(formatter.string(from: CNContact()) == nil)   // no name: nil, as the class method
        let archive = FileManager.default.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString).contactcards")
        try Data("[]".utf8).write(to: archive, options: [.atomicWrite])
        defer { try? FileManager.default.removeItem(at: archive) }
        #expect(!archive.startAccessingSecurityScopedResource())   // not from a document picker
        archive.stopAccessingSecurityScopedResource()
        #expect(try Data(contentsOf: archive) == Data("[]".utf8))   // the file itself stays readable
    }
}
