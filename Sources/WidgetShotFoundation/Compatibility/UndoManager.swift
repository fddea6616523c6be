import Foundation

/// Records changes so they can be undone and redone — Foundation's `UndoManager`
/// (https://developer.apple.com/documentation/foundation/undomanager), which
/// swift-corelibs-foundation lacks. Closure-based registration works as on Apple platforms:
/// `undo()` runs the last group's handlers, and what they register while undoing becomes the
/// redo group. Selector-based registration is not offered (no Objective-C runtime).
open class UndoManager: NSObject, @unchecked Sendable {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var open: [Group] = []
    private var recordingRedo = false

    /// Whether each run-loop pass opens a group on its own (true on Apple platforms; here a
    /// registration outside a group makes a group of its own).
    open var groupsByEvent = true
    /// The most groups kept (0: no limit).
    open var levelsOfUndo = 0
    /// Whether undo is running.
    open private(set) var isUndoing = false
    /// Whether redo is running.
    open private(set) var isRedoing = false
    /// Whether registration is enabled (`disableUndoRegistration()` counts down).
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    private var disabled = 0

    /// An empty undo manager.
    public override init() { super.init() }

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The nesting of open groups.
    open var groupingLevel: Int { open.count }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers a closure that undoes a change to `target`.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard disabled == 0 else { return }
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if open.isEmpty {
            push(Group(actions: [action]))
        } else {
            open[open.count - 1].actions.append(action)
        }
    }
    /// Names the group being recorded (or the last one).
    open func setActionName(_ actionName: String) {
        if open.isEmpty {
            if isUndoing, !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
        } else {
            open[open.count - 1].name = actionName
        }
    }
    /// Opens a group.
    open func beginUndoGrouping() { open.append(Group()) }
    /// Closes the innermost group (nested groups join their parent).
    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if open.isEmpty {
            if !group.actions.isEmpty { push(group) }
        } else {
            open[open.count - 1].actions += group.actions
        }
    }
    /// Stops recording.
    open func disableUndoRegistration() { disabled += 1 }
    /// Resumes recording.
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    /// Undoes the last group: its actions run last first; what they register becomes redoable.
    open func undo() {
        while !open.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        run(group, undoing: true)
    }
    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        run(group, undoing: false)
    }
    /// Forgets every action.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
    }
    /// Forgets the actions of one target (those whose target is gone do nothing already).
    open func removeAllActions(withTarget target: Any) {}

    private func run(_ group: Group, undoing: Bool) {
        isUndoing = undoing
        isRedoing = !undoing
        open.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let inverse = open.removeLast()
        isUndoing = false
        isRedoing = false
        guard !inverse.actions.isEmpty else { return }
        if undoing { redoStack.append(inverse) } else { undoStack.append(inverse) }
    }
    private func push(_ group: Group) {
        if isUndoing { redoStack.append(group); return }
        if !isRedoing { redoStack.removeAll() }
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
