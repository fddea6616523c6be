import Foundation

/// iOS's graphical picker (iOS 14's inline calendar): the selection's month as a grid of days, and
/// below it the time in a pill when the picker shows one.
///
/// Drawn after iOS screenshots; Apple documents no metrics, so these are guesses written down:
/// - a header with the month and year ("November 2026", 17 pt semibold, then a small tinted chevron)
///   and the previous/next-month chevrons in the tint at the trailing edge;
/// - the locale's short weekday symbols from the calendar's first weekday, upper-cased, 13 pt
///   semibold in the tertiary label colour;
/// - one row per week, seven equal columns, the day numbers at 20 pt; the selected day in the tint,
///   semibold, on a circle of the tint at 12% opacity; today (the render's date) in the tint;
///   days outside the picker's range in the tertiary label colour;
/// - with a time: a "Time" row under the grid, the label leading and the time pill trailing
///   (iOS localises "Time"; here it is English).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            let month = DatePickerMonth(c.selection, calendar: DateText.calendar(env))
            VStack(alignment: .leading, spacing: 8) {
                if c.displayedComponents.contains(.date) {
                    header(c.selection)
                    weekdayRow(month)
                    ForEach(Array(month.weeks.enumerated()), id: \.offset) { _, week in
                        HStack(spacing: 0) {
                            ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                                dayCell(day, month: month, configuration: c, today: env.renderDate)
                            }
                        }
                    }
                }
                if c.displayedComponents.showsTime {
                    HStack {
                        Text(verbatim: "Time").font(.body)
                        Spacer(minLength: 8)
                        DatePickerPill(text: Text(verbatim: DatePickerFormats.string(c.selection, date: .none,
                                                                                    time: DatePickerFormats.timeStyle(c.displayedComponents), env)))
                    }
                }
            }
        }
    }

    func header(_ date: Date) -> some View {
        HStack(spacing: 4) {
            Text(date, format: Date.FormatStyle().month(.wide).year()).font(.system(size: 17, weight: .semibold))
            Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold)).foregroundStyle(.tint)
            Spacer(minLength: 8)
            HStack(spacing: 28) {
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
            }
            .font(.system(size: 20, weight: .medium))
            .foregroundStyle(.tint)
        }
    }

    func weekdayRow(_ month: DatePickerMonth) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(month.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                Text(verbatim: symbol.uppercased())
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity)
            }
        }
    }

    @ViewBuilder
    func dayCell(_ day: Date?, month: DatePickerMonth, configuration c: Configuration, today: Date) -> some View {
        if let day {
            let selected = month.calendar.isDate(day, inSameDayAs: c.selection)
            let isToday = month.calendar.isDate(day, inSameDayAs: today)
            let inRange = month.isInRange(day, minimum: c.minimumDate, maximum: c.maximumDate)
            Text(verbatim: "\(month.calendar.component(.day, from: day))")
                .font(.system(size: 20, weight: selected ? .semibold : .regular))
                .foregroundStyle(selected || isToday ? AnyShapeStyle(.tint) : inRange ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                .frame(width: 40, height: 40)
                .background(Circle().fill(.tint).opacity(selected ? 0.12 : 0))
                .frame(maxWidth: .infinity)
        } else {
            Color.clear.frame(height: 40).frame(maxWidth: .infinity)
        }
    }
}

/// The days of a selection's month laid out in weeks, in a calendar (its first weekday, its locale).
struct DatePickerMonth {
    let calendar: Calendar
    /// The weeks of the month, Sunday (or the calendar's first weekday) first; nil before the
    /// first and after the last day.
    let weeks: [[Date?]]
    /// The locale's short weekday symbols, from the calendar's first weekday.
    let weekdaySymbols: [String]

    init(_ date: Date, calendar: Calendar) {
        self.calendar = calendar
        let symbols = calendar.shortWeekdaySymbols
        let first = max(calendar.firstWeekday - 1, 0) % max(symbols.count, 1)
        weekdaySymbols = Array(symbols[first...] + symbols[..<first])
        guard let interval = calendar.dateInterval(of: .month, for: date),
              let days = calendar.range(of: .day, in: .month, for: date) else { weeks = []; return }
        let leading = (calendar.component(.weekday, from: interval.start) - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: leading)
        for offset in 0..<days.count { cells.append(calendar.date(byAdding: .day, value: offset, to: interval.start)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// Whether a day has a moment in the range (a day is selectable if any of it is).
    func isInRange(_ day: Date, minimum: Date?, maximum: Date?) -> Bool {
        guard let interval = calendar.dateInterval(of: .day, for: day) else { return true }
        if let minimum, interval.end <= minimum { return false }
        if let maximum, interval.start > maximum { return false }
        return true
    }
}
