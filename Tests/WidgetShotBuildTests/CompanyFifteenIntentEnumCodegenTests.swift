import Foundation
import Testing
@testable import WidgetShotBuild

/// An `.intentdefinition` enum is generated as Xcode generates it: `public enum X: Int`, not
/// `CaseIterable` — Lovely-Development-Team/St-Jude-Widget-App declares its own internal
/// `static let allCases` on its `WidgetAppearance` enum, which a `CaseIterable` conformance in the
/// generated file turned into "property 'allCases' must be declared public".
struct CompanyFifteenIntentEnumCodegenTests {
    @Test func anEnumNamesItsCasesWithoutCaseIterable() throws {
        let plist: [String: Any] = [
            "INIntentDefinitionModelVersion": "1.2", "INIntents": [] as [Any], "INTypes": [] as [Any],
            "INEnums": [["INEnumName": "Appearance", "INEnumValues": [
                ["INEnumValueName": "unknown", "INEnumValueIndex": 0], ["INEnumValueName": "relay", "INEnumValueIndex": 1],
                ["INEnumValueName": "stjude", "INEnumValueIndex": 2]]]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let swift = try IntentDefinitionCodegen.swiftSource(forIntentDefinition: data, named: "Test.intentdefinition")
        #expect(!swift.contains("CaseIterable"))
        #expect(swift.contains("extension Appearance: INCodableEnumValue {"))
        #expect(swift.contains("public static var _caseNames: [String] { [\"unknown\", \"relay\", \"stjude\"] }"))
        #expect(swift.contains("case \"stjude\": return .`stjude`"))
    }
}
