import Foundation

/// The `if #available` checks that must stay `#available` for the file to compile: those whose
/// branch `return`s from a declaration of opaque type (`-> some View`,
/// `var body: some WidgetConfiguration`).
///
/// Swift lets such a declaration return a different type in each branch of an `if #available`
/// (SE-0360, "opaque result types with limited availability"): iOS code does it to apply an
/// iOS 17 modifier (`containerBackground`) or an iOS 18 one (`supplementalActivityFamilies`) where
/// it exists. The compiler allows it only for an `#available` condition, so
/// ``AvailabilityRewrite``'s `_widgetShotAvailable(iOS:)` call would turn the file into one that
/// does not compile ("return statements in its body do not have matching underlying types").
/// These checks stay `#available` — true on Linux — so the newer branch renders whatever `--os`
/// says (the price of compiling; every other check still follows `--os`).
enum OpaqueAvailabilityScan {
    /// Indices of the lines whose `#available` checks stay as written.
    static func linesKeepingAvailability(_ lines: [String]) -> Set<Int> {
        guard lines.contains(where: { $0.contains("#available(") }) else { return [] }
        let code = codeOnly(lines)
        var depthBefore: [Int] = []
        var depth = 0
        for line in code {
            depthBefore.append(depth)
            for c in line { if c == "{" { depth += 1 } else if c == "}" { depth -= 1 } }
        }
        var kept: Set<Int> = []
        for (index, line) in code.enumerated() where line.contains("if #available(") {
            // Only a check that is the whole condition selects the type (SE-0360): with another
            // clause (`if #available(iOS 17, *), flag {`) the branches must agree anyway. The
            // branch's `{` ends the line, or opens the next one (Allman style, BlueWallet's).
            let braceLine: Int
            if line.range(of: #"if\s+#available\([^()]*\)\s*\{"#, options: .regularExpression) != nil {
                braceLine = index
            } else if line.range(of: #"if\s+#available\([^()]*\)\s*$"#, options: .regularExpression) != nil,
                      let next = nextCodeLine(after: index, code), code[next].trimmingCharacters(in: .whitespaces).hasPrefix("{") {
                braceLine = next
            } else {
                continue
            }
            guard returnsInsideBranch(at: braceLine, code: code, depthBefore: depthBefore),
                  enclosingDeclarationIsOpaque(at: index, code: code, depthBefore: depthBefore) else { continue }
            kept.insert(index)
        }
        return kept
    }

    /// The index of the next line after `index` with code on it.
    private static func nextCodeLine(after index: Int, _ code: [String]) -> Int? {
        ((index + 1)..<code.count).first { !code[$0].trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The nearest line before `index` with code on it.
    private static func previousCodeLine(before index: Int, _ code: [String]) -> Int? {
        stride(from: index - 1, through: 0, by: -1).first { !code[$0].trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Whether the branch the line opens (an `if #available(…) {` line, or the `{` line under
    /// it) `return`s at its own level (on the line itself, or on a line of the block one level in).
    private static func returnsInsideBranch(at index: Int, code: [String], depthBefore: [Int]) -> Bool {
        let line = code[index]
        let start = line.range(of: "if #available(")?.upperBound ?? line.startIndex
        if line[start...].range(of: #"\{\s*return\b"#, options: .regularExpression) != nil {
            return true
        }
        // The depth inside the branch: after the line's last `{` (a `} else if #available(…) {`
        // closes the previous branch first), which must still be open at the line's end.
        var depth = depthBefore[index]
        var inner: Int?
        for c in line { if c == "{" { depth += 1; inner = depth } else if c == "}" { depth -= 1 } }
        guard let inner, depth == inner else { return false }
        for next in (index + 1)..<code.count {
            let text = code[next]
            if depthBefore[next] == inner, text.trimmingCharacters(in: .whitespaces).range(of: #"^return\b"#, options: .regularExpression) != nil {
                return true
            }
            // The branch ends where the depth falls below it (`}` or `} else {`).
            var d = depthBefore[next]
            for c in text {
                if c == "{" { d += 1 } else if c == "}" { d -= 1; if d < inner { return false } }
            }
        }
        return false
    }

    /// Whether the nearest declaration around the line (past `if`/`else`/`switch`… blocks, not
    /// past a closure) declares an opaque type.
    private static func enclosingDeclarationIsOpaque(at index: Int, code: [String], depthBefore: [Int]) -> Bool {
        var level = depthBefore[index]
        var line = index - 1
        while level > 0, line >= 0 {
            // The line that opened the block at `level`.
            while line >= 0, !(depthBefore[line] < level && depthBefore[line] + opened(code[line]) >= level) { line -= 1 }
            guard line >= 0 else { return false }
            var trimmed = code[line].trimmingCharacters(in: .whitespaces)
            // A `{` alone opens the block of the line above it (Allman style).
            if trimmed.hasPrefix("{"), let header = previousCodeLine(before: line, code) {
                trimmed = code[header].trimmingCharacters(in: .whitespaces) + " " + trimmed
                line = header
            }
            if trimmed.range(of: #"^(\}\s*)?(if|else|guard|switch|case|default|do|for|while|repeat)\b"#, options: .regularExpression) != nil {
                level = depthBefore[line]
                line -= 1
                continue
            }
            if trimmed.range(of: #"\b(func|var|subscript)\b.*(->|:)\s*some\s"#, options: .regularExpression) != nil { return true }
            return isEndOfMultilineOpaqueSignature(at: line, code: code, depthBefore: depthBefore)
        }
        return false
    }

    /// Whether the line ends a signature written over several lines with an opaque result —
    /// `func backportSafeAreaBar<C: View>(` … `) -> some View {` (daneden/Suite): the result is on
    /// the line that opens the body, `func` on an earlier line at the same depth, with only
    /// parameter lines (no body of their own) between them.
    private static func isEndOfMultilineOpaqueSignature(at index: Int, code: [String], depthBefore: [Int]) -> Bool {
        let trimmed = code[index].trimmingCharacters(in: .whitespaces)
        guard trimmed.range(of: #"^\).*->\s*some\s"#, options: .regularExpression) != nil else { return false }
        let depth = depthBefore[index]
        for previous in stride(from: index - 1, through: max(index - 40, 0), by: -1) {
            guard depthBefore[previous] == depth else { return false }   // a parameter's closure default is balanced on its line
            let text = code[previous]
            if text.range(of: #"\b(func|subscript|init)\b"#, options: .regularExpression) != nil { return true }
            if text.contains("{") && text.contains("}") == false { return false }
        }
        return false
    }

    private static func opened(_ line: String) -> Int {
        var count = 0, most = 0
        for c in line { if c == "{" { count += 1; most = max(most, count) } else if c == "}" { count -= 1 } }
        return most
    }

    /// Each line without its comments and string literals' contents (braces in them do not count).
    private static func codeOnly(_ lines: [String]) -> [String] {
        var scanner = LexicalState()
        return lines.map { line in
            defer { scanner.advance(over: line) }
            guard scanner.isCode else { return "" }
            var out = ""
            var inString = false
            var previous: Character = " "
            for c in line {
                if inString {
                    if c == "\"" && previous != "\\" { inString = false; out.append(c) }
                } else if c == "/" && previous == "/" {
                    out.removeLast()
                    break
                } else {
                    if c == "\"" { inString = true }
                    out.append(c)
                }
                previous = c
            }
            return out
        }
    }
}
