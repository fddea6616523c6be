import Foundation
import Testing
@testable import WidgetShotBuild

/// ``CocoaPodsNotice``: a CocoaPods project whose `Pods/` is not installed says so, naming the pods.
struct CocoaPodsNoticeTests {
    @Test func theMissingPodsConfigurationNamesThePodfilesPods() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("pods-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        try """
            use_frameworks!
            def shared_pods
              pod 'RealmSwift', '~> 10.0'
            end
            target 'Counter' do
              shared_pods
              pod "Firebase/Analytics"
              pod 'Firebase/Auth'
              # pod 'Unused'
            end
            """.write(to: root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)
        let missing = root.appendingPathComponent("Pods/Target Support Files/Pods-CounterWidget/Pods-CounterWidget.debug.xcconfig")
        let message = try #require(CocoaPodsNotice.message(forMissing: missing, projectFolder: root))
        #expect(message.contains("Pods-CounterWidget.debug.xcconfig, which does not exist: `pod install` has not been run"))
        #expect(message.hasSuffix("imports of the Podfile's pods (RealmSwift, Firebase) will not be found"))
        #expect(CocoaPodsNotice.message(forMissing: root.appendingPathComponent("Config/Debug.xcconfig"), projectFolder: root) == nil)
    }
}
