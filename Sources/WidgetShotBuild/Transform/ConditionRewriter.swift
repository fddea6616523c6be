/// Rewrites the condition of an `#if`/`#elseif` line as the iOS compiler would see it.
///
/// Platform atoms are replaced by `true`/`false` in place — `os(iOS)` → `true`, `os(macOS)` →
/// `false`, `canImport(UIKit)` → `true`, `targetEnvironment(simulator)` → `false`,
/// `arch(arm64)` → `true` — and everything else is left for the compiler (`&&`, `||`, `!`,
/// parentheses, `swift(>=5.9)`, `compiler(…)`, `hasFeature(…)`, `DEBUG`). Identifiers other than
/// `DEBUG` are custom build flags an Xcode project defines and this build cannot know; they stay
/// as written (so they are false, as in a build without them) and are reported.
public enum ConditionRewriter {
    /// The rewritten condition and the atoms that could not be decided.
    public struct Result: Equatable {
        public var condition: String
        public var undecided: [String]
    }

    /// Rewrites `condition` (the text after `#if` or `#elseif`).
    public static func rewrite(_ condition: String) -> Result {
        var out = ""
        var undecided: [String] = []
        let chars = Array(condition)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {   // a trailing comment
                out += String(chars[i...])
                break
            }
            guard c.isLetter || c == "_" else {
                out.append(c)
                i += 1
                continue
            }
            var j = i
            while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
            let name = String(chars[i..<j])
            var k = j
            while k < chars.count && chars[k] == " " { k += 1 }
            if k < chars.count && chars[k] == "(" , let close = matchingParen(chars, from: k) {
                let argument = String(chars[(k + 1)..<close]).trimmingCharacters(in: .whitespaces)
                let call = String(chars[i...close])
                if let value = decide(function: name, argument: argument) {
                    out += value ? "true" : "false"
                } else {
                    out += call
                }
                i = close + 1
                continue
            }
            if !["true", "false", "DEBUG", "SWIFT_PACKAGE"].contains(name) && !name.hasPrefix("$") {
                undecided.append(name)
            }
            out += name
            i = j
        }
        return Result(condition: out, undecided: undecided)
    }

    /// The value of a platform atom, or nil to leave it to the compiler.
    static func decide(function: String, argument: String) -> Bool? {
        switch function {
        case "os":
            return argument == "iOS"
        case "targetEnvironment":
            return false   // neither macCatalyst nor simulator: a device build
        case "arch":
            return argument == "arm64"
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? argument
            if AppleModules.standIns.contains(module) || FrameworkStandIns.standIn(for: module) != nil { return true }
            if AppleModules.otherPlatforms.contains(module) { return false }
            return nil
        default:
            return nil
        }
    }

    static func matchingParen(_ chars: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<chars.count {
            if chars[index] == "(" { depth += 1 }
            if chars[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

import Foundation
