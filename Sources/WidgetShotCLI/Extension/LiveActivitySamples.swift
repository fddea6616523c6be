import Foundation
import WidgetShotSnapshotCore

/// Sample data for an extension's Live Activities, taken from its `#Preview(…, using: attributes)
/// { … } contentStates: { … }` previews, so `gallery` and `render --activity` need no
/// `--attributes`/`--content-states` files when the team already wrote previews.
enum LiveActivitySamples {
    /// `activities` with the first matching preview's attributes and states where they have none,
    /// or only a framework's defaults (AlarmKit's `AlarmAttributes`).
    static func filled(_ activities: [WidgetDefinition], from previews: () -> [Preview]) -> [WidgetDefinition] {
        guard activities.contains(where: { $0.liveActivity.map(needsSamples) ?? false }) else { return activities }
        let all = previews()
        return activities.map { definition in
            guard var activity = definition.liveActivity, needsSamples(activity) else { return definition }
            for preview in all {
                guard case .liveActivity(let previewed, let attributes, _, let states) = preview.content,
                      previewed.kind == definition.kind, let values = try? states(), !values.isEmpty else { continue }
                activity.sampleAttributes = attributes
                activity.sampleContentStates = values
                activity.samplesAreSystemDefaults = false
                var filled = definition
                filled.liveActivity = activity
                return filled
            }
            return definition
        }
    }

    private static func needsSamples(_ activity: LiveActivityDefinition) -> Bool {
        activity.sampleAttributes == nil || activity.samplesAreSystemDefaults
    }
}
