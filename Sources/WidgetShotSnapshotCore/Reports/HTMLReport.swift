import Foundation

/// A single self-contained HTML page reviewing a snapshot run: counts, then every failure with
/// expected / actual / diff side by side, an expected↔actual toggle and a slider overlay, then the
/// newly recorded goldens, then the passes (collapsed).
///
/// The page has inline CSS and a few lines of inline JavaScript, and loads nothing from the
/// network. Every text it shows (names, messages, paths) is HTML-escaped, and image paths are
/// percent-encoded: relative to `folder` when the image lies inside it (so the report folder can be
/// moved or uploaded as a CI artefact), else absolute `file://` URLs. The output depends only on
/// the entries, the title and the folder, never on the clock or the order entries were added in.
public enum HTMLReport {
    /// Renders the report page.
    ///
    /// - Parameters:
    ///   - entries: The snapshots to show (for example `SnapshotLedger.shared.entries`).
    ///   - title: The page title.
    ///   - folder: The folder the page will be written to; images inside it are linked relatively.
    ///     `nil` links every image by absolute `file://` URL.
    public static func render(entries: [ReportEntry], title: String, relativeTo folder: URL? = nil) -> String {
        let failed = sorted(entries.filter { $0.status == .failed })
        let recorded = sorted(entries.filter { $0.status == .recorded })
        let passed = sorted(entries.filter { $0.status == .passed })
        let base = folder.map(normalizedPath)
        var ids = 0
        func nextID() -> String { ids += 1; return "s\(ids)" }

        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(css)</style>
        </head>
        <body>
        <header>
        <h1>\(escape(title))</h1>
        <nav class="summary">
        <a class="count failed" href="#failed"><b>\(failed.count)</b> failed</a>
        <a class="count recorded" href="#recorded"><b>\(recorded.count)</b> recorded new</a>
        <a class="count passed" href="#passed"><b>\(passed.count)</b> passed</a>
        </nav>
        </header>
        <main>

        """
        if entries.isEmpty { html += "<p class=\"empty\">No snapshots were verified.</p>\n" }

        if !failed.isEmpty {
            html += "<section id=\"failed\">\n<h2>Failed <span class=\"n\">\(failed.count)</span></h2>\n"
            for entry in failed { html += failedCard(entry, id: nextID(), base: base) }
            html += "</section>\n"
        }
        if !recorded.isEmpty {
            html += "<section id=\"recorded\">\n<h2>Recorded new <span class=\"n\">\(recorded.count)</span></h2>\n"
            for entry in recorded {
                html += "<article class=\"card recorded\" id=\"\(nextID())\">\n"
                html += heading(entry)
                html += "<div class=\"images\">\n" + figure("New golden", entry.golden, base: base) + "</div>\n"
                html += messageBlock(entry.message)
                html += "</article>\n"
            }
            html += "</section>\n"
        }
        if !passed.isEmpty {
            html += "<section id=\"passed\">\n<details>\n<summary><h2>Passed <span class=\"n\">\(passed.count)</span></h2></summary>\n<ul class=\"passed-list\">\n"
            for entry in passed {
                html += "<li id=\"\(nextID())\"><img loading=\"lazy\" src=\"\(escape(link(entry.golden, base: base)))\" alt=\"\(escape(entry.name))\">"
                html += "<span class=\"name\">\(escape(entry.name))</span></li>\n"
            }
            html += "</ul>\n</details>\n</section>\n"
        }
        html += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    // MARK: - Pieces

    private static func failedCard(_ entry: ReportEntry, id: String, base: String?) -> String {
        var html = "<article class=\"card failed\" id=\"\(id)\">\n" + heading(entry)
        let expected = expectedPath(of: entry)
        if let actual = entry.actual {
            html += "<div class=\"images\">\n"
            html += figure("Expected", expected, base: base)
            html += figure("Actual", actual, base: base)
            if let diff = entry.diff { html += figure("Diff", diff, base: base) }
            html += "</div>\n"
            let e = escape(link(expected, base: base)), a = escape(link(actual, base: base))
            html += """
            <div class="compare">
            <figure class="toggle" data-showing="expected">
            <figcaption><button type="button" class="flip" aria-label="Switch between expected and actual">Showing <b>expected</b> — click or press to switch</button></figcaption>
            <div class="stack checker"><img class="exp" src="\(e)" alt="expected"><img class="act" src="\(a)" alt="actual"></div>
            </figure>
            <figure class="slider" style="--pos: 50%">
            <figcaption>Slider: expected (left) | actual (right)</figcaption>
            <div class="stack checker"><img class="under" src="\(a)" alt="actual"><img class="over" src="\(e)" alt="expected"><span class="handle"></span></div>
            <input type="range" min="0" max="100" value="50" aria-label="Slider position">
            </figure>
            </div>

            """
            html += "<p class=\"accept\">Accept the change: <code>\(escape("cp \(shellQuote(actual)) \(shellQuote(entry.golden))"))</code></p>\n"
        } else if !entry.golden.isEmpty {
            html += "<p class=\"path\">Golden: <code>\(escape(entry.golden))</code></p>\n"
        }
        html += messageBlock(entry.message)
        return html + "</article>\n"
    }

    private static func heading(_ entry: ReportEntry) -> String {
        "<h3><span class=\"badge \(entry.status.rawValue)\">\(label(entry.status))</span> <span class=\"name\">\(escape(entry.name))</span></h3>\n"
    }

    private static func label(_ status: ReportEntry.Status) -> String {
        switch status {
        case .failed: return "failed"
        case .recorded: return "new"
        case .passed: return "passed"
        }
    }

    private static func figure(_ caption: String, _ path: String, base: String?) -> String {
        let url = escape(link(path, base: base))
        return "<figure><figcaption>\(escape(caption))</figcaption><a href=\"\(url)\" class=\"checker\"><img src=\"\(url)\" alt=\"\(escape(caption))\"></a>"
            + "<code class=\"path\" title=\"\(escape(path))\">\(escape((path as NSString).lastPathComponent))</code></figure>\n"
    }

    private static func messageBlock(_ message: String) -> String {
        message.isEmpty ? "" : "<pre class=\"message\">\(escape(message))</pre>\n"
    }

    /// The expected image of a failure: the `expected.png` written next to `actual.png` (the golden
    /// itself may have been rewritten by record mode `failed`), else the golden.
    private static func expectedPath(of entry: ReportEntry) -> String {
        guard let actual = entry.actual, (actual as NSString).lastPathComponent == "actual.png" else { return entry.golden }
        return ((actual as NSString).deletingLastPathComponent as NSString).appendingPathComponent("expected.png")
    }

    private static func sorted(_ entries: [ReportEntry]) -> [ReportEntry] {
        entries.sorted { ($0.name, $0.golden, $0.message) < ($1.name, $1.golden, $1.message) }
    }

    // MARK: - Escaping and links

    /// Escapes text for element content and quoted attribute values (``MarkupEscaping``).
    static func escape(_ s: String) -> String { MarkupEscaping.escape(s) }

    private static func normalizedPath(_ url: URL) -> String { url.standardizedFileURL.path }

    /// A link to `path`: relative to `base` when inside it, else an absolute `file://` URL.
    /// Percent-encoded, so `#`, `?`, `:`, spaces and quotes in file names stay part of the path.
    static func link(_ path: String, base: String?) -> String {
        relativeLink(path, base: base) ?? "file://" + percentEncode(normalizedPath(URL(fileURLWithPath: path)))
    }

    /// `path` relative to `base`, percent-encoded, or `nil` when it does not lie inside `base`.
    static func relativeLink(_ path: String, base: String?) -> String? {
        guard let base else { return nil }
        let absolute = normalizedPath(URL(fileURLWithPath: path))
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard absolute.hasPrefix(prefix), absolute.count > prefix.count else { return nil }
        return percentEncode(String(absolute.dropFirst(prefix.count)))
    }

    private static let unreserved: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return set
    }()

    private static func percentEncode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: unreserved) ?? path
    }

    private static func shellQuote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    // MARK: - Style and behaviour

    private static let css = """
    :root { --bg: #f6f7f9; --card: #fff; --ink: #1d2330; --muted: #667085; --line: #d9dde5;
      --fail: #c62828; --new: #1565c0; --pass: #2e7d32; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, 'WidgetShot Sans', 'WidgetShot CJK', sans-serif; background: var(--bg); color: var(--ink); }
    header { position: sticky; top: 0; z-index: 2; background: var(--card); border-bottom: 1px solid var(--line);
      padding: 10px 24px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 24px; }
    h1 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
    .summary { display: flex; gap: 8px; flex-wrap: wrap; }
    .count { text-decoration: none; color: inherit; border: 1px solid var(--line); border-radius: 999px; padding: 2px 12px; }
    .count b { font-size: 15px; }
    .count.failed b { color: var(--fail); } .count.recorded b { color: var(--new); } .count.passed b { color: var(--pass); }
    main { padding: 8px 24px 48px; max-width: 1600px; }
    h2 { font-size: 16px; margin: 24px 0 8px; display: inline-block; }
    h2 .n { color: var(--muted); font-weight: normal; }
    h3 { font-size: 14px; margin: 0 0 10px; display: flex; gap: 8px; align-items: baseline; }
    h3 .name { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; min-width: 0; }
    .badge { flex: none; font-size: 11px; font-weight: 600; text-transform: uppercase; color: #fff; border-radius: 4px; padding: 1px 6px; }
    .badge.failed { background: var(--fail); } .badge.recorded { background: var(--new); } .badge.passed { background: var(--pass); }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; margin: 0 0 16px; }
    .card.failed { border-left: 4px solid var(--fail); } .card.recorded { border-left: 4px solid var(--new); }
    .images, .compare { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .compare { margin-top: 12px; padding-top: 12px; border-top: 1px dashed var(--line); }
    figure { margin: 0; min-width: 0; max-width: 100%; }
    figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
    .compare figcaption { min-height: 24px; display: flex; align-items: center; }
    figure img { display: block; max-width: 100%; max-height: 520px; height: auto; image-rendering: pixelated; }
    figure > a { display: inline-block; max-width: 100%; border: 1px solid var(--line); }
    code.path { display: block; font-size: 11px; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
    .checker { background-color: #fff;
      background-image: linear-gradient(45deg, #e3e5ea 25%, transparent 25%), linear-gradient(-45deg, #e3e5ea 25%, transparent 25%),
        linear-gradient(45deg, transparent 75%, #e3e5ea 75%), linear-gradient(-45deg, transparent 75%, #e3e5ea 75%);
      background-size: 16px 16px; background-position: 0 0, 0 8px, 8px -8px, -8px 0; }
    .stack { position: relative; display: inline-block; max-width: 100%; border: 1px solid var(--line); vertical-align: top; }
    .stack img { max-height: 520px; }
    .toggle .act { display: none; }
    .toggle[data-showing="actual"] .exp { display: none; }
    .toggle[data-showing="actual"] .act { display: block; }
    .flip { font: inherit; font-size: 12px; cursor: pointer; border: 1px solid var(--line); background: var(--bg); border-radius: 4px; padding: 2px 8px; }
    .slider .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; clip-path: inset(0 calc(100% - var(--pos)) 0 0); }
    .slider .handle { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px; background: var(--fail); pointer-events: none; }
    .slider input { display: block; width: 100%; margin: 6px 0 0; }
    pre.message { background: #f1f3f6; border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; margin: 12px 0 0;
      white-space: pre-wrap; overflow-wrap: anywhere; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
    .accept, p.path { margin: 10px 0 0; font-size: 12px; color: var(--muted); }
    .accept code, p.path code { color: var(--ink); overflow-wrap: anywhere; }
    details > summary { cursor: pointer; list-style-position: inside; }
    details > summary::marker { color: var(--muted); }
    .passed-list { list-style: none; padding: 0; margin: 8px 0 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }
    .passed-list li { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 8px; min-width: 0; }
    .passed-list img { display: block; max-width: 100%; max-height: 160px; margin: 0 auto 6px; }
    .passed-list .name { display: block; font: 11px ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
    .empty { color: var(--muted); }
    """

    private static let script = """
    document.querySelectorAll('.toggle').forEach(function (f) {
      var b = f.querySelector('.flip');
      b.addEventListener('click', function () {
        var next = f.dataset.showing === 'expected' ? 'actual' : 'expected';
        f.dataset.showing = next;
        b.querySelector('b').textContent = next;
      });
    });
    document.querySelectorAll('.slider').forEach(function (f) {
      var r = f.querySelector('input');
      r.addEventListener('input', function () { f.style.setProperty('--pos', r.value + '%'); });
    });
    """
}
