import Foundation

/// vCard reading and writing — Contacts' `CNContactVCardSerialization`. Writes vCard 3.0 (RFC 2426)
/// as iOS does: CRLF lines, `PRODID:-//Apple Inc.//iPhone OS …//EN`, `N`/`FN`/`NICKNAME`/`ORG`,
/// `TEL;type=CELL;type=VOICE;type=pref:`, `EMAIL;type=INTERNET;type=HOME;type=pref:`, `BDAY` (no
/// year: `BDAY;X-APPLE-OMIT-YEAR=1604:1604-MM-DD`), `PHOTO;ENCODING=b:` base64; a label that is not
/// a standard one goes in an `itemN.X-ABLabel` line. Reads vCard 2.1/3.0/4.0 lines of those
/// properties (folded lines, groups, escapes); other properties are skipped.
open class CNContactVCardSerialization: NSObject, @unchecked Sendable {
    /// vCard data of `objects` (`CNContact`s, one card each, in order).
    open class func data(with objects: [Any]) throws -> Data {
        var text = ""
        for object in objects {
            guard let contact = object as? CNContact else { throw CNError(.validationTypeMismatch) }
            text += card(for: contact).map { $0 + "\r\n" }.joined()
        }
        return Data(text.utf8)
    }

    /// The contacts of vCard `data`; throws `CNError(.vCardMalformed)` when it holds no card.
    open class func contacts(with data: Data) throws -> [CNContact] {
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else { throw CNError(.vCardMalformed) }
        let unfolded = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n ", with: "").replacingOccurrences(of: "\n\t", with: "")
        var contacts: [CNContact] = [], current: CNMutableContact?
        for line in unfolded.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            var params = line[..<colon].split(separator: ";").map(String.init)
            var name = params.removeFirst().uppercased()
            if let dot = name.firstIndex(of: ".") { name = String(name[name.index(after: dot)...]) }   // group prefix (item1.)
            let value = String(line[line.index(after: colon)...])
            if name == "BEGIN", value.uppercased() == "VCARD" { current = CNMutableContact(); continue }
            guard let contact = current else { continue }
            let types = params.flatMap { p -> [String] in
                let kv = p.split(separator: "=", maxSplits: 1).map(String.init)
                return (kv.count == 2 ? kv[1] : kv[0]).split(separator: ",").map { $0.uppercased() }
            }
            switch name {
            case "END": contacts.append(contact); current = nil
            case "N":
                let parts = components(value)
                contact.familyName = parts.first ?? ""
                contact.givenName = parts.count > 1 ? parts[1] : ""
            case "NICKNAME": contact.nickname = unescape(value)
            case "ORG": contact.organizationName = components(value).first ?? ""
            case "TEL": contact.phoneNumbers.append(CNLabeledValue(label: label(types, phone: true), value: CNPhoneNumber(stringValue: unescape(value))))
            case "EMAIL": contact.emailAddresses.append(CNLabeledValue(label: label(types, phone: false), value: unescape(value) as NSString))
            case "BDAY": contact.birthday = birthday(value, omitYear: params.contains { $0.uppercased().hasPrefix("X-APPLE-OMIT-YEAR") })
            case "PHOTO": contact.imageData = Data(base64Encoded: value, options: .ignoreUnknownCharacters)
            default: continue
            }
        }
        guard !contacts.isEmpty else { throw CNError(.vCardMalformed) }
        return contacts
    }

    /// The lines of one card.
    static func card(for contact: CNContact) -> [String] {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS \(max(version.majorVersion, 17)).0//EN"]
        lines.append("N:\(escape(contact.familyName));\(escape(contact.givenName));;;")
        let full = [contact.givenName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        lines.append("FN:\(escape(full.isEmpty ? contact.organizationName : full))")
        if !contact.nickname.isEmpty { lines.append("NICKNAME:\(escape(contact.nickname))") }
        if !contact.organizationName.isEmpty { lines.append("ORG:\(escape(contact.organizationName));") }
        var item = 0
        // One TEL/EMAIL line (the first of each kind preferred); a custom label goes in an item group.
        func add(_ property: String, _ baseTypes: [String], label: String?, value: String, first: Bool) {
            let pref = first ? ["pref"] : []
            if let types = standardTypes(label, phone: property == "TEL") {
                lines.append(([property] + (baseTypes + types + pref).map { "type=\($0)" }).joined(separator: ";") + ":" + escape(value))
            } else {
                item += 1
                lines.append((["item\(item).\(property)"] + (baseTypes + pref).map { "type=\($0)" }).joined(separator: ";") + ":" + escape(value))
                lines.append("item\(item).X-ABLabel:\(escape(label ?? ""))")
            }
        }
        for (i, phone) in contact.phoneNumbers.enumerated() { add("TEL", [], label: phone.label, value: phone.value.stringValue, first: i == 0) }
        for (i, email) in contact.emailAddresses.enumerated() { add("EMAIL", ["INTERNET"], label: email.label, value: email.value as String, first: i == 0) }
        if let b = contact.birthday, let month = b.month, let day = b.day {
            let md = String(format: "%02d-%02d", month, day)
            lines.append(b.year.map { String(format: "BDAY:%04d-", $0) + md } ?? "BDAY;X-APPLE-OMIT-YEAR=1604:1604-\(md)")
        }
        if let photo = contact.imageData { lines.append("PHOTO;ENCODING=b:\(photo.base64EncodedString())") }
        lines.append("END:VCARD")
        return lines
    }

    /// The vCard types of a standard label (nil for a custom one): Mobile → CELL, VOICE.
    static func standardTypes(_ label: String?, phone: Bool) -> [String]? {
        switch label {
        case nil: return phone ? ["VOICE"] : []
        case CNLabelPhoneNumberMobile?: return ["CELL", "VOICE"]
        case CNLabelPhoneNumberiPhone?: return ["IPHONE", "CELL", "VOICE"]
        case CNLabelPhoneNumberMain?: return ["MAIN"]
        case CNLabelHome?: return phone ? ["HOME", "VOICE"] : ["HOME"]
        case CNLabelWork?: return phone ? ["WORK", "VOICE"] : ["WORK"]
        case CNLabelOther?: return phone ? ["OTHER", "VOICE"] : ["OTHER"]
        default: return nil
        }
    }

    /// The label of read types (the inverse of `standardTypes`).
    static func label(_ types: [String], phone: Bool) -> String? {
        if types.contains("IPHONE") { return CNLabelPhoneNumberiPhone }
        if types.contains("CELL") { return CNLabelPhoneNumberMobile }
        if types.contains("MAIN") { return CNLabelPhoneNumberMain }
        if types.contains("HOME") { return CNLabelHome }
        if types.contains("WORK") { return CNLabelWork }
        if types.contains("OTHER") { return CNLabelOther }
        return nil
    }

    /// A `BDAY` value (`1980-06-15`, `19800615`; the year dropped when Apple marks it omitted).
    static func birthday(_ value: String, omitYear: Bool) -> DateComponents? {
        let digits = value.prefix(10).split(separator: "-").compactMap { Int($0) }
        if digits.count == 3 { return DateComponents(year: omitYear ? nil : digits[0], month: digits[1], day: digits[2]) }
        let compact = value.prefix(8)
        guard compact.count == 8, let n = Int(compact) else { return nil }
        return DateComponents(year: omitYear ? nil : n / 10000, month: n / 100 % 100, day: n % 100)
    }

    /// A text value escaped (RFC 2426 §4: backslash, newline, semicolon, comma).
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: ";", with: "\\;").replacingOccurrences(of: ",", with: "\\,")
    }

    /// A text value with its escapes read.
    static func unescape(_ s: String) -> String {
        var out = "", escaped = false
        for c in s {
            if escaped { out.append(c == "n" || c == "N" ? "\n" : c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        return out
    }

    /// The `;`-separated parts of a structured value, unescaped.
    static func components(_ s: String) -> [String] {
        var parts: [String] = [], current = "", escaped = false
        for c in s {
            if escaped { current.append("\\"); current.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == ";" { parts.append(unescape(current)); current = "" } else { current.append(c) }
        }
        parts.append(unescape(current))
        return parts
    }
}
