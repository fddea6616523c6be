import Foundation

/// Part of an app's user interface with a life cycle the system manages — SwiftUI's `Scene`
/// (https://developer.apple.com/documentation/swiftui/scene).
///
/// A widget has no scenes; the protocol is here so an app's shared sources compile into a widget
/// build (extensions on `Scene`, helpers that return `some Scene`). WidgetShot never runs one.
public protocol Scene {
    /// The scene's content type.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds scenes from closures — SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// A scene as written.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
