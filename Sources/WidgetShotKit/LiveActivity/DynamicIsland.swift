import Foundation
import WidgetShotUI

/// The Dynamic Island presentations of a Live Activity — WidgetKit's `DynamicIsland`
/// (https://developer.apple.com/documentation/widgetkit/dynamicisland).
///
/// ```swift
/// DynamicIsland {
///     DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck") }
///     DynamicIslandExpandedRegion(.bottom) { Text("Arriving in 12 min") }
/// } compactLeading: { Image(systemName: "box.truck") } compactTrailing: { Text("12m") } minimal: { Text("12") }
/// ```
public struct DynamicIsland {
    /// The expanded presentation's regions, in the order written.
    public internal(set) var expandedRegions: [DynamicIslandRegionContent]
    var compactLeading: AnyView
    var compactTrailing: AnyView
    var minimal: AnyView
    /// `keylineTint(_:)`: the colour of the island's thin border.
    public internal(set) var keylineTint: Color?
    /// `widgetURL(_:)`.
    public internal(set) var widgetURL: URL?
    /// `contentMargins(_:_:for:)` overrides, applied in order.
    var marginOverrides: [(mode: DynamicIslandMode, edges: Edge.Set, length: CGFloat)] = []

    /// Creates the Dynamic Island presentations from the expanded regions and the compact and
    /// minimal views.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        expandedRegions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// Tints the island's border (the keyline), WidgetKit's `keylineTint(_:)`.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keylineTint = color
        return copy
    }

    /// The URL a tap opens, WidgetKit's `widgetURL(_:)`.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.widgetURL = url
        return copy
    }

    /// Overrides the default content margins of one presentation; later calls win for the edges they name.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        copy.marginOverrides.append((mode, edges, finiteLength(length)))
        return copy
    }

    /// The content margins of a presentation: the defaults (none when `systemDefaults` is false,
    /// i.e. after `.contentMarginsDisabled()`) with the overrides applied.
    public func margins(for mode: DynamicIslandMode, systemDefaults: Bool = true) -> EdgeInsets {
        var m = systemDefaults ? DynamicIslandMode.defaultMargins(for: mode) : EdgeInsets()
        for o in marginOverrides where o.mode == mode { m = m.replacing(o.edges, with: o.length) }
        return m
    }
}

/// Which Dynamic Island presentation — WidgetKit's `DynamicIslandMode`.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    /// The leading side of the compact presentation.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The trailing side of the compact presentation.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")

    /// The system's default margins. **Guess**: Apple documents that defaults exist
    /// (https://developer.apple.com/documentation/widgetkit/dynamicisland/contentmargins(_:_:for:))
    /// but publishes no values. Compact and minimal: 6 pt on every edge, keeping a 24-pt symbol
    /// inside the 36.67-pt-tall capsule; expanded: 20 pt at the sides and 14 pt at top and bottom,
    /// so content clears the 44-pt corners (HIG "Use consistent margins and concentric placement").
    public static func defaultMargins(for mode: DynamicIslandMode) -> EdgeInsets {
        mode == .expanded ? EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20) : EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    }
}

/// Where an expanded region goes — WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Beside the TrueDepth camera on the leading side; taller content wraps below it.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the TrueDepth camera on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Right below the TrueDepth camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the leading, trailing and center content, full width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
    /// The region's name ("leading", "trailing", "center", "bottom").
    public var rawValue: String { name }
}

/// Where a leading or trailing region sits vertically — WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    /// Beside the TrueDepth camera.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the camera when the content is too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded presentation, type-erased.
public struct DynamicIslandRegionContent {
    public var position: DynamicIslandExpandedRegionPosition
    public var priority: Double
    /// Set with `.dynamicIsland(verticalPlacement:)` on the region's top-level content.
    public var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement
    /// `contentMargins(_:_:)` on the region, applied in order.
    var marginOverrides: [(edges: Edge.Set, length: CGFloat)]
    /// The region's view.
    public var view: AnyView

    /// The region's margins given the presentation's.
    public func margins(base: EdgeInsets) -> EdgeInsets {
        marginOverrides.reduce(base) { $0.replacing($1.edges, with: $1.length) }
    }
}

