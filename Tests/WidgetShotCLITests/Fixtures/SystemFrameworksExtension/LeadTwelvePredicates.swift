import Foundation

// lead-12: format predicates in a file that imports Foundation alone, as app code validates
// input and filters dictionaries (compile-only; behaviour in LeadTwelvePredicateTests).
enum LeadTwelveInputRules {
    static func isEmail(_ text: String) -> Bool {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: text)
    }

    static func upcoming(_ events: [[String: Any]], after date: Date) -> [[String: Any]] {
        let predicate = NSPredicate(format: "start > %@ AND title BEGINSWITH[c] %@", date as NSDate, "team")
        return events.filter { predicate.evaluate(with: $0) }
    }
}
