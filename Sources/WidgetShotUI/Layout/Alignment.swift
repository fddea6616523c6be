import Foundation

/// A type that identifies an alignment guide and supplies its default value.
///
/// ```swift
/// enum IconCenter: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let iconCenter = VerticalAlignment(IconCenter.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container merges the explicit values of one guide from several children
/// (`swiftui-layout` §1.5).
enum AlignmentCombiner {
    /// Frame guides (leading, center, trailing, top, bottom) do not propagate out of containers.
    case none
    /// The default for custom guides: the mean of the explicit child values.
    case average
    case minimum
    case maximum
}

/// An alignment guide identity, independent of its axis type. Trivial to copy (no reference
/// counting): it is passed around on every alignment look-up.
struct AlignmentKey: Hashable {
    let type: any AlignmentID.Type
    let axis: Axis
    let combiner: AlignmentCombiner

    init(_ type: any AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
        combiner = (type as? any BuiltInAlignmentID.Type)?.combiner ?? .average
    }

    var id: ObjectIdentifier { ObjectIdentifier(type) }
    var name: String { String(describing: type) }
    func defaultValue(_ d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }

    static func == (l: AlignmentKey, r: AlignmentKey) -> Bool { l.id == r.id && l.axis == r.axis }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }

    /// Combines explicit child values with this guide's combiner.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combiner {
        case .none: return nil
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }
}

protocol BuiltInAlignmentID: AlignmentID {
    static var combiner: AlignmentCombiner { get }
}

enum LeadingID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static var combiner: AlignmentCombiner { .none }
}
enum HCenterID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    static var combiner: AlignmentCombiner { .none }
}
enum TrailingID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    static var combiner: AlignmentCombiner { .none }
}
enum TopID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static var combiner: AlignmentCombiner { .none }
}
enum VCenterID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    static var combiner: AlignmentCombiner { .none }
}
enum BottomID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combiner: AlignmentCombiner { .none }
}
/// First baselines combine with `min`: the topmost first line wins.
enum FirstBaselineID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combiner: AlignmentCombiner { .minimum }
}
/// Last baselines combine with `max` (the bottom line). The reference reads `min` from a
/// decompilation and marks it [U]; we choose `max`, which is what a last baseline means.
enum LastBaselineID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combiner: AlignmentCombiner { .maximum }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable {
    let key: AlignmentKey
    /// Creates an alignment from a custom identifier type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable {
    let key: AlignmentKey
    /// Creates an alignment from a custom identifier type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

/// An alignment in both axes.
///
/// ```swift
/// ZStack(alignment: .topTrailing) { Color.blue; Image("logo") }
/// ```
public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
