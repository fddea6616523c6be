import Foundation

/// Xcode's Swift code generation for `.intentdefinition` files, on Linux: each custom intent
/// becomes `<Name>Intent: INIntent` with a `<Name>IntentHandling` protocol, a
/// `<Name>IntentResponseCode` enum and a `<Name>IntentResponse: INIntentResponse`; each custom
/// type an `INObject` subclass with a `<Type>ResolutionResult`; each enum an `enum <Name>: Int`
/// (`unknown = 0` first) with a `<Name>ResolutionResult`. Class, property, enum and case names are
/// Xcode's, so provider and handler code compiles unchanged. Differences forced by Linux (no
/// Objective-C runtime): no `@objc`/`@NSManaged`, properties are plain stored properties, the
/// handling protocol's optional methods have default implementations, and each intent lists its
/// parameters in `_parameters` (WidgetShot's configurations set them by name).
///
/// ```swift
/// let swift = try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: url)
/// ```
public enum IntentDefinitionCodegen {
    /// The Swift source Xcode would generate for the file (all intents, types and enums in one
    /// source). Throws `IntentDefinitionError` naming the file and key for malformed input.
    public static func swiftSource(forIntentDefinitionAt url: URL) throws -> String {
        // Real definitions are tens of KB; a link to /dev/zero or a pipe is not read.
        let data: Data
        do { data = try BoundedRead.data(at: url, limit: OpenStepPropertyList.maximumSize) } catch let failure as BoundedRead.Failure {
            throw IntentDefinitionError(file: url.lastPathComponent, key: "", message: BoundedRead.reason(failure, limit: OpenStepPropertyList.maximumSize))
        }
        return try swiftSource(forIntentDefinition: data, named: url.lastPathComponent)
    }

    /// The Swift source for an intent definition's contents (`name` is used in errors and the header).
    public static func swiftSource(forIntentDefinition data: Data, named name: String) throws -> String {
        let model = try IntentDefinitionParser(file: name).parse(data)
        return IntentDefinitionSwiftWriter(model: model, fileName: name).source()
    }
}
