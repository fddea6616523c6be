import Foundation
import Testing
@testable import WidgetShotBuild

/// Xcode writes the editor's "Duration" parameter type as `TimeInterval` (sk409/WYID's widget
/// refresh interval, seconds to days, default 15 s): it generates an `NSNumber?` property and an
/// `INTimeIntervalResolutionResult` resolver, as Xcode's own generated class has.
struct SweepNineIntentDurationTests {
    @Test func timeIntervalParametersAreDurations() throws {
        let parameter: [String: Any] = [
            "INIntentParameterName": "interval", "INIntentParameterType": "TimeInterval", "INIntentParameterSupportsResolution": true,
            "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultUnit": "Seconds", "INIntentParameterMetadataDefaultValue": 15.0,
                                          "INIntentParameterMetadataUnit": "Multiple"],
        ]
        let plist: [String: Any] = ["INIntentDefinitionModelVersion": "1.2", "INTypes": [], "INEnums": [],
                                    "INIntents": [["INIntentName": "Configuration", "INIntentParameters": [parameter]]]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let swift = try IntentDefinitionCodegen.swiftSource(forIntentDefinition: data, named: "Widgets.intentdefinition")
        #expect(swift.contains("    public var interval: NSNumber?"), "\(swift)")
        #expect(swift.contains("INTimeIntervalResolutionResult"), "\(swift)")
    }
}
