import Foundation
import Testing
@testable import WidgetShotBuild

private let testsDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let fixture = testsDir.appendingPathComponent("Fixtures/SdkFourteenReasons.intentdefinition")
/// Committed output for the fixture, compiled (and used) by WidgetShotFrameworksTests.
private let committed = testsDir.deletingLastPathComponent().appendingPathComponent("WidgetShotFrameworksTests/SdkFourteenReasons.generated.swift")

/// A parameter with unsupported reasons gets Xcode's `<Intent><Parameter>ResolutionResult` and
/// `<Intent><Parameter>UnsupportedReason` (themuzzleflare/Provenance's
/// `AddTagToTransactionTagsResolutionResult`, returned by `.success(with:)`, `.needsValue()`,
/// `.unsupported(forReason: .tooManyTags)`), for strings, custom types and enums alike.
@Suite struct SdkFourteenIntentReasonTests {
    @Test("the fixture generates exactly the committed Swift, with a result class per parameter with reasons")
    func fixtureMatchesCommittedSource() throws {
        let generated = try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: fixture)
        let expected = try String(contentsOf: committed, encoding: .utf8)
        if generated != expected, ProcessInfo.processInfo.environment["WIDGETSHOT_RECORD"] == "all" {
            try generated.write(to: committed, atomically: true, encoding: .utf8)
        }
        #expect(generated == expected)
        for declaration in [
            "public enum FileFolioLabelsUnsupportedReason: Int {", "    case `tooManyLabels` = 1", "    case `emptyLabel` = 2",
            "public class FileFolioLabelsResolutionResult: INStringResolutionResult {",
            "public class FileFolioFolioResolutionResult: FolioResolutionResult {",
            "public class FileFolioTierResolutionResult: TierResolutionResult {",
            "public class func unsupported(forReason reason: FileFolioTierUnsupportedReason) -> Self {",
            "func resolveLabels(for intent: FileFolioIntent, with completion: @escaping ([FileFolioLabelsResolutionResult]) -> Swift.Void)",
            "func resolveFolio(for intent: FileFolioIntent) async -> FileFolioFolioResolutionResult",
            "func resolveNote(for intent: FileFolioIntent, with completion: @escaping (INStringResolutionResult) -> Swift.Void)",
            "public class func success(with resolvedObject: Folio) -> Self {",
        ] {
            #expect(generated.contains(declaration), "missing: \(declaration)")
        }
        #expect(!generated.contains("FileFolioNoteResolutionResult"))   // no reasons, no class
    }

    @Test("a reason listed twice or not an identifier names its key")
    func badReasons() throws {
        func definition(_ reasons: [[String: Any]]) throws -> Data {
            try PropertyListSerialization.data(fromPropertyList: ["INIntentDefinitionModelVersion": "1.2", "INIntents": [[
                "INIntentName": "Tag", "INIntentParameters": [["INIntentParameterName": "tags", "INIntentParameterType": "String",
                                                              "INIntentParameterUnsupportedReasons": reasons]],
            ]]], format: .xml, options: 0)
        }
        let code = { (c: String) in ["INIntentParameterUnsupportedReasonCode": c] }
        #expect(throws: IntentDefinitionError(file: "T.intentdefinition", key: "INIntents[0].INIntentParameters[0].INIntentParameterUnsupportedReasons[1]",
                                              message: "the reason 'full' is listed twice")) {
            try IntentDefinitionCodegen.swiftSource(forIntentDefinition: try definition([code("full"), code("full")]), named: "T.intentdefinition")
        }
        #expect(throws: IntentDefinitionError.self) {
            try IntentDefinitionCodegen.swiftSource(forIntentDefinition: try definition([code("too many")]), named: "T.intentdefinition")
        }
    }

    @Test("a called `.dateTime(…)` is another type's member (SwiftDate's DateToStringStyles case), not Foundation's style")
    func calledDateTimeIsLeftAlone() {
        #expect(LocaleRewrites.rewrite("let s = date.toString(.dateTime(.short))") == "let s = date.toString(.dateTime(.short))")
        #expect(LocaleRewrites.rewrite("let s = date.toString(.dateTime (.short))") == "let s = date.toString(.dateTime (.short))")
        #expect(LocaleRewrites.rewrite("let s = date.toString(.dateTimeMixed(dateStyle: .short, timeStyle: .none))").contains(".dateTimeMixed("))
        // Foundation's style is still pinned to the render's locale.
        #expect(LocaleRewrites.rewrite("Text(date.formatted(.dateTime.day()))") == "Text(date.formatted(WidgetShotDateFormatStyle().day()))")
        #expect(LocaleRewrites.rewrite("Text(date, format: .dateTime)") == "Text(date, format: WidgetShotDateFormatStyle())")
    }
}
