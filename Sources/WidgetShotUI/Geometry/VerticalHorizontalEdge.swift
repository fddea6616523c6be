import Foundation

/// The top or bottom edge — SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge — SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
