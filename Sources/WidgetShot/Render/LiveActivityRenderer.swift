import Foundation
import WidgetShotActivityKit
import WidgetShotCairo
import WidgetShotKit
import WidgetShotUI

/// One rendered Live Activity presentation with what it was made from.
public struct LiveActivityRender {
    /// The activity's kind (its attributes type's name).
    public var kind: String
    public var device: Device
    public var presentation: LiveActivityPresentation
    public var appearance: WidgetAppearance
    /// The content state's index in the states rendered.
    public var stateIndex: Int
    public var isStale: Bool
    public var result: RenderResult
    /// Where the silhouette and every region are.
    public var layout: LiveActivityLayout
    /// The Dynamic Type size rendered (`LiveActivityRenderer.dynamicTypeSize`).
    public var dynamicTypeSize: DynamicTypeSize = .large

    /// A stable file name: `kind.device.presentation.appearance[.stale][.dynamicTypeSize].stateN`
    /// (the size only when it is not Large, so names from before the axis are unchanged).
    public var variantName: String {
        ([kind, device.id, presentation.rawValue, appearance.name] + (isStale ? ["stale"] : []) + DynamicTypeSizeNames.suffix(dynamicTypeSize)
            + ["state\(stateIndex)"])
            .map { String($0.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }) }
            .joined(separator: ".")
    }
}

/// Renders Live Activities: the Lock Screen presentation and the Dynamic Island's compact,
/// minimal and expanded presentations at a device's documented sizes (`Device.liveActivity`).
///
/// ```swift
/// let renderer = try LiveActivityRenderer()
/// let renders = try renderer.render(DeliveryActivity().body.definition, presentations: [.compact, .expanded], device: .iPhone16)
/// ```
public final class LiveActivityRenderer {
    public let views: ViewRenderer
    /// "Now" for the activity's timers and dates (`Text(timerInterval:)`, `ProgressView(timerInterval:)`,
    /// `Text(_:style: .timer)`): set it for reproducible images; nil is the machine clock, as a
    /// device shows a running activity.
    public var date: Date?

    /// The locale the activity's views render in (`\.locale`); en_US by default, never the machine's.
    public var locale = Locale(identifier: "en_US")
    /// The layout direction (`\.layoutDirection`); `nil` (the default) takes the locale's, as
    /// `WidgetRenderer` does: right to left for Arabic, Hebrew, Persian, Urdu…
    public var layoutDirection: LayoutDirection?
    /// The time zone dates render in (`\.timeZone`); UTC by default.
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The Dynamic Type size text renders at (`\.dynamicTypeSize`); Large, iOS's default, unless set.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The iOS release whose palette the activity is drawn with (`\.osVersion`); iOS 18 by
    /// default, as `WidgetRenderer`.
    public var osVersion: OSVersion = .iOS18
    /// Standard or increased contrast (`\.colorSchemeContrast`, the Increase Contrast setting):
    /// `.increased` draws the system and label colours' high-contrast variants. Standard by default.
    public var colorSchemeContrast: ColorSchemeContrast = .standard

    public init(views: ViewRenderer? = nil) throws { self.views = try views ?? ViewRenderer() }

