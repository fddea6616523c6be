import Foundation

extension NSAttributedString {
    /// The attributes of a document written with `data(from:documentAttributes:)` — Foundation's
    /// `NSAttributedString.DocumentAttributeKey`.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format to write, a ``DocumentType`` (required).
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The text encoding of plain text and HTML, a `String.Encoding` raw value; UTF-8 when absent.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// The document's title (written in HTML's `<title>`).
        public static let title = DocumentAttributeKey(rawValue: "NSTitleDocumentAttribute")
    }

    /// The characters in `range` as a document of the type `documentAttributes[.documentType]`
    /// names — Foundation's `data(from:documentAttributes:)`
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/data(from:documentattributes:)).
    ///
    /// Plain text is the characters in the encoding; HTML is the text escaped, line breaks as
    /// `<br>`, links as `<a href>`; RTF is an RTF 1 document in Helvetica with the text escaped
    /// (`\\`, `{`, `}`, `\uN?` past ASCII, `\par` per line). Fonts, colours and other attributes
    /// are not written. A missing or other type throws `CocoaError(.fileWriteUnknown)`, as an
    /// unsupported type does on iOS.
    ///
    /// ```swift
    /// let rtf = try text.data(from: NSRange(location: 0, length: text.length),
    ///                         documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
    /// ```
    public func data(from range: NSRange, documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> Data {
        guard range.location >= 0, range.location + range.length <= length else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "range \(range) is outside the string of length \(length)"])
        }
        let part = attributedSubstring(from: range)
        let encodingValue = (dict[.characterEncoding] as? UInt) ?? (dict[.characterEncoding] as? NSNumber)?.uintValue
        let encoding = encodingValue.map { String.Encoding(rawValue: $0) } ?? .utf8
        let type = dict[.documentType] as? DocumentType
        let text: String
        switch type {
        case .plain?: text = part.string
        case .html?: text = DocumentWriter.html(part, title: dict[.title] as? String)
        case .rtf?: text = DocumentWriter.rtf(part.string)
        default:
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "WidgetShot writes plain text, HTML and RTF, not \(type?.rawValue ?? "a document without a documentType")"])
        }
        guard let data = text.data(using: type == .rtf ? .ascii : encoding) else {
            throw CocoaError(.fileWriteInapplicableStringEncoding, userInfo: [NSLocalizedDescriptionKey: "the text cannot be written in the given encoding"])
        }
        return data
    }
}

/// Writes attributed strings as HTML and RTF documents.
enum DocumentWriter {
    static func html(_ text: NSAttributedString, title: String?) -> String {
        var body = ""
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            let run = escapeHTML((text.string as NSString).substring(with: range)).replacingOccurrences(of: "\n", with: "<br>\n")
            let link = (value as? URL)?.absoluteString ?? (value as? String)
            body += link.map { "<a href=\"\(escapeHTML($0))\">\(run)</a>" } ?? run
        }
        let head = title.map { "<title>\(escapeHTML($0))</title>" } ?? ""
        return "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"UTF-8\">\(head)\n</head>\n<body>\n\(body)\n</body>\n</html>\n"
    }

    static func escapeHTML(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// An RTF 1 document of `text` (ASCII only: other characters as `\uN?`, UTF-16 code units as
    /// signed 16-bit numbers, as the RTF specification writes them).
    static func rtf(_ text: String) -> String {
        var out = "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}\n\\f0\\fs24 "
        for unit in text.utf16 {
            switch unit {
            case 0x5C: out += "\\\\"
            case 0x7B: out += "\\{"
            case 0x7D: out += "\\}"
            case 0x0A: out += "\\par\n"
            case 0x09: out += "\\tab "
            case 0x20..<0x7F: out += String(UnicodeScalar(UInt8(unit)))
            default: out += "\\u\(Int16(bitPattern: unit))?"
            }
        }
        return out + "}"
    }
}
