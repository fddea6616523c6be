import Foundation
import WidgetShot

/// An airport as the flight-status widget shows it.
public struct Airport: Codable, Hashable {
    /// IATA code ("SFO").
    public let code: String
    /// City ("San Francisco").
    public let city: String
    /// Time-zone identifier; times are shown in the airport's local time.
    public let timeZone: String
}

/// The user's upcoming flight and its live status.
public struct Flight: Codable, Hashable {
    /// Where the flight is in its day.
    public enum Status: String, Codable {
        /// Before departure, on schedule.
        case onTime
        /// Before departure, behind schedule.
        case delayed
        /// At the gate, boarding.
        case boarding
        /// Just pushed back.
        case departed
        /// In the air.
        case inFlight
    }

    /// The trip's identifier, used in deep links.
    public let ID: String
    /// Operating airline ("United").
    public let airline: String
    /// Flight number ("UA 1542").
    public let number: String
    /// Departure airport.
    public let origin: Airport
    /// Arrival airport.
    public let destination: Airport
    /// Timetable departure.
    public let scheduledDeparture: Date
    /// Estimated (or actual) departure.
    public var departure: Date
    /// Estimated arrival.
    public var arrival: Date
    /// Boarding time.
    public var boarding: Date
    /// Departure terminal.
    public var terminal: String
    /// Departure gate.
    public var gate: String
    /// Arrival gate.
    public var arrivalGate: String
    /// The traveller's seat.
    public var seat: String
    /// Booking reference; privacy sensitive.
    public var confirmation: String
    /// Where the flight is in its day.
    public var status: Status
    /// Share of the flight flown, 0…1.
    public var progress: Double

    /// Minutes behind schedule.
    public var delayMinutes: Int { max(0, Int(departure.timeIntervalSince(scheduledDeparture) / 60)) }
}

/// One moment of the flight's timeline (seed 004).
public struct FlightEntry: TimelineEntry, Codable {
    /// When the entry is shown.
    public let date: Date
    /// The flight at that moment.
    public let flight: Flight
    /// Smart Stack relevance: high on the day of the flight.
    public var relevance: TimelineEntryRelevance?
}

/// The app's trip store, read from the App Group container.
enum TripManager {
    static func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    /// The next flight as the widget first sees it.
    static func upcomingFlight() -> Flight {
        Flight(ID: "UA1542-20240618", airline: "United", number: "UA 1542",
               origin: Airport(code: "SFO", city: "San Francisco", timeZone: "America/Los_Angeles"),
               destination: Airport(code: "SEA", city: "Seattle", timeZone: "America/Los_Angeles"),
               scheduledDeparture: date("2024-06-18T14:25:00-07:00"), departure: date("2024-06-18T14:25:00-07:00"),
               arrival: date("2024-06-18T16:35:00-07:00"), boarding: date("2024-06-18T13:50:00-07:00"),
               terminal: "3", gate: "F12", arrivalGate: "A9", seat: "14C", confirmation: "K7XQ2M",
               status: .onTime, progress: 0)
    }

    /// The flight's status over the next two hours, as the airline's feed reports it: a delay,
    /// boarding, departure and the first part of the flight.
    static func flightUpdates() -> [(minutes: Double, flight: Flight)] {
        var flight = upcomingFlight()
        var updates = [(0.0, flight)]
        flight.status = .delayed
        flight.departure = date("2024-06-18T14:40:00-07:00")
        flight.arrival = date("2024-06-18T16:48:00-07:00")
        flight.boarding = date("2024-06-18T14:05:00-07:00")
        updates.append((10, flight))
        flight.status = .boarding
        updates.append((20, flight))
        flight.status = .departed
        flight.progress = 0.03
        updates.append((40, flight))
        flight.status = .inFlight
        flight.progress = 0.27
        updates.append((70, flight))
        flight.progress = 0.51
        updates.append((100, flight))
        return updates
    }
}

/// Provides the flight's entries; a flight today updates every ten minutes with a high relevance
/// for the Smart Stack (seed 004).
struct FlightProvider: TimelineProvider {
    func placeholder(in context: Context) -> FlightEntry {
        FlightEntry(date: Date(), flight: TripManager.upcomingFlight(), relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (FlightEntry) -> ()) {
        let flight = TripManager.upcomingFlight()
        let entry = FlightEntry(date: Date(), flight: flight, relevance: .init(score: 50))
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let currentDate = Date()
        let minute: TimeInterval = 60

        let entries: [FlightEntry] = TripManager.flightUpdates().map { update in
            let entryDate = currentDate.addingTimeInterval(update.minutes * minute)
            return FlightEntry(date: entryDate, flight: update.flight, relevance: .init(score: 50))
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}
