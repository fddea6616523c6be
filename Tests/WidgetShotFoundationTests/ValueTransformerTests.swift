import Foundation
import Testing
import WidgetShotFoundation

/// Foundation's `ValueTransformer` (swift-corelibs-foundation has none): subclasses, the registry,
/// the named built-in transformers (sweep 6: a Core Data model's transformable attributes).
@Suite struct ValueTransformerTests {
    final class Celsius: ValueTransformer {
        override class func transformedValueClass() -> AnyClass { NSNumber.self }
        override func transformedValue(_ value: Any?) -> Any? { (value as? Double).map { ($0 - 32) * 5 / 9 } }
        override func reverseTransformedValue(_ value: Any?) -> Any? { (value as? Double).map { $0 * 9 / 5 + 32 } }
    }

    final class OneWay: ValueTransformer {
        override class func allowsReverseTransformation() -> Bool { false }
        override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
    }

    @Test func theBaseClassPassesValuesThroughAndReversesWithTheSameTransformation() {
        let base = ValueTransformer()
        #expect(base.transformedValue("x") as? String == "x")
        #expect(base.reverseTransformedValue(3) as? Int == 3)
        #expect(ValueTransformer.allowsReverseTransformation())
        #expect(ValueTransformer.transformedValueClass() == NSObject.self)
        #expect(!OneWay.allowsReverseTransformation())
        #expect(OneWay().transformedValue("ab") as? String == "AB")
    }

    @Test func aRegisteredTransformerIsFoundByName() throws {
        let name = NSValueTransformerName("CelsiusTransformer-\(UUID().uuidString)")
        #expect(ValueTransformer(forName: name) == nil)
        ValueTransformer.setValueTransformer(Celsius(), forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }
        #expect(ValueTransformer.valueTransformerNames().contains(name))
        let found = try #require(ValueTransformer(forName: name))
        #expect(found.transformedValue(212.0) as? Double == 100)
        #expect(found.reverseTransformedValue(0.0) as? Double == 32)
    }

    @Test func theBuiltInTransformers() throws {
        let negate = try #require(ValueTransformer(forName: .negateBooleanTransformerName))
        #expect((negate.transformedValue(true) as? NSNumber)?.boolValue == false)
        #expect((negate.reverseTransformedValue(false) as? NSNumber)?.boolValue == true)
        let isNil = try #require(ValueTransformer(forName: .isNilTransformerName))
        #expect((isNil.transformedValue(nil) as? NSNumber)?.boolValue == true)
        #expect((isNil.transformedValue("a") as? NSNumber)?.boolValue == false)
        let isNotNil = try #require(ValueTransformer(forName: .isNotNilTransformerName))
        #expect((isNotNil.transformedValue(NSNull()) as? NSNumber)?.boolValue == false)
        #expect(NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue == "NSSecureUnarchiveFromData")
    }

    @Test func theSecureUnarchiverRoundTripsAllowedClasses() throws {
        let transformer = NSSecureUnarchiveFromDataTransformer()
        let archived = try #require(transformer.reverseTransformedValue(["a", "b"] as NSArray) as? Data)
        let back = try #require(transformer.transformedValue(archived) as? NSArray)
        #expect(back as? [String] == ["a", "b"])
        #expect(transformer.transformedValue("not data") == nil)
    }
}
