import Foundation

/// The iOS 13 alert value — SwiftUI's `Alert` (deprecated in iOS 15 for `.alert(_:isPresented:actions:)`).
/// Presented with `.alert(isPresented:content:)`; never drawn in a render (see Presentations.swift).
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert — SwiftUI's `Alert.Button`.
    public struct Button {
        enum Role { case normal, cancel, destructive }
        let role: Role
        let label: Text?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(role: .normal, label: label, action: action) }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(role: .cancel, label: label, action: action) }
        /// A cancel button with the system's label (Cancel).
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(role: .cancel, label: nil, action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(role: .destructive, label: label, action: action) }
    }
}

/// The iOS 13 action sheet value — SwiftUI's `ActionSheet` (deprecated); never drawn.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    /// An action sheet with buttons (Cancel when none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
    /// A button of an action sheet.
    public typealias Button = Alert.Button
}

extension View {
    /// The iOS 13 form: an alert shown while `isPresented` is true (not drawn).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// The iOS 13 form: an alert shown for a non-nil item (not drawn).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    /// The iOS 13 form: an action sheet shown while `isPresented` is true (not drawn).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    /// The iOS 13 form: an action sheet shown for a non-nil item (not drawn).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }
}
