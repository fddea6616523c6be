import Foundation

/// How lines of text align — UIKit's `NSTextAlignment`
/// (https://developer.apple.com/documentation/uikit/nstextalignment). The raw values are iOS's:
/// UIKit declares `center` = 1 and `right` = 2 (AppKit swaps them).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges, the last line natural.
    case justified = 3
    /// The script's own direction: left for left-to-right text.
    case natural = 4
}
