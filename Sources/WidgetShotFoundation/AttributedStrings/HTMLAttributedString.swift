import Foundation

extension NSAttributedString {
    /// Options of `init(data:options:documentAttributes:)` — Foundation's `DocumentReadingOptionKey`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format of the data, a ``DocumentType``.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding, a `String.Encoding` raw value (`UInt`); UTF-8 when absent.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Default attributes (accepted, not applied: the reader sets only the attributes below).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// A document format — Foundation's `NSAttributedString.DocumentType`.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Rich Text Format (not read by WidgetShot: an error).
        public static let rtf = DocumentType(rawValue: "NSRTF")
    }

    /// Reads an attributed string from HTML or plain text, as iOS does for the subset of HTML
    /// widget code formats (``HTMLAttributedStringReader``). Other document types throw
    /// `CocoaError(.fileReadCorruptFile)` with a reason naming the type.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encodingValue = (options[.characterEncoding] as? UInt) ?? (options[.characterEncoding] as? NSNumber)?.uintValue
        let encoding = encodingValue.map { String.Encoding(rawValue: $0) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSLocalizedDescriptionKey: "the data is not text in the given encoding"])
        }
        let type = (options[.documentType] as? DocumentType) ?? (text.range(of: "<[a-zA-Z!]", options: .regularExpression) != nil ? .html : .plain)
        switch type {
        case .html: self.init(attributedString: HTMLAttributedStringReader.read(text))
        case .plain: self.init(string: text)
        default:
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "WidgetShot reads HTML and plain text, not \(type.rawValue)"])
        }
        documentAttributes?.pointee = [NSAttributedString.DocumentReadingOptionKey.documentType.rawValue: type.rawValue] as NSDictionary
    }
}

/// The HTML subset WidgetShot reads into an `NSAttributedString` (what widget code formats: short
/// rich text from a server):
///
/// - text with whitespace collapsed as a browser does, and the entities `&amp; &lt; &gt; &quot;
///   &apos; &#39; &nbsp;` and numeric `&#NNN;`/`&#xHH;`;
/// - `<br>` a line break; `<p>`, `<div>`, `<li>`, `<h1>`–`<h6>` end with a line break, as
///   WebKit's importer ends paragraphs with "\n";
/// - `<a href>` sets `.link` (a `URL`); `<u>`/`<ins>` set `.underlineStyle`, `<s>`/`<strike>`/`<del>`
///   set `.strikethroughStyle` (`NSUnderlineStyle.single` as an `NSNumber`);
/// - `<script>`, `<style>` and `<head>` contents are dropped; other tags are ignored, their text kept.
///
/// Not represented: `<b>`/`<strong>`/`<i>`/`<em>` and `style="color: …"`, which iOS stores as
/// `UIFont`/`UIColor` values (UIKit types this Foundation-only module cannot make; SwiftUI's `Text`
/// does not draw those UIKit attributes either).
public enum HTMLAttributedStringReader {
    /// The attributed string for an HTML text.
    public static func read(_ html: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        var links: [URL?] = []
        var underline = 0, strike = 0, skip = 0
        var pendingSpace = false
        var atLineStart = true
        var i = html.startIndex

        func append(_ text: String) {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let link = links.last(where: { $0 != nil }) ?? nil { attributes[.link] = link }
            if underline > 0 { attributes[.underlineStyle] = NSNumber(value: NSUnderlineStyle.single.rawValue) }
            if strike > 0 { attributes[.strikethroughStyle] = NSNumber(value: NSUnderlineStyle.single.rawValue) }
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        func lineBreak() { append("\n"); pendingSpace = false; atLineStart = true }

        while i < html.endIndex {
            let c = html[i]
            if c == "<" {
                guard let close = html[i...].firstIndex(of: ">") else { break }
                let tag = html[html.index(after: i)..<close]
                i = html.index(after: close)
                if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }   // comments, doctype
                let closing = tag.hasPrefix("/")
                let body = closing ? tag.dropFirst() : tag
                let name = body.prefix { $0.isLetter || $0.isNumber }.lowercased()
                switch name {
                case "script", "style", "head": skip += closing ? -1 : 1; skip = max(skip, 0)
                case "br": if skip == 0 { lineBreak() }
                case "p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr":
                    if closing && skip == 0 && !atLineStart { lineBreak() }
                case "a":
                    if closing { _ = links.popLast() } else { links.append(attribute("href", in: String(body)).flatMap { URL(string: $0) }) }
                case "u", "ins": underline += closing ? -1 : 1
                case "s", "strike", "del": strike += closing ? -1 : 1
                default: break
                }
                continue
            }
            i = html.index(after: i)
            guard skip == 0 else { continue }
            if c.isWhitespace {
                pendingSpace = !atLineStart
                continue
            }
            var text = String(c)
            if c == "&", let semicolon = html[i...].prefix(10).firstIndex(of: ";") {
                if let decoded = entity(String(html[i..<semicolon])) {
                    text = decoded
                    i = html.index(after: semicolon)
                }
            }
            if pendingSpace { append(" "); pendingSpace = false }
            append(text)
            atLineStart = false
        }
        return result
    }

    /// The value of `name="…"` (or single-quoted, or bare) in a tag.
    static func attribute(_ name: String, in tag: String) -> String? {
        let pattern = "\\b" + name + #"\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: .caseInsensitive),
              let m = regex.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)) else { return nil }
        for group in 1...3 {
            if let r = Range(m.range(at: group), in: tag) { return decodeEntities(String(tag[r])) }
        }
        return nil
    }

    static func decodeEntities(_ text: String) -> String {
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "&", let semicolon = text[i...].prefix(10).firstIndex(of: ";"),
               let decoded = entity(String(text[text.index(after: i)..<semicolon])) {
                out += decoded
                i = text.index(after: semicolon)
            } else {
                out.append(text[i])
                i = text.index(after: i)
            }
        }
        return out
    }

    /// The text of an entity's name (`amp`, `#39`, `#x2014`), or nil for an unknown one.
    static func entity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{00A0}"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
