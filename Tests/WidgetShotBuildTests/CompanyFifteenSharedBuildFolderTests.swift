import Foundation
import Testing
@testable import WidgetShotBuild

/// ``SharedBuildFolderProducts``: only imports outside `#if` make a target link a package product
/// that other targets of its project link (St-Jude-Widget-App's widget imports Kingfisher, which
/// only the app lists).
struct CompanyFifteenSharedBuildFolderTests {
    @Test func onlyUnconditionalImportsCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("HeadToHead.swift")
        try """
            import SwiftUI
            import Kingfisher
            #if canImport(Sparkle)
            import Sparkle
            #if DEBUG
            import DebugTools
            #endif
            #endif
            @testable import Shared; import GRDB
            struct V: View { var body: some View { Text("x") } }
            """.write(to: file, atomically: true, encoding: .utf8)
        let modules = SharedBuildFolderProducts.unconditionalImports(in: [file])
        #expect(modules == ["SwiftUI", "Kingfisher", "Shared", "GRDB"])
    }

    @Test func theNoteNamesTheProductAndTheTarget() {
        let note = SharedBuildFolderProducts.note(product: PackageProductReference(product: "Kingfisher", package: "kingfisher"), module: "Widget")
        #expect(note.contains("imports Kingfisher, a product of the package kingfisher that only other targets of the project link"))
        #expect(note.hasSuffix("linked to Widget here"))
    }
}
