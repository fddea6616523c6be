import Foundation
import Testing
@testable import WidgetShotBuild

/// ``CompilerOutput`` over real `swift build` output, captured from an extension with errors in
/// two files (Swift 6.3, SwiftPM batch mode): the error in a declaration is reported by the
/// module-emitting job and again by the file's compile job, and every excerpt is numbered from
/// the compiled copy, one line below the user's (the transform's `#sourceLocation` line).
struct CompilerOutputTests {
    static let swiftBuildOutput = #"""
        warning: prohibited flag(s): -pthread, -pthread, -pthread, -pthread
        warning: prohibited flag(s): -pthread, -pthread, -pthread, -pthread
        [0/1] Planning build
        Building for debugging...
        [0/25] Write swift-version-6A52383ED409C6A7.txt
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [2/6] Emitting module ExtBrokenExtension_f50ca8c01be349b4
        /tmp/broken/BrokenExtension/Helpers.swift:9:16: error: cannot find type 'CountdownStyle' in scope
         8 | 
         9 | struct Countdown {
        10 |     var style: CountdownStyle
           |                `- error: cannot find type 'CountdownStyle' in scope
        11 | }
        12 | 
        [3/6] Compiling ExtBrokenExtension_f50ca8c01be349b4 BrokenWidget.swift
        /tmp/broken/BrokenExtension/BrokenWidget.swift:6:14: error: cannot find 'undefinedValue' in scope
         5 | struct BrokenView: View {
         6 |     var body: some View {
         7 |         Text(undefinedValue)
           |              `- error: cannot find 'undefinedValue' in scope
         8 |     }
         9 | }
        [4/7] Compiling ExtBrokenExtension_f50ca8c01be349b4 Helpers.swift
        /tmp/broken/BrokenExtension/Helpers.swift:9:16: error: cannot find type 'CountdownStyle' in scope
         8 | 
         9 | struct Countdown {
        10 |     var style: CountdownStyle
           |                `- error: cannot find type 'CountdownStyle' in scope
        11 | }
        12 | 

        /tmp/broken/BrokenExtension/Helpers.swift:4:29: error: cannot convert value of type 'TimeInterval' (aka 'Double') to specified type 'Int'
         3 | 
         4 | func daysLeft(until date: Date) -> Int {
         5 |     let seconds: Int = date.timeIntervalSinceNow
           |                             `- error: cannot convert value of type 'TimeInterval' (aka 'Double') to specified type 'Int'
         6 |     return seconds / 86_400
         7 | }
        """#

    static let files: [String: String] = [
        "/tmp/broken/BrokenExtension/Helpers.swift": #"""
        import Foundation

        func daysLeft(until date: Date) -> Int {
            let seconds: Int = date.timeIntervalSinceNow
            return seconds / 86_400
        }

        struct Countdown {
            var style: CountdownStyle
        }
        """#,
        "/tmp/broken/BrokenExtension/BrokenWidget.swift": #"""
        import SwiftUI
        import WidgetKit

        struct BrokenView: View {
            var body: some View {
                Text(undefinedValue)
            }
        }
        """#,
    ]

    static func filtered() -> (lines: [String], output: CompilerOutput) {
        var output = CompilerOutput()
        output.readLines = { files[$0]?.components(separatedBy: "\n") }
        var lines: [String] = []
        for line in swiftBuildOutput.components(separatedBy: "\n") where ExtensionBuilder.isDiagnostic(line) { lines += output.take(line) }
        lines += output.flush()
        return (lines, output)
    }

    @Test func eachDiagnosticIsShownOnce() {
        let lines = Self.filtered().lines
        #expect(lines.filter { $0.contains("error: cannot find type 'CountdownStyle' in scope") && $0.hasPrefix("/") }.count == 1)
        #expect(lines.filter { $0.contains("`- error: cannot find type 'CountdownStyle' in scope") }.count == 1, "its excerpt went with the repeat")
        #expect(lines.filter { $0.hasPrefix("/") }.count == 3, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("emit-module command failed") || $0.hasPrefix("[") })
    }

    @Test func excerptsAreNumberedAsTheUsersFile() {
        let lines = Self.filtered().lines
        // Helpers.swift line 9 is `    var style: CountdownStyle` (the header says 9:16).
        #expect(lines.contains(" 9 |     var style: CountdownStyle"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains(" 8 | struct Countdown {"))
        #expect(lines.contains(" 6 |         Text(undefinedValue)"))
        #expect(lines.contains(" 4 |     let seconds: Int = date.timeIntervalSinceNow"))
        #expect(!lines.contains(" 7 |         Text(undefinedValue)"))
        // The marker lines are kept as they are.
        #expect(lines.contains("   |              `- error: cannot find 'undefinedValue' in scope"))
    }

    @Test func theFilesWithErrorsAreNamed() {
        #expect(Self.filtered().output.filesWithErrors == ["/tmp/broken/BrokenExtension/Helpers.swift", "/tmp/broken/BrokenExtension/BrokenWidget.swift"])
        let error = ExtensionBuildError.compileErrors(extension: "BrokenExtension", module: "module ExtBrokenExtension_f50ca8c01be349b4",
                                                      files: Self.filtered().output.filesWithErrors)
        #expect(error.description == "the extension BrokenExtension did not compile: module ExtBrokenExtension_f50ca8c01be349b4 failed with errors in Helpers.swift, BrokenWidget.swift (the compiler's diagnostics are above)")
    }

    @Test func anExcerptOfAnotherFileIsLeftAlone() {
        // A diagnostic in a file the transform did not copy (its excerpt matches the file as is).
        var output = CompilerOutput()
        output.readLines = { _ in ["let a = 1", "let b: Int = \"x\"", "let c = 3"] }
        let shown = ["/pkg/Other.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'",
                     "1 | let a = 1", "2 | let b: Int = \"x\"", "  |              `- error: cannot convert", "3 | let c = 3"].flatMap { output.take($0) } + output.flush()
        #expect(shown.contains("2 | let b: Int = \"x\""))
        #expect(shown.count == 5)
    }

    @Test func anErrorNearTheTopShowsTheUsersLinesNotTheTransformsHeader() {
        // A pod's import on line 2 (CocoaPods not installed): the copy's excerpt starts with the
        // `#sourceLocation` line and the import line the transform extended.
        var output = CompilerOutput()
        output.readLines = { _ in ["import Foundation", "import RealmSwift", "", "class Event: Object, Codable {"] }
        let shown = ["/app/Data/Event.swift:2:8: error: no such module 'RealmSwift'",
                     "  1 | #sourceLocation(file: \"/app/Data/Event.swift\", line: 1)",
                     "  2 | import Foundation; import FoundationNetworking; import Observation; import WidgetShotFoundation",
                     "  3 | import RealmSwift",
                     "    |        `- error: no such module 'RealmSwift'",
                     "  4 | ",
                     "  5 | class Event: Object, Codable {"].flatMap { output.take($0) } + output.flush()
        #expect(shown == ["/app/Data/Event.swift:2:8: error: no such module 'RealmSwift'",
                          "  1 | import Foundation",
                          "  2 | import RealmSwift",
                          "    |        `- error: no such module 'RealmSwift'",
                          "  3 | ",
                          "  4 | class Event: Object, Codable {"], "\(shown.joined(separator: "\n"))")
    }

    @Test func headersAreParsed() {
        let header = CompilerOutput.header("/a/b c/File.swift:12:5: warning: unused variable 'x'")
        #expect(header == .init(path: "/a/b c/File.swift", line: 12, column: 5, severity: "warning", message: "unused variable 'x'"))
        #expect(CompilerOutput.header("[3/6] Compiling X File.swift") == nil)
        #expect(CompilerOutput.header("error: emit-module command failed with exit code 1") == nil)
    }
}