    /// Renders one presentation of a Live Activity for attributes and one content state — the
    /// plain function previews call (`#Preview(_:as:using:contentStates:)` maps `.content` to
    /// `.lockScreen` and `.dynamicIsland(.compact/.minimal/.expanded)` to the same names).
    public func render(_ widget: WidgetDefinition, attributes: Any, state: Any, presentation: LiveActivityPresentation,
                       device: Device = .iPhone16, appearance: WidgetAppearance = .light, isStale: Bool = false,
                       stateIndex: Int = 0) throws -> LiveActivityRender {
        guard let activity = widget.liveActivity else { throw LiveActivityError.notALiveActivity(kind: widget.kind) }
        guard let metrics = device.liveActivity else { throw LiveActivityError.noDynamicIsland(device: device.name) }
        var chrome = LiveActivityChrome(metrics: metrics, colorScheme: appearance.colorScheme, contentMarginsDisabled: widget.contentMarginsDisabled)
        chrome.dynamicTypeSize = dynamicTypeSize
        chrome.layoutDirection = layoutDirection ?? LayoutDirection(locale: locale)
        chrome.locale = locale
        chrome.timeZone = timeZone
        LocalizedStrings.shared.locale = locale
        let made = try activity.views(attributes: attributes, state: state, isStale: isStale)
        let (view, layout) = try chrome.compose(made, presentation: presentation, engine: views.layoutEngine, scale: device.scale,
                                                device: device.name, screen: device.idiom == .phone ? device.screenSize : .zero)
        var environment = chrome.environment(for: presentation)
        if let date { environment.renderDate = date }
        environment.osVersion = osVersion
        environment._colorSchemeContrast = colorSchemeContrast
        var result = try views.render(view, size: layout.canvas, scale: device.scale, environment: environment)
        if presentation == .standByNight { result.image = result.image.nightModeRed() }
        return LiveActivityRender(kind: widget.kind, device: device, presentation: presentation, appearance: appearance, stateIndex: stateIndex,
                                  isStale: isStale, result: result, layout: layout, dynamicTypeSize: dynamicTypeSize)
    }

    /// Typed form of `render(_:attributes:state:presentation:…)`.
    public func render<A: ActivityAttributes>(_ configuration: ActivityConfiguration<A>, attributes: A, state: A.ContentState,
                                              presentation: LiveActivityPresentation, device: Device = .iPhone16,
                                              appearance: WidgetAppearance = .light, isStale: Bool = false) throws -> LiveActivityRender {
        try render(configuration.definition, attributes: attributes, state: state, presentation: presentation, device: device,
                   appearance: appearance, isStale: isStale)
    }

    /// Renders presentations × content states: the given attributes and states, or the
    /// activity's samples (`LiveActivityPreviewProviding`). Presentations the device lacks (the
    /// island on a phone without one, StandBy on iPad) are skipped.
    public func render(_ widget: WidgetDefinition, presentations: [LiveActivityPresentation] = LiveActivityPresentation.allCases,
                       device: Device = .iPhone16, appearance: WidgetAppearance = .light, isStale: Bool = false,
                       attributes: Any? = nil, states: [Any]? = nil) throws -> [LiveActivityRender] {
        var renders: [LiveActivityRender] = []
        try render(widget, presentations: presentations, device: device, appearance: appearance, isStale: isStale,
                   attributes: attributes, states: states) { renders.append($0) }
        return renders
    }

    /// Renders presentations × content states like
    /// ``render(_:presentations:device:appearance:isStale:attributes:states:)``, handing each image
    /// to `each` as soon as it is drawn (state by state, each state's presentations in order) and
    /// keeping none: a gallery writes each image, and tells its parent it is making progress,
    /// before the next is drawn.
    public func render(_ widget: WidgetDefinition, presentations: [LiveActivityPresentation] = LiveActivityPresentation.allCases,
                       device: Device = .iPhone16, appearance: WidgetAppearance = .light, isStale: Bool = false,
                       attributes: Any? = nil, states: [Any]? = nil, each: (LiveActivityRender) throws -> Void) throws {
        guard let activity = widget.liveActivity else { throw LiveActivityError.notALiveActivity(kind: widget.kind) }
        guard let attributes = attributes ?? activity.sampleAttributes else { throw LiveActivityError.noContentStates(activity: activity.attributesType) }
        let states = states ?? activity.sampleContentStates
        guard !states.isEmpty else { throw LiveActivityError.noContentStates(activity: activity.attributesType) }
        let shown = presentations.filter {
            (!$0.isDynamicIsland || device.liveActivity?.hasDynamicIsland == true) && (!$0.isStandBy || device.idiom == .phone)
        }
        for (index, state) in states.enumerated() {
            for presentation in shown {
                try each(try render(widget, attributes: attributes, state: state, presentation: presentation, device: device,
                                    appearance: appearance, isStale: isStale, stateIndex: index))
            }
        }
    }
}
