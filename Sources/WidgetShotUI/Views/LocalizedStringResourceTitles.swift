import Foundation

// Views titled by a `LocalizedStringResource` (iOS 16; the image-resource ones iOS 17): what code
// that keeps its strings as resources — App Intents' titles, AlarmKit's `AlarmButton.text` —
// passes straight to a `Label` or `Button` (CocoaHeadsAlbania's alarm Live Activity:
// `Label(config.text, systemImage: config.systemImageName)`). Each title is a `Text(resource)`,
// looked up in the environment's locale. They are disfavoured so that a string literal still
// picks the `LocalizedStringKey` initialiser, as it does with Apple's overloads.

extension Label where Title == Text, Icon == Image {
    /// A label with a localized-resource title and an SF Symbol (iOS 16).
    ///
    /// ```swift
    /// Label(button.text, systemImage: button.systemImageName)
    /// ```
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
    /// A label with a localized-resource title and an image from the asset catalog (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }
    /// A label with a localized-resource title and an asset catalog's generated image symbol (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(title: { Text(titleResource) }, icon: { Image(resource) })
    }
}

extension Button where Label == Text {
    /// A button titled by a localized resource (iOS 16; not interactive in widgets).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
    /// A button with a role, titled by a localized resource (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
}

extension Button where Label == WidgetShotUI.Label<Text, Image> {
    /// A button with an SF Symbol, titled by a localized resource (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetShotUI.Label(titleResource, systemImage: systemImage) }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a localized resource, bound to state (iOS 16; not interactive in widgets).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}
