import Foundation

extension AttributedString {
    /// An `AttributedString` from an `NSAttributedString` — Foundation's conversion, missing from
    /// swift-corelibs-foundation. The characters are kept; of the attributes, those Foundation's
    /// attribute scope has on Linux: `.link` (a `URL`, or a `String` read as a URL). UIKit's
    /// (`.font`, `.foregroundColor`…) hold UIKit values that SwiftUI's `Text` does not draw from an
    /// `AttributedString` on iOS either, and are left out.
    public init(_ nsStr: NSAttributedString) {
        var result = AttributedString()
        let whole = NSRange(location: 0, length: nsStr.length)
        nsStr.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var piece = AttributedString(nsStr.attributedSubstring(from: range).string)
            switch attributes[.link] {
            case let url as URL: piece.link = url
            case let text as String: piece.link = URL(string: text)
            case let url as NSURL: piece.link = url as URL
            default: break
            }
            result.append(piece)
        }
        self = result
    }
}
