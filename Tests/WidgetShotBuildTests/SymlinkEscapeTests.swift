import Foundation
import Testing
@testable import WidgetShotBuild

/// Issue 23, item 1: a symbolic link inside the extension folder that leads outside it — a
/// `.swift` file, a string table, an asset catalog — is left out with a warning naming the link
/// and where it leads, as linked folders are never entered; links that stay inside are used.
struct SymlinkEscapeTests {
    @Test func linksLeavingTheFolderAreLeftOutWithAWarning() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("symlink-escape-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: base) }
        let root = base.appendingPathComponent("Widget"), outside = base.appendingPathComponent("Elsewhere")
        for folder in [root.appendingPathComponent("Inner"), outside.appendingPathComponent("Stolen.xcassets")] {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try "struct W {}\n".write(to: root.appendingPathComponent("Widget.swift"), atomically: true, encoding: .utf8)
        try "let inner = 1\n".write(to: root.appendingPathComponent("Inner/Inner.swift"), atomically: true, encoding: .utf8)
        try "let secret = \"s3cret\"\n".write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        try "\"a\" = \"b\";\n".write(to: outside.appendingPathComponent("Other.strings"), atomically: true, encoding: .utf8)
        // Absolute and relative links out, a link to a link out, and a relative link that stays in.
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Secret.swift").path, withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Inner/Up.swift").path, withDestinationPath: "../../Elsewhere/Secret.swift")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Hop.swift").path, withDestinationPath: "Secret.swift")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Localizable.strings").path, withDestinationPath: "../Elsewhere/Other.strings")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Assets.xcassets").path, withDestinationPath: "../Elsewhere/Stolen.xcassets")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Alias.swift").path, withDestinationPath: "Inner/Inner.swift")

        let sources = try ExtensionSources.scan(extension: root)
        let inside = sources.root.path, outsidePath = outside.resolvingSymlinksInPath().path
        // The link inside and the file it leads to are one file, compiled once.
        #expect(sources.swiftFiles.map(\.file.lastPathComponent).sorted() == ["Alias.swift", "Widget.swift"])
        #expect(sources.stringTables.isEmpty && sources.assetCatalogs.isEmpty)
        #expect(sources.warnings.sorted() == [
            "\(inside)/Assets.xcassets: a link to \(outsidePath)/Stolen.xcassets, outside \(inside); left out (links may not leave the folder)",
            "\(inside)/Hop.swift: a link to \(outsidePath)/Secret.swift, outside \(inside); left out (links may not leave the folder)",
            "\(inside)/Inner/Up.swift: a link to \(outsidePath)/Secret.swift, outside \(inside); left out (links may not leave the folder)",
            "\(inside)/Localizable.strings: a link to \(outsidePath)/Other.strings, outside \(inside); left out (links may not leave the folder)",
            "\(inside)/Secret.swift: a link to \(outsidePath)/Secret.swift, outside \(inside); left out (links may not leave the folder)",
        ])
    }
}
