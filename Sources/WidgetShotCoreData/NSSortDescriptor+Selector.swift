import Foundation
import WidgetShotFoundation

extension NSSortDescriptor {
    /// A sort descriptor comparing values with a string comparison method named by `selector`
    /// (Foundation's `init(key:ascending:selector:)`, as `#selector(NSString.localizedStandardCompare(_:))`).
    /// Without the Objective-C runtime the method is found by name: `compare:`,
    /// `caseInsensitiveCompare:`, `localizedCompare:`, `localizedCaseInsensitiveCompare:` and
    /// `localizedStandardCompare:` compare strings as `String`'s methods of those names do; other
    /// values (numbers, dates) and other selectors compare as Core Data sorts (`compare:`, as
    /// Foundation does for a `nil` selector). Like ``init(key:ascending:)`` it sorts managed objects by an attribute name.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let name = selector.map { $0.name.hasSuffix(":") ? String($0.name.dropLast()) : $0.name } ?? "compare"
        self.init(keyPath: \NSManagedObject.[sortValueForKeyPath: key ?? ""], ascending: ascending) { first, second in
            let a = (first as? ManagedSortValue)?.value ?? first, b = (second as? ManagedSortValue)?.value ?? second
            if let x = a as? String, let y = b as? String {
                switch name {
                case "caseInsensitiveCompare": return x.caseInsensitiveCompare(y)
                case "localizedCompare": return x.localizedCompare(y)
                case "localizedCaseInsensitiveCompare": return x.localizedCaseInsensitiveCompare(y)
                case "localizedStandardCompare": return x.localizedStandardCompare(y)
                default: return x.compare(y)
                }
            }
            if let x = a as? NSNumber, let y = b as? NSNumber { return x.compare(y) }
            if let x = a as? Date, let y = b as? Date { return x.compare(y) }
            if let x = a as? Double, let y = b as? Double { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
            if let x = a as? Int, let y = b as? Int { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
            return PredicateValue.compare(a, b)
        }
    }
}
