import Foundation

/// Members of a class extension that only the Objective-C runtime lets an extension have, moved
/// into the class — Core Data's generated `Note+CoreDataProperties.swift` style (Simplenote's
/// `Note+Widget.swift`) and DGCharts' platform layer:
///
/// ```swift
/// public class Note: SPManagedObject {}
/// extension Note {
///     public override func awakeFromInsert() { super.awakeFromInsert(); … }
///     @NSManaged public override var isDeleted: Bool
/// }
/// @objc extension NSUIView {          // DGCharts' own `open class NSUIView: UIView`, another file
///     public final override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { … }
///     open func nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?) { … }  // overridden by ChartViewBase
/// }
/// ```
///
/// On Apple platforms these members are Objective-C methods: an extension may override one, and
/// a subclass may override one an extension declares (`@objc`, `dynamic`, or in an `@objc
/// extension`). Without the Objective-C runtime Swift refuses both ("declarations in extensions
/// cannot override yet", "declared in extension … cannot be overridden"). The extension keeps the
/// body under another name, `_widgetShot<Class>_<name>` (so `super.awakeFromInsert()` still
/// reaches the superclass; unique per class, since a subclass's extension may move the same
/// override), and the class gets the member, calling it, after its opening brace — on the
/// declaration's line or the next (Allman style) — so no line moves. The class may be declared in
/// another file of the module (``ExtensionOverridePlan``). An `@NSManaged` override of one of
/// `NSManagedObject`'s Boolean properties (`isDeleted`, declared in Objective-C as `deleted` with
/// getter `isDeleted`) reads the attribute of the Objective-C name (`deleted`), as Core Data does.
///
/// A class the module does not declare (the Core Data classes the build generates from the model,
/// Solstice's `public extension SavedLocation { override func awakeFromInsert() … }`; UIKit's
/// classes) cannot get a member: for `awakeFromInsert()`, which the context calls on an inserted
/// object, the extension's body is renamed `_widgetShotOverride_awakeFromInsert` and the type
/// conforms to WidgetShotCoreData's `_WidgetShotInsertAwakening` (declared on the extension's
/// line), which the context calls instead. Other members of those extensions are left as written.
enum ExtensionOverrideRewrite {
    /// `NSManagedObject`'s Objective-C Boolean properties whose Swift names start with `is`.
    static let managedObjectBooleans = ["isDeleted": "deleted", "isInserted": "inserted", "isUpdated": "updated", "isFault": "fault"]

