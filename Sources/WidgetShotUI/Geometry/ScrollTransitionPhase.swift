import Foundation

/// The phases a view of a scroll view goes through as it scrolls in and out of the visible
/// region — SwiftUI's `ScrollTransitionPhase` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/scrolltransitionphase).
///
/// WidgetShot's scroll views do not scroll (widgets are snapshots): every view is at rest, in
/// ``identity``.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is scrolling in or out at the top or leading edge.
    case topLeading
    /// The view is in the visible region.
    case identity
    /// The view is scrolling in or out at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the phase is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// −1 for ``topLeading``, 0 for ``identity``, 1 for ``bottomTrailing``: a value to scale an
    /// effect by.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}
