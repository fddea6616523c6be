import Testing
@testable import WidgetShotBuild

/// The stand-ins sdk-12 added are what `import WorkoutKit` and `import NotificationCenter` become,
/// and `canImport` of them is true, as on iOS.
struct SdkTwelveStandInMappingTests {
    @Test func workoutKitAndNotificationCenterHaveStandIns() {
        #expect(FrameworkStandIns.modules(for: "WorkoutKit") == ["WidgetShotWorkoutKit"])
        #expect(FrameworkStandIns.modules(for: "NotificationCenter") == ["WidgetShotNotifications"])
        #expect(AppleModules.isStandIn("WorkoutKit") && AppleModules.isStandIn("NotificationCenter"))
        #expect(!AppleModules.unavailable.contains("NotificationCenter"))
        #expect(ConditionRewriter.rewrite("canImport(WorkoutKit) && canImport(NotificationCenter)").condition == "true && true")
    }

    func userLines(_ source: String) -> [String] {
        let output = SourceTransform(originalPath: "/src/Client.swift", fileIndex: 0).transform(source)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return Array(output.text.components(separatedBy: "\n").dropFirst().prefix(source.components(separatedBy: "\n").count))
    }

    /// CommonsKit's `public import OSLog` (Swift 6 access-level import) and PortainerKit's
    /// `NSObject, Foundation.URLSessionDelegate` (URL loading is FoundationNetworking's on Linux).
    @Test func accessLevelImportsAndFoundationQualifiedNetworkingNames() {
        let lines = userLines("""
            public import OSLog
            @preconcurrency internal import NotificationCenter
            package import Foundation
            final class Delegate: NSObject, Foundation.URLSessionDelegate {}
            let r: Foundation.URLRequest? = nil, d: Foundation.Date? = nil, m = MyFoundation.URLSession.self
            """)
        #expect(lines[0].hasPrefix("public import WidgetShotSDK; public import protocol OpenCombine.ObservableObject"))
        #expect(lines[1] == "@preconcurrency internal import WidgetShotNotifications")
        #expect(lines[2].hasPrefix("package import Foundation; import FoundationNetworking"))
        #expect(lines[3] == "final class Delegate: NSObject, FoundationNetworking.URLSessionDelegate {}")
        #expect(lines[4] == "let r: FoundationNetworking.URLRequest? = nil, d: Foundation.Date? = nil, m = MyFoundation.URLSession.self")
    }
}
