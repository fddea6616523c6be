import Foundation

/// An image inside a `Text` (`Text(Image("logo"))`, `Text("Rain \(Image(systemName: "cloud.rain"))")`
/// when the symbol is not a single glyph): the image with its paints resolved, and the box it takes
/// on the line in place of its run's one character, U+FFFC OBJECT REPLACEMENT CHARACTER.
///
/// The box is the image's own size — SwiftUI does not scale a bitmap to the font (as UIKit's
/// `NSTextAttachment`, whose default bounds are the image's size with their origin on the
/// baseline: developer.apple.com/documentation/uikit/nstextattachment/bounds). A bitmap's bottom
/// edge stands on the baseline; a symbol is sized for the run's font and centred on its cap
/// height, as an `Image(systemName:)` view beside text is (`ImageLeafLayout`). A box taller than
/// the font makes its line taller. When `minimumScaleFactor` shrinks the text, the box shrinks
/// with it (a guess: no measurement of iOS was found).
public struct TextAttachment: Hashable {
    /// The character a run with an attachment holds.
    public static let character = "\u{FFFC}"

    /// The space an attachment takes on its line, in points at the text's font scale 1.
    public struct Box: Hashable, Sendable {
        /// Width and height.
        public var size: CGSize
        /// How far the baseline lies below the box's top (the whole height for a bitmap).
        public var ascent: CGFloat
        /// A box of `size` whose baseline lies `ascent` below its top.
        public init(size: CGSize, ascent: CGFloat) {
            self.size = size
            self.ascent = ascent
        }
    }

    /// The image, a template's tint the text's foreground.
    public var image: ResolvedImage
    /// Its box on the line.
    public var box: Box

    /// An attachment of `image` in a run of `font` whose own foreground style (if any) is
    /// `foreground`: a template image or symbol takes the run's colour, as its characters do.
    init(_ image: Image, font: ResolvedFont, foreground: AnyShapeStyle?, in env: EnvironmentValues, services: LayoutServices) {
        var env = env
        if let foreground { env.foregroundStyle = foreground }
        let (resolved, symbolMetrics) = image.resolved(in: env, services: services, symbolFont: font)
        let size = resolved.intrinsicSize
        let ascent = symbolMetrics.map { (size.height + $0.capHeight) / 2 } ?? size.height
        self.image = resolved
        box = Box(size: size, ascent: ascent)
    }
}
