import Foundation
import Testing
@testable import WidgetShotBuild

/// Two remote packages that cannot be fetched (Windscribe's widget: realm-swift and rxswift) each
/// get their `--override-package` in the error, not only the first.
struct CompanyThirteenResolveMessageTests {
    @Test func everyUnfetchablePackageIsNamedWithItsOverride() {
        let output = "error: Failed to clone repository https://github.com/ReactiveX/RxSwift.git:\n"
        let two = PackageResolver.failure(output: output, culprits: ["realm-swift": "https://github.com/realm/realm-swift.git",
                                                                     "rxswift": "https://github.com/ReactiveX/RxSwift.git"])
        let text = "\(two)"
        #expect(text.contains("If this machine cannot fetch them, build each from a local checkout: --override-package realm-swift=DIR --override-package rxswift=DIR"), "\(text)")
        let one = "\(PackageResolver.failure(output: output, culprits: ["rxswift": "https://github.com/ReactiveX/RxSwift.git"]))"
        #expect(one.contains("If this machine cannot fetch it, build it from a local checkout: --override-package rxswift=DIR"), "\(one)")
    }
}
