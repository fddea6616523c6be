import Foundation
import WidgetShotUI

/// A tip (TipKit, https://developer.apple.com/documentation/tipkit/tip). In a widget a tip never
/// shows: WidgetKit draws a widget's view once, without interaction, and TipKit's eligibility
/// (events, display frequency, the datastore) belongs to the app. So every tip's status is
/// `.pending` and `shouldDisplay` is false, as before a tip's rules are met.
public protocol Tip: Identifiable, Sendable {
    /// The tip's title.
    var title: Text { get }
    /// The tip's message.
    var message: Text? { get }
    /// The tip's image.
    var image: Image? { get }
    /// The tip's buttons.
    var actions: [Tips.Action] { get }
    /// The rules that make the tip eligible.
    var rules: [Tips.Rule] { get }
    /// Display options (`Tips.MaxDisplayCount(1)`…).
    var options: [any TipOption] { get }
    /// The tip's identifier (its type's name by default).
    var id: String { get }
}

extension Tip {
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    public var id: String { String(describing: Self.self) }

    /// Whether the tip would show now: never in a widget.
    public var shouldDisplay: Bool { false }
    /// The tip's status: pending (its rules are not met in a render).
    public var status: Tips.Status { TipsState.shared.isInvalidated(id) ? .invalidated(TipsState.shared.reason(id) ?? .actionPerformed) : .pending }
    /// Status changes: the current status, then nothing.
    public var statusUpdates: AsyncStream<Tips.Status> {
        let current = status
        return AsyncStream { continuation in
            continuation.yield(current)
            continuation.finish()
        }
    }
    /// Whether `shouldDisplay` changes: the current value, then nothing.
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        AsyncStream { continuation in
            continuation.yield(false)
            continuation.finish()
        }
    }
    /// Hides the tip for good.
    public func invalidate(reason: Tips.InvalidationReason) { TipsState.shared.invalidate(id, reason: reason) }
    /// Resets the tip's eligibility.
    public func resetEligibility() async throws {}
}

/// An option of a tip.
public protocol TipOption: Sendable {}

/// TipKit's configuration and types.
public enum Tips {
    /// Configures TipKit (once, at launch): nothing is stored in a render.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws { TipsState.shared.configured = true }
    /// Erases the datastore.
    public static func resetDatastore() throws { TipsState.shared.reset() }
    /// Shows every tip regardless of rules (testing): tips still draw nothing in a widget.
    public static func showAllTipsForTesting() {}
    /// Hides every tip (testing).
    public static func hideAllTipsForTesting() {}
    /// Shows the tips of `tips` (testing).
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides the tips of `tips` (testing).
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// A configuration option.
    public struct ConfigurationOption: Sendable {
        let name: String
        /// How often tips may show.
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption(name: "displayFrequency") }
        /// Where TipKit stores its data.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption(name: "datastoreLocation") }
        /// How often tips may show.
        public struct DisplayFrequency: Sendable {
            let interval: TimeInterval
            /// At most one tip per `interval` seconds.
            public init(_ interval: TimeInterval) { self.interval = interval }
            public static let immediate = DisplayFrequency(0)
            public static let hourly = DisplayFrequency(3600)
            public static let daily = DisplayFrequency(86400)
            public static let weekly = DisplayFrequency(604800)
            public static let monthly = DisplayFrequency(2_592_000)
        }
        /// Where TipKit stores its data.
        public struct DatastoreLocation: Sendable {
            let path: String
            /// The app's default location.
            public static let applicationDefault = DatastoreLocation(path: "default")
            /// A file URL.
            public static func url(_ url: URL, shouldReset: Bool = false) -> DatastoreLocation { DatastoreLocation(path: url.path) }
            /// An app group's container.
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(path: identifier) }
            /// A file URL.
            public init(url: URL, shouldReset: Bool = false) { path = url.path }
            init(path: String) { self.path = path }
        }
    }

    /// A tip's status.
    public enum Status: Equatable, Hashable, Sendable {
        case pending, available, invalidated(InvalidationReason)
    }

    /// Why a tip was invalidated.
    public enum InvalidationReason: Equatable, Hashable, Sendable {
        case actionPerformed, displayCountExceeded, tipClosed, displayDurationExceeded
    }

    /// A tip's button.
    public struct Action: Identifiable, Sendable {
        public let id: String
        let title: String
        let handler: @Sendable () -> Void
        /// A button titled `title`.
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            self.title = title
            self.handler = handler
        }
        /// A button labelled with a text.
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
            self.id = id ?? UUID().uuidString
            self.title = ""
            self.handler = handler
        }
    }

    /// An eligibility rule (built with TipKit's `#Rule` macro on iOS; WidgetShot has no macro, so
    /// a rule is built from a closure).
    public struct Rule: Sendable {
        let isSatisfied: @Sendable () -> Bool
        /// A rule satisfied when `predicate` returns true.
        public init(_ predicate: @escaping @Sendable () -> Bool) { isSatisfied = predicate }
    }

    /// An event tips count (`Tips.Event(id: "opened")`).
    public struct Event: Sendable {
        public let id: String
        /// An event.
        public init(id: String) { self.id = id }
        /// Records one donation (counted in the app; a render keeps none).
        public func donate() async {}
        /// Records one donation.
        public func sendDonation() {}
        /// The donations recorded: none in a render.
        public var donations: [Date] { [] }
    }

    /// The most times a tip shows.
    public struct MaxDisplayCount: TipOption {
        public let count: Int
        public init(_ count: Int) { self.count = count }
    }
    /// Whether a tip ignores the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        public let ignores: Bool
        public init(_ ignores: Bool) { self.ignores = ignores }
    }
    /// How long a tip shows.
    public struct MaxDisplayDuration: TipOption {
        public let duration: TimeInterval
        public init(_ duration: TimeInterval) { self.duration = duration }
    }
}

/// Which tips were invalidated during this process.
final class TipsState: @unchecked Sendable {
    static let shared = TipsState()
    private let lock = NSLock()
    var configured = false
    private var invalidated: [String: Tips.InvalidationReason] = [:]

    func invalidate(_ id: String, reason: Tips.InvalidationReason) { lock.lock(); invalidated[id] = reason; lock.unlock() }
    func isInvalidated(_ id: String) -> Bool { lock.lock(); defer { lock.unlock() }; return invalidated[id] != nil }
    func reason(_ id: String) -> Tips.InvalidationReason? { lock.lock(); defer { lock.unlock() }; return invalidated[id] }
    func reset() { lock.lock(); invalidated = [:]; lock.unlock() }
}
