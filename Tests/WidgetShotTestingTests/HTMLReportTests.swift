import Foundation
import Testing
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

@Suite struct HTMLReportTests {
    let folder = URL(fileURLWithPath: "/tmp/report")

    var sample: [ReportEntry] {
        [
            ReportEntry(name: "Suite/passB", status: .passed, golden: "/repo/Snapshots/Suite/passB.png"),
            ReportEntry(name: "Suite/newOne", status: .recorded, golden: "/repo/Snapshots/Suite/newOne.png", message: "recorded a new golden"),
            ReportEntry(name: "Suite/passA", status: .passed, golden: "/repo/Snapshots/Suite/passA.png"),
            ReportEntry(name: "Suite/broken", status: .failed, golden: "/repo/Snapshots/Suite/broken.png",
                        actual: "/tmp/report/Suite.broken/actual.png", diff: "/tmp/report/Suite.broken/diff.png",
                        strip: "/tmp/report/Suite.broken/side-by-side.png", message: "Suite/broken does not match its golden:\n  12 pixels differ"),
        ]
    }

    @Test func escapesNamesMessagesPathsAndTitle() {
        let evil = ReportEntry(name: "S/<script>alert('x')</script>", status: .failed, golden: "/g/\"q\" & <b>.png",
                               actual: "/a/x\"onerror=\"alert(1).png", diff: nil, message: "a < b && c > d \"quoted\" 'single' <script>alert(2)</script>")
        let html = HTMLReport.render(entries: [evil], title: "T <script>&\"")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>.png"))
        #expect(!html.contains("onerror=\""))
        #expect(html.contains("S/&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("a &lt; b &amp;&amp; c &gt; d &quot;quoted&quot; &#39;single&#39; &lt;script&gt;alert(2)&lt;/script&gt;"))
        #expect(html.contains("<title>T &lt;script&gt;&amp;&quot;</title>"))
        // Paths in attributes are percent-encoded, so no quote can end the attribute.
        #expect(html.contains("src=\"file:///a/x%22onerror%3D%22alert%281%29.png\""))
        #expect(html.contains("file:///g/%22q%22%20%26%20%3Cb%3E.png"))
        // The only <script> element is the page's own.
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func ordersFailedThenNewThenPassedCollapsed() throws {
        let html = HTMLReport.render(entries: sample, title: "Run")
        let failed = try #require(html.range(of: "Suite/broken"))
        let new = try #require(html.range(of: "Suite/newOne"))
        let passA = try #require(html.range(of: "Suite/passA"))
        let passB = try #require(html.range(of: "Suite/passB"))
        #expect(failed.lowerBound < new.lowerBound)
        #expect(new.lowerBound < passA.lowerBound)
        #expect(passA.lowerBound < passB.lowerBound)
        let details = try #require(html.range(of: "<details>"))
        #expect(details.lowerBound > new.lowerBound && details.lowerBound < passA.lowerBound)
        #expect(!html.contains("<details open"))
    }

    @Test func countsEachStatus() {
        let html = HTMLReport.render(entries: sample + [ReportEntry(name: "Suite/passC", status: .passed, golden: "/x.png")], title: "Run")
        #expect(html.contains("<b>1</b> failed"))
        #expect(html.contains("<b>1</b> recorded new"))
        #expect(html.contains("<b>3</b> passed"))
        let empty = HTMLReport.render(entries: [], title: "Run")
        #expect(empty.contains("<b>0</b> failed") && empty.contains("No snapshots were verified."))
    }

    @Test func failuresShowImagesToggleSliderAndMessage() {
        let html = HTMLReport.render(entries: sample, title: "Run", relativeTo: folder)
        // Inside the report folder: relative; elsewhere: file:// absolute.
        #expect(html.contains("src=\"Suite.broken/actual.png\""))
        #expect(html.contains("src=\"Suite.broken/diff.png\""))
        #expect(html.contains("src=\"Suite.broken/expected.png\""))
        #expect(html.contains("src=\"file:///repo/Snapshots/Suite/newOne.png\""))
        #expect(html.contains("class=\"toggle\""))
        #expect(html.contains("class=\"slider\""))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("clip-path"))
        #expect(html.contains("<pre class=\"message\">Suite/broken does not match its golden:\n  12 pixels differ</pre>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func failureWithoutArtefactsShowsOnlyTheMessage() {
        let entry = ReportEntry(name: "S/missing", status: .failed, golden: "/g/missing.png", message: "no golden")
        let html = HTMLReport.render(entries: [entry], title: "Run")
        #expect(!html.contains("class=\"toggle\""))
        #expect(html.contains("<pre class=\"message\">no golden</pre>"))
    }

    @Test func outputIsDeterministicWhateverTheOrder() {
        let a = HTMLReport.render(entries: sample, title: "Run", relativeTo: folder)
        let b = HTMLReport.render(entries: sample.reversed(), title: "Run", relativeTo: folder)
        #expect(a == b)
    }

    @Test func linksStayInsideTheFolderOnlyWhenTheyAreInside() {
        #expect(HTMLReport.link("/tmp/report/a b#c.png", base: "/tmp/report") == "a%20b%23c.png")
        #expect(HTMLReport.link("/tmp/report/../other/x.png", base: "/tmp/report") == "file:///tmp/other/x.png")
        #expect(HTMLReport.link("/tmp/reporter/x.png", base: "/tmp/report") == "file:///tmp/reporter/x.png")
        #expect(HTMLReport.link("/tmp/report/k:v.png", base: "/tmp/report") == "k%3Av.png")
    }
}
