import Foundation

/// `@NSManaged public func addToItems(_ value: Item)` → `public func addToItems(_ value: Item) {
/// _widgetShotAdd(value, toRelationship: "items") }`, on the same line.
///
/// Xcode's `+CoreDataProperties.swift` declares a to-many relationship's accessors with
/// `@NSManaged func` ("Generated accessors for items"); Core Data makes their bodies at run time
/// from the selector, which Linux cannot. The body calls WidgetShotCoreData's accessors over the
/// relationship's stored set. The key is the name after the verb with its first letter lowered,
/// as Xcode derives the method name from the relationship (`items` → `addToItems`).
enum ManagedRelationshipAccessorRewrite {
    static let regex = try! NSRegularExpression(pattern:
        #"@NSManaged\s+((?:(?:public|internal|fileprivate|private|open|nonisolated)\s+)*)func\s+(addTo|removeFrom|insertInto|replace)([A-Za-z0-9_]+)\s*\(([^()]*)\)\s*(//.*)?$"#)

    /// The line with the accessor given a body, or nil when it declares no accessor of the forms
    /// Xcode generates.
    static func rewrite(_ line: String) -> String? {
        guard let m = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let whole = Range(m.range, in: line), let modifiers = Range(m.range(at: 1), in: line),
              let verbRange = Range(m.range(at: 2), in: line), let nameRange = Range(m.range(at: 3), in: line),
              let parametersRange = Range(m.range(at: 4), in: line) else { return nil }
        let verb = String(line[verbRange]), suffix = String(line[nameRange])
        let key = suffix.prefix(1).lowercased() + suffix.dropFirst()
        let parameters = parse(String(line[parametersRange]))
        let labels = parameters.map(\.label)
        let names = parameters.map(\.name)
        let body: String
        switch (verb, labels) {
        case ("addTo", ["_"]): body = "_widgetShotAdd(\(names[0]), toRelationship: \"\(key)\")"
        case ("removeFrom", ["_"]): body = "_widgetShotRemove(\(names[0]), fromRelationship: \"\(key)\")"
        case ("removeFrom", ["at"]): body = "_widgetShotRemove(at: \(names[0]), fromRelationship: \"\(key)\")"
        case ("insertInto", ["_", "at"]): body = "_widgetShotInsert(\(names[0]), at: \(names[1]), intoRelationship: \"\(key)\")"
        case ("replace", ["at", "with"]): body = "_widgetShotReplace(at: \(names[0]), with: \(names[1]), inRelationship: \"\(key)\")"
        default: return nil
        }
        let declaration = "\(line[modifiers].replacingOccurrences(of: "open ", with: "public "))func \(verb)\(suffix)(\(line[parametersRange])) { \(body) }"
        var out = line
        out.replaceSubrange(whole, with: declaration + (Range(m.range(at: 5), in: line).map { " " + line[$0] } ?? ""))
        return out
    }

    /// `_ value: Item, at idx: Int` → [(label "_", name "value"), (label "at", name "idx")].
    static func parse(_ parameters: String) -> [(label: String, name: String)] {
        parameters.split(separator: ",").compactMap { parameter in
            guard let colon = parameter.firstIndex(of: ":") else { return nil }
            let words = parameter[..<colon].split(separator: " ").map(String.init)
            guard let last = words.last else { return nil }
            return (words.count > 1 ? words[words.count - 2] : last, last)
        }
    }
}
