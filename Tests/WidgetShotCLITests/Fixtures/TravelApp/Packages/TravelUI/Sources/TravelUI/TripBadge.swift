import SwiftUI
import TravelStyle

/// A local package's view: its `import SwiftUI` builds on Linux too.
public struct TripBadge: View {
    public var text: String

    public init(text: String) { self.text = text }

    /// The days a countdown names, read by the package's style target.
    public static func dayCount(in countdown: String) -> Int? { TravelStyle.dayCount(in: countdown) }

    /// The badge's label, from the package's resource (SwiftPM's `Bundle.module`).
    var label: String {
        let url = Bundle.module.url(forResource: "badge", withExtension: "json")!
        let json = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: String]
        return json["label"]!
    }

    public var body: some View {
        Text("\(label) \(text)")
            .font(.caption.bold())
            .padding(.horizontal, 6)
            .background(Capsule().fill(TravelStyle.accent))
    }
}
