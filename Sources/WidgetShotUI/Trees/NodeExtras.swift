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
        get { box?.fields.effects ?? [] }
        _modify {
            if box == nil {
                var value: [RenderEffect] = []
                yield &value
                if !value.isEmpty { unique().fields.effects = value }
            } else {
                let b = unique()
                yield &b.fields.effects
            }
        }
    }
    /// `.accessibilityIdentifier(_:)`.
    var identifier: String? {
        get { box?.fields.identifier }
        set { if box != nil || newValue != nil { unique().fields.identifier = newValue } }
    }
    /// `.zIndex(_:)`.
    var zIndex: Double {
        get { box?.fields.zIndex ?? 0 }
        set { if box != nil || newValue != 0 { unique().fields.zIndex = newValue } }
    }
    /// The destination of a `Link` whose label the node is.
    var link: URL? {
        get { box?.fields.link }
        set { if box != nil || newValue != nil { unique().fields.link = newValue } }
    }
    /// A `.widgetURL(_:)` set on the node.
    var widgetURL: URL? {
        get { box?.fields.widgetURL }
        set { if box != nil || newValue != nil { unique().fields.widgetURL = newValue } }
    }
    /// The intent an interactive control whose label the node is performs.
    var intentAction: IntentAction? {
        get { box?.fields.intentAction }
        set { if box != nil || newValue != nil { unique().fields.intentAction = newValue } }
    }
    /// Why widgets cannot show the node, if they cannot (for lints).
    var unsupportedReason: String? {
        get { box?.fields.unsupportedReason }
        set { if box != nil || newValue != nil { unique().fields.unsupportedReason = newValue } }
    }
    /// Accessibility attributes (label, hint, value, traits…).
    var accessibility: [String: String] {
        get { box?.fields.accessibility ?? [:] }
        _modify {
            if box == nil {
                var value: [String: String] = [:]
                yield &value
                if !value.isEmpty { unique().fields.accessibility = value }
            } else {
                let b = unique()
                yield &b.fields.accessibility
            }
        }
    }
    /// Values written with `.layoutValue(key:value:)` (layout nodes).
    var layoutValues: [ObjectIdentifier: Any] {
        get { box?.fields.layoutValues ?? [:] }
        _modify {
            if box == nil {
                var value: [ObjectIdentifier: Any] = [:]
                yield &value
                if !value.isEmpty { unique().fields.layoutValues = value }
            } else {
                let b = unique()
                yield &b.fields.layoutValues
            }
        }
    }
    /// Preferences the node's modifiers write, innermost first (layout nodes).
    var preferenceWriters: [PreferenceWriter] {
        get { box?.fields.preferenceWriters ?? [] }
        _modify {
            if box == nil {
                var value: [PreferenceWriter] = []
                yield &value
                if !value.isEmpty { unique().fields.preferenceWriters = value }
            } else {
                let b = unique()
                yield &b.fields.preferenceWriters
            }
        }
    }

    /// The box, made or copied first unless this value is its only holder.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box?.fields ?? Fields()) }
        return box.unsafelyUnwrapped
    }

    /// The fields, with the values a node without extras has.
    struct Fields {
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
    }

    /// One shared copy of the fields.
    final class Box {
        var fields: Fields
        init(_ fields: Fields = Fields()) { self.fields = fields }
    }
}
