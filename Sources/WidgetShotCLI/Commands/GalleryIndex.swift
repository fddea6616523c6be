import Foundation
import WidgetShotSnapshotCore

/// `index.html` of a gallery, laid out like the iOS widget gallery: one section per widget (its
/// display name and description), one row per family, every variant with its device, appearance
/// and entry. All text is escaped.
enum GalleryIndex {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }

    /// The style of `lintList` (small amber text under the caption, as wide as the image at most).
    static let lintStyle = ".lints{margin:4px 0 0;padding:0 0 0 14px;font-size:10px;color:#a05a00;max-width:420px;overflow-wrap:anywhere}"

    /// The most lints listed under one image, and the most characters of one lint's text.
    static let maxLintsShown = 8, maxLintCharacters = 200

    /// A variant's lints (truncated text, first truncating Dynamic Type size, oversized images,
    /// structural lints, render warnings) as a compact escaped list; empty when there are none.
    /// Long messages are cut at `maxLintCharacters` and lists at `maxLintsShown` ("… N more").
    static func lintList(_ lints: [String]) -> String {
        guard !lints.isEmpty else { return "" }
        var html = "<ul class=\"lints\">"
        for lint in lints.prefix(maxLintsShown) {
            let text = lint.count > maxLintCharacters ? String(lint.prefix(maxLintCharacters)) + "…" : lint
            html += "<li>\(escape(text))</li>"
        }
        if lints.count > maxLintsShown { html += "<li>… \(lints.count - maxLintsShown) more</li>" }
        return html + "</ul>"
    }

    /// The lints of one file among an item's `"<file>: <lint>"` lines, without the prefix.
    static func lints(of file: String, in lines: [String]) -> [String] {
        let prefix = file + ": "
        return lines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The places a family's variants are grouped by (Home Screen first, untitled).
    static let places: [(WidgetLocation, String?)] = [(.homeScreen, nil), (.standBy, "StandBy"), (.lockScreen, "Lock Screen")]

    /// The page of a run: `extraSections` are HTML sections appended after the widgets (Live
    /// Activities and controls).
    static func page(results: [ItemResult], widgets: [WidgetDefinition], extraSections: String = "") -> GalleryPage {
        var page = GalleryPage(widgets: widgets.map { GalleryPage.Widget(kind: $0.kind, displayName: $0.displayName, description: $0.description) },
                               variants: [], extraSections: extraSections)
        for result in results {
            let item = result.item, family = item.family
            // Shown at the on-screen size in points (the PNG has device pixels).
            let width = Int((item.device.widgetSize(for: family)?.width ?? 0) * item.device.onScreenScale(for: family, in: item.appearance))
            let figures = result.files.map { file in
                GalleryPage.Figure(file: file.name + ".png", width: width,
                                   caption: "\(item.device.name) · \(item.appearance.name)\(ActivityGallery.sizeCaption(item.dynamicTypeSize)) · entry \(file.entryIndex)",
                                   lints: lints(of: file.name, in: result.lints))
            }
            page.variants.append(GalleryPage.Variant(widget: widgets[item.widget].kind, family: family.description,
                                                     place: places.firstIndex { $0.0 == item.appearance.location } ?? 0,
                                                     label: item.label, error: result.error, figures: figures))
        }
        return page
    }

    /// Writes `index.html` and `gallery.json` (the page as data, which `widgetshot merge` joins
    /// across shards) for a run.
    static func write(results: [ItemResult], widgets: [WidgetDefinition], to folder: URL, extraSections: String = "") throws {
        try write(page(results: results, widgets: widgets, extraSections: extraSections), to: folder)
    }

    /// Writes `index.html` and `gallery.json` for `page`.
    static func write(_ page: GalleryPage, to folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(page), to: folder.appendingPathComponent(GalleryPage.fileName))
        try AtomicFile.write(Data(PageFonts.embed(html(page), into: folder).utf8), to: folder.appendingPathComponent("index.html"))
    }

    /// The HTML of `page`: widgets in page order, families in WidgetKit's order, places as `places`.
    static func html(_ page: GalleryPage) -> String {
        var html = """
            <!doctype html><html><head><meta charset="utf-8"><title>WidgetShot gallery</title><style>
            body{font-family:\(PageFonts.family);background:#f2f2f7;margin:0;padding:24px;color:#1c1c1e}
            h1{font-size:28px;margin:0 0 16px} section{background:#fff;border-radius:18px;padding:20px;margin:0 0 24px}
            h2{margin:0;font-size:22px} .desc{color:#6e6e73;margin:4px 0 16px} h3{font-size:13px;text-transform:uppercase;color:#8e8e93;margin:16px 0 8px}
            .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start} figure{margin:0} img{display:block;max-width:420px;height:auto}
            figcaption{font-size:11px;color:#6e6e73;margin-top:4px} .failed{color:#d70015;font-size:12px} \(lintStyle)
            </style></head><body><h1>Widget gallery</h1>

            """
        let families = WidgetFamily.everyFamily.map(\.description)
        for widget in page.widgets {
            let mine = page.variants.filter { $0.widget == widget.kind }
            guard !mine.isEmpty else { continue }
            html += "<section><h2>\(escape(widget.displayName))</h2><p class=\"desc\">\(escape(widget.description.isEmpty ? widget.kind : widget.description))</p>\n"
            let known = families.filter { f in mine.contains { $0.family == f } }
            let unknown = Set(mine.map(\.family)).subtracting(families).sorted()
            for family in known + unknown {
                for (place, (_, title)) in places.enumerated() where mine.contains(where: { $0.family == family && $0.place == place }) {
                    html += "<h3>\(escape(family))\(title.map { " · " + $0 } ?? "")</h3><div class=\"row\">\n"
                    for variant in mine where variant.family == family && variant.place == place {
                        if let error = variant.error { html += "<p class=\"failed\">\(escape(variant.label)): \(escape(error))</p>\n" }
                        for figure in variant.figures {
                            html += "<figure><img src=\"\(escape(figure.file))\" width=\"\(figure.width)\" alt=\"\(escape(figure.caption))\"><figcaption>\(escape(figure.caption))</figcaption>"
                                + lintList(figure.lints) + "</figure>\n"
                        }
                    }
                    html += "</div>\n"
                }
            }
            html += "</section>\n"
        }
        html += page.extraSections
        html += "</body></html>\n"
        return html
    }
}
