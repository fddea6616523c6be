import Foundation
import WidgetShotActivityKit
import WidgetShotUI

/// What a Live Activity's views are given — WidgetKit's `ActivityViewContext`
/// (https://developer.apple.com/documentation/widgetkit/activityviewcontext).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static data.
    public let attributes: Attributes
    /// The dynamic data.
    public var state: Attributes.ContentState
    /// Whether the content is past its stale date.
    public var isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context (WidgetKit makes these; public here for previews and tests).
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// A Live Activity's Lock Screen view and Dynamic Island — WidgetKit's `ActivityConfiguration`
/// (https://developer.apple.com/documentation/widgetkit/activityconfiguration).
///
/// ```swift
/// struct DeliveryLiveActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             DeliveryLockScreenView(context: context)
///         } dynamicIsland: { context in
///             DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }
///         }
///     }
/// }
/// ```
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let definition: WidgetDefinition

    /// Creates the configuration from the Lock Screen (banner) view and the Dynamic Island.
    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        definition = WidgetDefinition.makeLiveActivity(LiveActivityDefinition(Attributes.self, content: content, dynamicIsland: dynamicIsland))
        LiveActivityRegistry.register(definition, for: Attributes.self)
    }
}

/// The views of one Live Activity for one state.
public struct LiveActivityViews {
    /// The Lock Screen (and banner) presentation.
    public var lockScreen: AnyView
    /// The Dynamic Island presentations.
    public var dynamicIsland: DynamicIsland
}

/// Errors from rendering Live Activities and controls.
public enum LiveActivityError: Error, CustomStringConvertible, Equatable {
    case wrongType(activity: String, expected: String, got: String)
    case noContentStates(activity: String)
    case notALiveActivity(kind: String)
    case decoding(activity: String, message: String)
    case noDynamicIsland(device: String)
    case noStandBy(device: String)

    public var description: String {
        switch self {
        case .wrongType(let a, let e, let g): return "Live Activity '\(a)': expected \(e), got \(g)"
        case .noContentStates(let a):
            return "Live Activity '\(a)' has no sample attributes and content states: pass them (--attributes/--content-states), or make the attributes conform to LiveActivityPreviewProviding"
        case .notALiveActivity(let k): return "'\(k)' is not a Live Activity (ActivityConfiguration)"
        case .decoding(let a, let m): return "Live Activity '\(a)': \(m)"
        case .noStandBy(let d): return "\(d) has no StandBy (an iPhone feature)"
        case .noDynamicIsland(let d): return "\(d) has no Dynamic Island (it shows Live Activities on the Lock Screen and as banners only)"
        }
    }
}

/// Sample data for the gallery — WidgetShot's stand-in for the attributes and content states
/// that `#Preview(_:as:using:contentStates:)` is given in Xcode.
public protocol LiveActivityPreviewProviding: ActivityAttributes {
    /// The attributes previews use.
    static var previewAttributes: Self { get }
    /// The content states previews show, in order.
    static var previewContentStates: [ContentState] { get }
}

/// Sample data for attributes whose content state the system supplies (AlarmKit's
/// `AlarmAttributes`): the gallery shows these samples when the extension's own `#Preview`s give
/// none for the activity (``LiveActivityPreviewProviding`` samples, written for the gallery, win
/// over previews instead).
public protocol SystemLiveActivitySamples: ActivityAttributes {
    /// Attributes the system's samples use.
    static var systemSampleAttributes: Self { get }
    /// The content states the system would show, in order.
    static var systemSampleContentStates: [ContentState] { get }
}

/// A Live Activity with its types erased: what WidgetShot renders from.
public struct LiveActivityDefinition {
    /// The attributes type's name (also the activity's `kind` in WidgetShot).
    public let attributesType: String
    /// `.supplementalActivityFamilies(_:)` (iOS 18).
    public var supplementalFamilies: [ActivityFamily] = [.medium]
    /// The gallery's sample attributes (from `LiveActivityPreviewProviding`), if any.
    public var sampleAttributes: Any?
    /// The gallery's sample content states, if any.
    public var sampleContentStates: [Any] = []
    /// Whether the samples are a framework's defaults (``SystemLiveActivitySamples``), which the
    /// extension's `#Preview` samples replace.
    public var samplesAreSystemDefaults = false
    let makeViews: (Any, Any, Bool, String) -> LiveActivityViews?
    let decodeAttributesData: (Data) throws -> Any
    let decodeStatesData: (Data) throws -> [Any]

