// A sales-report widget's helpers, in the style of iAugux's AppStore-Connect-Widget (sweep 7,
// issue 20): currency rates read with `XMLParser` in a file that imports only Foundation (Apple's
// Foundation holds it; swift-corelibs moved it to FoundationXML), country names through
// `NSLocale`, `[Float].reduce(0, +)` beside UIKit (whose `UILayoutPriority` is not a literal),
// an intent handler's `INIntentError`, and a sheet's close button with a keyboard shortcut.
import Foundation

final class RatesParser: NSObject, XMLParserDelegate {
    private(set) var rates: [String: Double] = [:]

    func parse(_ xml: String) -> [String: Double] {
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        return parser.parse() ? rates : [:]
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard elementName == "Cube", let currency = attributeDict["currency"],
              let rate = attributeDict["rate"].flatMap(Double.init) else { return }
        rates[currency] = rate
    }
}

extension String {
    func countryCodeToName() -> String {
        (Locale(identifier: "en_US") as NSLocale).localizedString(forCountryCode: self) ?? ""
    }
}

enum SalesSummary {
    static func change(latest: [(Float, Date)], previous: [(Float, Date)]) -> Float {
        let latestTotal = latest.map({ $0.0 }).reduce(0, +)
        let previousTotal = previous.map({ $0.0 }).reduce(0, +) - latestTotal
        return previousTotal == 0 ? 0 : ((latestTotal / previousTotal) - 1) * 100
    }

    /// "EUR 0.92 · Germany · +50%", from a two-rate feed and two weeks of proceeds.
    static func line() -> String {
        let xml = #"<Envelope><Cube><Cube currency="USD" rate="1.0870"/><Cube currency="EUR" rate="0.92"/></Cube></Envelope>"#
        let rates = RatesParser().parse(xml)
        let now = Date()
        let change = SalesSummary.change(latest: [(6, now), (3, now)], previous: [(6, now), (3, now), (4, now), (2, now)])
        return String(format: "EUR %.2f · %@ · %+.0f%%", rates["EUR"] ?? 0, "DE".countryCodeToName(), change)
    }
}
