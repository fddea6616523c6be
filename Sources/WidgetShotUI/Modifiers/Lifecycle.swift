import Foundation

// Life-cycle and change callbacks. A widget render is a snapshot of the entry's view: WidgetShot
// resolves the view once and never runs these closures, so state they would change is drawn as
// initialised — which is what a widget shows on iOS too (its view is archived once per entry;
// `@State` changes made after that never reach the screen). Running them could also start work
// (network, timers) a render must not do. `onAppear`, `onDisappear` and `task` are linted so the
// author knows the closure's effect is not in the image.

extension View {
    /// Runs nothing in a widget render (linted): state set here is not drawn.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(MotionModifier(note: action == nil ? nil : "onAppear: widgets are snapshots, the closure's changes are not drawn"))
    }
    /// Runs nothing in a widget render.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(MotionModifier(note: nil)) }
    /// Starts no task in a widget render (linted).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(MotionModifier(note: "task: widgets are snapshots, the task's results are not drawn"))
    }
    /// Starts no task in a widget render (linted).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(MotionModifier(note: "task(id:): widgets are snapshots, the task's results are not drawn"))
    }
    /// Calls nothing in a widget render (a snapshot has no changes).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { modifier(MotionModifier(note: nil)) }
    /// Calls nothing in a widget render (iOS 17 form).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Calls nothing in a widget render (iOS 17 form).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }
}
