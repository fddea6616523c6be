import Foundation
import Testing
@testable import WidgetShotBuild

private let testsDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let fixture = testsDir.appendingPathComponent("Fixtures/Weather.intentdefinition")
/// Committed output for the fixture, compiled by WidgetShotKitTests with a real provider.
private let committed = testsDir.deletingLastPathComponent().appendingPathComponent("WidgetShotKitTests/Intents/WeatherIntents.generated.swift")

/// An intent definition as a property list, from Swift values.
private func definition(intents: [[String: Any]], types: [[String: Any]] = [], enums: [[String: Any]] = []) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: ["INIntentDefinitionModelVersion": "1.2", "INIntents": intents, "INTypes": types, "INEnums": enums],
                                       format: .xml, options: 0)
}

private func generate(_ data: Data) throws -> String { try IntentDefinitionCodegen.swiftSource(forIntentDefinition: data, named: "Test.intentdefinition") }

private func error(_ data: Data) -> IntentDefinitionError? {
    do { _ = try generate(data); return nil } catch { return error as? IntentDefinitionError }
}

private func param(_ name: String, _ type: String, _ extra: [String: Any] = [:]) -> [String: Any] {
    ["INIntentParameterName": name, "INIntentParameterType": type].merging(extra) { $1 }
}

@Suite struct IntentDefinitionCodegenTests {
    @Test("the fixture (enum, custom type, dynamic options with search, defaults) generates exactly the committed Swift")
    func fixtureMatchesCommittedSource() throws {
        let generated = try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: fixture)
        let expected = try String(contentsOf: committed, encoding: .utf8)
        if generated != expected, ProcessInfo.processInfo.environment["WIDGETSHOT_RECORD"] == "all" {
            try generated.write(to: committed, atomically: true, encoding: .utf8)
        }
        #expect(generated == expected)
        for declaration in [
            "public class SelectCityIntent: INIntent {", "    public var city: City?", "    public var unit: TemperatureUnit = .unknown",
            "    public var showFeelsLike: NSNumber?", "public enum TemperatureUnit: Int {", "    case `unknown` = 0", "    case `fahrenheit` = 2",
            "public class City: INObject {", "    public var population: NSNumber?", "public class CityResolutionResult: INObjectResolutionResult {",
            "public protocol SelectCityIntentHandling: AnyObject {",
            "func provideCityOptionsCollection(for intent: SelectCityIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<City>?, Swift.Error?) -> Swift.Void)",
            "func defaultCity(for intent: SelectCityIntent) -> City?", "public class SelectCityIntentResponse: INIntentResponse {",
            "INIntentParameterAccessor(\"unit\", \\SelectCityIntent.unit, default: (.`celsius` as TemperatureUnit))",
            "INIntentParameterAccessor(\"showFeelsLike\", \\SelectCityIntent.showFeelsLike, default: NSNumber(value: true))",
        ] {
            #expect(generated.contains(declaration), "missing: \(declaration)")
        }
        #expect(!generated.contains("var identifier"))   // INObject's own properties are not redeclared
    }

    @Test("a configuration intent without parameters (Xcode's widget template)")
    func emptyIntent() throws {
        let swift = try generate(try definition(intents: [["INIntentName": "Configuration", "INIntentParameters": [Any](), "INIntentType": "Custom"]]))
        #expect(swift.contains("public class ConfigurationIntent: INIntent {"))
        #expect(swift.contains("public protocol ConfigurationIntentHandling: AnyObject {"))
        #expect(swift.contains("public enum ConfigurationIntentResponseCode: Int {"))
    }

    @Test("Xcode 12's Custom Class names the intent's class, its handling protocol and response (Clok, sweep 6)")
    func customClassName() throws {
        let swift = try generate(try definition(intents: [["INIntentName": "Configuration", "INIntentClassName": "ClokConfigurationIntent",
                                                           "INIntentParameters": [Any](), "INIntentType": "Custom"]]))
        #expect(swift.contains("public class ClokConfigurationIntent: INIntent {"))
        #expect(swift.contains("public protocol ClokConfigurationIntentHandling: AnyObject {"))
        #expect(swift.contains("public class ClokConfigurationIntentResponse: INIntentResponse {"))
        #expect(!swift.contains("class ConfigurationIntent:"))
    }

    @Test("an enum parameter named like its enum (Clok's `Period: Period`) gets a default the class body can name")
    func parameterNamedLikeItsEnum() throws {
        let swift = try generate(try definition(intents: [
            ["INIntentName": "MultiRingConfiguration", "INIntentParameters": [
                param("Period", "Integer", ["INIntentParameterEnumType": "Period",
                                            "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "day"]]),
            ]],
        ], enums: [["INEnumName": "Period", "INEnumType": "Regular", "INEnumValues": [
            ["INEnumValueName": "unknown"], ["INEnumValueName": "day", "INEnumValueIndex": 1], ["INEnumValueName": "week", "INEnumValueIndex": 2],
        ]]]))
        #expect(swift.contains("    public var Period: Period = .unknown"), "\(swift)")
        #expect(swift.contains("INIntentParameterAccessor(\"Period\", \\MultiRingConfigurationIntent.Period, default: (.`day` as Period))"), "\(swift)")
    }

    @Test("scalar, array and enum-array parameters map to Xcode's Swift types; system intents are skipped")
    func parameterTypes() throws {
        let swift = try generate(try definition(intents: [
            ["INIntentName": "Mixed", "INIntentParameters": [
                param("name", "String", ["INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "Say \"hi\""]]),
                param("count", "Integer"), param("ratio", "Decimal"), param("when", "DateComponents"), param("link", "URL"),
                param("tags", "String", ["INIntentParameterSupportsMultipleValues": true, "INIntentParameterSupportsDynamicEnumeration": true]),
                param("places", "Object", ["INIntentParameterObjectType": "Place", "INIntentParameterSupportsMultipleValues": true,
                                           "INIntentParameterSupportsResolution": true]),
            ], "INIntentResponse": ["INIntentResponseCodes": [["INIntentResponseCodeName": "success"], ["INIntentResponseCodeName": "failureNoNetwork"]],
                                    "INIntentResponseParameters": [["INIntentResponseParameterName": "reason", "INIntentResponseParameterType": "String"]]]],
            ["INIntentName": "PlayMedia", "INIntentClassName": "INPlayMediaIntent", "INIntentType": "System"],
        ], types: [["INTypeName": "Place", "INTypeProperties": [["INTypePropertyName": "rank", "INTypePropertyType": "Integer"]]]]))
        for line in ["    public var name: String?", "    public var count: NSNumber?", "    public var ratio: NSNumber?", "    public var when: DateComponents?",
                     "    public var link: URL?", "    public var tags: [String]?", "    public var places: [Place]?",
                     "func resolvePlaces(for intent: MixedIntent, with completion: @escaping ([PlaceResolutionResult]) -> Swift.Void)",
                     "func provideTagsOptionsCollection(for intent: MixedIntent, with completion: @escaping (INObjectCollection<NSString>?, Swift.Error?) -> Swift.Void)",
                     "    case `failureNoNetwork` = 100", "    public var reason: String?", #"default: "Say \"hi\"""#] {
            #expect(swift.contains(line), "missing: \(line)")
        }
        #expect(!swift.contains("PlayMediaIntent"))
    }

    @Test("an Object response parameter with no object type chosen is an INObject, as Xcode builds it")
    func untypedObjectResponseParameter() throws {
        let swift = try generate(try definition(intents: [
            ["INIntentName": "Refresh", "INIntentParameters": [Any](),
             "INIntentResponse": ["INIntentResponseCodes": [["INIntentResponseCodeName": "success"]],
                                  "INIntentResponseParameters": [["INIntentResponseParameterName": "result", "INIntentResponseParameterType": "Object"]]]],
        ]))
        #expect(swift.contains("    public var result: INObject?"), "\(swift)")
    }

    @Test("a Currency Amount parameter is an INCurrencyAmount, as Xcode builds it (a transit-card app's balance)")
    func currencyAmountParameter() throws {
        let swift = try generate(try definition(intents: [
            ["INIntentName": "CheckBalance", "INIntentParameters": [param("fare", "CurrencyAmount", ["INIntentParameterSupportsResolution": true])],
             "INIntentResponse": ["INIntentResponseCodes": [["INIntentResponseCodeName": "success"]],
                                  "INIntentResponseParameters": [["INIntentResponseParameterName": "balance", "INIntentResponseParameterType": "CurrencyAmount"]]]],
        ]))
        for line in ["    public var fare: INCurrencyAmount?", "    public var balance: INCurrencyAmount?",
                     "func resolveFare(for intent: CheckBalanceIntent, with completion: @escaping (INCurrencyAmountResolutionResult) -> Swift.Void)"] {
            #expect(swift.contains(line), "missing: \(line)\n\(swift)")
        }
    }

    @Test("an enum without an 'unknown' value gets one at 0, as Xcode's editor adds it")
    func enumUnknownAdded() throws {
        let swift = try generate(try definition(intents: [], enums: [["INEnumName": "Size", "INEnumValues": [
            ["INEnumValueName": "small", "INEnumValueIndex": 1], ["INEnumValueName": "large", "INEnumValueIndex": 2]]]]))
        #expect(swift.contains("public enum Size: Int {\n    case `unknown` = 0\n    case `small` = 1\n    case `large` = 2\n}"))
    }

    /// DeveloperAcademy-POSTECH/MC2-Team14-YesAgreed (Mukku) names its values `PhantomOfOpera1`,
    /// `TopSmallLeft`… and calls `.phantomOfOpera1`, `.topSmallLeft`, as Xcode generates them;
    /// an initialism only loses its first capital (Littleor/iWidget's `CET4` is `.cET4`).
    @Test("enum values written capitalised become lower-camel-case cases, defaults included")
    func enumCasesAreLowerCamelCase() throws {
        let swift = try generate(try definition(intents: [
            ["INIntentName": "Configuration", "INIntentParameters": [
                param("mc2", "Integer", ["INIntentParameterEnumType": "Mc2Enum",
                                         "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "PhantomOfOpera1"]])]]],
            enums: [["INEnumName": "Mc2Enum", "INEnumValues": [
                ["INEnumValueName": "unknown", "INEnumValueIndex": 0], ["INEnumValueName": "PhantomOfOpera1", "INEnumValueIndex": 1],
                ["INEnumValueName": "TopSmallLeft", "INEnumValueIndex": 2], ["INEnumValueName": "URLScheme", "INEnumValueIndex": 3],
                ["INEnumValueName": "HTTP2", "INEnumValueIndex": 4], ["INEnumValueName": "red", "INEnumValueIndex": 5]]]]))
        #expect(swift.contains("public enum Mc2Enum: Int {\n    case `unknown` = 0\n    case `phantomOfOpera1` = 1\n    case `topSmallLeft` = 2\n"
            + "    case `uRLScheme` = 3\n    case `hTTP2` = 4\n    case `red` = 5\n}"), "\(swift)")
        #expect(swift.contains("default: (.`phantomOfOpera1` as Mc2Enum)"), "\(swift)")
    }

    @Test("binary property lists are read too")
    func binaryPlist() throws {
        let xml = try Data(contentsOf: fixture)
        let plist = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(try IntentDefinitionCodegen.swiftSource(forIntentDefinition: binary, named: "Weather.intentdefinition")
                == IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: fixture))
    }

    @Test("malformed definitions: the error names the file and the key")
    func malformed() throws {
        #expect(error(Data("not a plist".utf8))?.description.hasPrefix("Test.intentdefinition: not a property list") == true)
        #expect(error(try PropertyListSerialization.data(fromPropertyList: ["Foo": 1], format: .xml, options: 0))
                == IntentDefinitionError(file: "Test.intentdefinition", key: "INIntentDefinitionModelVersion", message: "missing: this is not an intent definition"))
        #expect(error(try definition(intents: [["INIntentName": "A", "INIntentParameters": [param("where", "Placemark")]]]))?.key
                == "INIntents[0].INIntentParameters[0].INIntentParameterType")
        #expect(error(try definition(intents: [["INIntentName": "A", "INIntentParameters": [param("c", "Object", ["INIntentParameterObjectType": "Town"])]]]))
                == IntentDefinitionError(file: "Test.intentdefinition", key: "INIntents[0].INIntentParameters[0].INIntentParameterObjectType",
                                         message: "no type named 'Town' in INTypes (have: )"))
        #expect(error(try definition(intents: [["INIntentName": "Bad Name"]]))?.key == "INIntents[0].INIntentName")
        #expect(error(try definition(intents: [["INIntentParameters": [Any]()]]))?.description == "Test.intentdefinition: INIntents[0].INIntentName: missing")
        #expect(error(try definition(intents: [], enums: [["INEnumName": "E", "INEnumValues": [
            ["INEnumValueName": "a", "INEnumValueIndex": 1], ["INEnumValueName": "b", "INEnumValueIndex": 1]]]]))?.key == "INEnums[0].INEnumValues[1]")
        #expect(error(try PropertyListSerialization.data(fromPropertyList: ["INIntentDefinitionModelVersion": "1.2", "INIntents": "x"], format: .xml, options: 0))?.key
                == "INIntents")
        #expect(throws: IntentDefinitionError.self) { try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: URL(fileURLWithPath: "/nonexistent/X.intentdefinition")) }
    }

    /// A definition linked to `/dev/zero` was read until memory ran out: only regular files of at
    /// most 64 MiB are read.
    @Test(.timeLimit(.minutes(HangGuard.minutes))) func aDefinitionLinkedToADeviceIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intents-device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("Zero.intentdefinition")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        #expect(throws: IntentDefinitionError(file: "Zero.intentdefinition", key: "", message: "not a regular file (a device, pipe or folder); not read")) {
            try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: link)
        }
    }
}
