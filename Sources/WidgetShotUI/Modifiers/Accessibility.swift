import Foundation

// Accessibility modifiers: they draw nothing and change no layout, but what they say is kept on
// the node (`PlacedNode.accessibility`) and in the geometry JSON (`"accessibility"`), so tests can
// check what VoiceOver would read.

/// How an accessibility element treats its children — SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels and values are combined into this element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Traits that describe how an element behaves — SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var names: Set<String>
    private init(_ name: String) { names = [name] }
    public init() { names = [] }
    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let isImage = AccessibilityTraits("isImage")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    public static let isToggle = AccessibilityTraits("isToggle")
    public func union(_ other: Self) -> Self { var r = self; r.names.formUnion(other.names); return r }
    public func intersection(_ other: Self) -> Self { var r = self; r.names.formIntersection(other.names); return r }
    public func symmetricDifference(_ other: Self) -> Self { var r = self; r.names.formSymmetricDifference(other.names); return r }
    public func contains(_ member: Self) -> Bool { member.names.isSubset(of: names) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember); names.formUnion(newMember.names); return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); names.subtract(member.names); return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); names.formUnion(newMember.names); return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: Self) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: Self) { names.formSymmetricDifference(other.names) }
    /// The trait names, sorted, comma-separated (as written to the geometry JSON).
    var listing: String { names.sorted().joined(separator: ",") }
}

/// Writes one accessibility attribute on each content node.
struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let update: (inout [String: String]) -> Void
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { update(&node.accessibility) }
        return nodes
    }
}

extension View {
    private func accessibility(_ key: String, _ value: String) -> some View {
        modifier(AccessibilityModifier { $0[key] = value })
    }

    /// Makes this view an accessibility element (its children ignored, contained or combined).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility("element", children.name)
    }
    /// The label VoiceOver reads for this view.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility("label", label.plainText) }
    /// The label VoiceOver reads for this view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibility("label", Text(labelKey).plainText) }
    /// The label VoiceOver reads for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility("label", String(label)) }
    /// A hint describing what happens when the element is activated.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility("hint", hint.plainText) }
    /// A hint describing what happens when the element is activated.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibility("hint", Text(hintKey).plainText) }
    /// A hint describing what happens when the element is activated.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility("hint", String(hint)) }
    /// The element's value ("42%", "On").
    public func accessibilityValue(_ value: Text) -> some View { accessibility("value", value.plainText) }
    /// The element's value.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibility("value", Text(valueKey).plainText) }
    /// The element's value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility("value", String(value)) }
    /// Hides this view from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility("hidden", hidden ? "true" : "false") }
    /// Adds traits to the element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { a in
            let merged = Set((a["traits"] ?? "").split(separator: ",").map(String.init)).union(traits.listing.split(separator: ",").map(String.init))
            a["traits"] = merged.sorted().joined(separator: ",")
        })
    }
    /// Removes traits from the element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility("removedTraits", traits.listing)
    }
    /// The order VoiceOver visits this element in (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility("sortPriority", PlacedTree.describe(sortPriority))
    }
    /// A heading level for the element.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibility("heading", level.name) }
    /// Extra words for voice input (recorded, comma-separated).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility("inputLabels", inputLabels.map(\.plainText).joined(separator: ","))
    }
    /// Replaces this view's accessibility with another view's (nothing is drawn from it).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibility("representation", _typeName(V.self, qualified: false))
    }
    /// An action for assistive technologies (never performed in a render).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility("action", actionKind.name)
    }
    /// A named action for assistive technologies (never performed in a render).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility("action", name.plainText)
    }
}

/// A heading level — SwiftUI's `AccessibilityHeadingLevel`.
public struct AccessibilityHeadingLevel: Hashable, Sendable {
    let name: String
    public static let unspecified = AccessibilityHeadingLevel(name: "unspecified")
    public static let h1 = AccessibilityHeadingLevel(name: "h1")
    public static let h2 = AccessibilityHeadingLevel(name: "h2")
    public static let h3 = AccessibilityHeadingLevel(name: "h3")
    public static let h4 = AccessibilityHeadingLevel(name: "h4")
    public static let h5 = AccessibilityHeadingLevel(name: "h5")
    public static let h6 = AccessibilityHeadingLevel(name: "h6")
}

/// The kind of an accessibility action — SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

extension PlacedTree {
    /// A number as short text: "2", "0.5".
    static func describe(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
