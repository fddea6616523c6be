import Foundation
import Testing
import WidgetShotBuild

/// Two runs starting together on a new cache folder both take it: the marker is created in
/// place, so neither sees the other's temporary file as a foreign one (regress-14 reproduced the
/// refusal in 8 of 12 pairs of `widgetshot gallery` started together on fresh folders).
@Suite struct LeadFourteenCacheClaimTests {
    @Test("eight claims at once on a new folder all succeed and leave only the marker")
    func concurrentClaimsOfANewFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lead14-claim-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        for round in 0..<25 {
            let root = base.appendingPathComponent("cache-\(round)")
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do { try CacheOwnership.claim(root) } catch { failures.add("\(error)") }
            }
            #expect(failures.all.isEmpty, "round \(round): \(failures.all)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [CacheOwnership.markerName])
            let text = try String(contentsOf: root.appendingPathComponent(CacheOwnership.markerName), encoding: .utf8)
            #expect(text.hasPrefix("This folder is WidgetShot's build cache"))
        }
    }

    @Test("a folder with someone else's file is still refused, and gets no marker")
    func foreignFolderIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lead14-foreign-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: root.appendingPathComponent("notes.txt"))
        #expect(throws: CacheOwnership.Refused.self) { try CacheOwnership.claim(root) }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(CacheOwnership.markerName).path))
    }

    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [String] = []
        func add(_ error: String) { lock.lock(); errors.append(error); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return errors }
    }
}
