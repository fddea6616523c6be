import SwiftUI
import TravelStyle

/// A local package's view: its `import SwiftUI` builds on Linux too.
public struct TripBadge: View {
    public var text: String

    public init(text: String) { self.text = text }

    public var body: some View {
        Text(text)
            .font(.caption.bold())
            .padding(.horizontal, 6)
            .background(Capsule().fill(TravelStyle.accent))
    }
}
