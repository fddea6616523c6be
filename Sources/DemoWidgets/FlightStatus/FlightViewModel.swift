import Foundation
import WidgetShot

/// A flight formatted for display: local times, status text and colour (seed 004's
/// `FlightViewModel(from:)`).
struct FlightViewModel {
    let flight: Flight

    init(from flight: Flight) {
        self.flight = flight
    }

    /// The deep link that opens this flight in the app.
    var url: URL { URL(string: "flight-status://widget/\(flight.ID)")! }
    var boardingPassURL: URL { URL(string: "flight-status://boarding-pass/\(flight.ID)")! }
    var detailsURL: URL { URL(string: "flight-status://details/\(flight.ID)")! }

    var departureTime: String { Self.time(flight.departure, in: flight.origin) }
    var scheduledDepartureTime: String { Self.time(flight.scheduledDeparture, in: flight.origin) }
    var arrivalTime: String { Self.time(flight.arrival, in: flight.destination) }
    var boardingTime: String { Self.time(flight.boarding, in: flight.origin) }
    var isDelayed: Bool { flight.delayMinutes > 0 }

    var day: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: flight.origin.timeZone)
        f.dateFormat = "EEE, MMM d"
        return f.string(from: flight.departure)
    }

    var duration: String {
        let minutes = Int(flight.arrival.timeIntervalSince(flight.departure) / 60)
        return "\(minutes / 60)h \(minutes % 60)m"
    }

    var status: String {
        switch flight.status {
        case .onTime: return "On time"
        case .delayed: return "Delayed \(flight.delayMinutes)m"
        case .boarding: return "Boarding"
        case .departed: return "Departed"
        case .inFlight: return "In flight"
        }
    }

    static let delayColor = Color(hex: 0xFF9F0A)

    var statusColor: Color {
        switch flight.status {
        case .onTime: return Color(hex: 0x34C759)
        case .delayed: return Self.delayColor
        case .boarding: return Color(hex: 0x0A84FF)
        case .departed, .inFlight: return Color(hex: 0x8E8CF8)
        }
    }

    /// A short line under the progress bar.
    var progressNote: String {
        switch flight.status {
        case .onTime, .delayed: return "Boarding \(boardingTime) · Gate \(flight.gate)"
        case .boarding: return "Boarding now · Gate \(flight.gate)"
        case .departed, .inFlight:
            let left = Int(Double(flight.arrival.timeIntervalSince(flight.departure) / 60) * (1 - flight.progress))
            return "\(left / 60)h \(left % 60)m left · Arrives \(arrivalTime)"
        }
    }

    static func time(_ date: Date, in airport: Airport) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: airport.timeZone)
        f.dateFormat = "h:mm a"
        return f.string(from: date)
    }
}

/// The flight's progress: a track, the flown part and the plane at its position. (The seed notes
/// that `ProgressView` did not work in iOS 14 widgets, so it is drawn with shapes.)
struct FlightProgressBar: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let progress: Double
    var tint: Color = Color(hex: 0x5AC8FA)

    var body: some View {
        GeometryReader { geo in
            let x = max(8, min(geo.size.width - 8, geo.size.width * CGFloat(progress)))
            ZStack(alignment: .leading) {
                Capsule().fill(Color.white.opacity(0.18)).frame(height: 4)
                Capsule()
                    .fill(renderingMode == .fullColor ? tint : .white)
                    .frame(width: x, height: 4)
                    .widgetAccentable()
                Image(systemName: "airplane")
                    .font(.system(size: 14))
                    .foregroundColor(.white)
                    .position(x: x, y: geo.size.height / 2)
            }
            .frame(height: geo.size.height)
        }
        .frame(height: 16)
    }
}

/// The coloured status capsule.
struct FlightStatusPill: View {
    let viewModel: FlightViewModel

    var body: some View {
        Text(viewModel.status)
            .font(.system(size: 11, weight: .semibold))
            .foregroundColor(viewModel.statusColor)
            .lineLimit(1)
            .padding(.horizontal, 7)
            .padding(.vertical, 3)
            .background(Capsule().fill(viewModel.statusColor.opacity(0.18)))
    }
}

/// A small caption over a value ("GATE" / "F12").
struct FlightDetail: View {
    let title: String
    let value: String
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment, spacing: 1) {
            Text(title).font(.system(size: 9, weight: .semibold)).foregroundColor(.white.opacity(0.55))
            Text(value).font(.system(size: 15, weight: .semibold)).foregroundColor(.white).lineLimit(1)
        }
    }
}
