import Foundation

// `onGeometryChange` (iOS 16 back-deployed, https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)).
// SwiftUI calls the action after layout when the transformed value changes; a widget is drawn
// once from its entry, so state the action would set never reaches the image (the same rule as
// `onAppear`, see Lifecycle.swift). WidgetShot lays the view out unchanged and calls nothing.

extension View {
    /// Adds an action to perform when a value made from the view's geometry changes. Calls nothing
    /// in a widget render: the view is drawn as initialised.
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                           action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Adds an action, given the old and the new value, to perform when a value made from the
    /// view's geometry changes (iOS 18 form). Calls nothing in a widget render.
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                           action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
}
