import Foundation
import Testing
@testable import WidgetShotBuild

/// A framework's umbrella header gives its Swift files implicit imports; a library's own
/// NSNumber comparison operators move into an extension (SwiftyJSON 5 on Linux).
struct UmbrellaAndOperatorRewriteTests {
    @Test func umbrellaHeaderImportsBecomeTransformedImportLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("umbrella-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = folder.appendingPathComponent("Energy_Stats_Core.h")
        try "#import <Foundation/Foundation.h>\n//! Project version number.\nFOUNDATION_EXPORT double Energy_Stats_CoreVersionNumber;\n@import UIKit;\n#import <Foundation/NSObject.h>\n"
            .write(to: header, atomically: true, encoding: .utf8)
        #expect(UmbrellaHeaderImports.modules(importedBy: [header, folder.appendingPathComponent("missing.h")]) == ["Foundation", "UIKit"])
        let lines = ModuleGenerator.implicitImportLines(["Foundation", "UIKit", "OtherAppFramework"])
        #expect(lines.contains("import Foundation; import FoundationNetworking"), "\(lines)")
        #expect(lines.contains("import WidgetShotSDK; import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published\n"), "\(lines)")
        #expect(!lines.contains("OtherAppFramework"))
        #expect(ModuleGenerator.implicitImportLines([]) == "")
    }

    @Test func nsNumberOperatorsMoveIntoAnExtensionKeepingLines() {
        let source = """
        func == (lhs: NSNumber, rhs: NSNumber) -> Bool {
            switch (lhs.isBool, rhs.isBool) {
            case (false, true): return false // "}" in a comment
            default: return lhs.compare(rhs) == .orderedSame
            }
        }

        func != (lhs: NSNumber, rhs: NSNumber) -> Bool {
            return !(lhs == rhs)
        }
        public func < (lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.compare(rhs) == .orderedAscending }
        func < (lhs: JSON, rhs: JSON) -> Bool { lhs.rawNumber < rhs.rawNumber }
        """
        let out = NSNumberOperatorRewrite.apply(source.components(separatedBy: "\n"))
        #expect(out.count == 12)
        #expect(out[0] == "extension NSNumber { static func == (lhs: NSNumber, rhs: NSNumber) -> Bool {")
        #expect(out[5] == "} }")
        #expect(out[7].hasPrefix("extension NSNumber { static func != "))
        #expect(out[9] == "} }")
        #expect(out[10] == "extension NSNumber { public static func < (lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.compare(rhs) == .orderedAscending } }")
        #expect(out[11] == "func < (lhs: JSON, rhs: JSON) -> Bool { lhs.rawNumber < rhs.rawNumber }")
        // Indented (member) operators and other files are left alone.
        #expect(NSNumberOperatorRewrite.apply(["    static func < (lhs: NSNumber, rhs: NSNumber) -> Bool {", "    }"]) ==
                ["    static func < (lhs: NSNumber, rhs: NSNumber) -> Bool {", "    }"])
    }
}
