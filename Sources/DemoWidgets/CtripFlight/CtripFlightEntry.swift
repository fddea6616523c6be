import Foundation
import WidgetShot

/// A low fare on one route, as the Ctrip air-ticket widget lists it.
public struct CtripLowFare: Codable, Hashable {
    /// Departure city ("上海").
    public let fromCity: String
    /// Arrival city ("北京").
    public let toCity: String
    /// Departure city code for the deep link ("SHA").
    public let fromCode: String
    /// Arrival city code for the deep link ("BJS").
    public let toCode: String
    /// The travel day as shown ("6月18日 周二").
    public let day: String
    /// The lowest one-way price in yuan.
    public let price: Int
    /// The discount label ("3.2折").
    public let discount: String
    /// Airline name ("东方航空").
    public let airline: String
    /// Flight number ("MU5101").
    public let flightNumber: String
    /// Asset name of the airline badge.
    public let airlineLogo: String

    /// Opens the low-fare list for this route in the Ctrip app.
    public var url: URL {
        URL(string: "ctrip://wireless/flight_inland_lowprice?dcity=\(fromCode)&acity=\(toCode)")!
    }
}

/// The widget's data at one moment: the user's watched routes with their current low fares.
public struct CtripFlightEntry: TimelineEntry, Codable {
    /// When the entry is shown.
    public let date: Date
    /// The fares, the first being the route shown on the small card.
    public let fares: [CtripLowFare]
    /// When the fares were fetched, as shown ("10:30 更新").
    public let updatedAt: String
}

/// Supplies the low fares. Ctrip refreshes the prices about every hour, so the timeline holds
/// three hourly snapshots and asks again after the last one (seed 002, §4.3 `atEnd`).
struct CtripFlightProvider: TimelineProvider {
    func placeholder(in context: Context) -> CtripFlightEntry {
        CtripFlightEntry(date: Date(), fares: Self.snapshots[0], updatedAt: "10:30 更新")
    }

    func getSnapshot(in context: Context, completion: @escaping (CtripFlightEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CtripFlightEntry>) -> Void) {
        let currentDate = Date()
        let hour: TimeInterval = 60 * 60
        let times = ["10:30 更新", "11:30 更新", "12:30 更新"]
        let entries = Self.snapshots.enumerated().map { offset, fares in
            CtripFlightEntry(date: currentDate.addingTimeInterval(Double(offset) * hour), fares: fares, updatedAt: times[offset])
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    /// Three hourly price snapshots of the watched routes (shared App Group data in the app).
    static let snapshots: [[CtripLowFare]] = [
        [
            CtripLowFare(fromCity: "上海", toCity: "北京", fromCode: "SHA", toCode: "BJS", day: "6月18日 周二", price: 520,
                         discount: "3.2折", airline: "东方航空", flightNumber: "MU5101", airlineLogo: "airline_mu"),
            CtripLowFare(fromCity: "上海", toCity: "成都", fromCode: "SHA", toCode: "CTU", day: "6月21日 周五", price: 680,
                         discount: "3.6折", airline: "国航", flightNumber: "CA4506", airlineLogo: "airline_ca"),
            CtripLowFare(fromCity: "上海", toCity: "广州", fromCode: "SHA", toCode: "CAN", day: "6月22日 周六", price: 450,
                         discount: "2.9折", airline: "南方航空", flightNumber: "CZ3524", airlineLogo: "airline_cz"),
        ],
        [
            CtripLowFare(fromCity: "上海", toCity: "北京", fromCode: "SHA", toCode: "BJS", day: "6月18日 周二", price: 498,
                         discount: "3.0折", airline: "东方航空", flightNumber: "MU5103", airlineLogo: "airline_mu"),
            CtripLowFare(fromCity: "上海", toCity: "成都", fromCode: "SHA", toCode: "CTU", day: "6月21日 周五", price: 680,
                         discount: "3.6折", airline: "国航", flightNumber: "CA4506", airlineLogo: "airline_ca"),
            CtripLowFare(fromCity: "上海", toCity: "广州", fromCode: "SHA", toCode: "CAN", day: "6月22日 周六", price: 470,
                         discount: "3.0折", airline: "南方航空", flightNumber: "CZ3524", airlineLogo: "airline_cz"),
        ],
        [
            CtripLowFare(fromCity: "上海", toCity: "北京", fromCode: "SHA", toCode: "BJS", day: "6月19日 周三", price: 460,
                         discount: "2.8折", airline: "国航", flightNumber: "CA1858", airlineLogo: "airline_ca"),
            CtripLowFare(fromCity: "上海", toCity: "成都", fromCode: "SHA", toCode: "CTU", day: "6月21日 周五", price: 640,
                         discount: "3.4折", airline: "东方航空", flightNumber: "MU5401", airlineLogo: "airline_mu"),
            CtripLowFare(fromCity: "上海", toCity: "广州", fromCode: "SHA", toCode: "CAN", day: "6月22日 周六", price: 470,
                         discount: "3.0折", airline: "南方航空", flightNumber: "CZ3524", airlineLogo: "airline_cz"),
        ],
    ]
}
