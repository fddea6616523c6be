// The Ctrip air-ticket low-fare widget (seed 002): a small card for the first watched route and a
// medium card listing three routes. Small cards only support `widgetURL`; the medium card gives
// each route its own `Link` (seed 002, §5.4).
import Foundation
import WidgetShot

/// Ctrip's colours.
enum CtripColor {
    static let blue = Color(hex: 0x0A6CF0)
    static let orange = Color(hex: 0xFF7700)
    static let ink = Color(hex: 0x1F2329)
    static let gray = Color(hex: 0x8A9099)

    /// Title text: near-black on the light card, white on the dark one.
    static func ink(_ scheme: ColorScheme) -> Color { scheme == .dark ? .white : ink }
}

/// Switches on the family, as the seed's widget does for its small and medium cards.
struct CtripFlightWidgetView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    let entry: CtripFlightEntry

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemMedium: CtripMediumView(entry: entry)
        default: CtripSmallView(fare: entry.fares[0])
        }
    }
}

/// The small card: one route, its date, the low fare and the airline.
struct CtripSmallView: View {
    let fare: CtripLowFare

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 5) {
                Image("ctrip_logo").resizable().frame(width: 16, height: 16)
                Text("特价机票").font(.system(size: 12, weight: .medium)).foregroundColor(.white.opacity(0.9))
            }
            Spacer(minLength: 6)
            HStack(spacing: 4) {
                Text(fare.fromCity)
                Image(systemName: "airplane").font(.system(size: 13))
                Text(fare.toCity)
            }
            .font(.system(size: 19, weight: .semibold))
            .foregroundColor(.white)
            Text(fare.day)
                .font(.system(size: 12))
                .foregroundColor(.white.opacity(0.8))
                .padding(.top, 2)
            Spacer(minLength: 4)
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                Text("¥").font(.system(size: 14, weight: .bold))
                Text("\(fare.price)").font(.system(size: 28, weight: .bold)).monospacedDigit()
                Text("起").font(.system(size: 12)).padding(.leading, 2)
            }
            .foregroundColor(.white)
            HStack(spacing: 4) {
                Image(fare.airlineLogo).resizable().frame(width: 14, height: 14)
                Text("\(fare.airline) · \(fare.discount)")
                    .font(.system(size: 11))
                    .foregroundColor(.white.opacity(0.85))
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .widgetURL(fare.url)
        .containerBackground(for: .widget) {
            Image("ctrip_sky").resizable().scaledToFill()
        }
    }
}

/// The medium card: a header and up to three routes, each a `Link` to its low-fare list.
struct CtripMediumView: View {
    @Environment(\.colorScheme) var colorScheme
    let entry: CtripFlightEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image("ctrip_logo").resizable().frame(width: 18, height: 18)
                Text("携程 · 低价提醒").font(.system(size: 13, weight: .semibold)).foregroundColor(CtripColor.ink(colorScheme))
                Spacer()
                Text(entry.updatedAt).font(.system(size: 11)).foregroundColor(CtripColor.gray)
            }
            ForEach(entry.fares.prefix(3), id: \.self) { fare in
                Link(destination: fare.url) {
                    CtripFareRow(fare: fare)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(URL(string: "ctrip://wireless/flight_inland_lowprice"))
        .containerBackground(for: .widget) {
            LinearGradient(colors: colorScheme == .dark ? [Color(hex: 0x15284A), Color(hex: 0x1C1C1E)] : [Color(hex: 0xE6F0FF), .white],
                           startPoint: .top, endPoint: .center)
        }
    }
}

/// One route of the medium card.
struct CtripFareRow: View {
    @Environment(\.colorScheme) var colorScheme
    let fare: CtripLowFare

    var body: some View {
        HStack(spacing: 8) {
            Image(fare.airlineLogo).resizable().frame(width: 22, height: 22)
            VStack(alignment: .leading, spacing: 1) {
                Text("\(fare.fromCity) → \(fare.toCity)")
                    .font(.system(size: 14, weight: .medium))
                    .foregroundColor(CtripColor.ink(colorScheme))
                Text("\(fare.day) · \(fare.airline) \(fare.flightNumber)")
                    .font(.system(size: 10))
                    .foregroundColor(CtripColor.gray)
                    .lineLimit(1)
            }
            Spacer(minLength: 4)
            Text(fare.discount)
                .font(.system(size: 10, weight: .medium))
                .foregroundColor(CtripColor.orange)
                .padding(.horizontal, 4)
                .padding(.vertical, 1)
                .background(RoundedRectangle(cornerRadius: 3).strokeBorder(CtripColor.orange.opacity(0.6), lineWidth: 0.5))
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("¥").font(.system(size: 11, weight: .bold))
                Text("\(fare.price)").font(.system(size: 18, weight: .bold)).monospacedDigit()
            }
            .foregroundColor(CtripColor.orange)
            .frame(minWidth: 44, alignment: .trailing)
        }
        .frame(maxHeight: .infinity)
    }
}

/// Ctrip's low-fare air-ticket widget, small and medium (seed 002: "the current demand for air
/// tickets only requires two styles: small card and medium card").
public struct CtripFlightWidget: Widget {
    let kind: String = "com.ctrip.widget.flight.lowprice"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CtripFlightProvider()) { entry in
            CtripFlightWidgetView(entry: entry)
        }
        .configurationDisplayName("特价机票")
        .description("关注航线的低价机票，价格变化早知道")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
