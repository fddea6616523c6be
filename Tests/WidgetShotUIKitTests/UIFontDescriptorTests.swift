import Foundation
import Testing
import WidgetShot

@Suite struct UIFontDescriptorTests {
    @Test("withDesign and a weight trait draw that design and weight at the text style's size")
    func designAndWeight() throws {
        // metrobuddy's toast font: body, monospaced, semibold.
        let descriptor = try #require(UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withDesign(.monospaced))
        var traits = descriptor.fontAttributes[.traits, default: [:]] as! [UIFontDescriptor.TraitKey: Any]
        traits[.weight] = UIFont.Weight.semibold.rawValue
        let font = UIFont(descriptor: descriptor.addingAttributes([.traits: traits]), size: 0)
        #expect(font.pointSize == 17)
        let resolved = Font(font).resolve()
        #expect(resolved.family == "system-monospaced")
        #expect(resolved.weight == .semibold)
        #expect(resolved.size == 17)

        let rounded = UIFont(descriptor: UIFont.systemFont(ofSize: 50, weight: .bold).fontDescriptor.withDesign(.rounded)!, size: 0)
        #expect(Font(rounded).resolve() == Font.system(size: 50, weight: .bold, design: .rounded).resolve())
        let serif = UIFont(descriptor: UIFont.systemFont(ofSize: 20).fontDescriptor.withDesign(.serif)!, size: 24)
        #expect(Font(serif).resolve() == Font.system(size: 24, design: .serif).resolve())
    }

    @Test("symbolic traits make bold and italic fonts; named fonts have no system designs")
    func symbolicTraits() throws {
        let base = UIFont.systemFont(ofSize: 15)
        let bold = UIFont(descriptor: try #require(base.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.pointSize == 15 && Font(bold).resolve().weight == .bold)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: try #require(base.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 0)
        #expect(Font(italic).resolve().italic)
        #expect(!Font(bold).resolve().italic)
        let named = try #require(UIFont(name: "Inter", size: 14))
        #expect(named.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont(descriptor: named.fontDescriptor, size: 0).fontName == "Inter")
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
        #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
    }

    @Test("a text style's descriptor follows Dynamic Type; an explicit size fixes it")
    func textStyleSizes() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(descriptor.pointSize == 17)
        #expect(Font(UIFont(descriptor: descriptor, size: 0)).resolve(dynamicTypeSize: .xxxLarge) == Font.headline.resolve(dynamicTypeSize: .xxxLarge))
        let fixed = UIFont(descriptor: descriptor, size: 30)
        #expect(Font(fixed).resolve(dynamicTypeSize: .xxxLarge).size == 30)
        #expect(Font(fixed).resolve().weight == .semibold)
        // UIFontMetrics with a maximum and a trait collection (metrobuddy's FontScalingModifier).
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 28, compatibleWith: traits).pointSize == 28)
        #expect(metrics.scaledValue(for: 10, compatibleWith: traits) > 20)
    }
}

@Suite struct CGPathTests {
    @Test("Path(bezierPath.cgPath) keeps the elements; CGMutablePath applies transforms")
    func bridges() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomLeft], cornerRadii: CGSize(width: 20, height: 20))
        #expect(Path(bezier.cgPath) == bezier.path)
        let bounds = Path(bezier.cgPath).boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.maxX - 100) < 1e-9 && abs(bounds.maxY - 60) < 1e-9, "\(bounds)")
        #expect(UIBezierPath(cgPath: bezier.cgPath).path == bezier.path)

        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(mutable.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(mutable.contains(CGPoint(x: 10, y: 10)))
        #expect(!mutable.contains(CGPoint(x: 1, y: 1)))
        #expect(CGPath(rect: .zero, transform: nil).boundingBox == .zero)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("CGMutablePath arcs join the current point with a line, as Core Graphics does")
    func arcs() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        guard case .line(let to)? = Path(path).elements.dropFirst().first else { Issue.record("\(Path(path).elements)"); return }
        #expect(abs(to.x - 60) < 1e-9 && abs(to.y - 50) < 1e-9)
        // A tangent arc rounds the corner of a right angle: it ends on the second line.
        let corner = CGMutablePath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(abs(corner.currentPoint.x - 100) < 1e-9 && abs(corner.currentPoint.y - 10) < 1e-9)
    }

    @Test("CGAffineTransform composes as Core Graphics does")
    func transforms() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
        let s = CGAffineTransform(scaleX: 2, y: 3)
        #expect(s.inverted().concatenating(s).isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(s) == CGRect(x: 0, y: 0, width: 2, height: 3))
    }
}
