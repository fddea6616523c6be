import Foundation

/// Whether an element is shown — SwiftUI's `Visibility`
/// (https://developer.apple.com/documentation/swiftui/visibility).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element's default: shown or hidden as its context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

private struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The visibility of controls' labels set by `labelsVisibility(_:)` or `labelsHidden()` —
    /// SwiftUI's `labelsVisibility` (https://developer.apple.com/documentation/swiftui/environmentvalues/labelsvisibility).
    /// `Toggle`, `ProgressView` and `Gauge` leave their label out when it is `.hidden`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls inside this view — SwiftUI's `labelsHidden()`
    /// (https://developer.apple.com/documentation/swiftui/view/labelshidden()): a toggle, progress
    /// view or gauge draws without its label (the label stays in the accessibility tree on iOS).
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }

    /// Sets the visibility of the labels of any controls inside this view — SwiftUI's
    /// `labelsVisibility(_:)` (iOS 18).
    public func labelsVisibility(_ visibility: Visibility) -> some View { environment(\.labelsVisibility, visibility) }
}
