import Foundation

/// One view of a laid-out tree with its frame in canvas points.
///
/// Modifiers that have their own layout (`frame`, `padding`, `background`…) are nodes of their
/// own, as in SwiftUI's view hierarchy; drawing-only modifiers (`opacity`, `clipped`…) are
/// `effects` of the node they apply to.
public struct PlacedNode {
    /// What the node is: "Text", "HStack", "frame", "padding", "Color", a custom layout's type…
    public var kind: String
    /// A short description of leaf content: the text's string or the image's name.
    public var label: String?
    /// The `.id(_:)` or `ForEach` element identity, if any.
    public var explicitID: String?
    /// The layout frame in canvas points (fractional, as SwiftUI reports it).
    public var frame: CGRect
    /// The frame snapped to the pixel grid, as drawn (`swiftui-layout` §10).
    public var renderedFrame: CGRect
    /// What the node draws itself.
    public var content: NodeContent
    public var children: [PlacedNode]
    /// The fields few nodes set, shared with the layout node this node was made from (copied on
    /// write): a placed node is made, copied and freed without a dozen mostly empty fields (issue 21).
    var extras: NodeExtras

    /// The `.accessibilityIdentifier(_:)`, if any.
    public var identifier: String? { get { extras.identifier } set { extras.identifier = newValue } }
    /// Drawing effects on this subtree.
    public var effects: [RenderEffect] { get { extras.effects } _modify { yield &extras.effects } }
    public var zIndex: Double { get { extras.zIndex } set { extras.zIndex = newValue } }
    /// A `Link` destination for this region.
    public var link: URL? { get { extras.link } set { extras.link = newValue } }
    /// A `.widgetURL(_:)` set on this view.
    public var widgetURL: URL? { get { extras.widgetURL } set { extras.widgetURL = newValue } }
    /// Why widgets do not support this view, if they do not.
    public var unsupportedReason: String? { get { extras.unsupportedReason } set { extras.unsupportedReason = newValue } }
    /// The intent an interactive control performs when this region is tapped.
    public var intentAction: IntentAction? { get { extras.intentAction } set { extras.intentAction = newValue } }
    /// Accessibility attributes set with the accessibility modifiers ("label", "hint", "value",
    /// "traits", "hidden", "element", "sortPriority"…).
    public var accessibility: [String: String] { get { extras.accessibility } _modify { yield &extras.accessibility } }

    /// This node and all its descendants, depth first.
    public var allNodes: [PlacedNode] {
        // Appended into one array: `[self] + children.flatMap(\.allNodes)` copied every node once
        // per level above it (8.5 M instructions for one small widget's three walks, issue 21).
        var nodes: [PlacedNode] = []
        appendAllNodes(to: &nodes)
        return nodes
    }

    private func appendAllNodes(to nodes: inout [PlacedNode]) {
        nodes.append(self)
        for child in children { child.appendAllNodes(to: &nodes) }
    }

    /// The first node (depth first) with an accessibility identifier.
    public func first(identifier: String) -> PlacedNode? {
        if self.identifier == identifier { return self }
        for c in children { if let hit = c.first(identifier: identifier) { return hit } }
        return nil
    }
}

/// The result of laying out a view on a canvas: every view's frame, as a tree.
///
/// ```swift
/// let tree = try LayoutEngine().layout(MyWidgetView(), in: CGSize(width: 170, height: 170), scale: 3)
/// tree.frame(of: "title")        // CGRect in canvas points
/// print(tree.jsonString())
/// ```
public struct PlacedTree {
    /// The canvas size in points.
    public var canvasSize: CGSize
    /// The display scale (pixels per point).
    public var scale: CGFloat
    /// The root view (nil when the view produced no content).
    public var root: PlacedNode?

    /// The node with an accessibility identifier.
    public func node(_ identifier: String) -> PlacedNode? { root?.first(identifier: identifier) }
    /// The layout frame of the view with an accessibility identifier.
    public func frame(of identifier: String) -> CGRect? { node(identifier)?.frame }
    /// The pixel-snapped frame of the view with an accessibility identifier.
    public func renderedFrame(of identifier: String) -> CGRect? { node(identifier)?.renderedFrame }
    /// Every node, depth first.
    public var allNodes: [PlacedNode] { root?.allNodes ?? [] }

    /// A stable JSON form: sorted keys, numbers rounded to 1/10,000 pt, frames as `[x, y, w, h]`.
    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let doc = GeometryDocument(canvas: [Self.round(canvasSize.width), Self.round(canvasSize.height)], scale: Double(scale), root: root.map(GeometryNode.init))
        return String(decoding: (try? encoder.encode(doc)) ?? Data(), as: UTF8.self)
    }

    static func round(_ v: CGFloat) -> Double { (Double(v) * 10_000).rounded() / 10_000 }
}

/// The Codable shape of `PlacedTree.jsonString()`.
struct GeometryDocument: Codable {
    var canvas: [Double]
    var scale: Double
    var root: GeometryNode?
}

struct GeometryNode: Codable {
    var kind: String
    var label: String?
    var id: String?
    var explicitID: String?
    var frame: [Double]
    var rendered: [Double]
    var link: String?
    var widgetURL: String?
    var accessibility: [String: String]?
    var children: [GeometryNode]?

    init(_ n: PlacedNode) {
        func rect(_ r: CGRect) -> [Double] { [r.minX, r.minY, r.width, r.height].map(PlacedTree.round) }
        kind = n.kind
        label = n.label
        id = n.identifier
        explicitID = n.explicitID
        frame = rect(n.frame)
        rendered = rect(n.renderedFrame)
        link = n.link?.absoluteString
        widgetURL = n.widgetURL?.absoluteString
        accessibility = n.accessibility.isEmpty ? nil : n.accessibility
        children = n.children.isEmpty ? nil : n.children.map(GeometryNode.init)
    }
}
