import Foundation

/// Compares attribute values the way predicates and sort descriptors do.
package enum PredicateValue {
    static func number(_ v: Any?) -> Double? {
        switch v {
        case let b as Bool: return b ? 1 : 0
        case let i as any BinaryInteger: return Double(i)
        case let f as any BinaryFloatingPoint: return Double(f)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    /// The order of two values: `nil` first, then numbers, dates and strings by value.
    package static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = number(a), let y = number(b) { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
        if let x = a as? Date, let y = b as? Date { return x.compare(y) }
        if let x = a as? String, let y = b as? String { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
        if let x = a as? UUID, let y = b as? UUID { return compare(x.uuidString, y.uuidString) }
        return compare(String(describing: a!), String(describing: b!))
    }

    static func equal(_ a: Any?, _ b: Any?, options: String.CompareOptions) -> Bool {
        if let x = a as? String, let y = b as? String { return x.compare(y, options: options) == .orderedSame }
        if let x = a as? PredicateKeyValueReading, let answer = x.predicateEquals(b) { return answer }
        if let x = a as? UUID, let y = b as? UUID { return x == y }
        if let x = a as? URL, let y = b as? URL { return x == y }
        if let x = a as? Data, let y = b as? Data { return x == y }
        if a == nil || b == nil { return a == nil && b == nil }
        return compare(a, b) == .orderedSame
    }

    static func elements(_ v: Any?) -> [Any?]? {
        switch v {
        case let array as [Any?]: return array
        case let array as [Any]: return array.map { $0 }
        case let set as Set<AnyHashable>: return set.map { $0.base }
        case is String: return nil
        case let sequence as any Sequence: return members(of: sequence)
        default: return nil
        }
    }

    /// A sequence's members (a `Set` of objects, a custom collection).
    private static func members<S: Sequence>(of sequence: S) -> [Any?] { sequence.map { $0 } }

    static func test(_ l: Any?, _ op: String, _ r: Any?, caseInsensitive: Bool, diacriticInsensitive: Bool) -> Bool {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        switch op {
        case "==": return equal(l, r, options: options)
        case "!=": return !equal(l, r, options: options)
        case "<": return l != nil && r != nil && compare(l, r) == .orderedAscending
        case "<=": return l != nil && r != nil && compare(l, r) != .orderedDescending
        case ">": return l != nil && r != nil && compare(l, r) == .orderedDescending
        case ">=": return l != nil && r != nil && compare(l, r) != .orderedAscending
        case "CONTAINS":
            if let s = l as? String, let t = r as? String { return s.range(of: t, options: options) != nil }
            return elements(l)?.contains { equal($0, r, options: options) } ?? false
        case "BEGINSWITH":
            guard let s = l as? String, let t = r as? String else { return false }
            return s.range(of: t, options: options.union(.anchored)) != nil
        case "ENDSWITH":
            guard let s = l as? String, let t = r as? String else { return false }
            return s.range(of: t, options: options.union([.anchored, .backwards])) != nil
        case "LIKE":
            guard let s = l as? String, let t = r as? String else { return false }
            let pattern = "^" + NSRegularExpression.escapedPattern(for: t).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$"
            return s.range(of: pattern, options: options.union(.regularExpression)) != nil
        case "MATCHES":
            guard let s = l as? String, let t = r as? String else { return false }
            return s.range(of: "^(?:" + t + ")$", options: options.union(.regularExpression)) != nil
        case "IN":
            if let s = l as? String, let t = r as? String { return t.range(of: s, options: options) != nil }
            return elements(r)?.contains { equal(l, $0, options: options) } ?? false
        case "BETWEEN":
            guard let bounds = elements(r), bounds.count == 2 else { return false }
            return test(l, ">=", bounds[0], caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
                && test(l, "<=", bounds[1], caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        default: return false
        }
    }
}

/// An object whose properties format predicates and sort keys read by name: Apple's key-value
/// coding, which swift-corelibs-foundation lacks (`NSManagedObject`).
package protocol PredicateKeyValueReading: AnyObject {
    /// The property named `key`.
    func value(forKey key: String) -> Any?
    /// Whether this object equals `other` in a predicate (`== %@`); `nil` leaves it to value
    /// comparison. By default objects are equal only to themselves.
    func predicateEquals(_ other: Any?) -> Bool?
}

extension PredicateKeyValueReading {
    package func predicateEquals(_ other: Any?) -> Bool? {
        guard let object = other as? PredicateKeyValueReading else { return nil }
        return object === self
    }
}

/// Reads dotted key paths (`project.name`, `SELF`) from objects and dictionaries.
package enum KeyPathValue {
    package static func value(of object: Any?, at keyPath: String) -> Any? {
        var current = object
        for key in keyPath.split(separator: ".").map(String.init) where key != "SELF" && key != "self" {
            switch current {
            case let readable as PredicateKeyValueReading: current = readable.value(forKey: key)
            case let dictionary as [String: Any]: current = dictionary[key]
            case let dictionary as NSDictionary: current = dictionary[key]
            default: return nil
            }
        }
        return current
    }
}
