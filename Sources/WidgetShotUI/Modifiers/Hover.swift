import Foundation

// Pointer hover (iPadOS with a trackpad, visionOS gaze). A widget on a Home Screen is never
// hovered, so these change no pixels and call nothing.

/// An effect applied when a pointer hovers over a view — SwiftUI's `HoverEffect`
/// (https://developer.apple.com/documentation/swiftui/hovereffect).
public struct HoverEffect: Sendable, Equatable {
    let name: String
    /// The system's choice of effect for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// The pointer morphs into a platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts and gains a shadow under the pointer.
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// Applies a pointer hover effect (never drawn: a widget is not hovered).
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Turns the view's hover effect on or off (never drawn).
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { modifier(MotionModifier(note: nil)) }
    /// Adds an action to perform when a pointer enters or leaves the view; never called in a
    /// widget render.
    nonisolated public func onHover(perform action: @escaping (_ isHovering: Bool) -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
}
