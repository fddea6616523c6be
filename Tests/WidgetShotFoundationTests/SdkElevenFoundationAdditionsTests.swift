import Foundation
import Testing
import WidgetShotFoundation

/// Foundation API that stopped Solstice and OneBusAway: `Date.ComponentsFormatStyle.timeDuration`
/// (a stub in swift-foundation), `NSAttributedString.data(from:documentAttributes:)`, and an
/// `NSHashTable` of a class-bound delegate protocol.
struct SdkElevenFoundationAdditionsTests {
    @Test func timeDurationIsPositional() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect((start ..< start.addingTimeInterval(95)).formatted(.timeDuration) == "1:35")
        let style = Date.ComponentsFormatStyle.timeDuration
        #expect((start ..< start.addingTimeInterval(5 * 3600 + 12 * 60 + 33)).formatted(style) == "5:12:33")
    }

    @Test func rtfHTMLAndPlainTextDocuments() throws {
        let text = NSMutableAttributedString(string: "Stop {42} \\ café\nNext")
        text.addAttribute(.link, value: URL(string: "https://example.com/?a=1&b=2")!, range: NSRange(location: 0, length: 4))
        let all = NSRange(location: 0, length: text.length)
        let rtf = String(decoding: try text.data(from: all, documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf]), as: UTF8.self)
        #expect(rtf.hasPrefix("{\\rtf1\\ansi"))
        #expect(rtf.contains("Stop \\{42\\} \\\\ caf\\u233?\\par\nNext}"), "\(rtf)")
        let html = String(decoding: try text.data(from: all, documentAttributes: [.documentType: NSAttributedString.DocumentType.html]), as: UTF8.self)
        #expect(html.contains("<a href=\"https://example.com/?a=1&amp;b=2\">Stop</a> {42} \\ café<br>\nNext"), "\(html)")
        let plain = try text.data(from: NSRange(location: 5, length: 4), documentAttributes: [.documentType: NSAttributedString.DocumentType.plain])
        #expect(String(decoding: plain, as: UTF8.self) == "{42}")
        #expect(throws: CocoaError.self) { try text.data(from: all, documentAttributes: [:]) }
        #expect(throws: CocoaError.self) { try text.data(from: NSRange(location: 0, length: 99), documentAttributes: [.documentType: NSAttributedString.DocumentType.plain]) }
    }

    protocol StopDelegate: NSObjectProtocol { func stopsChanged() }
    final class Screen: NSObject, StopDelegate { var calls = 0; func stopsChanged() { calls += 1 } }

    @Test func aWeakTableOfAClassBoundProtocol() {
        let delegates = NSHashTable<any StopDelegate>.weakObjects()
        let kept = Screen()
        delegates.add(kept)
        delegates.add(kept)
        do {
            let gone = Screen()
            delegates.add(gone)
            #expect(delegates.count == 2)
        }
        #expect(delegates.count == 1, "a deallocated member is gone")
        for delegate in delegates.allObjects { delegate.stopsChanged() }
        #expect(kept.calls == 1)
        #expect(delegates.contains(kept))
        delegates.remove(kept)
        #expect(delegates.count == 0)
    }
}
