import Foundation

// ShareLink's initialisers with the default label ("Share" and the share symbol, or a title).
// Apple's overloads: no title, a localized key, a string, a `LocalizedStringResource`; each for
// one item or items, with a preview (any `Transferable`) or without (strings and URLs only).

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares one item, with a preview.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel())
    }
    /// Shares one item under a localized title, with a preview.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares one item under a title, with a preview.
    @_disfavoredOverload
    public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares one item under a localized resource title, with a preview.
    @_disfavoredOverload
    public init<I>(_ titleResource: LocalizedStringResource, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

    /// Shares items, with a preview per item.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }
    /// Shares items under a localized title, with a preview per item.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares items under a title, with a preview per item.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares items under a localized resource title, with a preview per item.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
    /// Shares a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
    /// Shares a string under a localized title.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares a URL under a localized title.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares a string under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares a URL under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares a string under a localized resource title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }
    /// Shares a URL under a localized resource title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Shares strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
    /// Shares strings under a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares strings under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares strings under a localized resource title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Shares URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
    /// Shares URLs under a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares URLs under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares URLs under a localized resource title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }
}
