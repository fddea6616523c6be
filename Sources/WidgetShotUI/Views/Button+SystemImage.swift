import Foundation

// Buttons whose label is a title with an SF Symbol or asset image (iOS 14–17): SwiftUI makes the
// `Label` for you. `Button("Refresh", systemImage: "arrow.clockwise") { … }` draws as
// `Button { … } label: { Label("Refresh", systemImage: "arrow.clockwise") }` does.

extension Button where Label == WidgetShotUI.Label<Text, Image> {
    /// A button labelled with a localized title and an SF Symbol (iOS 14).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetShotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button labelled with a string title and an SF Symbol (iOS 14).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetShotUI.Label(title, systemImage: systemImage) }
    }
    /// A button with a role, labelled with a localized title and an SF Symbol (iOS 15).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { WidgetShotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button with a role, labelled with a string title and an SF Symbol (iOS 15).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { WidgetShotUI.Label(title, systemImage: systemImage) }
    }
    /// A button labelled with a localized title and an asset catalog's image symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { WidgetShotUI.Label(titleKey, image: image) }
    }
}
