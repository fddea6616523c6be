import Foundation
import Testing
import WidgetShot

// Patterns from real widget code, compiled unchanged: user extensions on UIKit classes,
// shorthand members, optional chaining, the legacy and modern image resizing idioms.

extension UIColor {
    /// A user's hex initialiser, as many apps define it.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
    static var cardBackground: UIColor { UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : .white } }
}

extension UIImage {
    /// The common "resize to width" helper.
    func resized(toWidth width: CGFloat) -> UIImage? {
        let size = CGSize(width: width, height: (self.size.height * width / self.size.width).rounded())
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
    }
    /// The pre-iOS-10 idiom.
    func legacyResized(to size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        draw(in: CGRect(origin: .zero, size: size))
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

struct CompatibilityView: View {
    let image: UIImage?
    var body: some View {
        VStack(spacing: 4) {
            Image(uiImage: image ?? UIImage()).resizable().aspectRatio(contentMode: .fill)
            Image(uiImage: UIImage(systemName: "cloud.sun.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))!
                .withRenderingMode(.alwaysOriginal))
            Text("Hi").font(Font(UIFont(name: "Avenir-Heavy", size: 16)!)).foregroundColor(Color(.secondaryLabel))
            Text("Sub").font(.init(UIFont.preferredFont(forTextStyle: .subheadline)))
            Rectangle().fill(Color(uiColor: .tertiarySystemFill)).frame(height: UIFont.systemFont(ofSize: 12).lineHeight)
        }
        .padding(EdgeInsets(NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)))
        .background(Color(UIColor.cardBackground))
    }
}

@Suite struct SourceCompatibilityTests {
    @Test("widget-style UIKit code compiles and behaves")
    func patterns() throws {
        _ = sharedRenderer   // registers the test catalog
        let photo = try #require(UIImage(data: twoColourPNG(width: 40, height: 20)))
        let small = try #require(photo.resized(toWidth: 10))
        #expect(small.size == CGSize(width: 10, height: 5) && small.scale == 1)
        let legacy = try #require(photo.legacyResized(to: CGSize(width: 4, height: 2)))
        #expect(legacy.scale == 3 && legacy.bitmap.width == 12)
        #expect(UIColor(hex: 0xFF8000) == UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(UIColor.white.cgColor.components == [1, 1, 1, 1])
        #expect(UIImage(named: "bg", in: .main, with: nil) == nil)
        #expect(UIImage(named: "badge", in: Bundle.main, compatibleWith: nil) != nil)
        let px = try render(CompatibilityView(image: photo), size: CGSize(width: 120, height: 160), scheme: .dark)
        look(px, "compatibility")
        #expect(px.pixel(x: 4, y: 4) == (28, 28, 30, 255))   // secondarySystemBackground, dark
        let empty = try render(CompatibilityView(image: nil), size: CGSize(width: 120, height: 160))
        #expect(empty.pixel(x: 4, y: 4) == (255, 255, 255, 255))
    }
}
