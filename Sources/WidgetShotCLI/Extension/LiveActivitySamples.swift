import Foundation
import WidgetShotSnapshotCore

/// Sample data for an extension's Live Activities, taken from its `#Preview(…, using: attributes)
/// { … } contentStates: { … }` previews, so `gallery` and `render --activity` need no
/// `--attributes`/`--content-states` files when the team already wrote previews.
enum LiveActivitySamples {
    /// `activities` with the first matching preview's attributes and states where they have none.
    static func filled(_ activities: [WidgetDefinition], from previews: () -> [Preview]) -> [WidgetDefinition] {
        guard activities.contains(where: { $0.liveActivity?.sampleAttributes == nil }) else { return activities }
        let all = previews()
        return activities.map { definition in
            guard var activity = definition.liveActivity, activity.sampleAttributes == nil else { return definition }
            for preview in all {
                guard case .liveActivity(let previewed, let attributes, _, let states) = preview.content,
                      previewed.kind == definition.kind, let values = try? states(), !values.isEmpty else { continue }
                activity.sampleAttributes = attributes
                activity.sampleContentStates = values
                var filled = definition
                filled.liveActivity = activity
                return filled
            }
            return definition
        }
    }
}
