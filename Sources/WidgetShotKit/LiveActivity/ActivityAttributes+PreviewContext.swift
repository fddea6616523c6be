import Foundation
import WidgetShotActivityKit
import WidgetShotUI

extension ActivityAttributes {
    /// A preview of this Live Activity for one content state in one presentation — WidgetKit's
    /// `previewContext(_:viewKind:)` (iOS 16.2), the `PreviewProvider` form Xcode templates wrote
    /// before `#Preview(_:as:using:)`
    /// (https://developer.apple.com/documentation/widgetkit/activityattributes/previewcontext(_:viewkind:)):
    ///
    /// ```swift
    /// static var previews: some View {
    ///     attributes.previewContext(state, viewKind: .dynamicIsland(.compact))
    ///     attributes.previewContext(state, viewKind: .content)
    /// }
    /// ```
    ///
    /// As in Xcode, the attributes type names the extension's `ActivityConfiguration` for it: the
    /// previews list it as that Live Activity in that presentation (and the gallery takes its
    /// attributes and state as samples).
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> ActivityPreviewContextView<Self> {
        ActivityPreviewContextView(attributes: self, contentState: contentState, viewKind: viewKind)
    }
}

/// The view `ActivityAttributes.previewContext(_:viewKind:)` returns. Previews resolve it to the
/// Live Activity it shows; drawn as a plain view, it is the Lock Screen view of the registered
/// `ActivityConfiguration` for its attributes type (nothing when there is none).
public struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View, ActivityPreviewContextProviding {
    /// The static data.
    public let attributes: Attributes
    /// The content state shown.
    public let contentState: Attributes.ContentState
    /// The presentation shown.
    public let viewKind: ActivityPreviewViewKind

    public var body: some View {
        if let definition = activityPreviewDefinition, let views = try? definition.liveActivity?.views(attributes: attributes, state: contentState) {
            views.lockScreen
        }
    }

    /// The `ActivityConfiguration` created for `Attributes` in this process, if any.
    public var activityPreviewDefinition: WidgetDefinition? { LiveActivityRegistry.definition(for: Attributes.self) }
    /// The attributes, type-erased.
    public var activityPreviewAttributes: Any { attributes }
    /// The content state, type-erased.
    public var activityPreviewState: Any { contentState }
}

/// A preview view that stands for a Live Activity (`ActivityPreviewContextView`), read by the
/// preview listing without knowing its attributes type.
public protocol ActivityPreviewContextProviding {
    /// The registered `ActivityConfiguration` for the attributes type, if any.
    var activityPreviewDefinition: WidgetDefinition? { get }
    var activityPreviewAttributes: Any { get }
    var activityPreviewState: Any { get }
    var viewKind: ActivityPreviewViewKind { get }
}

/// The `ActivityConfiguration`s created in this process, by attributes type — how an
/// attributes value finds its Live Activity's views, as Xcode finds them in the extension.
public enum LiveActivityRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var definitions: [ObjectIdentifier: WidgetDefinition] = [:]

    /// Records `definition` as the Live Activity of `type` (the latest configuration wins).
    public static func register<A: ActivityAttributes>(_ definition: WidgetDefinition, for type: A.Type) {
        lock.lock()
        definitions[ObjectIdentifier(type)] = definition
        lock.unlock()
    }

    /// The Live Activity registered for `type`.
    public static func definition<A: ActivityAttributes>(for type: A.Type) -> WidgetDefinition? {
        lock.lock()
        defer { lock.unlock() }
        return definitions[ObjectIdentifier(type)]
    }
}
