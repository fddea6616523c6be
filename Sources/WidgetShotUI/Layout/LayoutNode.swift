import Foundation

/// One node of the resolved view tree: a layout algorithm, its children, what it draws, and —
/// after placement — its frame in canvas points.
///
/// Size answers are cached per proposal for the duration of one layout pass; stacks ask their
/// children several times (minimum, maximum, offer), and without the cache nested stacks would
/// cost exponential time.
///
/// The state sizing and placing read and write on every visit (`sizeCache`, `frame`, `isPlaced`,
/// `mirrorLine`), and what the placed tree copies out of every node (`content`, `extras`,
/// `children`…), is `@exclusivity(unchecked)`: one thread lays out a tree, and no access to it
/// overlaps another (each is a plain read or a write, never held across a call), so the runtime's
/// dynamic exclusivity checks (`swift_beginAccess`, ~3 % of a layout, issue 21) guard nothing.
final class LayoutNode {
    let behavior: any LayoutBehavior
    @exclusivity(unchecked) var children: [LayoutNode]
    /// What the node draws itself (leaves), consumed by renderers.
    @exclusivity(unchecked) var content: NodeContent
    /// `.id(_:)` or the `ForEach` element's identity, as the placed tree writes it
    /// (`LayoutEngine.idString`): written once when resolved, not kept as an `AnyHashable` to be
    /// printed per node when the placed tree is made (issue 21). Inline, not in `extras`: every
    /// `ForEach` element sets it.
    @exclusivity(unchecked) var explicitID: String?
    /// The fields few nodes set, out of line (`NodeExtras`); the placed tree shares them.
    @exclusivity(unchecked) var extras = NodeExtras()
    /// Drawing effects applied to this node's subtree, innermost first.
    var effects: [RenderEffect] { get { extras.effects } _modify { yield &extras.effects } }
    /// `.accessibilityIdentifier(_:)`.
    var identifier: String? { get { extras.identifier } set { extras.identifier = newValue } }
    /// Values written with `.layoutValue(key:value:)`.
    var layoutValues: [ObjectIdentifier: Any] { get { extras.layoutValues } _modify { yield &extras.layoutValues } }
    /// Preferences this node's modifiers write (`.preference(key:value:)`…), innermost first.
    var preferenceWriters: [PreferenceWriter] { get { extras.preferenceWriters } _modify { yield &extras.preferenceWriters } }
    /// `.zIndex(_:)`.
    var zIndex: Double { get { extras.zIndex } set { extras.zIndex = newValue } }
    /// The destination of a `Link` whose label this node is.
    var link: URL? { get { extras.link } set { extras.link = newValue } }
    /// A `.widgetURL(_:)` set on this node.
    var widgetURL: URL? { get { extras.widgetURL } set { extras.widgetURL = newValue } }
    /// The intent a `Button(intent:)` / `Toggle(isOn:intent:)` whose label this node is performs.
    var intentAction: IntentAction? { get { extras.intentAction } set { extras.intentAction = newValue } }
    /// Why widgets cannot show this view, if they cannot (for lints).
    var unsupportedReason: String? { get { extras.unsupportedReason } set { extras.unsupportedReason = newValue } }
    /// Accessibility attributes (label, hint, value, traits…): no pixels, kept in the geometry.
    var accessibility: [String: String] { get { extras.accessibility } _modify { yield &extras.accessibility } }
    /// Set by containers that resolve children they do not show (`ViewThatFits`).
    @exclusivity(unchecked) var isExcluded = false
    /// `\.layoutDirection` where the node was resolved; `nil` (nodes made outside a resolve, such
    /// as implicit stacks) takes the parent's when it is placed. See `RightToLeft.swift`.
    var layoutDirection: LayoutDirection? {
        // Layouts start left to right; only a right-to-left node needs telling.
        didSet { if layoutDirection == .rightToLeft { (behavior as? any DirectionalLayout)?.layoutDirection = .rightToLeft } }
    }
    /// Set by the parent before it places this node: in a right-to-left parent, the line
    /// (`parent.minX + parent.maxX`) the node's x is mirrored across.
    @exclusivity(unchecked) private var mirrorLine: CGFloat?

    /// The frame chosen in the last placement, in canvas points.
    @exclusivity(unchecked) private(set) var frame: CGRect = .zero
    @exclusivity(unchecked) private(set) var isPlaced = false

    @exclusivity(unchecked) private var sizeCache = SizeCache()
    private lazy var cachedSpacing: ViewSpacing = behavior.spacing(children: children)
    private lazy var cachedPriority: Double = behavior.layoutPriority(children: children)
    /// Guides this subtree may set explicitly (`nil`: unknown, always ask).
    private(set) lazy var explicitGuides: Set<AlignmentKey>? = behavior.explicitGuides(children: children)
    /// Whether this subtree sets no guide explicitly (`explicitGuides` is empty): the usual answer,
    /// read without copying the set or hashing a key into it (issue 21).
    private(set) lazy var setsNoGuides: Bool = explicitGuides?.isEmpty == true
    /// `explicitGuides` as at most two integers, compared without hashing: a subtree sets one or
    /// two guides (a text's baselines), and the set hashed the key at every question (issue 21).
    private lazy var guideCodes = GuideCodes(explicitGuides)

