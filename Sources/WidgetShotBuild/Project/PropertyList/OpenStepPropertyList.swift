import Foundation

/// A reader of the OpenStep ("old-style" ASCII) property lists `project.pbxproj` files are written
/// in: `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings, `<hex>` data
/// and `/* … */` / `//` comments. XML and binary property lists (some tools write a pbxproj as XML)
/// are read with `PropertyListSerialization`.
///
/// Values are Foundation property-list values: `String`, `[Any]`, `[String: Any]`, `Data`
/// (and, from XML/binary lists, numbers, booleans and dates).
///
/// The reader is strict and bounded: at most ``maximumDepth`` nested containers and
/// ``maximumSize`` bytes; every error names the file and line.
enum OpenStepPropertyList {
    /// Deepest nesting of dictionaries and arrays accepted (real pbxproj files nest 4 deep).
    static let maximumDepth = 256
    /// Largest file accepted: 64 MiB (large real projects' pbxproj files are a few MB).
    static let maximumSize = 64 << 20

    /// Reads the property list in `file`.
    static func read(contentsOf file: URL) throws -> Any {
        try parse(BoundedRead.projectFile(at: file, what: "the property list"), file: file.path)
    }

    /// Parses `data` (OpenStep text, or an XML/binary property list); `file` names it in errors.
    static func parse(_ data: Data, file: String) throws -> Any {
        guard data.count <= maximumSize else {
            throw ProjectReadError(file: file, message: "the property list is \(data.count) bytes, more than the \(maximumSize)-byte limit")
        }
        let bytes = [UInt8](data)
        if looksLikeXMLOrBinary(bytes) {
            do {
                return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw ProjectReadError(file: file, message: "not a valid XML or binary property list: \(error.localizedDescription)")
            }
        }
        var parser = OpenStepParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    private static func looksLikeXMLOrBinary(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
        return bytes[index...].starts(with: Array("<?xml".utf8)) || bytes[index...].starts(with: Array("<!DOCTYPE".utf8))
            || bytes[index...].starts(with: Array("<plist".utf8))
    }
}

/// The recursive-descent parser behind ``OpenStepPropertyList``, over UTF-8 bytes.
struct OpenStepParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var depth = 0

    init(bytes: [UInt8], file: String) {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.file = file
    }

    /// One value and nothing after it but whitespace and comments.
    mutating func parseDocument() throws -> Any {
        try skipTrivia()
        guard index < bytes.count else { throw error("the property list is empty") }
        let value = try parseValue()
        try skipTrivia()
        guard index == bytes.count else { throw error("unexpected \(describe(bytes[index])) after the property list's value") }
        return value
    }

    private mutating func parseValue() throws -> Any {
        try skipTrivia()
        guard index < bytes.count else { throw error("the property list ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseDictionary()
        case UInt8(ascii: "("): return try parseArray()
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuotedString()
        default:
            if Self.isUnquotedCharacter(bytes[index]) { return parseUnquotedString() }
            throw error("unexpected \(describe(bytes[index])) where a value was expected")
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        guard depth <= OpenStepPropertyList.maximumDepth else {
            throw error("containers nest deeper than \(OpenStepPropertyList.maximumDepth) levels")
        }
    }

    private mutating func parseDictionary() throws -> [String: Any] {
        let openLine = line
        try enterContainer()
        index += 1
        var dictionary: [String: Any] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("the dictionary opened on line \(openLine) is not closed with '}'") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            let keyLine = line
            guard bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") || Self.isUnquotedCharacter(bytes[index]) else {
                throw error("unexpected \(describe(bytes[index])) where a dictionary key was expected")
            }
            let key = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? try parseQuotedString() : parseUnquotedString()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after the key \"\(key)\"")
            }
            index += 1
            let value = try parseValue()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of the key \"\(key)\" (line \(keyLine))")
            }
            index += 1
            dictionary[key] = value
        }
        depth -= 1
        return dictionary
    }

    private mutating func parseArray() throws -> [Any] {
        let openLine = line
        try enterContainer()
        index += 1
        var array: [Any] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("the array opened on line \(openLine) is not closed with ')'") }
            if bytes[index] == UInt8(ascii: ")") { index += 1; break }
            array.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { throw error("the array opened on line \(openLine) is not closed with ')'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: ")") else { throw error("expected ',' or ')' in the array, found \(describe(bytes[index]))") }
        }
        depth -= 1
        return array
    }

    private mutating func parseData() throws -> Data {
        index += 1
        var data = Data()
        var high: UInt8?
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("the data value is not closed with '>'") }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { index += 1; break }
            guard let nibble = Self.hexValue(byte) else { throw error("unexpected \(describe(byte)) in a <hex> data value") }
            index += 1
            if let h = high { data.append(h << 4 | nibble); high = nil } else { high = nibble }
        }
        guard high == nil else { throw error("the data value has an odd number of hex digits") }
        return data
    }

    private mutating func parseUnquotedString() -> String {
        let start = index
        while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseQuotedString() throws -> String {
        let quote = bytes[index]
        let openLine = line
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = [UInt8]()
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while true {
            guard index < bytes.count else { throw ProjectReadError(file: file, line: openLine, message: "the string opened on this line is not closed") }
            let byte = bytes[index]
            index += 1
            if byte == quote { break }
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "\\") else { run.append(byte); continue }
            flush()
            guard index < bytes.count else { throw error("the string ends in the middle of an escape") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "U"):
                // \Uxxxx: a UTF-16 code unit (CFOldStylePList); surrogate pairs are two escapes.
                let unit = try parseHexEscape()
                if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") {
                    index += 2
                    let low = try parseHexEscape()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("\\U\(String(unit, radix: 16)) is a lone surrogate") }
                    scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                } else if let scalar = Unicode.Scalar(unit) {
                    scalars.append(scalar)
                } else {
                    throw error("\\U\(String(unit, radix: 16)) is a lone surrogate")
                }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Up to three octal digits: a byte (NeXTSTEP encoding; ASCII and Latin-1 agree below 0x80).
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                scalars.append(Unicode.Scalar(value & 0xFF)!)
            default:
                // \" \' \\ and any other character stand for themselves.
                if escaped == UInt8(ascii: "\n") { line += 1 }
                run.append(escaped)
            }
        }
        flush()
        return String(scalars)
    }

    private mutating func parseHexEscape() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let nibble = Self.hexValue(bytes[index]) else { throw error("\\U must be followed by four hex digits") }
            value = value * 16 + UInt32(nibble)
            index += 1
        }
        return value
    }

    /// Skips whitespace, `/* … */` and `// …` comments, counting lines.
    private mutating func skipTrivia() throws {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C { index += 1; continue }
            guard byte == UInt8(ascii: "/"), index + 1 < bytes.count else { return }
            if bytes[index + 1] == UInt8(ascii: "*") {
                let openLine = line
                index += 2
                while true {
                    guard index + 1 < bytes.count else { throw ProjectReadError(file: file, line: openLine, message: "the comment opened on this line is not closed with '*/'") }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { index += 2; break }
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
            } else if bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    /// Characters of an unquoted string: letters, digits and `_$+/:.-` (CFOldStylePList), plus
    /// any non-ASCII byte.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
        default: return byte >= 0x80
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private func error(_ message: String) -> ProjectReadError {
        ProjectReadError(file: file, line: line, message: message)
    }
}
