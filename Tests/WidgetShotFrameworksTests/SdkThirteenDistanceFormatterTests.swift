import Foundation
import Testing
import WidgetShot

/// MapKit's `MKDistanceFormatter` (OneBusAway's OBAKitCore formats walking distances with it).
/// The expected strings are Apple's own outputs where one is known (see the type's documentation).
@Suite struct SdkThirteenDistanceFormatterTests {
    private func formatter(_ locale: String, _ units: MKDistanceFormatter.Units = .default,
                           _ style: MKDistanceFormatter.DistanceUnitStyle = .default) -> MKDistanceFormatter {
        let f = MKDistanceFormatter()
        f.locale = Locale(identifier: locale)
        f.units = units
        f.unitStyle = style
        return f
    }

    @Test("Apple's quoted outputs: en_US default, metric, yards, abbreviated")
    func appleAnchors() {
        #expect(formatter("en_US").string(fromDistance: 1000) == "0.6 miles")
        #expect(formatter("en_US").string(fromDistance: 5470) == "3.4 miles")
        #expect(formatter("en_US", .default, .abbreviated).string(fromDistance: 5470) == "3.4 mi")
        #expect(formatter("en_US", .metric).string(fromDistance: 10293) == "10 km")
        #expect(formatter("en_US").string(fromDistance: 42) == "150 feet")
        #expect(formatter("en_US", .default, .abbreviated).string(fromDistance: 42) == "150 ft")
        #expect(formatter("en_US", .metric).string(fromDistance: 42) == "40 m")
        #expect(formatter("en_US", .imperialWithYards).string(fromDistance: 42) == "50 yards")
    }

    @Test("the locale picks the system and the decimal separator; full style spells metric units out")
    func localeAndStyles() {
        #expect(formatter("de_DE").string(fromDistance: 2540) == "2,5 km")
        #expect(formatter("fr_FR").string(fromDistance: 420) == "420 m")
        #expect(formatter("en_GB").string(fromDistance: 50) == "50 yards", "the UK: miles and yards")
        #expect(formatter("en_US", .metric, .full).string(fromDistance: 1000) == "1 kilometer")
        #expect(formatter("en_US", .metric, .full).string(fromDistance: 2500) == "2.5 kilometers")
        #expect(formatter("en_US", .imperial, .full).string(fromDistance: 1609.344) == "1 mile")
        #expect(formatter("en_US").unitStyle == .default && formatter("en_US").units == .default)
    }

    @Test("distance(from:) reads what string(fromDistance:) writes, in metres")
    func parses() {
        let us = formatter("en_US")
        #expect(abs(us.distance(from: "3.4 miles") - 3.4 * 1609.344) < 0.001)
        #expect(us.distance(from: "250 m") == 250)
        #expect(formatter("de_DE").distance(from: "2,5 km") == 2500)
        #expect(us.distance(from: "far away") == 0)
    }
}
