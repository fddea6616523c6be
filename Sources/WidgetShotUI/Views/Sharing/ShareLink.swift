import Foundation

/// A control that presents the share sheet — SwiftUI's `ShareLink`.
///
/// iOS draws a share link as a button (it follows `.buttonStyle(_:)`), labelled by default
/// "Share" with the `square.and.arrow.up` symbol (``DefaultShareLinkLabel``). A render draws
/// that button; the items, subject, message and previews are kept, never presented (nobody taps
/// in a render).
///
/// ```swift
/// ShareLink(item: url)
/// ShareLink(item: log.text) { Label("Share log", systemImage: "square.and.arrow.up") }
/// ShareLink("Export", item: photo, preview: SharePreview("Photo", image: photo.image))
/// ```
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    /// The items the share sheet would offer.
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(items: Data, subject: Text?, message: Text?,
         preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    public var body: some View {
        // A tap presents the share sheet; a render shows the control at rest.
        Button(action: {}) { label }
    }
}

/// The label of a share link without one: "Share" (or the given title) with the
/// `square.and.arrow.up` symbol — SwiftUI's `DefaultShareLinkLabel`.
public struct DefaultShareLinkLabel: View {
    let title: Text?

    init(title: Text? = nil) { self.title = title }

    public var body: some View {
        // iOS's default share link label (Apple's docs: "Share" with the share symbol).
        WidgetShotUI.Label { title ?? Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

// MARK: - Custom labels

extension ShareLink {
    /// Shares one item with a custom label and a preview.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                   @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    /// Shares items with a custom label and a preview per item.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares a string with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// Shares a URL with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// Shares strings with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// Shares URLs with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }
}
