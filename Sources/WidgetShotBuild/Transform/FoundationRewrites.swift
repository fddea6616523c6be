import Foundation

/// Rewrites that give a file Foundation as Apple ships it (WidgetShotFoundation, issue 20):
///
/// - `import Foundation` (also `@preconcurrency import Foundation`, `import struct Foundation.Date`)
///   gets `; import FoundationNetworking; import Observation; import WidgetShotFoundation` on the
///   same line: on iOS, Foundation holds `URLSession` (FoundationNetworking on Linux), files
///   importing it see `@Observable` through SwiftUI-free code only with Observation, and
///   WidgetShotFoundation holds what swift-corelibs-foundation lacks (`RelativeDateTimeFormatter`,
///   the render's locale the ``LocaleRewrites`` point at…), and `import struct
///   WidgetShotUI.LocalizedStringResource` brings Foundation's `LocalizedStringResource` (with
///   `String.LocalizationValue` and `String(localized:)`, extension members that come with the
///   module) without the rest of SwiftUI: it lives beside `Text`, which resolves it; and
///   `import WidgetShotSecurity`: Apple's Foundation imports Security (`NSURLCredential.h`), so a
///   file importing Foundation alone calls `SecItemAdd` or `SecKeyCreateSignature` (the App Store
///   Connect SDK's JWT signing does); and `import FoundationXML`: Apple's Foundation holds
///   `XMLParser`, which swift-corelibs-foundation moved to FoundationXML; and Combine's
///   `ObservableObject` and `Published` alone (`import protocol OpenCombine.ObservableObject;
///   import struct OpenCombine.Published`): Apple's Foundation declares
///   `public typealias ObservableObject = Combine.ObservableObject` and `Published` (its
///   `.swiftinterface`), and nothing else of Combine — a package's own `Cancellable` stays
///   unambiguous (apollo-ios beside Combine's, lfroms/clouds); and `os_unfair_lock` with its
///   functions (``unfairLockImports``);
/// - `#keyPath(Type.a.b)` → `"a.b"` and `#keyPath(a.b)` → `"a.b"` (the Objective-C key path
///   string Swift produces; a first component starting with an upper-case letter is taken for the
///   type name, which the string does not contain).
///
/// `Self(suiteName:)`, `self.init()` on `DateFormatter` and the other initialisers iOS code calls
/// on a dynamic metatype need no rewrite: WidgetShotFoundation declares them in a protocol
/// extension (`_FoundationMetatypeInitializers`), which Swift lets a metatype call.
enum FoundationRewrites {
    /// The modules added to a Foundation import.
    static let addedImports = "; import FoundationNetworking; import Observation; import WidgetShotFoundation; import struct WidgetShotUI.LocalizedStringResource; import WidgetShotSecurity; import FoundationXML; import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published" + unfairLockImports

    /// `os_unfair_lock` and its functions (WidgetShotOSLog's), which Apple's Foundation brings through
    /// Darwin (`os/lock.h`): LoopKit's `UnfairLock` imports Foundation alone. Only these names, so a
    /// package's own `Logger` stays unambiguous.
    static let unfairLockImports = "; import struct WidgetShotOSLog.os_unfair_lock_s; import typealias WidgetShotOSLog.os_unfair_lock; import typealias WidgetShotOSLog.os_unfair_lock_t; import func WidgetShotOSLog.os_unfair_lock_lock; import func WidgetShotOSLog.os_unfair_lock_unlock; import func WidgetShotOSLog.os_unfair_lock_trylock; import func WidgetShotOSLog.os_unfair_lock_assert_owner; import func WidgetShotOSLog.os_unfair_lock_assert_not_owner"

    /// The import line with the added imports before any trailing comment.
    static func rewriteImport(_ line: String) -> String {
        var code = line
        var comment = ""
        if let range = line.range(of: "//") ?? line.range(of: "/*") {
            code = String(line[..<range.lowerBound])
            comment = " " + String(line[range.lowerBound...])
        }
        var trimmed = code
        while let last = trimmed.last, last == " " || last == "\t" || last == ";" { trimmed.removeLast() }
        return trimmed + addedImports + comment
    }

