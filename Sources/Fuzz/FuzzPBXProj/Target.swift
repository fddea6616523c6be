import Foundation
import WidgetShotBuild

let project = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fuzz-\(getpid())/App.xcodeproj")

/// project.pbxproj bytes → an `.xcodeproj` with that file; then its widget targets and the plan of
/// every target it names. Malformed text throws `ProjectReadError`; nothing may crash or hang.
func fuzzOne(_ bytes: [UInt8]) {
    try? FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try? Data(bytes).write(to: project.appendingPathComponent("project.pbxproj"))
    _ = try? XcodeProjectReader.widgetExtensionTargets(in: project)
    // Target names are read back through the error that lists them.
    do {
        _ = try XcodeProjectReader.plan(for: "\u{0}", in: project)
    } catch let error as ProjectReadError {
        guard let list = error.message.components(separatedBy: "the project's targets: ").last, error.message.contains("no target named") else { return }
        for name in list.components(separatedBy: ", ").prefix(8) {
            _ = try? XcodeProjectReader.plan(for: name, in: project)
        }
    } catch {
        preconditionFailure("a reader error that is not a ProjectReadError: \(error)")
    }
}
