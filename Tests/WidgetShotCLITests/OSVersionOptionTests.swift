import Foundation
import Testing
@testable import WidgetShotCLI

/// `--os` picks the iOS release whose system colours are used; unknown versions are rejected.
@Suite(.serialized) struct OSVersionOptionTests {
    @Test("render --os 26 succeeds; --os 19 fails naming the valid versions")
    func osOption() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let png = out.appendingPathComponent("a.png")
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--family", "systemSmall", "--device", "iPhoneSE3", "--os", "26", "-o", png.path]) == 0)
        #expect(FileManager.default.fileExists(atPath: png.path))
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--family", "systemSmall", "--device", "iPhoneSE3", "--os", "19", "-o", png.path]) != 0)
    }
}
