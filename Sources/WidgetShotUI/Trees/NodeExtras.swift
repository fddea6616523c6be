import Foundation

/// The fields of a node that few nodes set (drawing effects, links, intents, accessibility,
/// preference writers…), kept out of line: one reference, `nil` while none is set.
///
/// Every `LayoutNode` and `PlacedNode` carried these as fields of their own, so each node of a
/// layout initialised, copied (into the placed tree) and released about a dozen of them, nearly
/// always empty (issue 21). Now a node holds one `NodeExtras`, and the placed tree shares its layout
/// node's box instead of copying each field: one retain per node.
///
/// Copied on write: a node that changes a field of a box another node also holds (a `PlacedNode`
/// and the `LayoutNode` it was made from, or two copies of a `PlacedNode`) gets its own copy
/// first, so sharing never shows. Writing a default (`nil`, 0, appending nothing) to a node
/// without a box makes none.
struct NodeExtras {
    private var box: Box?

    /// Whether any field was ever set (a node without extras has no box).
    var isEmpty: Bool { box == nil }

    /// Drawing effects applied to the node's subtree, innermost first.
    var effects: [RenderEffect] {
        get { box?.effects ?? [] }
        _modify {
            if box == nil {
                var value: [RenderEffect] = []
                yield &value
                if !value.isEmpty { unique().effects = value }
            } else {
                let b = unique()
                yield &b.effects
            }
        }
    }
    /// `.accessibilityIdentifier(_:)`.
    var identifier: String? {
        get { box?.identifier }
        set { if box != nil || newValue != nil { unique().identifier = newValue } }
    }
    /// `.zIndex(_:)`.
    var zIndex: Double {
        get { box?.zIndex ?? 0 }
        set { if box != nil || newValue != 0 { unique().zIndex = newValue } }
    }
    /// The destination of a `Link` whose label the node is.
    var link: URL? {
        get { box?.link }
        set { if box != nil || newValue != nil { unique().link = newValue } }
    }
    /// A `.widgetURL(_:)` set on the node.
    var widgetURL: URL? {
        get { box?.widgetURL }
        set { if box != nil || newValue != nil { unique().widgetURL = newValue } }
    }
    /// The intent an interactive control whose label the node is performs.
    var intentAction: IntentAction? {
        get { box?.intentAction }
        set { if box != nil || newValue != nil { unique().intentAction = newValue } }
    }
    /// Why widgets cannot show the node, if they cannot (for lints).
    var unsupportedReason: String? {
        get { box?.unsupportedReason }
        set { if box != nil || newValue != nil { unique().unsupportedReason = newValue } }
    }
    /// Accessibility attributes (label, hint, value, traits…).
    var accessibility: [String: String] {
        get { box?.accessibility ?? [:] }
        _modify {
            if box == nil {
                var value: [String: String] = [:]
                yield &value
                if !value.isEmpty { unique().accessibility = value }
            } else {
                let b = unique()
                yield &b.accessibility
            }
        }
    }
    /// Values written with `.layoutValue(key:value:)` (layout nodes).
    var layoutValues: [ObjectIdentifier: Any] {
        get { box?.layoutValues ?? [:] }
        _modify {
            if box == nil {
                var value: [ObjectIdentifier: Any] = [:]
                yield &value
                if !value.isEmpty { unique().layoutValues = value }
            } else {
                let b = unique()
                yield &b.layoutValues
            }
        }
    }
    /// Preferences the node's modifiers write, innermost first (layout nodes).
    var preferenceWriters: [PreferenceWriter] {
        get { box?.preferenceWriters ?? [] }
        _modify {
            if box == nil {
                var value: [PreferenceWriter] = []
                yield &value
                if !value.isEmpty { unique().preferenceWriters = value }
            } else {
                let b = unique()
                yield &b.preferenceWriters
            }
        }
    }

    /// The box, made or copied first unless this value is its only holder.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = box?.copy() ?? Box() }
        return box.unsafelyUnwrapped
    }

    final class Box {
        var effects: [RenderEffect] = []
        var identifier: String?
        var zIndex: Double = 0
        var link: URL?
        var widgetURL: URL?
        var intentAction: IntentAction?
        var unsupportedReason: String?
        var accessibility: [String: String] = [:]
        var layoutValues: [ObjectIdentifier: Any] = [:]
        var preferenceWriters: [PreferenceWriter] = []

        func copy() -> Box {
            let c = Box()
            c.effects = effects
            c.identifier = identifier
            c.zIndex = zIndex
            c.link = link
            c.widgetURL = widgetURL
            c.intentAction = intentAction
            c.unsupportedReason = unsupportedReason
            c.accessibility = accessibility
            c.layoutValues = layoutValues
            c.preferenceWriters = preferenceWriters
            return c
        }
    }
}
