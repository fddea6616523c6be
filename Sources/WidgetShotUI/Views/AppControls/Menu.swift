import Foundation

/// A control that shows a menu of actions when tapped — SwiftUI's `Menu`.
///
/// A render draws what iOS shows before a tap: the menu's label, as a button (it follows
/// `.buttonStyle(_:)`, as an iOS menu with the default `.button` menu style does). The menu's
/// content is kept, never shown (nobody taps in a render).
///
/// ```swift
/// Menu("Presets") { Button("Rain") { apply(.rain) } }
/// Menu { … } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction` (the menu opens on a long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        Button(action: primaryAction ?? {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A menu titled with a localized key whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == WidgetShotUI.Label<Text, Image> {
    /// A menu titled with a localized key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { WidgetShotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A menu titled with a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { WidgetShotUI.Label(title, systemImage: systemImage) }
    }
}
