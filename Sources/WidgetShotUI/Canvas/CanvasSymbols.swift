import Foundation

// A canvas's symbols: the views of its `symbols:` builder, found by their `.tag(_:)`, that the
// renderer draws with `context.resolveSymbol(id:)` and `context.draw(_:at:)`
// (https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:symbols:)).

/// A view with a tag — what `.tag(_:)` returns: drawn as its content; pickers, tab views and a
/// canvas's symbols read the tag.
public struct _TaggedView<Content: View>: View {
    let content: Content
    let tag: AnyHashable
    /// The content, unchanged.
    public var body: Content { content }
}

/// A tagged view, seen without its content's type.
protocol TaggedSymbolView {
    var symbolTag: AnyHashable { get }
    var symbolView: AnyView { get }
    /// The tagged view itself, to look inside (a `.tabItem` under the tag).
    var taggedContent: Any { get }
}

extension _TaggedView: TaggedSymbolView {
    var symbolTag: AnyHashable { tag }
    var symbolView: AnyView { AnyView(content) }
    var taggedContent: Any { content }
}

/// A view a `@ViewBuilder` block is made of whose members are views of the list (a tuple, a
/// group, an `if`, a `ForEach`).
protocol SymbolListView {
    var symbolMembers: [Any] { get }
}

extension TupleView: SymbolListView {
    var symbolMembers: [Any] { Mirror(reflecting: value).children.map(\.value) }
}

extension Group: SymbolListView {
    var symbolMembers: [Any] { [content] }
}

extension _ConditionalContent: SymbolListView {
    var symbolMembers: [Any] {
        switch storage {
        case .trueContent(let view): return [view]
        case .falseContent(let view): return [view]
        }
    }
}

extension Optional: SymbolListView where Wrapped: View {
    var symbolMembers: [Any] { map { [$0] } ?? [] }
}

extension ForEach: SymbolListView where Content: View {
    var symbolMembers: [Any] { data.map(content) }
}

enum CanvasSymbols {
    /// The tagged views among the members of `view` (the first view of a tag wins), found as a
    /// picker finds its options (`SelectionOption`): tags through other modifiers, a `ForEach`'s
    /// ids as implicit tags; untagged views are no symbols.
    static func collect(_ view: Any) -> [AnyHashable: AnyView] {
        var found: [AnyHashable: AnyView] = [:]
        for option in SelectionOption.collect(view) {
            if let tag = option.tag, found[tag] == nil { found[tag] = option.view }
        }
        return found
    }
}

extension GraphicsContext {
    /// A symbol view of the canvas, ready to draw — SwiftUI's `GraphicsContext.ResolvedSymbol`.
    /// (Its `size` is not offered: the canvas records its commands before layout measures views.)
    public struct ResolvedSymbol {
        let view: AnyView
    }

    /// The symbol tagged `id` in the canvas's `symbols` builder, or nil when none has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws a symbol at its ideal size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(symbol.view, at: matrix.apply(point), anchor: anchor))
    }

    /// Draws a symbol laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(.viewIn(symbol.view, mappedRect(rect)))
    }
}
