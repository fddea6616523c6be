import Foundation
import Testing
@testable import WidgetShotBuild

/// A file that imports Foundation sees what Apple's Foundation exports — with Combine's
/// `ObservableObject` and `Published` (Foundation's typealiases) but not the rest of Combine or
/// SwiftUI: lfroms/clouds' `import Apollo; import Foundation` file names apollo-ios' `Cancellable`,
/// which the WidgetShot umbrella (OpenCombine's `Cancellable`) made ambiguous.
struct SweepEightFoundationImportTests {
    func generated(_ source: String) -> String {
        let transformed = SourceTransform(originalPath: "Client.swift", fileIndex: 0).transform(source).text
        return ModuleGenerator.importingWidgetShotIfUsed(transformed)
    }

    @Test func aFoundationOnlyFileDoesNotImportTheUmbrella() {
        let out = generated("import Apollo\nimport Foundation\nfunc fetch() -> Cancellable { fatalError() }\n")
        #expect(!out.contains("\nimport WidgetShot"), "\(out)")
        #expect(out.contains("import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published"), "\(out)")
    }

    @Test func aFoundationOnlyFileWhoseRewritesNameWidgetShotImportsIt() {
        #expect(generated("import Foundation\nlet calendar = Calendar.current\n").hasSuffix("import WidgetShotSDK\n"))
        // WidgetShotFoundation's receiver for `-isEqual:` through AnyObject needs no umbrella.
        #expect(!generated("import Foundation\nfunc eq(a: Any, b: Any) -> Bool { (a as AnyObject).isEqual(b) }\n").contains("\nimport WidgetShot"))
    }
}
