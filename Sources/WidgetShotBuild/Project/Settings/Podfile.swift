import Foundation

/// A CocoaPods `Podfile`, read for the pods each of its targets gets. `pod install` builds those
/// pods (each a framework whose module Swift code imports) into `Pods/`, which repositories do
/// not commit and WidgetShot does not create; knowing a target's pods lets the build name the
/// pod behind a failing `import` and take a Swift package standing in for it
/// (``CocoaPodsStandIns``).
///
/// What is read, as CocoaPods' DSL has it: `target 'Name' do … end` and `abstract_target` blocks
/// (nested targets get the pods of the blocks around them), `def name … end` groups of pods that a
/// target block calls by name (guardianproject/orbot-apple's `tor`, `iptproxy`), and `pod 'Name'`
/// lines (`Firebase/Auth` is the subspec of the pod `Firebase`). Other Ruby (`post_install do …
/// end`, `if … end`) only counts for nesting.
struct Podfile: Equatable {
    /// The `Podfile`.
    let url: URL
    /// Every pod the Podfile names, in order, once each.
    let allPods: [String]
    /// The pods of each target block, keyed by the name CocoaPods gives its support files:
    /// the target's name, after its enclosing targets' names and a `-` (`Pods-Shows-ShowsWidget`).
    let podsByTarget: [String: [String]]

    /// The Podfile at `url`; nil when it cannot be read.
    static func read(_ url: URL) -> Podfile? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return Podfile(url: url, text: text)
    }

    init(url: URL, text: String) {
        self.url = url
        (allPods, podsByTarget) = Self.parse(text)
    }

    /// The pods of the target whose CocoaPods configuration is `Pods-<label>.debug.xcconfig`;
    /// nil when no target block has that label.
    func pods(forTargetLabel label: String) -> [String]? {
        podsByTarget[label]
    }

    /// The module CocoaPods builds for `pod` (without a podspec's `module_name`): the root spec's
    /// name with every character that cannot be in a C identifier made `_`, and a leading digit
    /// preceded by `_` (`swift-vibrant` → `swift_vibrant`, `Firebase/Auth` → `Firebase`).
    static func moduleName(ofPod pod: String) -> String {
        let root = pod.split(separator: "/").first.map(String.init) ?? pod
        var name = String(root.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// A block of the Podfile being read.
    private enum Block {
        case target(String)
        case group(String)   // a `def`
        case other
    }

    /// What one target or `def` block holds: its pods and the groups it calls.
    private struct Contents {
        var pods: [String] = []
        var calls: [String] = []
    }

    private static func parse(_ text: String) -> ([String], [String: [String]]) {
        var all: [String] = []
        var stack: [Block] = []
        var targets: [String: Contents] = [:]       // by label
        var targetParents: [String: String] = [:]   // label → enclosing target's label
        var groups: [String: Contents] = [:]
        var order: [String] = []
        func label(of stack: [Block]) -> String? {
            let names = stack.compactMap { block -> String? in if case .target(let name) = block { return name } else { return nil } }
            return names.isEmpty ? nil : names.joined(separator: "-")
        }
        func update(_ change: (inout Contents) -> Void) {
            for block in stack.reversed() {
                switch block {
                case .group(let name): change(&groups[name, default: Contents()]); return
                case .target:
                    if let label = label(of: stack) { change(&targets[label, default: Contents()]) }
                    return
                case .other: continue
                }
            }
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = stripComment(String(raw)).trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" }).map(String.init)
            let head = words.first ?? ""
            if head == "end" {
                if !stack.isEmpty { stack.removeLast() }
                continue
            }
            if (head == "target" || head == "abstract_target"), let name = firstQuoted(in: line), opensBlock(line) {
                let parent = label(of: stack)
                stack.append(.target(name))
                if let label = label(of: stack) {
                    if targets[label] == nil { targets[label] = Contents(); order.append(label) }
                    if let parent { targetParents[label] = parent }
                }
                continue
            }
            if head == "def", words.count > 1 {
                let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                stack.append(.group(name))
                continue
            }
            if head == "pod", let name = firstQuoted(in: line) {
                let root = name.split(separator: "/").first.map(String.init) ?? name
                guard !root.isEmpty else { continue }
                if !all.contains(root) { all.append(root) }
                update { if !$0.pods.contains(root) { $0.pods.append(root) } }
                continue
            }
            if ["if", "unless", "case", "begin", "while", "until", "for", "class", "module"].contains(head) || opensBlock(line) {
                stack.append(.other)
                continue
            }
            if words.count == 1, head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                update { $0.calls.append(head) }
            }
        }
        // A target's pods: its own, its groups' (called from it), and its enclosing targets'.
        func pods(of contents: Contents, visiting: Set<String> = []) -> [String] {
            var result = contents.pods
            for call in contents.calls where !visiting.contains(call) {
                guard let group = groups[call] else { continue }
                for pod in pods(of: group, visiting: visiting.union([call])) where !result.contains(pod) { result.append(pod) }
            }
            return result
        }
        var byTarget: [String: [String]] = [:]
        for label in order {
            var result: [String] = []
            var current: String? = label
            while let name = current, let contents = targets[name] {
                for pod in pods(of: contents) where !result.contains(pod) { result.append(pod) }
                current = targetParents[name]
            }
            byTarget[label] = result
        }
        return (all, byTarget)
    }

    /// `line` without a `#` comment outside quotes.
    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return String(line.prefix(offset))
            }
        }
        return line
    }

    /// The first single- or double-quoted string of `line`.
    private static func firstQuoted(in line: String) -> String? {
        guard let open = line.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: line[open]) else { return nil }
        return String(rest[..<close])
    }

    /// Whether `line` opens a Ruby block: it ends with `do` or `do |…|`.
    private static func opensBlock(_ line: String) -> Bool {
        line.range(of: #"\bdo(\s*\|[^|]*\|)?$"#, options: .regularExpression) != nil
    }
}
