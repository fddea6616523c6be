import Foundation

/// Where one file declares classes and extension members, in the code the iOS compiler compiles
/// (an `#if os(OSX)` branch is skipped: its `extension NSUIView` would give the iOS class AppKit's
/// members).
struct ExtensionOverrideScan {
    /// A class declaration: the line holding its opening brace (the declaration's own line, or a
    /// later one in Allman style).
    struct ClassBrace: Equatable {
        var name: String
        var line: Int
        /// The first type of its inheritance clause (its superclass, when it has one).
        var superclass: String?
        /// The line closing its body.
        var end: Int
        /// Whether its body declares `observeValue(forKeyPath:…)`.
        var observes = false
        /// The methods its body overrides (``ForeignExtensionOverride/key(_:)``: `f(_:with:)`).
        var overrides: Set<String> = []
        /// Whether it is generic or private (no cast can name it from an extension of another type).
        var unnameable = false
    }
    /// A line at the top level of an extension's body.
    struct MemberLine: Equatable {
        var type: String
        var extensionLine: Int
        var line: Int
        /// The attributes on the lines before it (`@objc(addDataSet:)` alone on a line).
        var attributes: [String]
        /// Whether the extension is `@objc extension` (its members are all `@objc`).
        var objcExtension: Bool
        /// Whether the extension has a `where` clause (its members exist for some arguments only).
        var constrained = false
    }

    var classBraces: [ClassBrace] = []
    var memberLines: [MemberLine] = []

