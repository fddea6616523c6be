import Foundation

/// Overrides written in an extension of a class declared in the same file — Core Data's
/// generated `Note+CoreDataProperties.swift` style collapsed into one file (Simplenote's
/// `Note+Widget.swift`):
///
/// ```swift
/// public class Note: SPManagedObject {}
/// extension Note {
///     public override func awakeFromInsert() { super.awakeFromInsert(); … }
///     @NSManaged public override var isDeleted: Bool
/// }
/// ```
///
/// On Apple platforms the overridden members are Objective-C methods, which an extension may
/// override; without the Objective-C runtime Swift refuses ("declarations in extensions cannot
/// override yet"). The extension keeps the body under another name, `_widgetShotOverride_<name>`
/// (so `super.awakeFromInsert()` still reaches the superclass), and the class gets the override,
/// calling it, on its declaration line — no line moves. An `@NSManaged` override of one of
/// `NSManagedObject`'s Boolean properties (`isDeleted`, declared in Objective-C as `deleted` with
/// getter `isDeleted`) reads the attribute of the Objective-C name (`deleted`), as Core Data does.
///
/// A class declared in another file (the Core Data classes the build generates from the model,
/// Solstice's `public extension SavedLocation { override func awakeFromInsert() … }`) cannot get
/// a member from here: for `awakeFromInsert()`, which the context calls on an inserted object, the
/// extension's body is renamed the same way and the type conforms to WidgetShotCoreData's
/// `_WidgetShotInsertAwakening` (declared on the extension's line), which the context calls
/// instead. Other overrides of classes declared elsewhere are left as written.
enum ExtensionOverrideRewrite {
    /// `NSManagedObject`'s Objective-C Boolean properties whose Swift names start with `is`.
    static let managedObjectBooleans = ["isDeleted": "deleted", "isInserted": "inserted", "isUpdated": "updated", "isFault": "fault"]

