import Foundation
import WidgetShotUI

extension WidgetDefinition {
    /// A definition for a Live Activity: no families, no timeline (rendering it as a widget
    /// fails with `unsupportedFamily`; use `LiveActivityRenderer`).
    static func makeLiveActivity(_ liveActivity: LiveActivityDefinition) -> WidgetDefinition {
        var d = WidgetDefinition(kind: liveActivity.attributesType, source: TimelineSource(NoTimelineProvider()) { _ in EmptyView() })
        d.supportedFamilies = []
        d.liveActivity = liveActivity
        return d
    }

    /// A definition for a control: no families, no timeline (use `ControlRenderer`).
    static func makeControl(_ control: ControlDefinition) -> WidgetDefinition {
        var d = WidgetDefinition(kind: control.kind, source: TimelineSource(NoTimelineProvider()) { _ in EmptyView() })
        d.supportedFamilies = []
        d.displayName = control.displayName
        d.description = control.description
        d.control = control
        return d
    }
}

extension WidgetBundle {
    /// The bundle's Live Activities (`ActivityConfiguration`s), in order.
    public var liveActivities: [WidgetDefinition] { WidgetCollection.definitions(of: body).filter { $0.liveActivity != nil } }
    /// The bundle's controls (`ControlWidget`s), in order.
    public var controls: [ControlDefinition] { WidgetCollection.definitions(of: body).compactMap(\.control) }
}

/// The provider of a definition that is not a timeline widget (one placeholder entry, never shown).
struct NoTimelineProvider: TimelineProvider {
    struct Entry: TimelineEntry { var date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
