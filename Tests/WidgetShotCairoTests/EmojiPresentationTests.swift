import Foundation
import Testing
import WidgetShot

/// Issue 13: emoji presentation sequences (a text-default character + U+FE0F) draw in colour, as
/// Apple Color Emoji draws them on iOS, even though the Latin stand-in (Inter) has a black glyph
/// for the bare character.
@Suite struct EmojiPresentationTests {
    @Test("☀️ ❤️ ☁️ ⛅️ (with VS16) draw in colour, in black text", arguments: ["\u{2600}\u{FE0F}", "\u{2764}\u{FE0F}", "\u{2601}\u{FE0F}", "\u{26C5}\u{FE0F}"])
    func vs16InColour(_ emoji: String) throws {
        let image = try render(Text(emoji).font(.system(size: 30)).foregroundColor(.black), 60, 60).image
        let colourful = image.count(where: \.isColorful)
        #expect(colourful > 100, "\(emoji.unicodeScalars.map { String($0.value, radix: 16) }): \(colourful) colourful pixels")
    }

    @Test("\"☀️❤️\" in one Text: a yellow sun and a red heart")
    func sunAndHeart() throws {
        let image = try render(Text("\u{2600}\u{FE0F}\u{2764}\u{FE0F}").font(.system(size: 30)).foregroundColor(.black), 100, 60).image
        let yellow = image.count { $0.a == 255 && $0.r > 200 && $0.g > 150 && $0.b < 100 }
        let red = image.count { $0.a == 255 && $0.r > 180 && $0.g < 80 && $0.b < 80 }
        #expect(yellow > 100 && red > 100, "yellow \(yellow), red \(red)")
    }

    @Test("☀︎ with VS15 (text presentation) keeps the text colour")
    func vs15StaysText() throws {
        let image = try render(Text("\u{2600}\u{FE0E}").font(.system(size: 30)).foregroundColor(.black), 60, 60).image
        #expect(image.count { $0.a > 128 } > 50)
        #expect(image.count(where: \.isColorful) == 0)
    }
}