    static let funcRegex = try! NSRegularExpression(
        pattern: #"^(\s*)((?:(?:public|internal|open|@objc|final)\s+)*)override\s+((?:(?:public|internal|open|final)\s+)*)func\s+([A-Za-z_]\w*)\s*\(([^)]*)\)\s*((?:async\s+)?(?:throws\s+)?(?:->\s*[^{]+?)?)\s*\{"#)
    static let managedVarRegex = try! NSRegularExpression(
        pattern: #"^(\s*)@NSManaged\s+((?:(?:public|internal|open)\s+)*)override\s+((?:(?:public|internal|open)\s+)*)var\s+([A-Za-z_]\w*)\s*:\s*([^={}/]+?)\s*(//.*)?$"#)

    /// Rewrites `lines` in place; a file without an override in an extension is left alone.
    static func rewrite(_ lines: inout [String]) {
        guard lines.contains(where: { $0.contains("override") }), lines.contains(where: { $0.contains("extension ") }) else { return }
        var classLines: [String: Int] = [:]
        var forwarders: [String: [String]] = [:]
        var depth = 0
        var extensionType: String?, extensionDepth: Int?, extensionLine = 0
        var awakenings: [Int: String] = [:]   // extension line → type conforming to _WidgetShotInsertAwakening
        var scanner = LexicalState()
        for index in lines.indices {
            defer { scanner.advance(over: lines[index]) }
            guard scanner.isCode else { continue }
            let line = lines[index]
            // The class's members are added after its opening brace: only a declaration line that has one.
            if depth == 0, let name = declared("class", in: line), LexicalState.codeCharacters(of: line).contains("{") { classLines[name] = index }
            if depth == 0, let name = declared("extension", in: line) { extensionType = name; extensionLine = index }
            if let type = extensionType, let d = extensionDepth, depth == d + 1 {
                if classLines[type] != nil, let (rewritten, forwarder) = rewriteMember(line) {
                    lines[index] = rewritten
                    forwarders[type, default: []].append(forwarder)
                } else if classLines[type] == nil, let rewritten = renamedInsertAwakening(line) {
                    lines[index] = rewritten
                    awakenings[extensionLine] = type
                }
            }
            for c in LexicalState.codeCharacters(of: line) {
                if c == "{" {
                    if extensionType != nil && extensionDepth == nil { extensionDepth = depth }
                    depth += 1
                } else if c == "}" {
                    depth = max(0, depth - 1)
                    if let d = extensionDepth, depth <= d { extensionDepth = nil; extensionType = nil }
                }
            }
        }
        for (index, type) in awakenings {
            lines[index] = "extension \(type): _WidgetShotInsertAwakening {}; " + lines[index]
        }
        for (type, members) in forwarders {
            guard let index = classLines[type], let brace = lines[index].firstIndex(of: "{") else { continue }
            // Declarations sharing a line need `;` between them (and before what follows the brace).
            lines[index].insert(contentsOf: " " + members.joined(separator: "; ") + ";", at: lines[index].index(after: brace))
        }
    }

    /// The type a top-level `class Name` or `extension Name` line declares.
    static func declared(_ keyword: String, in line: String) -> String? {
        let pattern = #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|open|final|fileprivate|private)\s+)*"# + keyword + #"\s+([A-Za-z_]\w*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let m = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let r = Range(m.range(at: 1), in: line) else { return nil }
        return String(line[r])
    }

    static let insertAwakeningRegex = try! NSRegularExpression(
        pattern: #"^(\s*)(?:(?:public|internal|open|@objc|final)\s+)*override\s+(?:(?:public|internal|open|final)\s+)*func\s+awakeFromInsert\s*\(\s*\)\s*\{"#)

    /// `override func awakeFromInsert() {` → `public func _widgetShotOverride_awakeFromInsert() {`
    /// (public: it is the witness of a public protocol's requirement).
    static func renamedInsertAwakening(_ line: String) -> String? {
        let ns = line as NSString
        guard let m = insertAwakeningRegex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return ns.replacingCharacters(in: m.range, with: ns.substring(with: m.range(at: 1)) + "public func _widgetShotOverride_awakeFromInsert() {")
    }

    /// The member line renamed, and the override the class gets.
    static func rewriteMember(_ line: String) -> (String, String)? {
        let ns = line as NSString, whole = NSRange(location: 0, length: ns.length)
        if let m = funcRegex.firstMatch(in: line, range: whole) {
            let access = accessLevel(ns.substring(with: m.range(at: 2)) + " " + ns.substring(with: m.range(at: 3)))
            let name = ns.substring(with: m.range(at: 4)), params = ns.substring(with: m.range(at: 5))
            let effects = ns.substring(with: m.range(at: 6)).isEmpty ? "" : " " + ns.substring(with: m.range(at: 6))
            let renamed = "\(ns.substring(with: m.range(at: 1)))\(access)func _widgetShotOverride_\(name)(\(params))\(effects) {"
            let call = "\(effects.contains("throws") ? "try " : "")\(effects.contains("async") ? "await " : "")_widgetShotOverride_\(name)(\(arguments(params)))"
            let forwarder = "\(access)override func \(name)(\(params))\(effects) { \(call) }"
            return (ns.replacingCharacters(in: m.range, with: renamed), forwarder)
        }
        if let m = managedVarRegex.firstMatch(in: line, range: whole) {
            let access = accessLevel(ns.substring(with: m.range(at: 2)) + " " + ns.substring(with: m.range(at: 3)))
            let name = ns.substring(with: m.range(at: 4)), type = ns.substring(with: m.range(at: 5))
            let key = managedObjectBooleans[name] ?? name
            let comment = m.range(at: 6).location == NSNotFound ? "" : " " + ns.substring(with: m.range(at: 6))
            let renamed = "\(ns.substring(with: m.range(at: 1)))\(access)var _widgetShotOverride_\(name): \(type) { get { _widgetShotManagedValue(forKey: \"\(key)\") } set { _widgetShotSetManagedValue(newValue, forKey: \"\(key)\") } }\(comment)"
            let forwarder = "\(access)override var \(name): \(type) { get { _widgetShotOverride_\(name) } set { _widgetShotOverride_\(name) = newValue } }"
            return (renamed, forwarder)
        }
        return nil
    }

    /// `public ` or `open ` (as written; `open` members of an extension are public), else nothing.
    static func accessLevel(_ modifiers: String) -> String {
        modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
    }

    /// The call arguments of a parameter list: `_ x: Int, from date: Date` → `x, from: date`.
    static func arguments(_ params: String) -> String {
        params.split(separator: ",").compactMap { param -> String? in
            let names = param.split(separator: ":").first?.split(separator: " ").map(String.init) ?? []
            guard let last = names.last else { return nil }
            let label = names.count > 1 ? names[0] : last
            return label == "_" ? last : "\(label): \(last)"
        }.joined(separator: ", ")
    }
}
