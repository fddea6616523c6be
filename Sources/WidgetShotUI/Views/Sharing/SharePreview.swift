import Foundation

/// What the share sheet shows of a shared item: a title, and optionally an image and an icon —
/// SwiftUI's `SharePreview`.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title shown in the share sheet's header.
    public let title: Text
    /// The image shown in the header, if any.
    let image: Image?
    /// The icon shown beside the title, if any.
    let icon: Icon?

    /// A preview with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(text: Text(titleKey), image: image, icon: icon) }
    /// A preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(text: Text(title), image: image, icon: icon) }
    /// A preview with a title view, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.init(text: title, image: image, icon: icon) }

    init(text: Text, image: Image?, icon: Icon?) {
        title = text
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a localized title only.
    public init(_ titleKey: LocalizedStringKey) { self.init(text: Text(titleKey), image: nil, icon: nil) }
    /// A preview with a title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(text: Text(title), image: nil, icon: nil) }
    /// A preview with a title view only.
    public init(_ title: Text) { self.init(text: title, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    /// A preview with a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(text: Text(titleKey), image: image, icon: nil) }
    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(text: Text(title), image: image, icon: nil) }
    /// A preview with a title view and an image.
    public init(_ title: Text, image: Image) { self.init(text: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    /// A preview with a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(text: Text(titleKey), image: nil, icon: icon) }
    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(text: Text(title), image: nil, icon: icon) }
    /// A preview with a title view and an icon.
    public init(_ title: Text, icon: Icon) { self.init(text: title, image: nil, icon: icon) }
}
