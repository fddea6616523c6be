import Foundation

extension DataDetection {
    static let month = #"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"#
    static let isoDate = regex(#"\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?\b"#)
    static let monthDay = regex(#"\b"# + month + #"\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?"#)
    static let dayMonth = regex(#"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"# + month + #"\b\.?(?:,?\s+(\d{4})\b)?"#)
    static let numericDate = regex(#"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?![\d/])"#)
    static let relativeDay = regex(#"\b(today|tomorrow|yesterday)\b"#)
    static let weekday = regex(#"\b(?:(next|this|last)\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b"#)
    static let timeOnly = regex(#"(?<![\d:])(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])"#)
    /// A time right after a date: "at 5pm", ", 17:30", " 9:15 AM".
    static let trailingTime = regex(#"^(?:\s*,)?\s*(?:at\s+)?(?:(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|(\d{1,2}):(\d{2})(?![\d:]))"#)

    static func dates(in text: NSString, range: NSRange) -> [DetectedTextCheckingResult] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = WidgetShotTimeZone.current
        let now = Date()
        let today = calendar.dateComponents([.year, .month, .day, .weekday], from: now)
        var results: [DetectedTextCheckingResult] = []
        func group(_ m: NSTextCheckingResult, _ i: Int) -> String? {
            let r = m.range(at: i)
            return r.location == NSNotFound ? nil : text.substring(with: r)
        }
        /// Adds a day, extending the match over a time that follows it.
        func add(_ match: NSRange, year: Int?, month: Int, day: Int, time: (Int, Int)? = nil) {
            var range = match
            var clock = time
            if clock == nil {
                let rest = NSRange(location: NSMaxRange(match), length: NSMaxRange(range) < text.length ? text.length - NSMaxRange(match) : 0)
                if rest.length > 0, let t = trailingTime.firstMatch(in: text as String, range: rest), let parsed = hourMinute(t, group) {
                    clock = parsed
                    range.length += t.range.length
                }
            }
            var parts = DateComponents(year: year ?? today.year, month: month, day: day, hour: clock?.0 ?? 12, minute: clock?.1 ?? 0)
            parts.calendar = calendar
            guard (1...12).contains(month), (1...31).contains(day), parts.isValidDate, let date = calendar.date(from: parts) else { return }
            results.append(DetectedTextCheckingResult(type: .date, range: range, date: date, timeZone: calendar.timeZone))
        }
        let string = text as String
        for m in isoDate.matches(in: string, range: range) {
            let time = group(m, 4).flatMap { h in group(m, 5).map { (Int(h) ?? 0, Int($0) ?? 0) } }
            add(m.range, year: Int(group(m, 1)!), month: Int(group(m, 2)!)!, day: Int(group(m, 3)!)!, time: time)
        }
        for m in monthDay.matches(in: string, range: range) {
            add(m.range, year: group(m, 3).flatMap(Int.init), month: monthNumber(group(m, 1)!), day: Int(group(m, 2)!)!)
        }
        for m in dayMonth.matches(in: string, range: range) {
            add(m.range, year: group(m, 3).flatMap(Int.init), month: monthNumber(group(m, 2)!), day: Int(group(m, 1)!)!)
        }
        for m in numericDate.matches(in: string, range: range) {
            var year = Int(group(m, 3)!)!
            if year < 100 { year += 2000 }
            add(m.range, year: year, month: Int(group(m, 1)!)!, day: Int(group(m, 2)!)!)
        }
        func addDay(_ m: NSTextCheckingResult, offset: Int) {
            guard let day = calendar.date(byAdding: .day, value: offset, to: now) else { return }
            let c = calendar.dateComponents([.year, .month, .day], from: day)
            add(m.range, year: c.year, month: c.month!, day: c.day!)
        }
        for m in relativeDay.matches(in: string, range: range) {
            addDay(m, offset: ["yesterday": -1, "today": 0, "tomorrow": 1][group(m, 1)!.lowercased()] ?? 0)
        }
        let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        for m in weekday.matches(in: string, range: range) {
            let target = weekdays.firstIndex(of: group(m, 2)!.lowercased())! + 1
            var offset = (target - today.weekday! + 7) % 7
            switch group(m, 1)?.lowercased() {
            case "next": if offset == 0 { offset = 7 }
            case "last": offset = offset == 0 ? -7 : offset - 7
            default: break
            }
            addDay(m, offset: offset)
        }
        for m in timeOnly.matches(in: string, range: range) {
            guard let clock = hourMinute(m, group) else { continue }
            add(m.range, year: today.year, month: today.month!, day: today.day!, time: clock)
        }
        return results
    }

    /// Hour and minute from a time match (groups 1–3: hour, minute, am/pm; 4–5: 24-hour clock).
    static func hourMinute(_ m: NSTextCheckingResult, _ group: (NSTextCheckingResult, Int) -> String?) -> (Int, Int)? {
        if let h = group(m, 1).flatMap(Int.init), let meridiem = group(m, 3)?.lowercased() {
            let minute = group(m, 2).flatMap(Int.init) ?? 0
            guard (1...12).contains(h), (0...59).contains(minute) else { return nil }
            return ((h % 12) + (meridiem.hasPrefix("p") ? 12 : 0), minute)
        }
        if let h = group(m, 4).flatMap(Int.init), let minute = group(m, 5).flatMap(Int.init) {
            guard (0...23).contains(h), (0...59).contains(minute) else { return nil }
            return (h, minute)
        }
        return nil
    }

    static func monthNumber(_ name: String) -> Int {
        let prefixes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        return (prefixes.firstIndex(of: String(name.lowercased().prefix(3))) ?? 0) + 1
    }
}
