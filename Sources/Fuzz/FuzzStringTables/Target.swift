import Foundation
import WidgetShotUI

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fuzz-strings-\(getpid())/en.lproj")
/// The formats, chosen by the input's first byte.
let extensions = ["strings", "stringsdict", "xcstrings"]
/// The keys the seeds use (mutations mostly keep them).
let keys = ["title", "items %lld", "loop %lld", "files %lld", "%@ scored %lld times", "broken", "a", "x"]

/// Whether `format` holds a `%#@name@` or `%2$#@name@` specifier (`%%` is a literal percent).
func hasUnresolvedVariable(_ format: String) -> Bool {
    let chars = Array(format.unicodeScalars)
    var i = 0
    while i < chars.count {
        guard chars[i] == "%" else { i += 1; continue }
        var j = i + 1
        if j < chars.count, chars[j] == "%" { i = j + 1; continue }
        let digitsStart = j
        while j < chars.count, ("0"..."9").contains(chars[j]) { j += 1 }
        if j > digitsStart, j < chars.count, chars[j] == "$" { j += 1 } else { j = i + 1 }
        if j + 1 < chars.count, chars[j] == "#", chars[j + 1] == "@" { return true }
        i += 1
    }
    return false
}

/// First byte: the format (`.strings`, `.stringsdict`, `.xcstrings`); the rest: the file. The
/// file is loaded into the shared string tables (a bad file throws; a bad entry is left out) and
/// every seed key is looked up: a lookup must finish and never leave a `%#@variable@` in the
/// format (Foundation's `String(format:)` reads it as `%@`: a crash in widget code).
func fuzzOne(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Localizable.\(extensions[Int(first) % extensions.count])")
    for name in extensions { try? FileManager.default.removeItem(at: folder.appendingPathComponent("Localizable.\(name)")) }
    try? Data(bytes.dropFirst()).write(to: file)
    LocalizedStrings.warningSink = { _ in }
    LocalizedStrings.shared.removeAll()
    guard (try? LocalizedStrings.shared.load(contentsOf: file)) != nil else { return }
    for key in keys {
        let format = Bundle.main.widgetShotLocalizedString(forKey: key, value: nil, table: nil)
        precondition(!hasUnresolvedVariable(format), "an unresolved variable in \(format.debugDescription) for \(key.debugDescription)")
    }
}
