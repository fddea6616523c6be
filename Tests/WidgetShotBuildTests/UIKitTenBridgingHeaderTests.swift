import Foundation
import Testing
@testable import WidgetShotBuild

/// uikit-10 (issue 20): Simplenote's widget files use `UserDefaults` without an `import`; its
/// target's bridging header says `#import "Foundation/Foundation.h"`, and Swift imports the
/// bridging header into every file of the target, so the build adds those Apple modules.
struct UIKitTenBridgingHeaderTests {
    @Test func quotedFrameworkImportsOfABridgingHeaderAreImplicitImports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit10-bridging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = folder.appendingPathComponent("Widgets-Bridging-Header.h")
        try "//  Use this file to import your target's public headers\n#import \"Foundation/Foundation.h\"\n#import \"Note.h\"\n#import \"Models/Tag.h\"\n#include <UIKit/UIKit.h>\n"
            .write(to: header, atomically: true, encoding: .utf8)
        let modules = UmbrellaHeaderImports.modules(importedBy: [header])
        #expect(modules == ["Foundation", "Models", "UIKit"])
        let lines = ModuleGenerator.implicitImportLines(modules)
        #expect(lines.contains("import Foundation"), "\(lines)")
        #expect(!lines.contains("Models"), "an app folder is not an Apple module: \(lines)")
        #expect(lines.contains("bridging header"))
    }
}
