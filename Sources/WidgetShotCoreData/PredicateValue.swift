import Foundation

/// Compares attribute values the way predicates and sort descriptors do.
enum PredicateValue {
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
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
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
        if let x = a as? NSManagedObject, let y = b as? NSManagedObject { return x === y }
        if let x = a as? NSManagedObject, let id = b as? NSManagedObjectID { return x.objectID == id }
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
        case let set as Set<NSManagedObject>: return Array(set)
        default: return nil
        }
    }

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