/// A region of the expanded presentation — WidgetKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View> {
    var region: DynamicIslandRegionContent

    /// A region at `position`; between leading and trailing, the higher `priority` gets more
    /// width when both do not fit (WidgetShot's reading of Apple's "takes precedence").
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        let view = content()
        let placement = (view as? DynamicIslandPlacementCarrier)?.placement ?? .default
        // Several views without a stack (`DynamicIslandExpandedRegion(.leading) { Text(a); Text(b) }`)
        // stack vertically, as a view list at the root of a SwiftUI hosting view does (an implicit
        // VStack: Meshtastic's Live Activity ships such regions and shows them one below the other).
        region = DynamicIslandRegionContent(position: position, priority: finiteValue(priority), verticalPlacement: placement,
                                            marginOverrides: [], view: AnyView(VStack { view }))
    }

    /// Overrides the default margins of this region; the innermost call wins for its edges.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        var copy = self
        copy.region.marginOverrides.insert((edges, finiteLength(length)), at: 0)
        return copy
    }
}

/// The expanded presentation's regions — WidgetKit's `DynamicIslandExpandedContent`.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandRegionContent]
    init(regions: [DynamicIslandRegionContent]) { self.regions = regions }
}

/// Builds the expanded presentation from `DynamicIslandExpandedRegion`s —
/// WidgetKit's `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: [region.region])
    }
    /// Regions built elsewhere — a helper `func expanded(…) -> DynamicIslandExpandedContent<some View>`
    /// marked `@DynamicIslandExpandedContentBuilder`, called inside `DynamicIsland { … }`.
    public static func buildExpression<C: View>(_ content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent<AnyView>(regions: content.regions)
    }
    public static func buildBlock() -> DynamicIslandExpandedContent<AnyView> { DynamicIslandExpandedContent(regions: []) }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<AnyView>...) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<AnyView>?) -> DynamicIslandExpandedContent<AnyView> {
        part ?? DynamicIslandExpandedContent(regions: [])
    }
    public static func buildEither(first: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { first }
    public static func buildEither(second: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { second }
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { part }
}

/// A view that carries `.dynamicIsland(verticalPlacement:)`.
protocol DynamicIslandPlacementCarrier { var placement: DynamicIslandExpandedRegionVerticalPlacement { get } }

/// The view `.dynamicIsland(verticalPlacement:)` returns: its content, with the placement the
/// region reads. WidgetShot reads it only at the top level of a region's content (where Apple's
/// examples put it).
public struct DynamicIslandPlacedView<Content: View>: View, DynamicIslandPlacementCarrier {
    let content: Content
    let placement: DynamicIslandExpandedRegionVerticalPlacement
    public var body: Content { content }
}

extension View {
    /// Places a leading or trailing expanded region below the TrueDepth camera when it is too wide
    /// to fit beside it — WidgetKit's `dynamicIsland(verticalPlacement:)`.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> DynamicIslandPlacedView<Self> {
        DynamicIslandPlacedView(content: self, placement: verticalPlacement)
    }
}

/// What an Xcode preview of a Live Activity shows — WidgetKit's `ActivityPreviewViewKind`.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Dynamic Island presentations for previews — `ActivityPreviewViewKind.DynamicIslandPreviewViewState`.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// Compact leading and trailing together.
        case compact
        /// The minimal presentation.
        case minimal
        /// The expanded presentation.
        case expanded
    }
    /// The Lock Screen (banner) presentation.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)
}

extension EdgeInsets {
    /// These insets with `edges` set to `length`.
    func replacing(_ edges: Edge.Set, with length: CGFloat) -> EdgeInsets {
        var m = self
        if edges.contains(.top) { m.top = length }
        if edges.contains(.bottom) { m.bottom = length }
        if edges.contains(.leading) { m.leading = length }
        if edges.contains(.trailing) { m.trailing = length }
        return m
    }
}

/// A margin length: NaN and ±∞ become 0, negatives 0.
func finiteLength(_ v: Double) -> CGFloat { v.isFinite ? CGFloat(max(0, v)) : 0 }
/// A priority: NaN becomes 0, ±∞ the largest finite value of its sign.
func finiteValue(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude) }
