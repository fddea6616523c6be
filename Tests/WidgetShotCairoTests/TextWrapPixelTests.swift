import Foundation
import Testing
import WidgetShot

/// How text wraps when a word is longer than the width it is given.
@Suite struct TextWrapPixelTests {
    /// Groups of inked rows (alpha above 128), each a line of text: (first row, last row).
    private func inkLines(_ image: RasterImage) -> [(top: Int, bottom: Int)] {
        var lines: [(top: Int, bottom: Int)] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { image.alpha($0, y) > 128 }) {
            if let last = lines.last, last.bottom == y - 1 { lines[lines.count - 1].bottom = y } else { lines.append((y, y)) }
        }
        return lines
    }

    @Test("a word too long for its width breaks between characters with no hyphen added, as SwiftUI's Text does")
    func noHyphenInsideAWord() throws {
        // "llll…": every glyph is a full-height stem, so a hyphen would be the only short ink.
        let word = String(repeating: "l", count: 30)
        let image = try render(Text(word).font(.system(size: 20)).foregroundColor(.black).frame(width: 60, alignment: .leading),
                               80, 140, scale: 1).image
        let lines = inkLines(image)
        try #require(lines.count >= 2, "the word wraps: \(lines)")
        for (i, line) in lines.enumerated() {
            let height = line.bottom - line.top + 1
            for x in 0..<image.width {
                let inked = (line.top...line.bottom).filter { image.alpha(x, $0) > 128 }.count
                #expect(inked == 0 || inked * 2 >= height, "line \(i + 1), column \(x): \(inked) of \(height) rows inked (a hyphen?)")
            }
        }
    }
}