    /// Inlined into its callers: as a call, the optimizer specialized it for the behaviour's
    /// concrete type, so a caller holding the behaviour as an existential (a layout modifier's
    /// `makeBehavior`) opened it, copied its box (`swift_makeBoxUnique`) and the init boxed it
    /// again — two allocations and copies per modifier node where a retain does (issue 21).
    @inline(__always)
    init(_ behavior: any LayoutBehavior, children: [LayoutNode] = [], content: NodeContent = .none) {
        self.behavior = behavior
        self.children = children
        self.content = content
    }

    var kind: String { behavior.kind }
    var spacing: ViewSpacing { cachedSpacing }
    var layoutPriority: Double { cachedPriority }

    /// The size this node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = Self.sanitized(proposal)
        if let size = sizeCache[p] { return size }
        var size = behavior.sizeThatFits(p, children: children)
        if size.width.isNaN || size.width < 0 { size.width = 0 }
        if size.height.isNaN || size.height < 0 { size.height = 0 }
        sizeCache.insert(size, for: p)
        return size
    }

    /// Sizes this node for `proposal`, puts its top-leading corner at `origin` and places its
    /// children.
    func place(at origin: CGPoint, proposal: ProposedViewSize) {
        let p = Self.sanitized(proposal)
        let size = sizeThatFits(p)
        var origin = origin
        // SwiftUI "horizontally flips the x position of each view within its parent" in RTL:
        // the parent placed this node as in LTR; mirror it across the parent's vertical centre line.
        if let line = mirrorLine { origin.x = line - origin.x - size.width }
        frame = CGRect(origin: origin, size: size)
        isPlaced = true
        if behavior.defersChildren, let deferred = behavior as? any DeferredChildrenLayout { children = deferred.makeChildren(frame: frame) }
        let direction = layoutDirection ?? .leftToRight
        let line: CGFloat? = direction == .rightToLeft ? frame.minX + frame.maxX : nil
        // The children visited unretained: `kids` holds them (reading each out of the array
        // retained and released it, twice per child per placement, issue 21).
        let kids = children
        kids.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<LayoutNode>.self) { nodes in
                for node in nodes {
                    node._withUnsafeGuaranteedRef { child in
                        child.isPlaced = false
                        if child.layoutDirection == nil { child.layoutDirection = direction }
                        child.mirrorLine = line
                    }
                }
            }
        }
        behavior.placeChildren(in: frame, proposal: p, children: kids)
        kids.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<LayoutNode>.self) { nodes in
                for node in nodes {
                    node._withUnsafeGuaranteedRef { child in
                        guard !child.isPlaced && !child.isExcluded else { return }
                        // SwiftUI: an unplaced subview appears at the centre of its container
                        // with the container's proposal.
                        let s = child.sizeThatFits(p)
                        child.place(at: CGPoint(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2), proposal: p)
                    }
                }
            }
        }
    }

    /// Whether this subtree may set `key` explicitly (`false`: the guide's default answers).
    func mayExplicitlySet(_ key: AlignmentKey) -> Bool {
        let g = guideCodes
        switch g.count {
        case 0: return false
        case 1: return g.first == key.code
        case 2: return g.first == key.code || g.second == key.code
        default: return explicitGuides?.contains(key) ?? true
        }
    }

    /// The explicit value of an alignment guide for this node at `size`, if any.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if !mayExplicitlySet(key) { return nil }
        return behavior.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal: proposal, children: children)
    }

    /// The value of one guide: the explicit value if any, else the guide's default.
    func alignmentValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if !mayExplicitlySet(key) { return key.defaultValue(ViewDimensions(size: size)) }
        return dimensions(size: size, proposal: proposal)[key]
    }

    /// This node's dimensions (size + guides) for a size it chose under `proposal`.
    func dimensions(size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size, proposal: proposal) }
    }

    /// NaN proposals become "unspecified"; negative ones become 0.
    static func sanitized(_ p: ProposedViewSize) -> ProposedViewSize {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return v < 0 ? 0 : v
        }
        if let w = p.width, let h = p.height, w >= 0, h >= 0 { return p }
        return ProposedViewSize(width: clean(p.width), height: clean(p.height))
    }
}

/// Up to two explicit guides of a subtree as `AlignmentKey.code`s (`LayoutNode.mayExplicitlySet`);
/// `count` −1 when the guides are unknown or more than two (the set answers).
struct GuideCodes {
    var count: Int
    var first: UInt = 0
    var second: UInt = 0

    init(_ guides: Set<AlignmentKey>?) {
        guard let guides, guides.count <= 2 else {
            count = -1
            return
        }
        count = guides.count
        for (i, key) in guides.enumerated() {
            if i == 0 { first = key.code } else { second = key.code }
        }
    }
}

extension AlignmentKey {
    /// The key as one integer: its `AlignmentID` type's metadata address (pointer-aligned) with
    /// the axis in the low bit. Equal keys have equal codes.
    var code: UInt { UInt(bitPattern: id) | (axis == .horizontal ? 0 : 1) }
}
