import Foundation
import Testing
import WidgetShotBuild
@testable import WidgetShotCLI

/// `--project`, `--target`, `--override-package`, `--info`: taken out of the command line by the
/// launcher; several extensions of one project render under `<output>/<target>/`.
struct ProjectOptionTests {
    @Test func projectOptionsAreTakenOutOfTheCommandLine() throws {
        let r = try ExtensionLauncher.parse(["widgetshot", "gallery", "--project", "App.xcodeproj", "--target=TripWidget",
                                             "--override-package", "Yams=../Yams", "--info", "AppGroup=group.a", "--info=Name=x=y", "-o", "out"])
        #expect(r.project == "App.xcodeproj" && r.target == "TripWidget" && r.extensionFolder == nil)
        #expect(r.packageOverrides == ["yams": "../Yams"])
        #expect(r.info == ["AppGroup": "group.a", "Name": "x=y"])
        #expect(r.forwarded == ["gallery", "-o", "out"])
        #expect(throws: (any Error).self) { try ExtensionLauncher.parse(["widgetshot", "--project", "A", "--extension", "B"]) }
        #expect(throws: (any Error).self) { try ExtensionLauncher.parse(["widgetshot", "--project", "A", "--info", "novalue"]) }
        #expect(throws: (any Error).self) { try ExtensionLauncher.parse(["widgetshot", "--extension", "A", "--target", "T"]) }
        #expect(ExtensionLauncher.wantsExtension(["widgetshot", "--project=App.xcodeproj"]))
    }

    @Test func severalExtensionsRenderIntoAFolderEach() {
        #expect(ExtensionLauncher.outputPerTarget(["gallery", "-o", "out"], target: "A") == ["gallery", "-o", "out/A"])
        #expect(ExtensionLauncher.outputPerTarget(["gallery", "--output=out/"], target: "A") == ["gallery", "--output=out/A/"])
        #expect(ExtensionLauncher.outputPerTarget(["render", "-o", "shots/w.png"], target: "A") == ["render", "-o", "shots/A/w.png"])
        #expect(ExtensionLauncher.outputPerTarget(["previews"], target: "A") == ["previews", "--output", "widgetshot-previews/A"])
        #expect(ExtensionLauncher.outputPerTarget(["--family", "systemSmall"], target: "A") == ["--output", "widgetshot-out/A", "--family", "systemSmall"])
    }

    @Test func oneExtensionThatDoesNotBuildCostsOnlyItsOwnImages() throws {
        // A to-do app: its widgets target does not compile, its controls target does.
        var logged: [String] = []
        var ran: [String] = []
        let status = try ExtensionLauncher.runEach(["TodoWidgets", "TodoControls"], name: { $0 }, log: { logged.append($0) }) { target in
            ran.append(target)
            if target == "TodoWidgets" {
                throw ExtensionBuildError.compileErrors(extension: "TodoWidgets", module: "ExtTodoWidgets_1", files: ["/app/Design/Tokens.swift"])
            }
            return 0
        }
        #expect(ran == ["TodoWidgets", "TodoControls"])
        #expect(status == 1)
        #expect(logged.first?.contains("the extension TodoWidgets did not compile") == true)
        #expect(logged.contains("TodoWidgets: not rendered; going on with the project's other widget extensions"))
        // The first failing status is kept; one extension alone throws its error as before.
        #expect(try ExtensionLauncher.runEach(["A", "B"], name: { $0 }, log: { _ in }) { $0 == "A" ? 3 : 1 } == 3)
        #expect(throws: ExtensionBuildError.self) {
            try ExtensionLauncher.runEach(["A"], name: { $0 }, log: { _ in }) { _ in throw ExtensionBuildError.compileFailed("A") }
        }
    }

    @Test func aSwiftPackageFolderNeverBuildsAProject() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(try ExtensionLauncher.discoveredProject(["widgetshot"], in: checkout) == nil)
        #expect(try ExtensionLauncher.discoveredProject(["widgetshot", "diff", "a", "b"], in: FileManager.default.temporaryDirectory) == nil)
    }
}
