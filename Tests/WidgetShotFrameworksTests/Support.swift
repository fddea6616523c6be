import Foundation
import WidgetShot

let frameworksRenderer: WidgetRenderer = try! WidgetRenderer()
let frameworksRenderLock = NSLock()

/// Renders a widget's timeline on an iPhone 16 Pro (one render at a time: the renderer is shared).
func renderWidget(_ widget: some Widget, family: WidgetFamily = .systemSmall, appearance: WidgetAppearance = .light,
                  entries: EntrySelection = .timeline) throws -> [WidgetRender] {
    frameworksRenderLock.lock()
    defer { frameworksRenderLock.unlock() }
    return try frameworksRenderer.render(widget.body.definition, family: family, device: .iPhone16Pro, appearance: appearance, entries: entries)
}

extension WidgetRender {
    /// The strings of every text drawn, in tree order.
    var texts: [String] {
        result.tree.allNodes.compactMap { node in
            if case .text(let t) = node.content { return t.string }
            return nil
        }
    }

    /// Writes the image to /tmp for a look (WIDGETSHOT_KEEP_PNG=1).
    func keep(_ name: String) {
        guard ProcessInfo.processInfo.environment["WIDGETSHOT_KEEP_PNG"] != nil else { return }
        try? result.image.writePNG(to: URL(fileURLWithPath: "/tmp/\(name).png"))
    }
}

/// A fixed date for entries.
let day0 = Date(timeIntervalSince1970: 1_800_000_000)

/// A temporary file with `contents`.
func temporaryFile(_ name: String, _ contents: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-frameworks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url
}
