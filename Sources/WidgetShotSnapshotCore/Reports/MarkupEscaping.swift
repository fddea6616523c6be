/// Escaping for the reports' HTML and XML (`HTMLReport`, `JUnitReport`).
///
/// `&`, `<`, `>` and both quotes become references, so the result is safe in element content and
/// in single- or double-quoted attribute values. Characters XML 1.0 cannot carry at all — C0
/// controls other than tab, line feed and carriage return, U+FFFE and U+FFFF — become U+FFFD, so
/// a message holding terminal colour codes or a NUL still gives a well-formed document.
enum MarkupEscaping {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let illegal = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                out.unicodeScalars.append(illegal ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
