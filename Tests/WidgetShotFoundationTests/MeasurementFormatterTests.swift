import Foundation
import Testing
import WidgetShotFoundation

/// `MeasurementFormatter` over CLDR's unit data. Expected strings are CLDR's `units` patterns for
/// each locale (CLDR 4x `common/main/<locale>.xml`, `unitLength` long/short/narrow), e.g.
/// en `{0} kilometers`/`{0} km`/`{0}km`, de `{0} Kilometer` and `{0} °C`, fr `{0} kilomètres` and
/// `{0} degrés Celsius`, ja `{0}キロメートル`, `摂氏{0}度`, `時速{0}キロメートル`; numbers use each
/// locale's decimal separator (de/fr comma). The non-breaking spaces CLDR puts in some
/// patterns (fr `{0} km`, de `{0} °C`) are normalised before comparing.
struct MeasurementFormatterTests {
    private func formatter(_ locale: String, _ style: Formatter.UnitStyle = .medium, _ options: MeasurementFormatter.UnitOptions = .providedUnit) -> MeasurementFormatter {
        let f = MeasurementFormatter()
        f.locale = Locale(identifier: locale)
        f.unitStyle = style
        f.unitOptions = options
        return f
    }

    private func plain(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test("provided units in en, de, fr, ja at the three unit styles",
          arguments: [
            ("en_US", Formatter.UnitStyle.long, ["21 degrees Celsius", "12.5 kilometers", "1 kilometer per hour", "3 kilograms", "2 hours", "250 kilojoules"]),
            ("en_US", .medium, ["21°C", "12.5 km", "1 km/h", "3 kg", "2 hr", "250 kJ"]),
            ("en_US", .short, ["21°C", "12.5km", "1km/h", "3kg", "2h", "250kJ"]),
            ("de_DE", .long, ["21 Grad Celsius", "12,5 Kilometer", "1 Kilometer pro Stunde", "3 Kilogramm", "2 Stunden", "250 Kilojoule"]),
            ("de_DE", .medium, ["21 °C", "12,5 km", "1 km/h", "3 kg", "2 Std.", "250 kJ"]),
            ("fr_FR", .long, ["21 degrés Celsius", "12,5 kilomètres", "1 kilomètre par heure", "3 kilogrammes", "2 heures", "250 kilojoules"]),
            ("fr_FR", .medium, ["21 °C", "12,5 km", "1 km/h", "3 kg", "2 h", "250 kJ"]),
            ("ja_JP", .long, ["摂氏21度", "12.5キロメートル", "時速1キロメートル", "3キログラム", "2時間", "250キロジュール"]),
            ("ja_JP", .medium, ["21°C", "12.5 km", "1 km/h", "3 kg", "2時間", "250 kJ"]),
          ])
    func providedUnits(_ locale: String, _ style: Formatter.UnitStyle, _ expected: [String]) {
        let f = formatter(locale, style)
        let got = [
            f.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)),
            f.string(from: Measurement(value: 12.5, unit: UnitLength.kilometers)),
            f.string(from: Measurement(value: 1, unit: UnitSpeed.kilometersPerHour)),
            f.string(from: Measurement(value: 3, unit: UnitMass.kilograms)),
            f.string(from: Measurement(value: 2, unit: UnitDuration.hours)),
            f.string(from: Measurement(value: 250, unit: UnitEnergy.kilojoules)),
        ].map(plain)
        #expect(got == expected)
    }

    @Test("without options the locale's preferred units: °F, miles and mph in the US; metric in Germany and Japan")
    func preferredUnits() {
        let us = formatter("en_US", .medium, [])
        #expect(us.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "69.8°F")
        // iOS: 1,500 m is "0.932 mi" in en_US and "1.5 km" in ja_JP (zenn.dev/samekard_dev observation).
        #expect(us.string(from: Measurement(value: 1500, unit: UnitLength.meters)) == "0.932 mi")
        #expect(formatter("ja_JP", .medium, []).string(from: Measurement(value: 1500, unit: UnitLength.meters)) == "1.5 km")
        #expect(us.string(from: Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)) == "62.137 mph")
        #expect(us.string(from: Measurement(value: 1, unit: UnitMass.kilograms)) == "2.205 lb")
        let de = formatter("de_DE", .medium, [])
        #expect(plain(de.string(from: Measurement(value: 70, unit: UnitTemperature.fahrenheit))) == "21,111 °C")
        #expect(plain(de.string(from: Measurement(value: 1, unit: UnitLength.miles))) == "1,609 km")
        // The UK drives in miles but reads Celsius.
        let gb = formatter("en_GB", .medium, [])
        #expect(gb.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "21°C")
        #expect(gb.string(from: Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)) == "62.137 mph")
        // Durations and energies are not converted.
        #expect(us.string(from: Measurement(value: 90, unit: UnitDuration.minutes)) == "90 min")
    }

    @Test("naturalScale picks the unit for the value; temperatureWithoutUnit drops the letter")
    func naturalScaleAndBareTemperature() {
        let fr = formatter("fr_FR", .medium, .naturalScale)
        #expect(plain(fr.string(from: Measurement(value: 12_000, unit: UnitLength.meters))) == "12 km")
        // iOS keeps 0.31 m in metres with naturalScale (developer.apple.com/forums/thread/679557: "0,31 m").
        #expect(plain(fr.string(from: Measurement(value: 0.31, unit: UnitLength.meters))) == "0,31 m")
        let bare = formatter("en_US", .medium, [.temperatureWithoutUnit])
        #expect(bare.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "69.8°")
        let bareProvided = formatter("de_DE", .medium, [.temperatureWithoutUnit, .providedUnit])
        #expect(bareProvided.string(from: Measurement(value: 21.5, unit: UnitTemperature.celsius)) == "21,5°")
    }

    @Test("the number formatter's fraction digits and grouping apply")
    func numberFormatter() {
        let f = formatter("en_US", .medium)
        let n = NumberFormatter()
        n.minimumFractionDigits = 1
        n.maximumFractionDigits = 1
        f.numberFormatter = n
        #expect(f.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "21.0°C")
        let grouped = formatter("de_DE", .long)
        #expect(plain(grouped.string(from: Measurement(value: 12_345, unit: UnitLength.meters))) == "12.345 Meter")
        n.usesGroupingSeparator = false
        grouped.numberFormatter = n
        #expect(plain(grouped.string(from: Measurement(value: 12_345, unit: UnitLength.meters))) == "12345,0 Meter")
    }

    @Test("unit names alone; units CLDR has no name for keep their symbol")
    func unitNames() {
        #expect(formatter("en_US", .long).string(from: UnitLength.kilometers) == "kilometers")
        #expect(formatter("en_US", .medium).string(from: UnitLength.kilometers) == "km")
        let custom = UnitLength(symbol: "league", converter: UnitConverterLinear(coefficient: 4828))
        #expect(formatter("en_US").string(from: Measurement(value: 2, unit: custom)) == "2 league")
        #expect(formatter("en_US").string(for: NSMeasurement(doubleValue: 5, unit: UnitMass.grams)) == "5 g")
        #expect(formatter("en_US").string(for: "5 g") == nil)
    }
}
