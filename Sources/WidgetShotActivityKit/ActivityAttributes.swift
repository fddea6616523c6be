import Foundation
import WidgetShotUI

/// The static data of a Live Activity and the type of its dynamic data — ActivityKit's
/// `ActivityAttributes` (https://developer.apple.com/documentation/activitykit/activityattributes).
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable { var minutesLeft: Int }
///     var orderNumber: String
/// }
/// ```
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic data of the Live Activity.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's dynamic data with its stale date and relevance — ActivityKit's
/// `ActivityContent` (https://developer.apple.com/documentation/activitykit/activitycontent).
public struct ActivityContent<State>: Hashable where State: Decodable & Encodable & Hashable {
    /// The dynamic data.
    public var state: State
    /// When the system considers the content out of date (`ActivityViewContext.isStale` turns true).
    public var staleDate: Date?
    /// Which of an app's Live Activities the system shows in the Dynamic Island (higher first).
    public var relevanceScore: Double

    /// Creates content; `relevanceScore` defaults to 0 as in ActivityKit.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// The life-cycle state of a Live Activity — ActivityKit's `ActivityState`.
public enum ActivityState: String, Hashable, Sendable, Codable {
    case active, ended, dismissed, stale, pending
}

/// How ActivityKit sends updates — ActivityKit's `PushType`.
public struct PushType: Hashable, Sendable {
    let name: String
    /// Updates through an ActivityKit push token.
    public static let token = PushType(name: "token")
    /// Updates through a broadcast channel (iOS 18).
    public static func channel(_ channelId: String) -> PushType { PushType(name: "channel:" + channelId) }
}

/// When an ended Live Activity leaves the Lock Screen — ActivityKit's `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let description: String
    /// The system's default (up to four hours after it ends).
    public static let `default` = ActivityUIDismissalPolicy(description: "default")
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(description: "immediate")
    /// At a date (at most four hours after it ends).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(description: "after \(ISO8601DateFormatter().string(from: date))")
    }
}

/// The alert shown with an update — ActivityKit's `AlertConfiguration`.
public struct AlertConfiguration: Hashable {
    /// A sound for an alert — ActivityKit's `AlertConfiguration.AlertSound`.
    public struct AlertSound: Hashable {
        let name: String
        /// The system's default sound.
        public static let `default` = AlertSound(name: "default")
        /// A sound file in the app bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
    public var title: LocalizedStringResource
    public var body: LocalizedStringResource
    public var sound: AlertSound
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

/// Whether Live Activities may start — ActivityKit's `ActivityAuthorizationInfo`. In WidgetShot
/// they always may.
public struct ActivityAuthorizationInfo {
    public init() {}
    /// Always `true` in WidgetShot.
    public var areActivitiesEnabled: Bool { true }
    /// Always `false` in WidgetShot.
    public var frequentPushesEnabled: Bool { false }
}
