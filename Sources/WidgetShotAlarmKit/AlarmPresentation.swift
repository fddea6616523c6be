import Foundation
import WidgetShotUI

/// The content of an alarm's Live Activity in each mode — AlarmKit's `AlarmPresentation`
/// (https://developer.apple.com/documentation/alarmkit/alarmpresentation).
///
/// ```swift
/// let presentation = AlarmPresentation(
///     alert: .init(title: "Eggs are ready!"),
///     countdown: .init(title: "Eggs are cooking"),
///     paused: .init(title: "Timer paused", resumeButton: AlarmButton(text: "Resume", textColor: .blue, systemImageName: "play.circle")))
/// ```
public struct AlarmPresentation: Codable, Sendable {
    /// What shows when the alarm fires.
    public var alert: Alert
    /// What shows while it counts down (`nil`: the alarm has no countdown).
    public var countdown: Countdown?
    /// What shows while its countdown is paused (`nil`: it cannot pause).
    public var paused: Paused?

    /// Creates a presentation (Apple: `countdown` and `paused` default to `nil`).
    public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) {
        self.alert = alert
        self.countdown = countdown
        self.paused = paused
    }

    /// The alerting UI — AlarmKit's `AlarmPresentation.Alert`.
    public struct Alert: Codable, Sendable {
        /// What the secondary button does — AlarmKit's `AlarmPresentation.Alert.SecondaryButtonBehavior`.
        public enum SecondaryButtonBehavior: String, Codable, Hashable, Sendable {
            /// The alarm counts down again (a snooze or a repeat).
            case countdown
            /// The secondary intent runs.
            case custom
        }

        /// The alert's title.
        public var title: LocalizedStringResource
        /// The stop button (the system's own "Stop" unless given; iOS 26.0).
        public var stopButton: AlarmButton
        /// The secondary button, if any.
        public var secondaryButton: AlarmButton?
        /// What the secondary button does.
        public var secondaryButtonBehavior: SecondaryButtonBehavior?

        /// Creates an alert with a system-provided stop button (iOS 26.1).
        public init(title: LocalizedStringResource, secondaryButton: AlarmButton? = nil, secondaryButtonBehavior: SecondaryButtonBehavior? = nil) {
            self.init(title: title, stopButton: .systemStop, secondaryButton: secondaryButton, secondaryButtonBehavior: secondaryButtonBehavior)
        }

        /// Creates an alert with its own stop button (iOS 26.0; deprecated in 26.1).
        public init(title: LocalizedStringResource, stopButton: AlarmButton, secondaryButton: AlarmButton? = nil,
                    secondaryButtonBehavior: SecondaryButtonBehavior? = nil) {
            self.title = title
            self.stopButton = stopButton
            self.secondaryButton = secondaryButton
            self.secondaryButtonBehavior = secondaryButtonBehavior
        }
    }

    /// The countdown UI — AlarmKit's `AlarmPresentation.Countdown`.
    public struct Countdown: Codable, Sendable {
        /// The countdown's title.
        public var title: LocalizedStringResource
        /// The pause button, if the countdown can pause.
        public var pauseButton: AlarmButton?

        /// Creates a countdown UI (Apple: `pauseButton` `nil` by default).
        public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) {
            self.title = title
            self.pauseButton = pauseButton
        }
    }

    /// The paused UI — AlarmKit's `AlarmPresentation.Paused`.
    public struct Paused: Codable, Sendable {
        /// The paused UI's title.
        public var title: LocalizedStringResource
        /// The button that resumes the countdown.
        public var resumeButton: AlarmButton

        /// Creates a paused UI.
        public init(title: LocalizedStringResource, resumeButton: AlarmButton) {
            self.title = title
            self.resumeButton = resumeButton
        }
    }
}

/// The look of a button in an alarm's UI — AlarmKit's `AlarmButton`
/// (https://developer.apple.com/documentation/alarmkit/alarmbutton).
///
/// ```swift
/// AlarmButton(text: "Repeat", textColor: .blue, systemImageName: "repeat")
/// ```
public struct AlarmButton: Codable, Sendable {
    /// The button's label.
    public var text: LocalizedStringResource
    /// The label's colour.
    public var textColor: Color
    /// The SF Symbol shown with it.
    public var systemImageName: String

    /// Creates a button.
    public init(text: LocalizedStringResource, textColor: Color, systemImageName: String) {
        self.text = text
        self.textColor = textColor
        self.systemImageName = systemImageName
    }

    /// The system's stop button (WidgetShot's guess at its look: white "Stop" with `stop.circle`).
    static let systemStop = AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle")

    private enum CodingKeys: String, CodingKey { case text, textColor, systemImageName }

    /// Decodes a button; `textColor` is a `Color.Resolved` (WidgetShot's coding), white when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(LocalizedStringResource.self, forKey: .text)
        textColor = try container.decodeIfPresent(Color.Resolved.self, forKey: .textColor).map { Color($0) } ?? .white
        systemImageName = try container.decode(String.self, forKey: .systemImageName)
    }

    /// Encodes a button, its colour resolved in a default (light) environment.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(textColor.resolve(in: EnvironmentValues()), forKey: .textColor)
        try container.encode(systemImageName, forKey: .systemImageName)
    }
}
