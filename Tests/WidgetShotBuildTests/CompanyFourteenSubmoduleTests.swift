import Foundation
import Testing
@testable import WidgetShotBuild

/// A local package inside a git submodule that was never checked out (SideStore/SideStore's
/// `Dependencies/AltSign`): the error names the submodule, its URL and the command that checks it
/// out, instead of only "Package.swift: no such file".
struct CompanyFourteenSubmoduleTests {
    let gitmodules = """
    # [submodule "Dependencies/Old"]
    #     path = Dependencies/Old
    [submodule "Dependencies/AltSign"]
        path = Dependencies/AltSign
        url = https://example.com/SideStore/AltSign
        branch = master
    [submodule "Dependencies/em_proxy"]
    \tpath = Dependencies/em_proxy
    \turl = https://example.com/SideStore/em_proxy
    """

    @Test func gitmodulesEntriesSkipCommentsAndReadEachSection() {
        let entries = GitSubmodule.entries(in: gitmodules)
        #expect(entries.map(\.path) == ["Dependencies/AltSign", "Dependencies/em_proxy"])
        #expect(entries.map(\.url) == ["https://example.com/SideStore/AltSign", "https://example.com/SideStore/em_proxy"])
    }

    @Test func aPackageInAnUncheckedOutSubmoduleIsNamedWithItsCommand() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("company14-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repo) }
        try gitmodules.write(to: repo.appendingPathComponent(".gitmodules"), atomically: true, encoding: .utf8)
        let package = repo.appendingPathComponent("Dependencies/AltSign")
        #expect(GitSubmodule.containing(package)?.path == "Dependencies/AltSign")
        #expect(GitSubmodule.containing(package.appendingPathComponent("Sources/AltSign"))?.url == "https://example.com/SideStore/AltSign")
        #expect(GitSubmodule.containing(repo.appendingPathComponent("App")) == nil)
        #expect {
            try PackageDump.load(packageAt: package)
        } throws: { error in
            let text = "\(error)"
            return text.contains("Dependencies/AltSign is a git submodule of \(repo.standardizedFileURL.resolvingSymlinksInPath().path) (https://example.com/SideStore/AltSign) that is not checked out")
                && text.contains("git submodule update --init Dependencies/AltSign") && text.contains("--override-package altsign=DIR")
        }
    }
}

/// A package whose only target keeps its code in `Sources/` itself (sparcs-kaist/app-ios'
/// BuddyDomain: `Sources/Model`, `Sources/Helper`…), which SwiftPM accepts for a single target.
struct CompanyFourteenSingleTargetLayoutTests {
    func dump(targets: String, in folder: URL) throws -> PackageDump {
        let json = "{\"name\": \"BuddyDomain\", \"targets\": [\(targets)], \"products\": [], \"dependencies\": []}"
        return try PackageDump.parse(Data(json.utf8), folder: folder)
    }

    @Test func theOnlyTargetTakesSourcesItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("company14-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Helper"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources").standardizedFileURL
        let single = try dump(targets: "{\"name\": \"BuddyDomain\", \"type\": \"regular\"}, {\"name\": \"BuddyDomainTests\", \"type\": \"test\"}", in: folder)
        #expect(single.targets.first?.folder == sources)
        // Two targets: each needs its own folder, as SwiftPM says.
        let two = try dump(targets: "{\"name\": \"BuddyDomain\", \"type\": \"regular\"}, {\"name\": \"Other\", \"type\": \"regular\"}", in: folder)
        #expect(two.targets.first?.folder == sources.appendingPathComponent("BuddyDomain"))
        // A `Sources/<name>` folder wins.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/BuddyDomain"), withIntermediateDirectories: true)
        #expect(try dump(targets: "{\"name\": \"BuddyDomain\", \"type\": \"regular\"}", in: folder).targets.first?.folder == sources.appendingPathComponent("BuddyDomain"))
    }
}
