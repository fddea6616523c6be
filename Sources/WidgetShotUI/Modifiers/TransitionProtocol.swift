import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy — SwiftUI's `Transition` protocol (iOS 17).
///
/// As with ``AnyTransition``, a render is one moment after the transition: a view with a
/// transition is drawn in its identity (final) state.
public protocol Transition {}

extension View {
    /// Associates a transition with the view (iOS 17's generic overload); the view is drawn in place.
    public func transition<T: Transition>(_ transition: T) -> some View { modifier(MotionModifier(note: nil)) }
}

extension AnyTransition {
    /// Creates a type-erased transition from a ``Transition``.
    public init<T: Transition>(_ transition: T) { self.init(String(describing: T.self)) }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects (https://developer.apple.com/documentation/swiftui/blurreplacetransition).
public struct BlurReplaceTransition: Transition {
    /// Configuration properties for a transition.
    public struct Configuration: Equatable, Sendable {
        let name: String
        /// Scales the view down while removing it and up while inserting it.
        public static let downUp = Configuration(name: "downUp")
        /// Scales the view up while both removing and inserting it.
        public static let upUp = Configuration(name: "upUp")
    }

    /// The transition configuration.
    public var configuration: Configuration

    /// Creates a new transition.
    public init(configuration: Configuration) { self.configuration = configuration }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and
    /// scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// A blur-and-scale transition with the given configuration (default `.downUp`).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}
