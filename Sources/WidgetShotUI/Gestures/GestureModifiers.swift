import Foundation

// Attaching gestures to views. Layout and pixels are unchanged and no action runs: a widget
// reacts to touches only through intents, links and `widgetURL` (see Gesture.swift).

extension View {
    /// Attaches a gesture to the view (no effect in a widget).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { modifier(MotionModifier(note: nil)) }
    /// Attaches a gesture that is enabled or not (iOS 18 form; no effect in a widget).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { modifier(MotionModifier(note: nil)) }
    /// Attaches a gesture with a higher precedence than the view's own (no effect in a widget).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Attaches a gesture to run at the same time as the view's own (no effect in a widget).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Adds an action to perform when the view recognises a tap; never called in a widget
    /// (use `Button(intent:)` or `widgetURL`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { modifier(MotionModifier(note: nil)) }
    /// Adds an action, given the tap's location, to perform on a tap (iOS 17); never called in a widget.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Adds an action to perform on a long press; never called in a widget.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Adds an action to perform on a long press, with a pressing callback before it (iOS 13 form); never called in a widget.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
}
