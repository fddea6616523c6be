import Foundation
import Testing
@testable import WidgetShotBuild

/// Source rewrites for Simplenote (`enumerateSubstrings` by words; Core Data overrides written in
/// an extension) and Xcode's default for bare-slash regex literals (Solstice's `/\d/`).
struct SdkElevenRewriteTests {
    func transform(_ source: String) -> [String] {
        SourceTransform(originalPath: "/app/Note+Widget.swift", fileIndex: 0).transform(source).text.components(separatedBy: "\n")
    }

    @Test func enumerateSubstringsCallsGoToWidgetShotFoundation() {
        let lines = transform("""
        import Foundation
        extension NSString {
            var words: Int { var n = 0; enumerateSubstrings(in: NSMakeRange(0, length), options: [.byWords, .localized]) { _, _, _, _ in n += 1 }; return n }
        }
        func f(_ s: String) { s.enumerateSubstrings(in: s.startIndex..., options: .byWords) { _, _, _, _ in } } // enumerateSubstrings( in a comment
        let doc = "enumerateSubstrings(in:) in a string"
        func enumerateSubstrings(in range: NSRange) {}
        """)
        #expect(lines[3].contains("var n = 0; _widgetShotEnumerateSubstrings(in: NSMakeRange(0, length)"), "\(lines[3])")
        #expect(lines[5].contains("s._widgetShotEnumerateSubstrings(in: s.startIndex...") && lines[5].hasSuffix("// enumerateSubstrings( in a comment"), "\(lines[5])")
        #expect(lines[6].contains("\"enumerateSubstrings(in:) in a string\""))
        #expect(lines[7].hasSuffix("func enumerateSubstrings(in range: NSRange) {}"))
    }

    @Test func overridesInAnExtensionMoveIntoTheClass() {
        let lines = transform("""
        import CoreData
        @objc(Note)
        public class Note: SPManagedObject {

        }
        extension Note {
            public override func awakeFromInsert() {
                super.awakeFromInsert()
            }
            @NSManaged public var content: String?
            @NSManaged public override var isDeleted: Bool
            override func validate(_ value: Int, for key: String) throws -> Bool { true }
        }
        extension Elsewhere {
            override func awakeFromFetch() {}
        }
        """)
        // Every line stays where it was (the transform adds one `#sourceLocation` line first).
        #expect(lines[3] == "public class Note: SPManagedObject { public override func awakeFromInsert() { _widgetShotNote_awakeFromInsert() }; "
                + "public override var isDeleted: Bool { get { _widgetShotNote_isDeleted } set { _widgetShotNote_isDeleted = newValue } }; "
                + "override func validate(_ value: Int, for key: String) throws -> Bool { try _widgetShotNote_validate(value, for: key) };", "\(lines[3])")
        #expect(lines[7] == "    public func _widgetShotNote_awakeFromInsert() {", "\(lines[7])")
        #expect(lines[8].contains("super.awakeFromInsert()"))
        #expect(lines[10].contains("public var content: String? { get { _widgetShotManagedValue(forKey: \"content\")"))
        #expect(lines[11] == "    public var _widgetShotNote_isDeleted: Bool { get { _widgetShotManagedValue(forKey: \"deleted\") } set { _widgetShotSetManagedValue(newValue, forKey: \"deleted\") } }", "\(lines[11])")
        #expect(lines[12] == "    func _widgetShotNote_validate(_ value: Int, for key: String) throws -> Bool { true }", "\(lines[12])")
        #expect(lines[15] == "    override func awakeFromFetch() {}", "a class declared elsewhere is left as written")
    }

    @Test func anInsertAwakeningOfAClassDeclaredElsewhereConformsToWidgetShotsProtocol() {
        let lines = transform("""
        import CoreData
        public extension SavedLocation {
            override func awakeFromInsert() {
                super.awakeFromInsert()
            }
            override func willSave() {}
        }
        """)
        #expect(lines[2] == "extension SavedLocation: _WidgetShotInsertAwakening {}; public extension SavedLocation {", "\(lines[2])")
        #expect(lines[3] == "    public func _widgetShotOverride_awakeFromInsert() {", "\(lines[3])")
        #expect(lines[6] == "    override func willSave() {}", "other overrides stay as written")
    }

    @Test func xcodeEnablesBareSlashRegexInSwift5ByDefault() {
        func read(_ settings: [String: String]) -> SwiftCompilerSettings { SwiftCompilerSettings(xcodeSettings: { settings[$0] }) }
        #expect(read(["SWIFT_VERSION": "5.0"]).upcomingFeatures == ["BareSlashRegexLiterals"])
        #expect(read(["SWIFT_VERSION": "4.2"]).upcomingFeatures == ["BareSlashRegexLiterals"])
        #expect(read(["SWIFT_VERSION": "5.0", "SWIFT_ENABLE_BARE_SLASH_REGEX": "NO"]).upcomingFeatures == [])
        #expect(read([:]).upcomingFeatures == [], "no SWIFT_VERSION: no Swift build setting applies")
        #expect(read(["SWIFT_VERSION": "6.0"]).upcomingFeatures == SwiftCompilerSettings.swift6Features, "Swift 6 has the syntax: nothing added")
    }
}
