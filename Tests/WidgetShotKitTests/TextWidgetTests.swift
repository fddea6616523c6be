import Foundation
import Testing
import WidgetShot

/// Widgets with dates, formats and string tables rendered through `WidgetRenderer` (real fonts),
/// checked through the placed tree's text and, where pixels matter, the image.
@Suite(.serialized) struct TextWidgetTests {
    static let renderer = Result { try WidgetRenderer() }

    private func render<W: Widget>(_ widget: W, locale: String = "en_US", zone: String = "UTC") throws -> [WidgetRender] {
        let r = try Self.renderer.get()
        r.locale = Locale(identifier: locale)
        r.timeZone = TimeZone(identifier: zone)!
        defer { r.locale = Locale(identifier: "en_US"); r.timeZone = TimeZone(identifier: "UTC")! }
        return try r.render(widget.body.definition, family: .systemSmall, device: .iPhone15Pro, entries: .timeline)
    }

    @Test("a countdown shows the time left from each entry's date")
    func countdown() throws {
        let renders = try render(CountdownWidget())
        #expect(renders.map { $0.result.text("timer") } == ["2:00:00", "1:00:00"])
        #expect(renders.map { $0.result.text("relative") } == ["Starts 2 hr from now", "Starts 1 hr from now"])
        #expect(renders.map { $0.result.text("elapsed") } == ["0:00", "1:00:00"])
        #expect(renders[0].result.image.bytes != renders[1].result.image.bytes, "the two entries draw different digits")
    }

    @Test("a calendar widget formats in the render's locale and time zone")
    func calendar() throws {
        let en = try render(CalendarWidget())[0].result
        #expect(en.text("weekday") == "MONDAY" && en.text("date") == "June 3, 2019")
        #expect(en.text("time") == "11:11\u{202F}AM" && en.text("offset") == "-1 hour")
        let de = try render(CalendarWidget(), locale: "de_DE", zone: "Europe/Berlin")[0].result
        #expect(de.text("weekday") == "MONTAG" && de.text("date") == "3. Juni 2019")
        #expect(de.text("time")?.hasPrefix("13:11") == true && de.text("offset") == "-1 Stunde")
        let ja = try render(CalendarWidget(), locale: "ja_JP", zone: "Asia/Tokyo")[0].result
        #expect(ja.text("date") == "2019年6月3日" && ja.text("weekday") == "月曜日")
    }

    @Test("a stock widget shows currency, signed percent and compact numbers")
    func stock() throws {
        let en = try render(StockWidget())[0].result
        #expect(en.text("price") == "$1,234.50" && en.text("change") == "-2.31%" && en.text("volume") == "Vol 48M")
        let de = try render(StockWidget(), locale: "de_DE")[0].result
        #expect(de.text("price") == "1.234,50\u{00A0}$" && de.text("change") == "-2,31\u{00A0}%")
        // The red change is drawn red.
        #expect(count(en.image) { $0.r > 200 && $0.g < 80 && $0.b < 80 && $0.a == 255 } > 20)
    }

    @Test("a localised widget reads .xcstrings and Localizable.strings in German and Japanese")
    func localised() throws {
        let root = try temporaryFolder()
        try writeText("""
        {"sourceLanguage": "en", "strings": {
          "widget.match.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nächstes Spiel"}}}},
          "widget.match.goals %lld": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld goal"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld goals"}}}}},
            "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld Tor"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld Tore"}}}}}}}}}
        """, to: root.appendingPathComponent("Localizable.xcstrings"))
        try writeText("\"widget.match.title\" = \"次の試合\";\n\"widget.match.goals %lld\" = \"%lldゴール\";\n",
                      to: root.appendingPathComponent("ja.lproj/Localizable.strings"))
        try writeText("\"widget.match.kickoff %@\" = \"Anstoß %@\";", to: root.appendingPathComponent("de.lproj/Match.strings"))
        try writeText("\"widget.match.kickoff %@\" = \"%@ キックオフ\";", to: root.appendingPathComponent("ja.lproj/Match.strings"))
        try LocalizedStrings.shared.load(contentsOf: root)
        let en = try render(MatchWidget())[0].result
        #expect(en.text("title") == "widget.match.title" && en.text("goals") == "3 goals" && en.text("kickoff") == "widget.match.kickoff 10:11\u{202F}AM")
        let de = try render(MatchWidget(), locale: "de_DE")[0].result
        #expect(de.text("title") == "Nächstes Spiel" && de.text("goals") == "3 Tore" && de.text("kickoff")?.hasPrefix("Anstoß 10:11") == true)
        let ja = try render(MatchWidget(), locale: "ja_JP")[0].result
        #expect(ja.text("title") == "次の試合" && ja.text("goals") == "3ゴール" && ja.text("kickoff")?.hasSuffix("10:11 キックオフ") == true)
        #expect(count(ja.image) { $0.a == 255 && $0.r < 60 } > 100, "Japanese glyphs are drawn")
    }
}

/// Writes UTF-8 text, creating folders.
func writeText(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// A new empty folder under the temporary directory.
func temporaryFolder(_ label: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("widgetshot-text-\(label.filter { $0.isLetter })-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// How many pixels pass `test`.
func count(_ image: RasterImage, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
    var n = 0
    for y in 0..<image.height { for x in 0..<image.width where test(image.pixel(x: x, y: y)) { n += 1 } }
    return n
}
