import WidgetKit

// Apps declare this conformance themselves (WidgetKit's WidgetFamily is not CaseIterable), to
// preview every size they support.
extension WidgetFamily: CaseIterable {
    public static var allCases: [WidgetFamily] {
        [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    }
}
