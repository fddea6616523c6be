import Foundation
import Testing
import WidgetShot

/// UIKit's string measuring, as LEOYoon-Tsaw/Chinendar places the characters of a watch face:
/// `NSMutableAttributedString(…).boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: .none)`.
@Suite struct StringDrawingTests {
    @Test("boundingRect measures with the .font attribute: one line at the top, wrapped within a width, or from the baseline")
    func boundingRect() {
        let font = UIFont.systemFont(ofSize: 20)
        let character = NSMutableAttributedString(string: "W", attributes: [.font: font])
        let box = character.boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: .none)
        #expect(box.origin == .zero)
        #expect(box.width > 10 && box.width < 25, "\(box)")
        #expect(abs(box.height - font.lineHeight) < 3, "\(box.height) vs \(font.lineHeight)")
        // Twice the size, twice the box.
        let big = NSAttributedString(string: "W", attributes: [.font: UIFont.systemFont(ofSize: 40)]).boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(big.width - 2 * box.width) < 1.5, "\(big) vs \(box)")
        // Wrapped within a width: two lines.
        let words = NSAttributedString(string: "Spring Autumn", attributes: [.font: font])
        let one = words.boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil)
        let wrapped = words.boundingRect(with: CGSize(width: one.width * 0.7, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.height > 1.8 * one.height && wrapped.width < one.width, "\(wrapped) vs \(one)")
        // Without .usesLineFragmentOrigin: one line whose origin is the baseline.
        let line = words.boundingRect(with: CGSize(width: 10, height: 10), options: [], context: nil)
        #expect(line.minY < -10 && abs(line.width - one.width) < 0.5, "\(line)")
        // String's forms; no font is UIKit's 12 pt default.
        #expect(abs("W".size(withAttributes: [.font: font]).width - box.width) < 0.5)
        let plain = "W".size(withAttributes: nil)
        #expect(abs(plain.width - box.width * 12 / 20) < 1, "\(plain)")
        let context = NSStringDrawingContext()
        _ = "W".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.actualScaleFactor == 1 && context.totalBounds.size == box.size)
    }
}
