import Foundation

/// How a view is inserted and removed — SwiftUI's `AnyTransition`.
///
/// WidgetKit (iOS 17) plays transitions when a new timeline entry replaces a view (with `.id`).
/// A render is one moment, after the transition: the view is drawn in its identity (final) state.
public struct AnyTransition: CustomStringConvertible {
    /// A readable description: "push(from: bottom)".
    public let description: String
    init(_ description: String) { self.description = description }

    /// No visible change.
    public static let identity = AnyTransition("identity")
    /// Fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// Scales from zero.
    public static let scale = AnyTransition("scale")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    /// Moves in from and out to an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    /// Pushes in from an edge, pushing the old view out the other side (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset.width), \(offset.height))") }
    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }
    /// A transition defined by a modifier's active and identity states (the identity is drawn).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier(\(E.self))") }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description)+\(other.description)") }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes in place — SwiftUI's `ContentTransition`. Drawn in its final state.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// No animation of the content.
    public static let identity = ContentTransition(name: "identity")
    /// Cross-fades the content.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolates the content (text weight, width…).
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolls digits of numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Rolls digits of numeric text in the direction of `value`'s change (iOS 17).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// The transition when this view is inserted or removed; the view is drawn in place.
    public func transition(_ t: AnyTransition) -> some View { modifier(MotionModifier(note: nil)) }
    /// The transition of this view's content; drawn in its final state.
    public func contentTransition(_ transition: ContentTransition) -> some View { modifier(MotionModifier(note: nil)) }
}
