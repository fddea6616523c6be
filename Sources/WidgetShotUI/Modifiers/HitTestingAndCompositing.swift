import Foundation

/// The kinds of content shape a view can declare — SwiftUI's `ContentShapeKinds`
/// (https://developer.apple.com/documentation/swiftui/contentshapekinds).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Accessibility frames.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// The shape taps hit — SwiftUI's `contentShape(_:eoFill:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)), as in
    /// `Label(…).frame(maxWidth: .infinity).contentShape(Rectangle())` around a `Button(intent:)`.
    /// It changes where taps land, never pixels, so the view draws as it is.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// The shape for some kinds of interaction — SwiftUI's `contentShape(_:_:eoFill:)`; draws as it is.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// Whether the view receives taps — SwiftUI's `allowsHitTesting(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)); draws as it is.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Composites the view's children before later effects — SwiftUI's `compositingGroup()`
    /// (https://developer.apple.com/documentation/swiftui/view/compositinggroup()). WidgetShot's
    /// renderer already draws `opacity`, `blendMode` and `shadow` on a view as one group over its
    /// flattened content, so the view draws as it is.
    public func compositingGroup() -> some View { self }
    /// Renders the view offscreen before display — SwiftUI's `drawingGroup(opaque:colorMode:)`
    /// (https://developer.apple.com/documentation/swiftui/view/drawinggroup(opaque:colormode:)):
    /// a performance hint with the same pixels, so the view draws as it is.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}
