import WidgetShotKit
import WidgetShotUI

/// How a preview is sized — SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Equatable, Sendable {
    /// The preview fills a device screen (the default).
    case device
    /// The preview is as large as its content wants.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on — SwiftUI's `PreviewDevice` ("iPhone 15 Pro", a model name).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A platform for previews — SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// The orientation of a preview's device — SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    let id: Int
    public static let portrait = InterfaceOrientation(id: 0)
    public static let portraitUpsideDown = InterfaceOrientation(id: 1)
    public static let landscapeLeft = InterfaceOrientation(id: 2)
    public static let landscapeRight = InterfaceOrientation(id: 3)
}

/// A context a preview is shown in — SwiftUI's `PreviewContext`.
public protocol PreviewContext {}

/// Shows a preview as a widget of a family — WidgetKit's `WidgetPreviewContext`.
///
/// ```swift
/// MyWidgetView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemMedium))
/// ```
public struct WidgetPreviewContext: PreviewContext, Equatable {
    /// The family the preview is drawn as.
    public var family: WidgetFamily
    /// Creates a context for previewing a widget's view as `family`.
    public init(family: WidgetFamily) { self.family = family }
}

/// What the preview modifiers (`previewContext`, `previewDisplayName`, `previewLayout`,
/// `previewDevice`) and `#Preview` traits say about one preview.
public struct PreviewTraits: Equatable {
    /// `.previewDisplayName(_:)`.
    public var displayName: String?
    /// `.previewContext(WidgetPreviewContext(family:))`.
    public var family: WidgetFamily?
    /// `.previewLayout(_:)` or a layout trait.
    public var layout: PreviewLayout?
    /// `.previewDevice(_:)`.
    public var device: PreviewDevice?
    /// `.previewInterfaceOrientation(_:)` or an orientation trait.
    public var orientation: InterfaceOrientation?
    /// `.modifier(_:)` traits, in order (applied to the preview's view).
    public var modifiers: [AppliedPreviewModifier] = []

    public init() {}

    /// These traits with `inner`'s set values on top (the modifier nearer the view wins, as in SwiftUI).
    func merged(with inner: PreviewTraits) -> PreviewTraits {
        var t = self
        t.displayName = inner.displayName ?? displayName
        t.family = inner.family ?? family
        t.layout = inner.layout ?? layout
        t.device = inner.device ?? device
        t.orientation = inner.orientation ?? orientation
        t.modifiers = modifiers + inner.modifiers
        return t
    }
}

/// A trait of a `#Preview` — DeveloperToolsSupport's `PreviewTrait`.
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// ```
public struct PreviewTrait<T> {
    let apply: (inout PreviewTraits) -> Void

    /// The preview is as large as its content wants.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The preview fills a device screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
    /// A fixed size in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// Portrait orientation.
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// Landscape orientation (home button or Dynamic Island on the left).
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// Landscape orientation (on the right).
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscapeRight } }
    /// Upside-down portrait.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portraitUpsideDown } }
}
