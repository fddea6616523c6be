import Foundation
import WidgetShotBuild

/// `.intentdefinition` bytes (XML or binary property list) → the Swift source Xcode would generate.
/// Malformed input throws `IntentDefinitionError` naming the file; nothing may crash, hang or
/// expand entities (the seeds hold a DOCTYPE with nested entities and deeply nested arrays).
func fuzzOne(_ bytes: [UInt8]) {
    do {
        let swift = try IntentDefinitionCodegen.swiftSource(forIntentDefinition: Data(bytes), named: "Fuzz.intentdefinition")
        precondition(swift.hasPrefix("//"), "generated source without its header")
    } catch is IntentDefinitionError {
    } catch {
        preconditionFailure("an error that is not an IntentDefinitionError: \(error)")
    }
}
