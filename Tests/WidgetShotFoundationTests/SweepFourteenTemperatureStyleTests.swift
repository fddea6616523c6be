import Foundation
import Testing
import WidgetShotFoundation

/// mihaip/weather-text's watch complication formats its temperatures with
/// `.measurement(width: .narrow, hidesScaleName: true, numberFormatStyle: …)` (Foundation, iOS 15),
/// which did not compile ("extra argument 'hidesScaleName'").
@Suite struct SweepFourteenTemperatureStyleTests {
    @Test("hidesScaleName writes the degree sign without the scale; the locale's scale still applies")
    func hidesScaleName() {
        let style: Measurement<UnitTemperature>.FormatStyle = .measurement(
            width: .narrow,
            hidesScaleName: true,
            numberFormatStyle: FloatingPointFormatStyle<Double>().precision(.fractionLength(0))
        )
        #expect(style.hidesScaleName)
        let warm = Measurement(value: 21.4, unit: UnitTemperature.celsius)
        #expect(style.locale(Locale(identifier: "en_GB")).format(warm) == "21°")
        #expect(style.locale(Locale(identifier: "en_US")).format(warm) == "71°")   // 70.52 °F, converted
        var abbreviated = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "en_GB"))
        #expect(abbreviated.format(warm) == "21.4°C")
        abbreviated.hidesScaleName = true
        #expect(abbreviated.format(warm) == "21.4°")
        // The generic form still serves temperatures without the new argument.
        #expect(warm.formatted(.measurement(width: .narrow, usage: .asProvided)) == "21.4°")
    }
}
