import Foundation

/// A `switch` over `WidgetFamily` that names every family of the platform and has no `default`
/// gets one, so it compiles as it does with Apple's SDK.
///
/// WidgetShot's `WidgetFamily` has every case of WidgetKit's, but Apple's SDK marks some
/// unavailable per platform: `accessoryCorner` is watchOS only, the `system…` families are not
/// on watchOS, and `systemExtraLargePortrait` is visionOS 26 / iOS 27. Swift leaves a case that
/// is unavailable on the platform being compiled out of switch exhaustivity ("Don't force people
/// to match unavailable cases; they can't even write them", swiftlang/swift#15849), so on iOS
///
/// ```swift
/// switch family {
/// case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: …
/// case .accessoryCircular, .accessoryRectangular, .accessoryInline: …
/// }
/// ```
///
/// is exhaustive, while against WidgetShot's enum it was "switch must be exhaustive" (missing
/// `.accessoryCorner`, `.systemExtraLargePortrait`). A switch whose case patterns are all
/// `.family` names (`WidgetFamily.family` too), with no `where`, no `default` and no
/// `@unknown default`, and which names every family of the platform (iOS: the four `system…`
/// and three `accessory…` families of the iOS 16–26 SDKs; watchOS: the four `accessory…`), gets
/// `default: fatalError(…)` before its closing brace, on the brace's line (line numbers do not
/// move). The default is never taken: no device of the platform renders the other families
/// (WidgetShot throws `familyNotOnDevice` first). Xcode 27's iOS SDK makes
/// `systemExtraLargePortrait` an iOS family; code written before it omits it, and WidgetShot
/// accepts that, as it has no iPhone or iPad canvas for it.
///
/// A switch that misses a family of the platform (a 2020 `case .systemSmall, .systemMedium,
/// .systemLarge` switch, which only the iOS 14 SDK compiled) is left alone: the compiler's error
/// stands, with ``WidgetFamilySwitchHint``'s explanation under it.
enum WidgetFamilySwitchRewrite {
    /// Every `WidgetFamily` case name.
    static let allFamilies: Set<String> = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCorner",
                                           "accessoryCircular", "accessoryRectangular", "accessoryInline", "systemExtraLargePortrait"]

    /// The families a switch must name on `platform` with Apple's SDK.
    static func requiredFamilies(on platform: BuildPlatform) -> Set<String> {
        switch platform {
        case .iOS: return ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline"]
        case .watchOS: return ["accessoryCorner", "accessoryCircular", "accessoryRectangular", "accessoryInline"]
        }
    }

    /// The `default:` inserted before a completed switch's closing brace.
    static let defaultClause = #"default: fatalError("WidgetShot: a WidgetFamily this platform does not have") "#

    /// One `switch` body being read.
    private struct Frame {
        /// The brace depth inside the body.
        var depth: Int
        var families: Set<String> = []
        /// False once a pattern is not a bare family name, or a `default` is seen.
        var qualifies = true
    }

    /// `lines` with a `default:` added to each switch over all of `platform`'s families.
    static func apply(_ lines: [String], platform: BuildPlatform) -> [String] {
        guard lines.contains(where: { $0.contains("accessoryInline") }) else { return lines }
        let required = requiredFamilies(on: platform)
        var out = lines
        var lexical = LexicalState()
        var depth = 0
        var frames: [Frame] = []
        var awaitingBody = false          // `switch` seen, its `{` not yet
        var label: String?                // a case label's text being collected, up to its `:`
        var labelNesting = 0              // (…) and […] depth inside the label
        for index in lines.indices {
            defer { lexical.advance(over: lines[index]) }
            guard lexical.isCode else { continue }
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }   // #if / #endif
            let chars = Array(line)
            var insertion: (column: Int, text: String)?
            var i = 0
            var inString = false
            var atStatementStart = true   // only whitespace (or `{`, `;`) before, on this line
            while i < chars.count {
                let c = chars[i]
                if inString {
                    if c == "\\" { i += 2; continue }
                    if c == "\"" { inString = false }
                    i += 1
                    continue
                }
                if c == "/" && i + 1 < chars.count && (chars[i + 1] == "/" || chars[i + 1] == "*") { break }
                if c == "\"" { inString = true; i += 1; atStatementStart = false; continue }
                if label != nil {
                    if c == "(" || c == "[" { labelNesting += 1 } else if c == ")" || c == "]" { labelNesting -= 1 }
                    if c == ":" && labelNesting == 0 {
                        take(label!, into: &frames)
                        label = nil
                        atStatementStart = true
                    } else {
                        label!.append(c)
                    }
                    i += 1
                    continue
                }
                if c.isLetter || c == "_" || c == "@" {
                    var j = i + 1
                    while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
                    let word = String(chars[i..<j])
                    let afterDot = i > 0 && chars[i - 1] == "."
                    if !afterDot {
                        if word == "switch" { awaitingBody = true }
                        if atStatementStart, let frame = frames.last, frame.depth == depth {
                            if word == "case" { label = ""; labelNesting = 0 }
                            if word == "default" || word == "@unknown" { frames[frames.count - 1].qualifies = false }
                        }
                    }
                    atStatementStart = false
                    i = j
                    continue
                }
                if c == "{" {
                    depth += 1
                    if awaitingBody { frames.append(Frame(depth: depth)); awaitingBody = false }
                    atStatementStart = true
                } else if c == "}" {
                    if let frame = frames.last, frame.depth == depth {
                        frames.removeLast()
                        if frame.qualifies, required.isSubset(of: frame.families) {
                            let before = chars[..<i].allSatisfy { $0 == " " || $0 == "\t" }
                            insertion = (i, before ? defaultClause : "; " + defaultClause)
                        }
                    }
                    depth -= 1
                    atStatementStart = false
                } else if c == ";" {
                    atStatementStart = true
                } else if c != " " && c != "\t" {
                    atStatementStart = false
                }
                i += 1
            }
            if let insertion {
                var rewritten = chars
                rewritten.insert(contentsOf: Array(insertion.text), at: insertion.column)
                out[index] = String(rewritten)
            }
        }
        return out
    }

    /// Adds a case label's patterns (`.systemSmall, WidgetFamily.systemMedium`) to the innermost
    /// switch; any other pattern (or a `where` clause) disqualifies it.
    private static func take(_ label: String, into frames: inout [Frame]) {
        guard !frames.isEmpty else { return }
        for pattern in label.split(separator: ",") {
            var name = pattern.trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("WidgetFamily.") { name.removeFirst("WidgetFamily".count) }
            guard name.hasPrefix("."), allFamilies.contains(String(name.dropFirst())) else {
                frames[frames.count - 1].qualifies = false
                return
            }
            frames[frames.count - 1].families.insert(String(name.dropFirst()))
        }
    }
}
