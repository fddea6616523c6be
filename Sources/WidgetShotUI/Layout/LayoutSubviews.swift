import Foundation

/// The subviews of a `Layout` container, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [LayoutNode]
    let recorder: PlacementRecorder?
    /// The layout direction inherited by the container view. As in SwiftUI, a layout need not
    /// read it: places are mirrored within the container in right-to-left layouts.
    /// <https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection>
    public var layoutDirection = LayoutDirection.leftToRight

    init(nodes: [LayoutNode], recorder: PlacementRecorder? = nil) {
        self.nodes = nodes
        self.recorder = recorder
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], index: index, recorder: recorder) }
}

/// A proxy for one subview of a `Layout` container.
public struct LayoutSubview {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder?

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(size: node.sizeThatFits(proposal), proposal: proposal)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`; `Spacer` is −∞).
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Places the subview: its `anchor` point goes to `position` (canvas coordinates) and it is
    /// sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        if let recorder {
            recorder.placements[index] = (position, anchor, proposal)
            return
        }
        let size = node.sizeThatFits(proposal)
        node.place(at: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height), proposal: proposal)
    }

    /// A value written with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

/// A key for a value a view hands to its container's `Layout`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
