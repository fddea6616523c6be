import Foundation
import Testing
import WidgetShot

/// uikit-10 (issue 20): the UIKit and Core Foundation API Pocket Casts' PocketCastsUtils package
/// uses (Automattic/pocket-casts-ios, compiled into its WidgetExtension).
@Suite struct UIKitTenPocketCastsTests {
    /// PocketCastsUtils' `systemFontWithMonospacedNumbers` as it should be written (type 6,
    /// selector 0) gives tabular digits; its own code swaps the two numbers between the keys,
    /// which Core Text reads as type 0 and ignores.
    @Test("feature settings of number spacing make a system font's digits monospaced")
    func monospacedNumbersFeature() {
        func font(_ type: Int, _ selector: Int) -> UIFont {
            let settings = [[UIFontDescriptor.FeatureKey.type: type, UIFontDescriptor.FeatureKey.selector: selector]]
            let descriptor = UIFont.systemFont(ofSize: 15).fontDescriptor.addingAttributes([.featureSettings: settings])
            return UIFont(descriptor: descriptor, size: 15)
        }
        let tabular = font(kNumberSpacingType, kMonospacedNumbersSelector)
        let settings = tabular.fontDescriptor.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Int]]
        #expect(settings?.first?[.type] == 6 && settings?.first?[.selector] == 0)
        #expect(font(kMonospacedNumbersSelector, kNumberSpacingType).fontDescriptor.object(forKey: .featureSettings) == nil)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular).fontDescriptor.object(forKey: .featureSettings) != nil)
        #expect(UIFontDescriptor.FeatureKey.type.rawValue == "CTFeatureTypeIdentifier")
    }

    @Test("a mutable paragraph style keeps its values; copies are equal and independent")
    func paragraphStyle() {
        let style = NSMutableParagraphStyle()
        #expect(style.lineSpacing == 0 && style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        style.lineSpacing = 4
        style.lineHeightMultiple = 1.2
        let copy = style.copy() as! NSParagraphStyle
        style.lineSpacing = 9
        #expect(copy.lineSpacing == 4 && copy.lineHeightMultiple == 1.2)
        #expect(!(copy is NSMutableParagraphStyle))
        let again = NSMutableParagraphStyle()
        again.setParagraphStyle(copy)
        #expect(again == copy)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "zh-Hans") == .leftToRight)
    }

    @Test("a scroll view's layout guides follow it and hold constraints on it; its pan recognizer is attached")
    func scrollViewGuides() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let page = UIView()
        scroll.addSubview(page)
        scroll.contentSize = CGSize(width: 960, height: 200)
        NSLayoutConstraint.activate([
            page.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 8),
            page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        #expect(scroll.constraints.count == 2)
        #expect(scroll.contentLayoutGuide.owningView === scroll)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 960, height: 200))
        scroll.contentOffset = CGPoint(x: 320, y: 0)
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 320, y: 0, width: 320, height: 200))
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.gestureRecognizers?.count == 1)
        #expect(scroll.gestureRecognizerShouldBegin(scroll.panGestureRecognizer))
        let guide = UILayoutGuide()
        page.addLayoutGuide(guide)
        #expect(page.layoutGuides.count == 1 && guide.owningView === page)
    }

    @Test("a button's title label shows the attributed title; a text field's text rect leaves room for its clear button")
    func buttonAndTextField() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.titleLabel?.text == "Play")
        let spaced = NSMutableAttributedString(string: "Play")
        spaced.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 4))
        button.setAttributedTitle(spaced, for: .normal)
        #expect(button.currentAttributedTitle == spaced)
        #expect(button.titleLabel?.attributedText == spaced)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == bounds)
        field.clearButtonMode = .always
        field.text = "pods"
        let clear = field.clearButtonRect(forBounds: bounds)
        #expect(clear.maxX <= bounds.maxX && clear.width > 0)
        #expect(field.textRect(forBounds: bounds).maxX == clear.minX)
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
    }

    @Test("CFStringTransform transliterates Chinese to pinyin and strips diacritics, as PodcastSorter sorts")
    func stringTransform() {
        let name = NSMutableString(string: "王菲 Podcast") as CFMutableString
        #expect(CFStringTransform(name, nil, kCFStringTransformToLatin, false))
        #expect(name as String == "wáng fēi Podcast")
        #expect(CFStringTransform(name, nil, kCFStringTransformStripDiacritics, false))
        #expect(name as String == "wang fei Podcast")

        let partial = NSMutableString(string: "Ça ø Ça")
        var range = CFRange(location: 5, length: 2)
        #expect(CFStringTransform(partial, &range, kCFStringTransformToXMLHex, false))
        #expect(partial as String == "Ça ø &#xC7;a" && range.length == 7)
        #expect(CFStringTransform(partial, nil, kCFStringTransformToXMLHex, true))
        #expect(partial as String == "Ça ø Ça")
        #expect(!CFStringTransform(partial, nil, "No-Such-Transform" as NSString, false))
        #expect(StringTransform(kCFStringTransformToLatin as String) == .toLatin)
    }

    @Test("the layout direction follows the locale; sendAction to no responder is not handled")
    func applicationDirectionAndActions() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        let window = UIWindow(frame: .zero)
        #expect(window.windowScene == nil)
        let constraint = NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 3)
        #expect(!constraint.shouldBeArchived)
        constraint.shouldBeArchived = true
        #expect(constraint.shouldBeArchived)
    }
}
