import Foundation
import Testing
import WidgetShotFoundation

/// `enumerateSubstrings(in:options:)` by words and sentences (Simplenote's word count and search
/// excerpts; swift-corelibs-foundation marks `.byWords` unavailable and stops the process for it),
/// and `FileManager.ubiquityIdentityToken` (Solstice: no iCloud account in a render).
struct SdkElevenSubstringEnumerationTests {
    func words(_ text: String, _ options: String.EnumerationOptions = .byWords) -> [String] {
        var result: [String] = []
        text._widgetShotEnumerateSubstrings(in: text.startIndex..<text.endIndex, options: options) { word, _, _, _ in result.append(word ?? "-") }
        return result
    }

    @Test func wordsSkipSpacesAndPunctuationAndKeepJoinedWords() {
        #expect(words("Can't stop, won't stop — 3.14 apples; e-mail!") == ["Can't", "stop", "won't", "stop", "3.14", "apples", "e", "mail"])
        #expect(words("你好 world") == ["你", "好", "world"])
        #expect(words("  \n ").isEmpty)
    }

    @Test func rangesEnclosingRangesReverseAndStop() {
        let text = "one two  three"
        var pieces: [(String, String)] = []
        text._widgetShotEnumerateSubstrings(in: text.startIndex..<text.endIndex, options: [.byWords, .localized, .substringNotRequired]) { word, range, enclosing, stop in
            #expect(word == nil)
            pieces.append((String(text[range]), String(text[enclosing])))
            if pieces.count == 2 { stop = true }
        }
        #expect(pieces.map(\.0) == ["one", "two"])
        #expect(pieces.map(\.1) == ["one ", "two  "])
        #expect(words(text, [.byWords, .reverse]) == ["three", "two", "one"])
        let sub = text.dropFirst(4)   // "two  three", a Substring
        var inSub: [String] = []
        sub._widgetShotEnumerateSubstrings(in: sub.startIndex..<sub.endIndex, options: .byWords) { w, r, _, _ in inSub.append(w! + "@" + String(sub[r])) }
        #expect(inSub == ["two@two", "three@three"])
    }

    @Test func sentencesEndAtTerminatorsFollowedBySpace() {
        #expect(words("Hi there. It's 3.5 km! Really? yes", .bySentences) == ["Hi there.", "It's 3.5 km!", "Really?", "yes"])
    }

    @Test func nsStringCountsWordsAsSimplenoteDoes() {
        let note: NSString = "Shopping list:\nmilk, eggs\n牛奶"
        var count = 0
        var ranges: [NSRange] = []
        note._widgetShotEnumerateSubstrings(in: NSMakeRange(0, note.length), options: [.byWords, .localized]) { word, range, _, _ in
            count += 1
            ranges.append(range)
            #expect(word == note.substring(with: range))
        }
        #expect(count == 6)
        #expect(ranges.first == NSMakeRange(0, 8))
        var lines: [String] = []
        note._widgetShotEnumerateSubstrings(in: NSMakeRange(0, note.length), options: .byLines) { line, _, _, _ in lines.append(line ?? "") }
        #expect(lines == ["Shopping list:", "milk, eggs", "牛奶"], "other kinds are Foundation's")
    }

    @Test func noICloudAccountInARender() {
        #expect(FileManager.default.ubiquityIdentityToken == nil)
    }
}
