import Foundation
import WidgetShotBuild

let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fuzz-xcodegen-\(getpid())")
    // A few files for the specs' sources to find (the seeds name Widgets/ and Shared/).
    let files = ["Widgets/Widget.swift": "struct W {}\n", "Widgets/Info.plist": "<plist><dict/></plist>\n",
                 "Widgets/Old/Legacy.swift": "\n", "Widgets/Assets.xcassets/Contents.json": "{}\n", "Shared/Format.swift": "\n"]
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
    return folder
}()
/// Splits the input into `project.yml` and the `widgets.yml` it may include.
let separator = Array("\n#8<\n".utf8)

/// Input bytes → `project.yml` (before a `#8<` line) and `Specs/widgets.yml` (after it), in a
/// folder with a few source files; then the spec's widget targets and the plan of every target it
/// names (sources walked, includes merged). Malformed specs throw `ProjectReadError`; nothing may
/// crash or hang (YAML aliases that multiply, deep nesting, include cycles).
func fuzzOne(_ bytes: [UInt8]) {
    var project = bytes[...], included = ArraySlice<UInt8>()
    if let cut = (0...max(0, bytes.count - separator.count)).first(where: { bytes[$0...].starts(with: separator) }) {
        project = bytes[..<cut]
        included = bytes[(cut + separator.count)...]
    }
    let spec = folder.appendingPathComponent("project.yml")
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    try? Data(project).write(to: spec)
    try? Data(included).write(to: folder.appendingPathComponent("Specs/widgets.yml"))
    _ = try? XcodeProjectReader.widgetExtensionTargets(in: spec)
    // Target names are read back through the error that lists them.
    do {
        _ = try XcodeProjectReader.plan(for: "\u{0}", in: spec)
    } catch let error as ProjectReadError {
        guard let list = error.message.components(separatedBy: "the project's targets: ").last, error.message.contains("no target named") else { return }
        for name in list.components(separatedBy: ", ").prefix(8) {
            _ = try? XcodeProjectReader.plan(for: name, in: spec)
        }
    } catch {
        preconditionFailure("a reader error that is not a ProjectReadError: \(error)")
    }
}
