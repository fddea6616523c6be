import Foundation
import WidgetShotUI

/// A view controller showing a SwiftUI view — SwiftUI's `UIHostingController`. Widget code never
/// presents one (a widget is SwiftUI already); the controller keeps its root view, and its
/// `view` is an empty `UIView`, as every view controller's is here (see `UIViewController`).
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    /// The SwiftUI view shown.
    public var rootView: Content
    /// How the controller sizes itself (iOS 16).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// Whether the controller's safe area insets apply to the SwiftUI view (iOS 16.4).
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive and a root view.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive alone: it has no root view, so there is none (Apple's
    /// requires `init?(coder:rootView:)` for storyboards too).
    public required init?(coder aDecoder: NSCoder) { return nil }
}

/// How a hosting controller sizes itself — SwiftUI's `UIHostingControllerSizingOptions` (Apple's bits).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The preferred content size follows the SwiftUI view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's intrinsic content size follows the SwiftUI view's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
