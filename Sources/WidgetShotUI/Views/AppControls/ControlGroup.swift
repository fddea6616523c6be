import Foundation

/// Related controls shown together — SwiftUI's `ControlGroup`.
///
/// iOS's automatic style outside a menu or toolbar lays the controls side by side, each drawn as
/// a bordered button; WidgetShot draws them so (`HStack`, `.buttonStyle(.bordered)`). The
/// group's label (iOS 16 initialiser) is shown only in menus, so it is kept and not drawn.
///
/// ```swift
/// ControlGroup {
///     Button("Copy") { copy() }
///     Button("Paste") { paste() }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A group of controls with a label for menus (not drawn outside a menu).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// A group titled with a localized key and an SF Symbol (the title shows in menus only).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 8) { content }
            .buttonStyle(.bordered)
    }
}
