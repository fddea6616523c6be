import Foundation
import WidgetShotUI

/// Asks the system to show the App Store rating prompt — StoreKit's `RequestReviewAction` (iOS
/// 16), read from `EnvironmentValues.requestReview`. The prompt never shows in an extension
/// (iOS shows it at most three times a year, in the app), so calling it does nothing.
///
/// ```swift
/// @Environment(\.requestReview) var requestReview
/// Button("Rate") { requestReview() }
/// ```
public struct RequestReviewAction: Sendable {
    /// Requests a review (nothing is shown in an extension).
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey { static let defaultValue = RequestReviewAction() }

extension EnvironmentValues {
    /// The action that asks for an App Store review.
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}
