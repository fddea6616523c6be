/// Rewrites the condition of an `#if`/`#elseif` line as the iOS compiler would see it.
///
/// Platform atoms are replaced by `true`/`false` in place — `os(iOS)` → `true`, `os(macOS)` →
/// `false`, `canImport(UIKit)` → `true`, `targetEnvironment(simulator)` → `false`,
/// `arch(arm64)` → `true` — and everything else is left for the compiler (`&&`, `||`, `!`,
/// parentheses, `swift(>=5.9)`, `compiler(…)`, `hasFeature(…)`, `DEBUG`). Identifiers other than
/// `DEBUG` are custom build flags an Xcode project defines and this build cannot know; they stay
/// as written (so they are false, as in a build without them) and are reported — unless the
/// build knows them: the conditions a ``ModulePlan`` defines (passed to the compiler as `-D`) are
/// not reported, and when the plan lists every condition (a project read from Xcode) no name is.
/// `SWIFT_PACKAGE` becomes `false` unless the module defines it (a package's target): Xcode does not
/// define it for an app's targets, and code under it reaches `Bundle.module`, which an extension lacks.
public enum ConditionRewriter {
    /// The rewritten condition and the atoms that could not be decided.
    public struct Result: Equatable {
        public var condition: String
        public var undecided: [String]
    }

    /// Rewrites `condition` (the text after `#if` or `#elseif`). Names in `defined` are known to
    /// be defined; with `knowsAllConditions`, every other name is known to be undefined.
    public static func rewrite(_ condition: String, defined: Set<String> = [], knowsAllConditions: Bool = false) -> Result {
        rewrite(condition, defined: defined, knowsAllConditions: knowsAllConditions, platform: .iOS)
    }

    /// Rewrites `condition` for a target built for `platform`: a watchOS widget extension has
    /// `os(watchOS)` true and `os(iOS)` false, as Xcode compiles it, and `canImport(WatchKit)` true
    /// (WidgetShotWatchKit stands in for it; false in an iOS target).
    static func rewrite(_ condition: String, defined: Set<String>, knowsAllConditions: Bool, platform: BuildPlatform,
                        importsDarwin: Bool = false) -> Result {
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
                if name == "canImport", importsDarwin, Self.moduleName(argument) == "Darwin" {
                    out += "true"
                } else if let value = decide(function: name, argument: argument, platform: platform) {
                    out += value ? "true" : "false"
                } else {
                    out += call
                }
                i = close + 1
                continue
            }
            if name == "SWIFT_PACKAGE" && !defined.contains(name) {
                out += "false"   // an Xcode target, not a package: SwiftPM's own define does not apply
                i = j
                continue
            }
            if !["true", "false", "DEBUG", "SWIFT_PACKAGE"].contains(name) && !name.hasPrefix("$") && !defined.contains(name) && !knowsAllConditions {
                undecided.append(name)
            }
            out += name
            i = j
        }
        return Result(condition: out, undecided: undecided)
    }

    /// The module a `canImport` argument names (`Darwin` in `canImport(Darwin, _version: 1)`).
    static func moduleName(_ argument: String) -> String {
        argument.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? argument
    }

    /// Whether a module's sources were written for Apple platforms only: none names another
    /// libc or OS (`Glibc`, `Musl`, `os(Linux)`, `os(Windows)`…). In such a module
    /// `canImport(Darwin)` is true, as on iOS — `import Darwin` becomes Glibc with WidgetShotOSLog's
    /// `os_unfair_lock` — because the module has no other branch: pointfreeco/combine-schedulers 0.10
    /// defines its `Lock` under `#if canImport(Darwin)` only, and uses it in its `Timer`, which is
    /// under `canImport(Combine)` (true here: WidgetShot stands in for Combine). A module with a
    /// Linux branch (GRDB, swift-async-algorithms) keeps `canImport(Darwin)` false and compiles
    /// that branch, written for this libc.
    static func isWrittenForApplePlatformsOnly(_ texts: [String]) -> Bool {
        let others = ["Glibc", "Musl", "os(Linux)", "os(Windows)", "os(Android)", "Bionic", "WinSDK", "canImport(CRT)", "os(WASI)", "os(FreeBSD)"]
        return !texts.contains { text in others.contains { text.contains($0) } }
    }

    /// The value of a platform atom, or nil to leave it to the compiler.
    static func decide(function: String, argument: String, platform: BuildPlatform = .iOS) -> Bool? {
        switch function {
        case "os":
            return argument == platform.conditionName
        case "targetEnvironment":
            return false   // neither macCatalyst nor simulator: a device build
        case "arch":
            return argument == "arm64"
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? argument
            if AppleModules.isStandIn(module) { return true }
            if FrameworkStandIns.modules(for: module, platform: platform) != nil { return true }   // WatchKit on watchOS
            if AppleModules.otherPlatforms.contains(module) { return false }
            // No stand-in on Linux (ARKit, RealityKit…): false, as the compiler decides here too, so
            // `#if canImport(ARKit) import ARKit` takes the code's own fallback instead of
            // stopping at the import. (CarPlay has a stand-in: Kingfisher's guarded CarPlay code compiles.)
            if AppleModules.unavailable.contains(module) { return false }
            return nil
        default:
            return nil
        }
    }

    /// `condition` without its comments (a trailing `// …`, `/* … */` anywhere), trimmed: the
    /// expression alone, to be reused inside other code (`#if (A) && !(B)` of the preview
    /// registry). A condition holds no string literal, so any `//` or `/*` starts a comment.
    /// Seen in a real app: `#if canImport(ActivityKit) && !targetEnvironment(macCatalyst) // TODO: Catalyst support`.
    static func withoutComments(_ condition: String) -> String {
        var out = ""
        var rest = Substring(condition)
        while let start = rest.range(of: "/*") ?? rest.range(of: "//") {
            let isBlock = rest[start].hasPrefix("/*")
            let lineComment = rest.range(of: "//")
            if !isBlock || (lineComment.map { $0.lowerBound < start.lowerBound } ?? false) {
                out += rest[..<(lineComment ?? start).lowerBound]
                rest = ""
                break
            }
            out += rest[..<start.lowerBound] + " "
            guard let end = rest[start.upperBound...].range(of: "*/") else { rest = ""; break }
            rest = rest[end.upperBound...]
        }
        out += rest
        return out.trimmingCharacters(in: .whitespaces)
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
