import Foundation

/// The phases of an `AsyncImage` load — SwiftUI's `AsyncImagePhase` (iOS 15).
public enum AsyncImagePhase {
    /// No image is loaded (before the load completes, or with no URL).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed.
    case failure(Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The failure, if any.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads an image from a URL — SwiftUI's `AsyncImage` (iOS 15), as a widget shows it.
///
/// WidgetKit renders a widget's view once for the timeline entry and archives the result; nothing
/// waits for a download or redraws when one completes (widgets load their images in the timeline
/// provider instead: "There is no asynchronous loading of images… in a widget", iOS 14 widget
/// development notes). So the view stays in the phase SwiftUI documents for a load that has not
/// completed, `AsyncImagePhase.empty` ("If you set the URL to nil, or after you set the URL to a
/// value but before the load operation completes, the phase is empty"): the placeholder, or the
/// content closure's `.empty` branch. The URL is never fetched.
///
/// ```swift
/// AsyncImage(url: thumbnailURL) { image in image.resizable() } placeholder: { ProgressView() }
/// ```
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image at `url`, with the standard placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageStandardPlaceholder {
        content = _AsyncImageStandardPlaceholder()
    }

    /// The image at `url`, shaped by `content`, with `placeholder` until it loads.
    /// (`Content` is `_ConditionalContent<I, P>`, as in SwiftUI; a widget always shows the placeholder.)
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// The image at `url` in phases: `content` draws the phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// `AsyncImage`'s standard placeholder: it "fills the available space" (Apple's documentation of
/// `init(url:scale:)`) with a neutral fill (**guess**: the secondary colour at 25 % opacity).
public struct _AsyncImageStandardPlaceholder: View {
    public var body: some View { Color.secondary.opacity(0.25) }
}