    static let extensionRegex = try! NSRegularExpression(
        pattern: #"^\s*((?:@\w+(?:\([^)]*\))?\s+)*)(?:(?:public|internal|open|fileprivate|private)\s+)*extension\s+([A-Za-z_][\w.]*)"#)

    /// Scans `lines`; `condition` decides an `#if`/`#elseif` condition as on iOS (nil: unknown, kept).
    init(lines: [String], condition: (String) -> Bool?) {
        var depth = 0
        var pendingClass: (name: String, superclass: String?)?, pendingUnnameable = false
        var openClass: Int?   // index in classBraces of the class whose body is being read
        var extensionType: String?, extensionDepth: Int?, extensionLine = 0, objcExtension = false, constrained = false
        var attributes: [String] = []
        var stack: [SourceTransform.ConditionLevel] = []
        var scanner = LexicalState()
        for index in lines.indices {
            defer { scanner.advance(over: lines[index]) }
            guard scanner.isCode else { continue }
            let line = lines[index], trimmed = line.trimmingCharacters(in: .whitespaces)
            if Self.track(trimmed, in: &stack, condition: condition) { continue }
            let active = !stack.contains { $0.isActive == false }
            let code = LexicalState.codeCharacters(of: line)
            if ExtensionMember.isAttributeLine(line) {
                attributes += Self.attributeNames(line)
                continue
            }
            defer { attributes = [] }
            if depth == 0, active {
                if let name = ExtensionOverrideRewrite.declared("class", in: line) {
                    pendingClass = (name, Self.superclass(of: name, in: line))
                    let text = String(code)
                    pendingUnnameable = text.contains("\(name)<") || text.range(of: #"\b(private|fileprivate)\b"#, options: .regularExpression) != nil
                }
                if let (type, objc) = Self.extendedType(line) {
                    extensionType = type; extensionLine = index
                    objcExtension = objc || attributes.contains("objc")
                    constrained = String(code).range(of: #"\bwhere\b"#, options: .regularExpression) != nil
                }
            }
            if let open = openClass, depth == 1, line.contains("func observeValue(") { classBraces[open].observes = true }
            if let open = openClass, depth == 1, line.contains("override"),
               let member = ExtensionMember.parse(lines, at: index, attributes: attributes, objcExtension: false),
               member.isOverride, member.kind == .function {
                classBraces[open].overrides.insert(ForeignExtensionOverride.key(member))
            }
            if let pending = pendingClass, code.contains("{") {
                classBraces.append(ClassBrace(name: pending.name, line: index, superclass: pending.superclass, end: index, unnameable: pendingUnnameable))
                openClass = classBraces.count - 1
                pendingClass = nil
            }
            // A member is moved only where iOS surely compiles it: under a condition only the
            // compiler decides (Alamofire's `#if canImport(Darwin) && !canImport(FoundationNetworking)`,
            // false on Linux) the class would call a body that is not there.
            let surelyCompiled = !stack.contains { $0.isActive != true }
            if surelyCompiled, let type = extensionType, let d = extensionDepth, depth == d + 1, !trimmed.isEmpty {
                memberLines.append(MemberLine(type: type, extensionLine: extensionLine, line: index, attributes: attributes, objcExtension: objcExtension,
                                              constrained: constrained))
            }
            for c in code {
                if c == "{" {
                    if extensionType != nil && extensionDepth == nil { extensionDepth = depth }
                    depth += 1
                } else if c == "}" {
                    depth = max(0, depth - 1)
                    if let d = extensionDepth, depth <= d { extensionDepth = nil; extensionType = nil }
                    if depth == 0, let open = openClass { classBraces[open].end = index; openClass = nil }
                }
            }
        }
    }

    /// The first type after `class Name:` (or `class Name<T>:`) on the declaration's line.
    static func superclass(of name: String, in line: String) -> String? {
        guard let r = line.range(of: #"\bclass\s+\#(name)\s*(<[^>]*>)?\s*:\s*([A-Za-z_][\w.]*)"#, options: .regularExpression) else { return nil }
        let clause = line[r]
        guard let colon = clause.firstIndex(of: ":") else { return nil }
        return clause[clause.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// The type a top-level `extension Name` line extends, and whether the line marks it `@objc`;
    /// nil for other lines. A nested type (`extension Outer.Inner`) keeps its dots: no class matches it.
    static func extendedType(_ line: String) -> (String, Bool)? {
        let ns = line as NSString
        guard let m = extensionRegex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (ns.substring(with: m.range(at: 2)), ns.substring(with: m.range(at: 1)).contains("@objc"))
    }

    /// The attribute names of an attributes-only line: `@objc(addDataSet:) @discardableResult` → objc, discardableResult.
    static func attributeNames(_ line: String) -> [String] {
        let ns = line as NSString
        let regex = try! NSRegularExpression(pattern: #"@([A-Za-z_]\w*)"#)
        return regex.matches(in: line, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    /// Follows an `#if`/`#elseif`/`#else`/`#endif` line; false for other lines.
    static func track(_ trimmed: String, in stack: inout [SourceTransform.ConditionLevel], condition: (String) -> Bool?) -> Bool {
        guard trimmed.hasPrefix("#") else { return false }
        for keyword in ["#if ", "#elseif "] where trimmed.hasPrefix(keyword) {
            let text = String(trimmed.dropFirst(keyword.count)), value = condition(text)
            if keyword == "#if " {
                stack.append(.init(earlier: [], current: text, activeValues: [value]))
            } else if var level = stack.popLast() {
                if let c = level.current { level.earlier.append(c) }
                level.current = text
                level.activeValues.append(value)
                stack.append(level)
            }
            return true
        }
        if trimmed == "#else" || trimmed.hasPrefix("#else ") || trimmed.hasPrefix("#else/") {
            if var level = stack.popLast() {
                if let c = level.current { level.earlier.append(c) }
                level.current = nil
                stack.append(level)
            }
            return true
        }
        if trimmed.hasPrefix("#endif") { _ = stack.popLast(); return true }
        return false
    }
}

/// What ``ExtensionOverrideRewrite`` knows of the whole module: an extension in one file may
/// override a member of a class another file declares (DGCharts' `Platform+Touch Handling.swift`
/// extends `NSUIView`, declared in `Platform.swift`), so the class's file gets the declarations.
struct ExtensionOverridePlan {
    /// The classes the module declares.
    var classes: Set<String> = []
    /// The declarations each class gets in its body, from the module's extensions of it.
    var forwarders: [String: [String]] = [:]
    /// Each class's superclass as written (the first type of its inheritance clause).
    var superclasses: [String: String] = [:]
    /// The classes whose bodies declare `observeValue(forKeyPath:…)`.
    var observers: Set<String> = []
    /// Methods the module's extensions add to other modules' classes and its classes override,
    /// by extended type and ``ForeignExtensionOverride/key(_:)``.
    var foreign: [String: ForeignExtensionOverride] = [:]

    /// Whether a superclass of `name`, among the module's classes, declares `observeValue`.
    func inheritsObserver(_ name: String) -> Bool {
        var seen: Set<String> = [name], current = name
        while let parent = superclasses[current], classes.contains(parent), seen.insert(parent).inserted {
            if observers.contains(parent) { return true }
            current = parent
        }
        return false
    }

    /// The plan of a module whose files hold `files`.
    init(files: [[String]], condition: (String) -> Bool?) {
        let scans = files.map { ExtensionOverrideScan(lines: $0, condition: condition) }
        for brace in scans.flatMap(\.classBraces) {
            classes.insert(brace.name)
            if let parent = brace.superclass { superclasses[brace.name] = parent }
            if brace.observes { observers.insert(brace.name) }
        }
        for (lines, scan) in zip(files, scans) {
            for member in scan.memberLines where classes.contains(member.type) {
                if let edit = ExtensionOverrideRewrite.edit(lines, member) { forwarders[member.type, default: []].append(edit.forwarder) }
            }
        }
        foreign = Self.foreignOverrides(files: files, scans: scans, classes: classes, superclasses: superclasses)
    }

    /// The ``ForeignExtensionOverride``s of the module: `@objc`/`dynamic` methods of extensions
    /// of classes the module does not declare, overridden by module classes whose superclass
    /// line reaches the extended type. A method some overrider of which cannot be named is left.
    static func foreignOverrides(files: [[String]], scans: [ExtensionOverrideScan], classes: Set<String>,
                                 superclasses: [String: String]) -> [String: ForeignExtensionOverride] {
        let braces = scans.flatMap(\.classBraces)
        guard braces.contains(where: { !$0.overrides.isEmpty }) else { return [:] }
        var overrides: [String: Set<String>] = [:], unnameable: Set<String> = []
        for brace in braces {
            overrides[brace.name, default: []].formUnion(brace.overrides)
            if brace.unnameable { unnameable.insert(brace.name) }
        }
        var result: [String: ForeignExtensionOverride] = [:]
        for (lines, scan) in zip(files, scans) {
            for line in scan.memberLines where !classes.contains(line.type) && !line.constrained {
                guard let member = ExtensionMember.parse(lines, at: line.line, attributes: line.attributes, objcExtension: line.objcExtension),
                      member.kind == .function, !member.isOverride else { continue }
                let key = ForeignExtensionOverride.key(member)
                var roots: [String] = [], deeper: [String] = [], sound = true
                for name in overrides.keys.sorted() where overrides[name]!.contains(key) {
                    // Up the module's classes to the first other-module ancestor, noting overriders on the way.
                    var current = name, seen: Set<String> = [name], overriddenAbove = false
                    while let parent = superclasses[current], classes.contains(parent), seen.insert(parent).inserted {
                        if overrides[parent]?.contains(key) == true { overriddenAbove = true }
                        current = parent
                    }
                    guard superclasses[current] == line.type else { continue }
                    if unnameable.contains(name) && !overriddenAbove { sound = false }
                    if overriddenAbove { deeper.append(name) } else { roots.append(name) }
                }
                guard sound, !roots.isEmpty else { continue }
                result[line.type + "." + key] = ForeignExtensionOverride(type: line.type, member: member, roots: roots, deeper: deeper)
            }
        }
        return result
    }
}
