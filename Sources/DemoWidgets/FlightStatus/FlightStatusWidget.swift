// The flight-status widget of seed 004 ("Building Widgets for iOS 14"): one view that switches on
// the widget family, `widgetURL` for the whole widget and `Link`s in medium and large.
import Foundation
import WidgetShot

struct NextFlightWidgetView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    let flight: Flight

    @ViewBuilder
    var body: some View {
        let flightViewModel = FlightViewModel(from: flight)
        switch family {
        case .systemSmall: SmallFlightWidgetView(viewModel: flightViewModel)
        case .systemMedium: MediumFlightWidgetView(viewModel: flightViewModel)
        default: LargeFlightWidgetView(viewModel: flightViewModel)
        }
    }
}

/// Small: route, departure time, gate, status and progress. Only `widgetURL` works here.
struct SmallFlightWidgetView: View {
    let viewModel: FlightViewModel

    var body: some View {
        let flight = viewModel.flight
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                Image(systemName: "airplane.departure").font(.system(size: 11))
                Text(flight.number).font(.system(size: 12, weight: .semibold))
            }
            .foregroundColor(.white.opacity(0.7))
            Text("\(flight.origin.code) → \(flight.destination.code)")
                .font(.system(size: 21, weight: .bold))
                .foregroundColor(.white)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
                .padding(.top, 4)
            Text(viewModel.departureTime)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(viewModel.isDelayed ? viewModel.statusColor : .white)
            Text("Gate \(flight.gate) · T\(flight.terminal)")
                .font(.system(size: 11))
                .foregroundColor(.white.opacity(0.7))
            Spacer(minLength: 4)
            FlightStatusPill(viewModel: viewModel)
            FlightProgressBar(progress: flight.progress).padding(.top, 4)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .widgetURL(viewModel.url)
    }
}

/// Medium: both airports with their times around the progress bar, then the details and a
/// `Link` to the boarding pass.
struct MediumFlightWidgetView: View {
    let viewModel: FlightViewModel

    var body: some View {
        let flight = viewModel.flight
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("\(flight.number) · \(flight.airline)")
                    .font(.system(size: 12, weight: .semibold))
                    .foregroundColor(.white.opacity(0.7))
                Spacer()
                FlightStatusPill(viewModel: viewModel)
            }
            Spacer(minLength: 4)
            HStack(alignment: .bottom, spacing: 10) {
                FlightAirportColumn(airport: flight.origin, time: viewModel.departureTime, alignment: .leading)
                VStack(spacing: 2) {
                    Text(viewModel.duration).font(.system(size: 10)).foregroundColor(.white.opacity(0.55))
                    FlightProgressBar(progress: flight.progress)
                }
                .padding(.bottom, 6)
                FlightAirportColumn(airport: flight.destination, time: viewModel.arrivalTime, alignment: .trailing)
            }
            Spacer(minLength: 4)
            HStack(alignment: .bottom) {
                FlightDetail(title: "GATE", value: flight.gate)
                Spacer()
                FlightDetail(title: "BOARDING", value: viewModel.boardingTime)
                Spacer()
                FlightDetail(title: "SEAT", value: flight.seat)
                Spacer()
                Link(destination: viewModel.boardingPassURL) {
                    HStack(spacing: 3) {
                        Image(systemName: "qrcode").font(.system(size: 12))
                        Text("Pass").font(.system(size: 12, weight: .semibold))
                    }
                    .foregroundColor(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.white.opacity(0.18)))
                }
            }
        }
        .widgetURL(viewModel.url)
    }
}

/// An airport code with its city and a time.
struct FlightAirportColumn: View {
    let airport: Airport
    let time: String
    let alignment: HorizontalAlignment
    var codeSize: CGFloat = 26

    var body: some View {
        VStack(alignment: alignment, spacing: 0) {
            Text(airport.code).font(.system(size: codeSize, weight: .bold)).foregroundColor(.white)
            Text(airport.city).font(.system(size: 10)).foregroundColor(.white.opacity(0.6)).lineLimit(1)
            Text(time).font(.system(size: 13, weight: .semibold)).foregroundColor(.white).padding(.top, 2)
        }
        .fixedSize()
    }
}

/// Large: everything, with `Link`s to the boarding pass and the flight's details.
struct LargeFlightWidgetView: View {
    let viewModel: FlightViewModel

