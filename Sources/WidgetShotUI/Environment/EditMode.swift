import Foundation

/// Whether the user can edit a view's content — SwiftUI's `EditMode`
/// (https://developer.apple.com/documentation/swiftui/editmode), read through
/// `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// The content is not being edited.
    case inactive
    /// A temporary edit mode (a swipe in progress).
    case transient
    /// The user can edit the content.
    case active

    /// Whether the mode is other than `inactive`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views in this environment — SwiftUI's `editMode`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/editmode). Nil unless
    /// a view sets one with `.environment(\.editMode, …)`: a widget has no edit button or list
    /// editing, so nothing provides one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
