import Foundation

// The data behind the iOS references in `ReferenceMeasurements.md`, copied as facts (numbers)
// from the cited repositories so that our render draws the same chart as the reference PNG.

/// A date in `timeZone` (Gregorian), for reference data given as calendar dates.
func referenceDate(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
}

/// Swift-Charts-Examples `LocationData` (jordibruin/Swift-Charts-Examples `Swift Charts Examples/Data/Data.swift`
/// at 89e1f96cf2cb3c8961437e709f71441f94348d24): daily sales of two cities, May 2022.
enum ReferenceLocationData {
    struct Series: Identifiable {
        let city: String
        let sales: [(weekday: Date, sales: Int)]
        var id: String { city }
    }

    /// Cupertino, San Francisco: days 1…7 of May 2022.
    static let last7Days: [Series] = [
        series("Cupertino", [54, 42, 88, 49, 42, 61, 67]),
        series("San Francisco", [81, 90, 52, 72, 84, 84, 137]),
    ]

    /// Cupertino, San Francisco: days 1…30 of May 2022.
    static let last30Days: [Series] = [
        series("Cupertino", [54, 42, 88, 49, 42, 61, 67, 54, 47, 42, 71, 56, 81, 40, 49, 42, 58, 66, 62, 77,
                             55, 52, 42, 49, 58, 61, 68, 43, 49, 125]),
        series("San Francisco", [81, 90, 52, 72, 84, 84, 137, 99, 81, 52, 66, 84, 84, 122, 147, 66, 72, 62, 55, 84,
                                 122, 81, 95, 63, 72, 74, 79, 93, 84, 87]),
    ]

    /// The examples' `date(year:month:day:)` uses `Calendar.current`; the renders were made in the
    /// authors' zone, and only day positions matter here, so UTC days are used.
    private static func series(_ city: String, _ values: [Int]) -> Series {
        Series(city: city, sales: values.enumerated().map { (referenceDate(2022, 5, $0.offset + 1), $0.element) })
    }
}

/// Swift-Charts-Examples `PopulationByAgeData.example` (same file and commit).
enum ReferencePopulationData {
    struct Series: Identifiable {
        let sex: String
        let population: [(ageRange: String, percentage: Int)]
        var id: String { sex }
    }

    static let ranges = ["0-10", "11-20", "21-30", "31-40", "41-50", "51-60", "61-70", "71-80", "81-90", "91+"]
    static let example: [Series] = [
        Series(sex: "Male", population: Array(zip(ranges, [3, 29, 14, 4, 7, 2, 25, 6, 9, 1]))),
        Series(sex: "Female", population: Array(zip(ranges, [38, 2, 10, 22, 7, 4, 3, 5, 1, 8]))),
    ]
}

/// Swift-Charts-Examples `DataUsageData.example` (at f1cbc00c0712f24eb5fa87cc9e74748d39bb8833).
enum ReferenceDataUsage {
    static let example: [(category: String, size: Double)] = [
        ("Apps", 61.6), ("Photos", 8.2), ("iOS", 5.7), ("System Data", 2.6),
    ]
}

/// SpeziHealthKit's snapshot fixtures (StanfordSpezi/SpeziHealthKit `Tests/SpeziHealthKitTests/SpeziHealthKitUITests.swift`
/// at 5341a7a521fb4d14c88304e0f0622a94a095eef8): looping values every `hours` from 17 or 18 Dec 2024, Los Angeles.
enum ReferenceHealthData {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let heartRateValues: [Double] = [97, 95, 91, 89, 89, 92, 117, 119, 118, 95, 85, 87]
    static let bloodOxygenPercent: [Double] = [100, 92, 96, 96, 96, 97, 99, 98, 99, 97, 99, 98, 95, 100, 97, 97, 96, 98, 99, 99,
                                               98, 98, 98, 98, 99, 97, 99]

    struct Point: Identifiable {
        let date: Date
        let value: Double
        var id: Date { date }
    }

    /// `count` samples `hours` apart from midnight of `day` December 2024 (Los Angeles), cycling `values`.
    static func samples(_ values: [Double], count: Int, hours: Int, fromDay day: Int) -> [Point] {
        let start = referenceDate(2024, 12, day, timeZone: losAngeles)
        return (0..<count).map { Point(date: start.addingTimeInterval(Double($0 * hours) * 3600), value: values[$0 % values.count]) }
    }

    /// Heart rate: 12 × 7 samples every 2 h from 17 Dec (the "simple" and "multi entry" snapshots).
    static let heartRate = samples(heartRateValues, count: 12 * 7, hours: 2, fromDay: 17)
    /// Blood oxygen in percent: 24 × 7 samples every hour from 18 Dec (the "multi entry" snapshot).
    static let bloodOxygen = samples(bloodOxygenPercent, count: 24 * 7, hours: 1, fromDay: 18)
}

/// scout's fixtures (kasianov-mikhail/scout).
enum ReferenceScoutData {
    /// `[PercentileTrendPoint].sample` at 7801c8fcbd5d70bb5769c40d1f63b20a594f5542: hourly p99 seconds from the start of a UTC day.
    static let p99: [Double] = [1.4, 1.2, 1.1, 1.0, 1.1, 1.3, 1.7, 2.4, 2.9, 2.6, 2.2, 2.5,
                                2.8, 2.5, 2.3, 2.7, 3.6, 4.1, 3.0, 2.4, 2.0, 1.8, 1.6, 1.5]

    /// `TimeInterval.duration` of scout for the values on this axis: "0", "2.0 s", "4.0 s", "6.0 s".
    static func durationLabel(_ seconds: Double) -> String {
        seconds == 0 ? "0" : String(format: "%.1f s", seconds)
    }

    /// `SparklineScale` of scout at c6218f7ea4338f5b4b56415868da9116c4bfad35: the values' range padded by 15 %
    /// of the spread (at least 1) on both sides.
    static func sparklineDomain(_ values: [Int]) -> ClosedRange<Double> {
        let lo = Double(values.min() ?? 0), hi = Double(values.max() ?? 1)
        let padding = max(hi - lo, 1) * 0.15
        return (lo - padding)...(hi + padding)
    }
}

/// Swift-Charts-Examples `SalesData.last30Days` (`Swift Charts Examples/Data/Data.swift` at
/// 89e1f96cf2cb3c8961437e709f71441f94348d24): daily sales, 8 May … 6 June 2022 (midnight).
enum ReferenceSalesData {
    static let last30Days: [(day: Date, sales: Int)] = {
        let sales = [168, 117, 106, 119, 109, 104, 196, 172, 122, 115, 138, 110, 106, 187, 187,
                     119, 160, 144, 152, 148, 240, 242, 173, 143, 137, 123, 146, 214, 250, 146]
        return sales.enumerated().map { i, s in (referenceDate(2022, 5, 8 + i), s) }
    }()
}