    var body: some View {
        let flight = viewModel.flight
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                Image(systemName: "airplane")
                    .font(.system(size: 14))
                    .foregroundColor(.white)
                    .widgetAccentable()
                    .frame(width: 28, height: 28)
                    .background(Circle().fill(Color(hex: 0x0A84FF)))
                VStack(alignment: .leading, spacing: 0) {
                    Text("Next Flight").font(.system(size: 15, weight: .bold)).foregroundColor(.white)
                    Text("\(viewModel.day) · \(flight.number)").font(.system(size: 11)).foregroundColor(.white.opacity(0.6))
                }
                Spacer()
                FlightStatusPill(viewModel: viewModel)
            }
            Spacer(minLength: 8)
            HStack(alignment: .bottom, spacing: 12) {
                FlightAirportColumn(airport: flight.origin, time: viewModel.departureTime, alignment: .leading, codeSize: 34)
                VStack(spacing: 2) {
                    Text(viewModel.duration).font(.system(size: 10)).foregroundColor(.white.opacity(0.55))
                    FlightProgressBar(progress: flight.progress)
                }
                .padding(.bottom, 6)
                FlightAirportColumn(airport: flight.destination, time: viewModel.arrivalTime, alignment: .trailing, codeSize: 34)
            }
            if viewModel.isDelayed {
                Text("Scheduled \(viewModel.scheduledDepartureTime) · \(flight.delayMinutes) min late")
                    .font(.system(size: 11))
                    .foregroundColor(FlightViewModel.delayColor)
                    .padding(.top, 6)
            }
            Text(viewModel.progressNote)
                .font(.system(size: 12, weight: .medium))
                .foregroundColor(.white.opacity(0.8))
                .padding(.top, 6)
            Spacer(minLength: 8)
            Rectangle().fill(Color.white.opacity(0.12)).frame(height: 1)
            Spacer(minLength: 8)
            HStack(alignment: .top) {
                FlightDetail(title: "TERMINAL", value: flight.terminal)
                Spacer()
                FlightDetail(title: "GATE", value: flight.gate)
                Spacer()
                FlightDetail(title: "SEAT", value: flight.seat)
                Spacer()
                FlightDetail(title: "ARR. GATE", value: flight.arrivalGate)
            }
            Spacer(minLength: 8)
            HStack(spacing: 4) {
                Text("Confirmation").font(.system(size: 11)).foregroundColor(.white.opacity(0.55))
                Text(flight.confirmation).font(.system(size: 11, weight: .semibold)).foregroundColor(.white).privacySensitive()
            }
            Spacer(minLength: 8)
            HStack(spacing: 8) {
                FlightLinkButton(title: "Boarding Pass", symbol: "qrcode", url: viewModel.boardingPassURL)
                FlightLinkButton(title: "Flight Details", symbol: "info.circle", url: viewModel.detailsURL)
            }
        }
        .widgetURL(viewModel.url)
    }
}

/// A `Link` drawn as a filled button.
struct FlightLinkButton: View {
    let title: String
    let symbol: String
    let url: URL

    var body: some View {
        Link(destination: url) {
            HStack(spacing: 5) {
                Image(systemName: symbol).font(.system(size: 13))
                Text(title).font(.system(size: 13, weight: .semibold))
            }
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .frame(height: 34)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.white.opacity(0.15)))
        }
    }
}

/// The next-flight widget in all three system sizes (seed 004).
public struct FlightStatusWidget: Widget {
    private let kind: String = "next_flight_widget"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FlightProvider()) { entry in
            NextFlightWidgetView(flight: entry.flight)
                .containerBackground(for: .widget) { FlightWidgetBackground() }
        }
        .configurationDisplayName("Next Flight")
        .description("This widget displays upcoming flight information.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The widget's container background, shared by the widget and its previews.
struct FlightWidgetBackground: View {
    var body: some View {
        LinearGradient(colors: [Color(hex: 0x16335E), Color(hex: 0x0B1B36)], startPoint: .top, endPoint: .bottom)
    }
}

/// The sample the previews show (seed 004's `testViewModel()`): the delayed flight, boarding.
func testViewModel() -> FlightViewModel { FlightViewModel(from: TripManager.flightUpdates()[2].flight) }

/// The seed article's previews, one per family (`widgetshot previews` renders them). The article
/// targets iOS 14; the container background is added so iOS 17 draws the views as the widget does.
struct WidgetPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            SmallFlightWidgetView(viewModel: testViewModel())
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            MediumFlightWidgetView(viewModel: testViewModel())
                .previewContext(WidgetPreviewContext(family: .systemMedium))
            LargeFlightWidgetView(viewModel: testViewModel())
                .previewContext(WidgetPreviewContext(family: .systemLarge))
        }
        .containerBackground(for: .widget) { FlightWidgetBackground() }
    }
}
