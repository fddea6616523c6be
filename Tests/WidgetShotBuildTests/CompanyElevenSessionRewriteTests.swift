import Foundation
import Testing
@testable import WidgetShotBuild

/// `URLSession(configuration:` is written as WidgetShotFoundation's offline session (issue 20,
/// one offline device model); other uses of the name are left alone. A `Foundation.`-qualified
/// name becomes `FoundationNetworking.`, where URL loading lives on Linux (sdk-12).
struct CompanyElevenSessionRewriteTests {
    func rewrite(_ line: String) -> String {
        var r = RuntimeRewrites()
        return r.rewrite(line)
    }

    @Test func sessionsOfTheAppsConfigurationGoOffline() {
        #expect(rewrite("let session = URLSession(configuration: .default)") == "let session = URLSession(_widgetShotConfiguration: .default)")
        #expect(rewrite("    lazy var s = Foundation.URLSession(configuration: c, delegate: self, delegateQueue: nil)")
                == "    lazy var s = FoundationNetworking.URLSession(_widgetShotConfiguration: c, delegate: self, delegateQueue: nil)")
        #expect(rewrite("let s = URLSession.init(configuration: config)") == "let s = URLSession(_widgetShotConfiguration: config)")
    }

    @Test func otherUsesOfTheNameStay() {
        #expect(rewrite("let s = MyURLSession(configuration: .default)") == "let s = MyURLSession(configuration: .default)")
        #expect(rewrite("let s = URLSession.shared") == "let s = URLSession.shared")
        #expect(rewrite("super.init(configuration: configuration)") == "super.init(configuration: configuration)")
    }
}
