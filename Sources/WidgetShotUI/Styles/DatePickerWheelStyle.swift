import Foundation

/// iOS's wheel picker (UIDatePicker's `.wheels`): one wheel per component side by side, the
/// selection on a grey band across the middle, two neighbouring values above and below fading out.
///
/// The columns follow UIDatePicker's modes: `.date` → month, day and year in the locale's order;
/// `.hourAndMinute` → hour, minute and, in a 12-hour locale, AM/PM; both → the day ("Thu Nov 26";
/// iOS writes "Today" for the current day, which is not done here), hour, minute, AM/PM.
/// Metrics are guesses from screenshots (Apple documents none): rows 34 pt apart (five rows, 170 pt
/// tall), values at 21 pt, the neighbours at 55% and 25% opacity, the band the tertiary system fill
/// with an 8 pt corner radius.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            let columns = DatePickerWheelColumns.columns(c.displayedComponents, selection: c.selection,
                                                         calendar: DateText.calendar(env), locale: env.locale)
            VStack(alignment: .leading, spacing: 4) {
                if c.hasLabel { c.label }
                HStack(spacing: 16) {
                    ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
                        VStack(spacing: 0) {
                            ForEach(-2...2, id: \.self) { row in
                                Text(verbatim: column.value(row))
                                    .font(.system(size: 21))
                                    .lineLimit(1)
                                    .opacity(row == 0 ? 1 : abs(row) == 1 ? 0.55 : 0.25)
                                    .frame(height: 34)
                            }
                        }
                        .fixedSize()
                    }
                }
                .frame(maxWidth: .infinity)
                .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(FillShapeStyle().tertiary).frame(height: 34))
            }
        }
    }
}

/// The wheels of a picker and the values they show around the selection.
struct DatePickerWheelColumns {
    /// The value `row` rows from the selection ("" where the wheel ends, as AM/PM's does).
    let value: (Int) -> String

    static func columns(_ components: DatePickerComponents, selection: Date, calendar: Calendar, locale: Locale) -> [DatePickerWheelColumns] {
        func stepping(_ unit: Calendar.Component, _ format: Date.FormatStyle) -> DatePickerWheelColumns {
            var format = format
            format.calendar = calendar
            format.timeZone = calendar.timeZone
            let localized = format.locale(locale)
            return DatePickerWheelColumns { row in
                calendar.date(byAdding: unit, value: row, to: selection).map { localized.format($0) } ?? ""
            }
        }
        var columns: [DatePickerWheelColumns] = []
        let showsTime = components.showsTime
        if components.contains(.date) && showsTime {
            columns.append(stepping(.day, Date.FormatStyle().weekday(.abbreviated).month(.abbreviated).day()))
        } else if components.contains(.date) {
            let month = stepping(.month, Date.FormatStyle().month(.wide))
            let day = stepping(.day, Date.FormatStyle().day())
            let year = stepping(.year, Date.FormatStyle().year())
            // The locale's order of month, day and year ("MMMMdy" → "d MMMM y" in en_GB).
            let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
            let order: [(Character, DatePickerWheelColumns)] = [("M", month), ("d", day), ("y", year)]
            columns += order.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }.map(\.1)
        }
        if showsTime {
            let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
            let twelveHour = pattern.contains("a") || pattern.contains("h") || pattern.contains("K")
            if twelveHour {
                // "1"…"12" (ICU writes "01" for an hour without its AM/PM), in the locale's digits.
                columns.append(DatePickerWheelColumns { row in
                    guard let date = calendar.date(byAdding: .hour, value: row, to: selection) else { return "" }
                    let hour = calendar.component(.hour, from: date) % 12
                    return (hour == 0 ? 12 : hour).formatted(IntegerFormatStyle<Int>(locale: locale).grouping(.never))
                })
            } else {
                columns.append(stepping(.hour, Date.FormatStyle().hour(.twoDigits(amPM: .omitted))))
            }
            columns.append(stepping(.minute, Date.FormatStyle().minute(.twoDigits)))
            if components.contains(.hourMinuteAndSecond) { columns.append(stepping(.second, Date.FormatStyle().second(.twoDigits))) }
            if twelveHour {
                let isPM = calendar.component(.hour, from: selection) >= 12
                let symbols = [calendar.amSymbol, calendar.pmSymbol]
                columns.append(DatePickerWheelColumns { row in
                    let index = (isPM ? 1 : 0) + row
                    return symbols.indices.contains(index) ? symbols[index] : ""
                })
            }
        }
        return columns
    }
}