    static let managedVarRegex = try! NSRegularExpression(
        pattern: #"^(\s*)@NSManaged\s+((?:(?:public|internal|open)\s+)*)override\s+((?:(?:public|internal|open)\s+)*)var\s+([A-Za-z_]\w*)\s*:\s*([^={}/]+?)\s*(//.*)?$"#)

    /// One moved member: the extension's line renamed, and the declaration the class gets.
    struct Edit: Equatable { var line: String; var forwarder: String }

    /// Rewrites `lines` in place with the module's `plan` (nil: the file alone is the module);
    /// `condition` decides `#if` conditions as on iOS. Returns the lines of classes whose
    /// superclass in the module declares `observeValue(forKeyPath:…)`: there ``RuntimeRewrites``
    /// keeps `override func observeValue` and `super.observeValue(` (it drops them elsewhere,
    /// WidgetShotFoundation's `NSObject` extension being no method to override).
    @discardableResult
    static func rewrite(_ lines: inout [String], plan: ExtensionOverridePlan? = nil, condition: (String) -> Bool? = { _ in nil }) -> Set<Int> {
        guard lines.contains(where: { $0.contains("override") || $0.contains("@objc") || $0.contains("dynamic") || $0.contains("class ") }) else { return [] }
        let scan = ExtensionOverrideScan(lines: lines, condition: condition)
        guard !scan.memberLines.isEmpty || !scan.classBraces.isEmpty else { return [] }
        let plan = plan ?? ExtensionOverridePlan(files: [lines], condition: condition)
        var observerLines: Set<Int> = []
        for brace in scan.classBraces where plan.inheritsObserver(brace.name) { observerLines.formUnion(brace.line...brace.end) }
        var awakenings: [Int: String] = [:]   // extension line → type conforming to _WidgetShotInsertAwakening
        var edits: [Int: String] = [:]
        for member in scan.memberLines {
            if plan.classes.contains(member.type) {
                if let edit = edit(lines, member) { edits[member.line] = edit.line }
            } else if let foreign = foreignOverride(lines, member, plan: plan) {
                edits[member.line] = foreign.dispatchingLine(lines[member.line])
            } else if let rewritten = renamedInsertAwakening(lines[member.line]) {
                edits[member.line] = rewritten
                awakenings[member.extensionLine] = member.type
            }
        }
        for (index, line) in edits { lines[index] = line }
        for brace in scan.classBraces { rewriteForeignOverrides(&lines, in: brace, plan: plan) }
        for (index, type) in awakenings {
            lines[index] = "extension \(type): _WidgetShotInsertAwakening {}; " + lines[index]
        }
        var given: Set<String> = []
        for brace in scan.classBraces where given.insert(brace.name).inserted {
            guard let members = plan.forwarders[brace.name], let at = lines[brace.line].firstIndex(of: "{") else { continue }
            // Declarations sharing a line need `;` between them (and before what follows the brace).
            lines[brace.line].insert(contentsOf: " " + members.joined(separator: "; ") + ";", at: lines[brace.line].index(after: at))
        }
        return observerLines
    }

    /// The edit of an extension's member line, if it is one to move into its class.
    static func edit(_ lines: [String], _ member: ExtensionOverrideScan.MemberLine) -> Edit? {
        let line = lines[member.line]
        if let edit = managedEdit(line, in: member.type) { return edit }
        guard let parsed = ExtensionMember.parse(lines, at: member.line, attributes: member.attributes, objcExtension: member.objcExtension,
                                                 movesOpen: !member.constrained) else { return nil }
        return Edit(line: parsed.renamedLine(line, in: member.type), forwarder: parsed.forwarder(in: member.type))
    }

    /// The ``ForeignExtensionOverride`` an extension's member line declares, if the module overrides it.
    static func foreignOverride(_ lines: [String], _ member: ExtensionOverrideScan.MemberLine, plan: ExtensionOverridePlan) -> ForeignExtensionOverride? {
        guard !plan.foreign.isEmpty, !member.constrained,
              let parsed = ExtensionMember.parse(lines, at: member.line, attributes: member.attributes, objcExtension: member.objcExtension) else { return nil }
        return plan.foreign[member.type + "." + ForeignExtensionOverride.key(parsed)]
    }

    /// A class's overrides of ``ForeignExtensionOverride`` methods renamed, its `super` calls redirected.
    static func rewriteForeignOverrides(_ lines: inout [String], in brace: ExtensionOverrideScan.ClassBrace, plan: ExtensionOverridePlan) {
        for foreign in plan.foreign.values.sorted(by: { $0.member.name < $1.member.name }) {
            let root = foreign.roots.contains(brace.name)
            guard root || foreign.deeper.contains(brace.name) else { continue }
            let key = ForeignExtensionOverride.key(foreign.member)
            for index in brace.line...brace.end where lines[index].contains(foreign.member.name) {
                let declares = lines[index].contains("override")
                    && ExtensionMember.parse(lines, at: index, attributes: [], objcExtension: false).map { $0.isOverride && ForeignExtensionOverride.key($0) == key } == true
                lines[index] = foreign.overridingLine(lines[index], root: root, declares: declares)
            }
        }
    }

    /// `@NSManaged override var isDeleted: Bool` in an extension: a computed property over the
    /// managed attribute, and the class's override reading it.
    static func managedEdit(_ line: String, in type: String) -> Edit? {
        let ns = line as NSString
        guard let m = managedVarRegex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        let access = accessLevel(ns.substring(with: m.range(at: 2)) + " " + ns.substring(with: m.range(at: 3)))
        let name = ns.substring(with: m.range(at: 4)), valueType = ns.substring(with: m.range(at: 5))
        let key = managedObjectBooleans[name] ?? name, body = "_widgetShot\(type)_\(name)"
        let comment = m.range(at: 6).location == NSNotFound ? "" : " " + ns.substring(with: m.range(at: 6))
        let renamed = "\(ns.substring(with: m.range(at: 1)))\(access)var \(body): \(valueType) { get { _widgetShotManagedValue(forKey: \"\(key)\") } set { _widgetShotSetManagedValue(newValue, forKey: \"\(key)\") } }\(comment)"
        return Edit(line: renamed, forwarder: "\(access)override var \(name): \(valueType) { get { \(body) } set { \(body) = newValue } }")
    }

    static func declarationRegex(_ keyword: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|open|final|fileprivate|private)\s+)*"# + keyword + #"\s+([A-Za-z_]\w*)"#)
    }
    /// Compiled once: every top-level line of every file of a module is asked about.
    static let classDeclaration = declarationRegex("class")

    /// The type a top-level `class Name` or `extension Name` line declares.
    static func declared(_ keyword: String, in line: String) -> String? {
        guard let regex = keyword == "class" ? classDeclaration : declarationRegex(keyword),
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

    /// `public ` or `open ` (as written; `open` members of an extension are public), else nothing.
    static func accessLevel(_ modifiers: String) -> String {
        modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
    }
}
