import Foundation
import Testing
@testable import WidgetShotBuild

/// A Swift file kept encrypted by git-crypt in a public repository (twofas/2fas-ios: its
/// `Protection/Keys.swift` and service databases) is named as a secret not in the checkout, not
/// as "not a text file".
struct CompanyTenEncryptedSourceTests {
    @Test func aGitCryptFileIsNamedAsEncrypted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("company10-gitcrypt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = folder.appendingPathComponent("Keys.swift")
        try (SwiftSourceReader.gitCryptHeader + Data([0x98, 0xA2, 0x4E, 0xBF, 0x04, 0x6F, 0x87])).write(to: keys)
        do {
            _ = try SwiftSourceReader.read(keys)
            Issue.record("an encrypted file was read")
        } catch {
            #expect("\(error)".hasPrefix("\(keys.path): error: cannot read the file (encrypted with git-crypt"), "\(error)")
        }
        // A plain binary is still "not a text file".
        let binary = folder.appendingPathComponent("Blob.swift")
        try Data([0x47, 0x00, 0x49]).write(to: binary)
        #expect(throws: ExtensionBuildError.unreadableSource(binary.path, "not a text file (a NUL byte at offset 1)")) { try SwiftSourceReader.read(binary) }
    }
}
