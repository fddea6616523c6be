import WidgetShotKit
import WidgetShotUI

extension Preview {
    /// The Live Activity a `PreviewProvider` view stands for when it is (or wraps, through
    /// modifiers that erase to one view) `attributes.previewContext(state, viewKind:)` and an
    /// `ActivityConfiguration` for that attributes type exists; nil otherwise (the view is shown).
    static func activityContent(of view: AnyView) -> Content? {
        var current: any View = view
        for _ in 0..<8 {
            if let context = current as? any ActivityPreviewContextProviding {
                guard let definition = context.activityPreviewDefinition else { return nil }
                let state = context.activityPreviewState
                return .liveActivity(definition, attributes: context.activityPreviewAttributes,
                                     presentation: LiveActivityPresentation(context.viewKind), states: { [state] })
            }
            guard let children = _ViewList.children(of: current), children.count == 1 else { return nil }
            current = children[0]
        }
        return nil
    }
}
