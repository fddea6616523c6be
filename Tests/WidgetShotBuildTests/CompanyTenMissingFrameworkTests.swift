import Foundation
import Testing
@testable import WidgetShotBuild

/// A framework a target links but the repository does not hold (tutao/tutanota's
/// `tutasdk.framework`, which its build script makes from the Rust SDK) is named as made by the
/// app's build, with the same way out; a framework in the repository keeps the prebuilt wording.
struct CompanyTenMissingFrameworkTests {
    @Test func aFrameworkTheRepositoryDoesNotHoldIsNamedAsBuildOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("company10-missing-\(UUID().uuidString)")
        let held = root.appendingPathComponent("Vendor/Calendar.xcframework")
        try FileManager.default.createDirectory(at: held, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = BinaryFrameworks.explanation(framework: root.appendingPathComponent("app-ios/agendasdk.framework"), target: "SharedFramework")
        #expect(missing.hasPrefix("a binary framework that the target SharedFramework links but the repository does not hold ("), "\(missing)")
        #expect(missing.contains("--override-package agendasdk=DIR"))
        let present = BinaryFrameworks.explanation(framework: held, target: "SharedFramework")
        #expect(present.hasPrefix("a prebuilt binary framework (\(held.path)) that the target SharedFramework links"), "\(present)")
    }
}
