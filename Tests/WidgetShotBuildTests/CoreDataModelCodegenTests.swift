import Foundation
import Testing
@testable import WidgetShotBuild

/// The Swift Xcode generates from a Core Data model (sweep 6: Learning-Widget's WallPaper-CoreData
/// names `CategoryLock` and `HealthItem`, which only its model's Class Definition codegen declares).
struct CoreDataModelCodegenTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Category" representedClassName="Category" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="CategoryLock" representedClassName="CategoryLock" syncable="YES" codeGenerationType="class">
                <attribute name="fontSize" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="count" optional="YES" attributeType="Integer 64" usesScalarValueType="NO"/>
                <attribute name="hasSound" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="checked" optional="YES" attributeType="Transformable" valueTransformerName="ArrayBoolTransformer" customClassName="[Bool]"/>
                <attribute name="blob" optional="YES" attributeType="Transformable"/>
                <attribute name="default" optional="YES" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Category"/>
            </entity>
            <entity name="HealthItem" representedClassName="HealthRecord" parentEntity="CategoryLock" syncable="YES" codeGenerationType="class">
                <relationship name="steps" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Item"/>
            </entity>
            <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="category">
                <attribute name="when" optional="YES" attributeType="Date"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            </entity>
        </model>
        """

    func model(_ folder: URL, versions: [String], current: String?) throws -> URL {
        let bundle = folder.appendingPathComponent("Widget.xcdatamodeld")
        for version in versions {
            let dir = bundle.appendingPathComponent(version)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try (version == (current ?? versions.last) ? Self.contents : "<model></model>").write(to: dir.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        if let current {
            let plist = try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": current], format: .xml, options: 0)
            try plist.write(to: bundle.appendingPathComponent(".xccurrentversion"))
        }
        return bundle
    }

    @Test func classDefinitionAndCategoryEntitiesGetXcodesSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-codegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try model(folder, versions: ["Widget.xcdatamodel", "Widget 2.xcdatamodel"], current: "Widget.xcdatamodel")
        let source = try #require(try CoreDataModelCodegen.swiftSource(forModelAt: bundle))
        // Class Definition: the class (a child entity's superclass is its parent's class) and its properties.
        #expect(source.contains("public class CategoryLock: NSManagedObject {}"))
        #expect(source.contains("public class HealthRecord: CategoryLock {}"))
        #expect(source.contains("@nonobjc public class func fetchRequest() -> NSFetchRequest<CategoryLock> { NSFetchRequest<CategoryLock>(entityName: \"CategoryLock\") }"))
        #expect(source.contains("NSFetchRequest<HealthRecord>(entityName: \"HealthItem\")"))
        #expect(source.contains("    public var fontSize: Double { get { _widgetShotManagedValue(forKey: \"fontSize\") }"))
        #expect(source.contains("public var count: NSNumber? {"))
        #expect(source.contains("public var hasSound: Bool {"))
        #expect(source.contains("public var checked: [Bool]? {"))
        #expect(source.contains("public var blob: NSObject? {"))
        #expect(source.contains("public var `default`: String? { get { _widgetShotManagedValue(forKey: \"default\") }"))
        #expect(source.contains("public var items: NSSet? {"))
        #expect(source.contains("public var owner: Category? {"))
        #expect(source.contains("public func addToItems(_ value: Item) { _widgetShotAdd(value, toRelationship: \"items\") }"))
        #expect(source.contains("public func removeFromItems(_ values: NSSet) { _widgetShotRemove(values, fromRelationship: \"items\") }"))
        // Ordered to-many: NSOrderedSet and the index accessors.
        #expect(source.contains("public var steps: NSOrderedSet? {"))
        #expect(source.contains("public func insertIntoSteps(_ value: Item, at idx: Int) { _widgetShotInsert(value, at: idx, intoRelationship: \"steps\") }"))
        // An ordered relationship's add starts an NSOrderedSet (an NSSet would lose later inserts).
        #expect(source.contains("public func addToSteps(_ value: Item) { _widgetShotAdd(value, toRelationship: \"steps\", ordered: true) }"))
        #expect(source.contains("public func replaceSteps(at indexes: NSIndexSet, with values: [Item])"))
        #expect(source.contains("extension CategoryLock: Identifiable {}"))
        // Category/Extension: the properties only (the app writes the class); Manual: nothing.
        #expect(!source.contains("public class Item"))
        #expect(source.contains("extension Item {") && source.contains("public var when: Date? {") && source.contains("public var id: UUID? {"))
        #expect(!source.contains("class Category:") && !source.contains("extension Category {"))
    }

    @Test func theCurrentVersionIsReadAndAModelWithoutCodegenGeneratesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-codegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The current version is the first; the last (read without .xccurrentversion) is empty.
        let bundle = try model(folder, versions: ["A.xcdatamodel", "B.xcdatamodel"], current: "A.xcdatamodel")
        #expect(try CoreDataModel.read(at: bundle).entities.count == 4)
        let noCurrent = folder.appendingPathComponent("Other.xcdatamodeld/Only.xcdatamodel")
        try FileManager.default.createDirectory(at: noCurrent, withIntermediateDirectories: true)
        try "<model><entity name=\"Plain\"/></model>".write(to: noCurrent.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        #expect(try CoreDataModelCodegen.swiftSource(forModelAt: noCurrent.deletingLastPathComponent()) == nil)
        // Malformed XML: an error naming the contents file.
        try "<model><entity".write(to: noCurrent.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        #expect { try CoreDataModel.read(at: noCurrent.deletingLastPathComponent()) } throws: { error in
            "\(error)".contains("Only.xcdatamodel/contents") && "\(error)".contains("not a valid Core Data model")
        }
    }
}
