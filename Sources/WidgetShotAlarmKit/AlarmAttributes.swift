import Foundation
import WidgetShotActivityKit
import WidgetShotUI

/// The extra data an app attaches to its alarms — AlarmKit's `AlarmMetadata`
/// (https://developer.apple.com/documentation/alarmkit/alarmmetadata). It may be empty.
///
/// ```swift
/// struct CookingData: AlarmMetadata { var dish: String? }
/// ```
public protocol AlarmMetadata: Decodable, Encodable, Hashable, Sendable {}

/// Everything an alarm's Live Activity shows that the app chose: the titles and buttons of each
/// mode, the app's metadata and the tint — AlarmKit's `AlarmAttributes`
/// (https://developer.apple.com/documentation/alarmkit/alarmattributes). Its content state is
/// ``AlarmPresentationState``, which the system supplies.
///
/// ```swift
/// ActivityConfiguration(for: AlarmAttributes<CookingData>.self) { context in
///     Text(context.attributes.presentation.countdown?.title ?? "Timer")
///         .foregroundStyle(context.attributes.tintColor)
/// } dynamicIsland: { context in … }
/// ```
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Sendable {
    /// The system-managed state: the alarm's ID and whether it counts down, is paused or alerts.
    public typealias ContentState = AlarmPresentationState

    /// The content of each mode.
    public var presentation: AlarmPresentation
    /// The app's own data, if any.
    public var metadata: Metadata?
    /// The tint of the system's templated UI.
    public var tintColor: Color

    /// Creates the attributes (Apple: `init(presentation:metadata:tintColor:)`, `metadata` `nil` by default).
    public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: Color) {
        self.presentation = presentation
        self.metadata = metadata
        self.tintColor = tintColor
    }

    private enum CodingKeys: String, CodingKey { case presentation, metadata, tintColor }

    /// Decodes the attributes; `tintColor` is a `Color.Resolved` (WidgetShot's coding: Apple's is
    /// not documented), orange when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        presentation = try container.decode(AlarmPresentation.self, forKey: .presentation)
        metadata = try container.decodeIfPresent(Metadata.self, forKey: .metadata)
        tintColor = try container.decodeIfPresent(Color.Resolved.self, forKey: .tintColor).map { Color($0) } ?? .orange
    }

    /// Encodes the attributes, the tint resolved in a default (light) environment.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(presentation, forKey: .presentation)
        try container.encodeIfPresent(metadata, forKey: .metadata)
        try container.encode(tintColor.resolve(in: EnvironmentValues()), forKey: .tintColor)
    }
}
