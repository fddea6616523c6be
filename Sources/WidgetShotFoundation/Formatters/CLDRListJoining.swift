import Foundation
import _FoundationICU

/// Joins strings with CLDR's list patterns through ICU's `ulistfmt` (the toolchain's
/// `_FoundationICU`): the data Apple's `ListFormatter` and unit formatters read. en_US "and" lists
/// are "A and B", "A, B, and C"; de "A, B und C"; ja "A、B、C"; units "1 year, 2 months".
enum CLDRListJoining {
    /// `items` joined by the `type` ("and", "or", units) and `width` patterns of `locale`; `nil`
    /// when ICU refuses (an unknown locale falls back to CLDR's root patterns, as ICU does).
    static func join(_ items: [String], type: UListFormatterType, width: UListFormatterWidth, locale: Locale) -> String? {
        var status = U_ZERO_ERROR
        guard let formatter = swift_ulistfmt_openForType(locale.identifier, type, width, &status), status.rawValue <= 0 else { return nil }
        defer { swift_ulistfmt_close(formatter) }
        let utf16 = items.map { Array($0.utf16) }
        // The joined text is the items plus short separators; measured once, then written.
        var capacity = utf16.reduce(64) { $0 + $1.count + 16 }
        for _ in 0..<2 {
            status = U_ZERO_ERROR
            var buffer = [UChar](repeating: 0, count: capacity)
            let length: Int32 = withUnsafePointers(utf16) { pointers in
                let lengths = utf16.map { Int32($0.count) }
                return swift_ulistfmt_format(formatter, pointers, lengths, Int32(items.count), &buffer, Int32(buffer.count), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, length > 0 { capacity = Int(length) + 1; continue }
            guard status.rawValue <= 0, length >= 0, Int(length) <= buffer.count else { return nil }
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
        return nil
    }

    /// Calls `body` with a C array of pointers to each array's UTF-16 units.
    private static func withUnsafePointers<R>(_ arrays: [[UChar]], _ body: ([UnsafePointer<UChar>?]) -> R) -> R {
        let copies = arrays.map { array -> UnsafeMutablePointer<UChar> in
            let p = UnsafeMutablePointer<UChar>.allocate(capacity: max(array.count, 1))
            p.initialize(from: array, count: array.count)
            return p
        }
        defer { for (p, a) in zip(copies, arrays) { p.deinitialize(count: a.count); p.deallocate() } }
        return body(copies.map { UnsafePointer($0) })
    }
}
