import Foundation
import Testing
@testable import WidgetShotBuild

/// A linked framework's own Info.plist keys reach `Bundle(for: FrameworkClass.self)` (the
/// extension's bundle on Linux): metrobuddy's MetroKit reads `MBYAppGroupName` there (sweep 6).
struct FrameworkInfoKeysTests {
    @Test func aFrameworksOwnKeysJoinTheExtensionsAndAppleKeysStay() {
        let extensionInfo: [String: Any] = ["CFBundleIdentifier": "com.example.widget", "AppGroup": "group.widget"]
        let kit: [String: Any] = ["CFBundleIdentifier": "com.example.kit", "NSPrincipalClass": "Kit", "MBYAppGroupName": "group.example",
                                  "AppGroup": "group.kit", "UIAppFonts": ["Kit.ttf"]]
        let merged = FrameworkInfoKeys.merging([kit], into: extensionInfo)
        #expect(merged["MBYAppGroupName"] as? String == "group.example")
        #expect(merged["CFBundleIdentifier"] as? String == "com.example.widget")
        #expect(merged["AppGroup"] as? String == "group.widget", "the extension's own value wins")
        #expect(merged["NSPrincipalClass"] == nil && merged["UIAppFonts"] == nil)
    }
}
