import Foundation
import Testing
@testable import WidgetShotBuild

/// A Core Data model inside a local package target gets what Xcode gives it on iOS: the classes of
/// its Codegen entities in the target's module, and the compiled `<Name>.momd` in its bundle
/// (rrroyal/vulcan's `Modules/Vulcan` keeps `VulcanStore.xcdatamodeld` undeclared beside its
/// sources and reads `Bundle.module.url(forResource: "VulcanStore", withExtension: "momd")`).
struct RouteTenPackageDataModelTests {
    static let dump = """
        {"name": "NotesKit", "products": [{"name": "NotesKit", "targets": ["NotesKit"]}], "dependencies": [],
         "targets": [{"name": "NotesKit", "type": "regular", "path": "Sources/NotesKit", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
        """
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="StoredNote" representedClassName="StoredNote" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    @Test func aPackageModelIsGeneratedAndCompiledIntoItsBundle() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let kit = project.root.appendingPathComponent("NotesKit")
        let store = "Sources/NotesKit/NotesStore.xcdatamodeld"
        for (path, text) in ["Sources/NotesKit/Store.swift": "import CoreData\nlet url = Bundle.module.url(forResource: \"NotesStore\", withExtension: \"momd\")\nfunc make(_ c: NSManagedObjectContext) -> StoredNote { StoredNote(context: c) }\n",
                             "\(store)/NotesStore.xcdatamodel/contents": Self.model,
                             "\(store)/NotesStore 2.xcdatamodel/contents": Self.model] {
            let url = kit.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": "NotesStore 2.xcdatamodel"], format: .xml, options: 0)
            .write(to: kit.appendingPathComponent("\(store)/.xccurrentversion"))

        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.dump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "noteskit", location: .local(kit))],
                                products: [PackageProductReference(product: "NotesKit", package: "noteskit")])
        let prepared = try project.workspace.prepare(plan, options: options)
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"resources: [.copy("CompiledDataModels/NotesStore.momd")]"#), "\(manifest)")
        let target = prepared.packageRoot.appendingPathComponent("Modules/NotesKit")
        let classes = try String(contentsOf: target.appendingPathComponent("Generated/CoreData/NotesStore+CoreDataClasses.swift"), encoding: .utf8)
        #expect(classes.contains("public class StoredNote: NSManagedObject"), "\(classes)")
        let momd = target.appendingPathComponent("CompiledDataModels/NotesStore.momd")
        #expect(FileManager.default.fileExists(atPath: momd.appendingPathComponent("NotesStore 2.mom").path))
        #expect(NSDictionary(contentsOf: momd.appendingPathComponent("VersionInfo.plist"))?["NSManagedObjectModel_CurrentVersionName"] as? String == "NotesStore 2")
        // The raw model is not a resource of its own (Xcode's bundle has only the compiled one).
        #expect(!FileManager.default.fileExists(atPath: target.appendingPathComponent("NotesStore.xcdatamodeld").path))
    }
}
