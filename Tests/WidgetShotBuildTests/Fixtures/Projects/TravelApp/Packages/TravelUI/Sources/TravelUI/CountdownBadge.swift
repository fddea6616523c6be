import SwiftUI

/// A capsule with a short text, tinted: the app's and the widget's countdown label. "Departs"
/// comes from the package's own string table (`Resources/<language>.lproj`, found by SwiftPM
/// without a `resources:` entry; `defaultLocalization` in the manifest), as FoodTruckKit does.
public struct CountdownBadge: View {
    let text: String
    let tint: Color

    public init(text: String, tint: Color) {
        self.text = text
        self.tint = tint
    }

    public var body: some View {
        Text(String(localized: "badge.departs", bundle: .module, comment: "Before the countdown") + " " + text)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .foregroundStyle(tint)
            .background(tint.opacity(0.15), in: Capsule())
    }
}
