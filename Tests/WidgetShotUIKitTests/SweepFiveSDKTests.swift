import Foundation
import Testing
import WidgetShot

/// Sweep 5 (issue 20): what WidgetWeaver's clock faces, photo filter and theme code and
/// sindresorhus/Defaults' colour and font storage call.
@Suite struct SweepFiveSDKTests {
    @Test func stringsAreMeasuredWithTheFontsThatDraw() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 40, weight: .heavy)
        let two = ("00" as NSString).size(withAttributes: [.font: font])
        let four = "0000".size(withAttributes: [.font: font])
        #expect(two.width > 30 && two.width < 70, "\(two)")
        // Monospaced digits: twice the digits, twice the width (within the side bearings).
        #expect(abs(four.width - 2 * two.width) < 1.5, "\(two) \(four)")
        #expect(abs(two.height - font.lineHeight) < 2, "\(two) vs line height \(font.lineHeight)")
        // Kerning adds its amount after each character, the last one included (TextKit).
        let kerned = ("00" as NSString).size(withAttributes: [.font: font, .kern: 10])
        #expect(abs(kerned.width - (two.width + 20)) < 0.5, "\(kerned) vs \(two)")
        // No font: TextKit's 12 pt default.
        #expect(("Hello" as NSString).size(withAttributes: nil).height < 20)
        #expect(("" as NSString).size(withAttributes: [.font: font]) == .zero)
    }

    @Test func boundingRectWrapsFromItsOriginOrSitsOnTheBaseline() {
        let text = "Rain starting in 12 minutes, heavy at times" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)]
        let oneLine = text.boundingRect(with: CGSize(width: 1000, height: 100), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                        attributes: attributes, context: nil)
        #expect(oneLine.origin == .zero && wrapped.origin == .zero)
        #expect(wrapped.width <= 100 && wrapped.height > 2.5 * oneLine.height, "\(wrapped) vs \(oneLine)")
        // Without .usesLineFragmentOrigin: one line, the origin on its baseline.
        let baseline = text.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: attributes, context: nil)
        #expect(baseline.minY < 0 && abs(baseline.width - oneLine.width) < 0.5, "\(baseline)")
        let attributed = NSAttributedString(string: text as String, attributes: attributes)
        #expect(abs(attributed.size().width - oneLine.width) < 0.5)
    }

    @Test func colorsConvertToOtherSpaces() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        // sRGB red in Display P3 is (0.9175, 0.2003, 0.1386) (the CSS Color 4 conversion).
        let red = try #require(UIColor.red.cgColor.converted(to: p3, intent: .defaultIntent, options: nil))
        let c = try #require(red.components)
        #expect(red.colorSpace?.name == CGColorSpace.displayP3 && red.numberOfComponents == 4)
        #expect(abs(c[0] - 0.9175) < 0.001 && abs(c[1] - 0.2003) < 0.001 && abs(c[2] - 0.1386) < 0.001 && c[3] == 1, "\(c)")
        // Back through CGColor(colorSpace:components:): red again.
        let back = try #require(CGColor(colorSpace: p3, components: c))
        #expect(abs(back.components![0] - 1) < 0.002 && back.components![1] < 0.002)
        // Grey keeps the luminance: sRGB mid grey stays 0.5-ish with gamma 2.2 (2 components).
        let gray = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let g = try #require(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8).converted(to: gray, intent: .perceptual, options: nil))
        #expect(g.numberOfComponents == 2 && abs(g.components![0] - 0.4954) < 0.002 && g.components![1] == 0.8, "\(g.components!)")
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(red.converted(to: srgb, intent: .defaultIntent, options: nil)?.components == [1, 0, 0, 1])
    }

    @Test func colorsAndFontDescriptorsArchive() throws {
        let accent = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) : UIColor(red: 0, green: 0.25, blue: 1, alpha: 1) }
        let data = try NSKeyedArchiver.archivedData(withRootObject: accent, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(back.rgba(with: UITraitCollection(userInterfaceStyle: .light)) == accent.rgba(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect(back.rgba(with: UITraitCollection(userInterfaceStyle: .dark)).green == 0.5)
        let fixed = try NSKeyedArchiver.archivedData(withRootObject: UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5), requiringSecureCoding: true)
        let fixedBack = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: fixed))
        #expect(fixedBack.rgba(with: UITraitCollection(userInterfaceStyle: .dark)).alpha == 0.5)

        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withDesign(.rounded)?.withSize(21))
        let fontData = try NSKeyedArchiver.archivedData(withRootObject: descriptor, requiringSecureCoding: true)
        let font = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFontDescriptor.self, from: fontData))
        #expect(font.isEqual(descriptor), "\(font) vs \(descriptor)")
        #expect(UIFont(descriptor: font, size: 0).pointSize == 21)
    }

    @Test func imagesTurnUprightForTheirOrientation() throws {
        // Two pixels side by side, red then blue, stored as EXIF 6 ("right"): upright, red is on top.
        let bitmap = try #require(BitmapImage(width: 2, height: 1, scale: 1, bytes: [0, 0, 255, 255, 255, 0, 0, 255]))
        let ci = CIImage(cgImage: CGImage(bitmap: bitmap)).oriented(forExifOrientation: 6)
        #expect(ci.extent == CGRect(x: 0, y: 0, width: 1, height: 2))
        let upright = UIImage(ciImage: ci).bitmap
        #expect(upright.pixel(x: 0, y: 0).r == 255 && upright.pixel(x: 0, y: 1).b == 255)
        #expect(CIImage(cgImage: CGImage(bitmap: bitmap)).oriented(.left).extent.size == CGSize(width: 1, height: 2))
        // Every orientation: left/right swap the axes; the mirrored ups flip in place.
        for orientation in Image.Orientation.allCases {
            let o = bitmap.oriented(exif: orientation.exifValue)
            #expect((o.width, o.height) == ([.left, .right, .leftMirrored, .rightMirrored].contains(orientation) ? (1, 2) : (2, 1)))
        }
        #expect(bitmap.oriented(exif: Image.Orientation.upMirrored.exifValue).pixel(x: 0, y: 0).b == 255)
        #expect(Image.Orientation.right.rawValue == 7 && Image.Orientation.left.rawValue == 1)
    }
}