    init<A: ActivityAttributes, Content: View>(_ type: A.Type, content: @escaping (ActivityViewContext<A>) -> Content,
                                                dynamicIsland: @escaping (ActivityViewContext<A>) -> DynamicIsland) {
        attributesType = _typeName(A.self, qualified: false)
        makeViews = { attributes, state, isStale, id in
            guard let attributes = attributes as? A, let state = state as? A.ContentState else { return nil }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: id)
            return LiveActivityViews(lockScreen: AnyView(content(context)), dynamicIsland: dynamicIsland(context))
        }
        decodeAttributesData = { try Self.decoder().decode(A.self, from: $0) }
        decodeStatesData = { try Self.decoder().decode([A.ContentState].self, from: $0) }
        if let provider = A.self as? any LiveActivityPreviewProviding.Type {
            (sampleAttributes, sampleContentStates) = Self.samples(provider)
        } else if let system = A.self as? any SystemLiveActivitySamples.Type {
            (sampleAttributes, sampleContentStates) = Self.systemSamples(system)
            samplesAreSystemDefaults = true
        }
    }

    private static func systemSamples<P: SystemLiveActivitySamples>(_ type: P.Type) -> (Any, [Any]) {
        (P.systemSampleAttributes, P.systemSampleContentStates.map { $0 as Any })
    }

    private static func samples<P: LiveActivityPreviewProviding>(_ type: P.Type) -> (Any, [Any]) {
        (P.previewAttributes, P.previewContentStates.map { $0 as Any })
    }

    private static func decoder() -> JSONDecoder { SampleDateDecoding.decoder() }

    /// The views for attributes and a content state of this activity's types.
    public func views(attributes: Any, state: Any, isStale: Bool = false, activityID: String = "preview") throws -> LiveActivityViews {
        guard let views = makeViews(attributes, state, isStale, activityID) else {
            throw LiveActivityError.wrongType(activity: attributesType, expected: "\(attributesType) and its ContentState",
                                              got: "\(type(of: attributes)) and \(type(of: state))")
        }
        return views
    }

    /// Decodes the attributes from JSON (an object; dates in ISO 8601 or, as in a push payload,
    /// seconds since 2001: `SampleDateDecoding`).
    public func decodeAttributes(_ data: Data) throws -> Any {
        do { return try decodeAttributesData(data) } catch let error as DecodingError {
            throw LiveActivityError.decoding(activity: attributesType, message: "attributes: " + EntryDecoding.describe(error, in: data))
        }
    }

    /// Decodes content states from JSON (an array of `ContentState`; dates as in `decodeAttributes(_:)`).
    public func decodeContentStates(_ data: Data) throws -> [Any] {
        do {
            let states = try decodeStatesData(data)
            guard !states.isEmpty else { throw LiveActivityError.decoding(activity: attributesType, message: "the content states array is empty") }
            return states
        } catch let error as DecodingError {
            throw LiveActivityError.decoding(activity: attributesType, message: "content states: " + EntryDecoding.describe(error, in: data))
        }
    }
}

/// A Live Activity size outside the iPhone Lock Screen — WidgetKit's `ActivityFamily` (iOS 18).
public enum ActivityFamily: String, Hashable, Sendable, CaseIterable {
    /// The Apple Watch Smart Stack and CarPlay size.
    case small
    /// The Lock Screen size (the default).
    case medium
}

extension WidgetConfiguration {
    /// The extra sizes a Live Activity supports — WidgetKit's `supplementalActivityFamilies(_:)`.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ModifiedWidgetConfiguration {
        var d = definition
        d.liveActivity?.supplementalFamilies = families
        return ModifiedWidgetConfiguration(definition: d)
    }
}

extension ContainerBackgroundPlacement {
    /// The Lock Screen background of a Live Activity (set by `activityBackgroundTint(_:)`).
    public static let liveActivityBackground = ContainerBackgroundPlacement(identifier: "liveActivityBackground")
}

extension View {
    /// The background colour of the Lock Screen presentation — WidgetKit's
    /// `activityBackgroundTint(_:)`; `nil` keeps the system's default.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        containerBackground(for: .liveActivityBackground) { if let color { color } }
    }

    /// The colour of the system's dismiss button beside the Lock Screen presentation — WidgetKit's
    /// `activitySystemActionForegroundColor(_:)`. The button only appears while swiping, so
    /// WidgetShot draws nothing for it.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size the Live Activity is shown at (`.medium` on the iPhone Lock Screen).
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
    /// Whether the Live Activity fills the screen (StandBy).
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }
}
