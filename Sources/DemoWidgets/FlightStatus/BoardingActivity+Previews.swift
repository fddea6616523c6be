import Foundation
import WidgetShot

/// The gallery's sample data for the boarding countdown (what `#Preview(as:using:contentStates:)` gets in Xcode).
extension BoardingAttributes: LiveActivityPreviewProviding {
    public static var previewAttributes: BoardingAttributes {
        BoardingAttributes(flightNumber: "UA 1542", origin: "SFO", destination: "LAX", departureTime: "10:40")
    }
    public static var previewContentStates: [ContentState] {
        [ContentState(gate: "B12", minutesToBoarding: 25, boardingGroup: "3", isBoarding: false),
         ContentState(gate: "B14", minutesToBoarding: 0, boardingGroup: "3", isBoarding: true)]
    }
}
