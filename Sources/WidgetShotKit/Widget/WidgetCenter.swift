import Foundation
import WidgetShotUI
import WidgetShotIntents

/// The app's view of its widgets — WidgetKit's `WidgetCenter`. WidgetShot has no home screen:
/// calls compile and are recorded in `calls` (tests can check that code asked for a reload), and
/// `currentConfigurations` can be set to what `getCurrentConfigurations` should report.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared center.
    public static let shared = WidgetCenter()

    /// A recorded call.
    public enum Call: Hashable, Sendable {
        case reloadTimelines(ofKind: String)
        case reloadAllTimelines
        case getCurrentConfigurations
        case invalidateConfigurationRecommendations
    }

    private let lock = NSLock()
    private var _calls: [Call] = []
    private var _configurations: [WidgetInfo] = []

    /// Every call so far, in order.
    public var calls: [Call] { lock.lock(); defer { lock.unlock() }; return _calls }
    /// What `getCurrentConfigurations` reports (empty unless set).
    public var currentConfigurations: [WidgetInfo] {
        get { lock.lock(); defer { lock.unlock() }; return _configurations }
        set { lock.lock(); _configurations = newValue; lock.unlock() }
    }
    /// Forgets the recorded calls.
    public func resetCalls() { lock.lock(); _calls.removeAll(); lock.unlock() }

    private func record(_ call: Call) { lock.lock(); _calls.append(call); lock.unlock() }

    /// Asks for new timelines of one kind of widget.
    public func reloadTimelines(ofKind kind: String) { record(.reloadTimelines(ofKind: kind)) }
    /// Asks for new timelines of every widget.
    public func reloadAllTimelines() { record(.reloadAllTimelines) }
    /// Asks the system to call `recommendations()` again.
    public func invalidateConfigurationRecommendations() { record(.invalidateConfigurationRecommendations) }
    /// The widgets the user has added.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
        record(.getCurrentConfigurations)
        completion(.success(currentConfigurations))
    }
    /// The widgets the user has added.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        record(.getCurrentConfigurations)
        return currentConfigurations
    }
}

/// A widget the user has added — WidgetKit's `WidgetInfo`.
public struct WidgetInfo: @unchecked Sendable {
    /// The widget's kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
    /// Its SiriKit configuration, if any.
    public let configuration: INIntent?
    private let appIntent: Any?
    /// A description of a placed widget.
    public init(kind: String, family: WidgetFamily, configuration: INIntent? = nil, widgetConfigurationIntent: (any WidgetConfigurationIntent)? = nil) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        appIntent = widgetConfigurationIntent
    }
    /// Its App Intent configuration, if it is of type `I`.
    public func widgetConfigurationIntent<I: WidgetConfigurationIntent>(of type: I.Type = I.self) -> I? { appIntent as? I }
}

/// A configuration that shows nothing — WidgetKit's `EmptyWidgetConfiguration` (for widgets
/// unavailable on an OS version).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public let definition: WidgetDefinition
    /// An empty configuration.
    public init() {
        definition = StaticConfiguration(kind: "EmptyWidgetConfiguration", provider: EmptyProvider()) { _ in EmptyView() }.definition
    }

    struct EmptyEntry: TimelineEntry { let date: Date }
    struct EmptyProvider: TimelineProvider {
        func placeholder(in context: Context) -> EmptyEntry { EmptyEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (EmptyEntry) -> Void) { completion(EmptyEntry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<EmptyEntry>) -> Void) {
            completion(Timeline(entries: [EmptyEntry(date: Date())], policy: .never))
        }
    }
}
