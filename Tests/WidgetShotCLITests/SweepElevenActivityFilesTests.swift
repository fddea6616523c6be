import Foundation
import Testing
@testable import WidgetShotCLI

/// Sweep 11 (LLLLLayer's pizza-delivery Live Activity has no preview samples): `gallery
/// --content-states samples.json` with a path relative to the working directory. The gallery reads
/// the file in its variant workers, which run in their own sandbox folders, so the command makes
/// it absolute first (end to end: `currentSDKPatternsBuildUnedited`, whose gallery has workers).
@Suite(.serialized) struct SweepElevenActivityFilesTests {
    @Test("ActivityFiles.absolute resolves against the working directory and keeps absolute paths")
    func absolute() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(ActivityFiles.absolute("a/b.json") == URL(fileURLWithPath: cwd).appendingPathComponent("a/b.json").standardizedFileURL.path)
        #expect(ActivityFiles.absolute("/tmp/x/../y.json") == "/tmp/y.json")
    }
}
