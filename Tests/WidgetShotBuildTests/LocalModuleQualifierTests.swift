import Foundation
import Testing
@testable import WidgetShotBuild

/// muukii/TextDisplayWidget's extension writes `SharedTypes.Item` (its `--include` framework's
/// module) in `@Query var model: [SharedTypes.Item]` and `#Predicate<SharedTypes.Item>`; the
/// included sources compile into the extension's module, so the qualifier must become that module.
struct LocalModuleQualifierTests {
    func lines(_ source: String, qualifiers: LocalModuleQualifiers) -> [String] {
        var transform = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0, localModules: qualifiers.modules)
        transform.localQualifiers = qualifiers
        let output = transform.transform(source)
        return Array(output.text.components(separatedBy: "\n").dropFirst().prefix(source.components(separatedBy: "\n").count))
    }

    @Test func localModuleQualifiedNamesUseTheExtensionModule() {
        let q = LocalModuleQualifiers(modules: ["SharedTypes"], targetModule: "ExtWidget_1a")
        let source = """
            import SharedTypes
            @Query var model: [SharedTypes.Item]
            let c = try ModelContainer(for: SharedTypes.Item.self); let k = MySharedTypes.Item.self
            let p = #Predicate<SharedTypes.Item> { _ in true }; let v = SharedTypes.version
            """
        let out = lines(source, qualifiers: q)
        #expect(out[0] == "// import SharedTypes")
        #expect(out[1] == "@Query<ExtWidget_1a.Item, [ExtWidget_1a.Item]> var model: [ExtWidget_1a.Item]")   // with QueryWrapperRewrite
        #expect(out[2] == "let c = try ModelContainer(for: ExtWidget_1a.Item.self); let k = MySharedTypes.Item.self")
        #expect(out[3] == "let p = #Predicate<ExtWidget_1a.Item> { _ in true }; let v = SharedTypes.version")
    }

    @Test func aModuleNameAlsoDeclaredAsATypeIsLeftAlone() {
        let texts = ["enum Models { struct Trip {} }", "struct W { let t: Models.Trip }"]
        #expect(LocalModuleQualifiers.qualifiable(["Models", "AppCore"], declaredIn: texts) == ["AppCore"])
        let q = LocalModuleQualifiers(modules: [], targetModule: "ExtW_1")
        #expect(lines("let t: Models.Trip", qualifiers: q) == ["let t: Models.Trip"])
    }
}
