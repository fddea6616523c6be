import Foundation
import Testing
@testable import WidgetShotBuild

/// A Swift compiler crash (open-gluck/opengluck-swift-app, Swift 6.3.1: "emit-module command
/// failed due to signal 11" on `CurrentDataGauge.swift`) names no file in a diagnostic. The stack
/// dump's request line does; the build's copy maps back to the user's file through the
/// transform's `#sourceLocation` line, so the crash counts as an error in that file (shown with a
/// note) and the CLI does not fall back to compiling WidgetShot in the cache for a second crash.
@Suite struct SweepFourteenCompilerCrashTests {
    static let copy = "/cache/workspace-prebuilt/Extensions/ExtOG_1/Sources/OpenGluck/Records/Glucose/CurrentDataGauge.swift"
    static let user = "/repos/opengluck/OpenGluck/Records/Glucose/CurrentDataGauge.swift"
    static let output = """
        error: emit-module command failed due to signal 11 (use -v to see invocation)
        Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
        Stack dump:
        0.	Program arguments: /opt/swift/usr/bin/swift-frontend -frontend -emit-module -experimental-skip-non-inlinable-function-bodies-without-types
        1.	Swift version 6.3.1 (swift-6.3.1-RELEASE)
        2.	Compiling with effective version 5.10
        3.	While evaluating request TypeCheckPrimaryFileRequest(source_file "\(copy)")
          #0 0x000055b9d6642738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/swift/usr/bin/swift-frontend+0x72e7738)
        """

    @Test("the crashed file is read from the stack dump and mapped to the user's file")
    func crashedFile() {
        #expect(CompilerCrash.crashedFile(in: "3.\tWhile evaluating request TypeCheckPrimaryFileRequest(source_file \"\(Self.copy)\")") == Self.copy)
        #expect(CompilerCrash.crashedFile(in: "  #0 0x000055b9d6642738 llvm::sys::PrintStackTrace") == nil)
        let first = { (path: String) -> String? in path == Self.copy ? "#sourceLocation(file: \"\(Self.user)\", line: 1)" : nil }
        #expect(CompilerCrash.userPath(of: Self.copy, readFirstLine: first) == Self.user)
        #expect(CompilerCrash.userPath(of: "/elsewhere/Other.swift", readFirstLine: first) == "/elsewhere/Other.swift")
    }

    @Test("CompilerOutput counts the crash as an error in that file and says so once")
    func outputNamesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sweep14-crash-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("CurrentDataGauge.swift").path
        try "#sourceLocation(file: \"\(Self.user)\", line: 1)\nimport SwiftUI\n".write(toFile: copy, atomically: true, encoding: .utf8)
        var output = CompilerOutput()
        var shown: [String] = []
        let text = Self.output.replacingOccurrences(of: Self.copy, with: copy)
        for line in (text + "\n" + text).split(separator: "\n") { shown += output.take(String(line)) }
        shown += output.flush()
        #expect(output.filesWithErrors == [Self.user])
        #expect(shown.filter { $0 == CompilerCrash.note(for: Self.user) }.count == 1, "\(shown)")
        #expect(CompilerCrash.note(for: Self.user).hasPrefix(Self.user + ": note: the Swift compiler crashed while compiling this file"))
    }
}
