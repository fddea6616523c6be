import Foundation

// Writing preferences. Each modifier adds a `PreferenceWriter` to the nodes of the view it
// modifies (every member of a group, as with every modifier); layout is unchanged.

/// Adds one writer to each node of the modified content.
struct PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    /// Makes the writer for one node (anchors need the node).
    let writer: (LayoutNode) -> (inout Any?) -> Void

    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { node.preferenceWriters.append(PreferenceWriter(key: key, apply: writer(node))) }
        return nodes
    }
}

extension View {
    /// Sets a value for the given preference, replacing what the view's subviews set for it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(K.self)) { _ in { $0 = value } })
    }

    /// Applies a transformation to the value of a preference produced by this view's subviews.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(K.self)) { _ in
            { stored in
                var value = stored as? K.Value ?? K.defaultValue
                callback(&value)
                stored = value
            }
        })
    }

    /// Sets a preference to a value made from an anchor of this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                       transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(K.self)) { node in
            { [unowned node] stored in stored = transform(Anchor(node: node, source: value)) }
        })
    }

    /// Changes a preference with an anchor of this view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(K.self)) { node in
            { [unowned node] stored in
                var current = stored as? K.Value ?? K.defaultValue
                transform(&current, Anchor(node: node, source: value))
                stored = current
            }
        })
    }
}
