import Foundation

/// The padding that places content within a scene — SwiftUI's `ScenePadding`
/// (https://developer.apple.com/documentation/swiftui/scenepadding).
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The minimum padding that content in a scene should have.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of content below a navigation bar (watchOS; drawn as `minimum` here).
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension View {
    /// Pads this view with the scene padding on `edges`
    /// (https://developer.apple.com/documentation/swiftui/view/scenepadding(_:)).
    ///
    /// Apple publishes no number; on iPhone the scene padding is the system's default padding,
    /// so WidgetShot pads by `padding(edges)`'s 16 pt.
    ///
    /// ```swift
    /// VStack { … }.scenePadding(.horizontal)
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// Pads this view with a kind of scene padding on `edges` (iOS 16).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}