    static let keyPathRegex = try! NSRegularExpression(pattern: #"#keyPath\(\s*([A-Za-z_][\w]*(?:\s*\.\s*[A-Za-z_][\w]*)*)\s*\)"#)

    /// The line with `#keyPath(…)` and `enumerateSubstrings(` calls rewritten in its code (not in
    /// strings or comments).
    static func rewrite(_ line: String) -> String {
        let keyPaths = line.contains("#keyPath("), substrings = line.contains("enumerateSubstrings("), processInfo = line.contains("ProcessInfo()")
        let infoKey = line.contains("object(forInfoDictionaryKey:")
        guard keyPaths || substrings || processInfo || infoKey else { return line }
        var out = ""
        for (segment, isCode) in LocaleRewrites.segments(of: line) {
            guard isCode else { out += segment; continue }
            var code = String(segment)
            if keyPaths { code = rewriteKeyPaths(code) }
            if substrings { code = rewriteSubstringEnumeration(code) }
            if infoKey {
                code = infoDictionaryKeyRegex.stringByReplacingMatches(in: code, range: NSRange(location: 0, length: (code as NSString).length),
                                                                        withTemplate: "_widgetShotObject(forInfoDictionaryKey:")
            }
            if processInfo { code = processInfoRegex.stringByReplacingMatches(in: code, range: NSRange(location: 0, length: (code as NSString).length), withTemplate: "ProcessInfo.processInfo") }
            out += code
        }
        return out
    }

    /// `ProcessInfo()`: Apple's `ProcessInfo` has NSObject's public `init()` (a new object reading
    /// the same process: `ProcessInfo().arguments` in pennlabs/penn-mobile-ios); corelibs' is
    /// internal. The shared object answers the same.
    static let processInfoRegex = try! NSRegularExpression(pattern: #"(?<![\w.])(?:Foundation\.)?ProcessInfo\(\)"#)

    /// `object(forInfoDictionaryKey:)` calls → `_widgetShotObject(forInfoDictionaryKey:)`, the same
    /// argument: swift-corelibs-foundation answers only from the localized Info dictionary once a
    /// bundle has an `InfoPlist.strings`; WidgetShotFoundation's falls back to the Info.plist, as
    /// Apple's does. A declaration (`func object(forInfoDictionaryKey:`) is kept.
    static let infoDictionaryKeyRegex = try! NSRegularExpression(pattern: #"(?<!func )(?<![\w`])object\(forInfoDictionaryKey:"#)

    static let substringEnumerationRegex = try! NSRegularExpression(pattern: #"(?<!func )(?<![\w`])enumerateSubstrings\("#)

    /// `enumerateSubstrings(in:options:…)` calls → `_widgetShotEnumerateSubstrings(…)`, the same
    /// arguments: swift-corelibs-foundation marks `.byWords` unavailable and stops the process for
    /// word and sentence enumeration, and a method of its own cannot be replaced by an overload
    /// (the call would be ambiguous). WidgetShotFoundation's segments words and sentences and
    /// passes the other kinds to Foundation. A declaration (`func enumerateSubstrings(`) is kept.
    static func rewriteSubstringEnumeration(_ code: String) -> String {
        let range = NSRange(location: 0, length: (code as NSString).length)
        return substringEnumerationRegex.stringByReplacingMatches(in: code, range: range, withTemplate: "_widgetShotEnumerateSubstrings(")
    }

    static func rewriteKeyPaths(_ code: String) -> String {
        let ns = code as NSString
        var out = code
        for match in keyPathRegex.matches(in: code, range: NSRange(location: 0, length: ns.length)).reversed() {
            var parts = ns.substring(with: match.range(at: 1)).split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count > 1, let first = parts.first?.first, first.isUppercase { parts.removeFirst() }
            let literal = "\"" + parts.joined(separator: ".") + "\""
            out = (out as NSString).replacingCharacters(in: match.range, with: literal)
        }
        return out
    }
}
