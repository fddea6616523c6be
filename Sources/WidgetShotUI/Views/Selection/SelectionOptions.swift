import Foundation

/// The options of a `Picker` or the pages of a `TabView`: the views of its content builder, each
/// with the tag `.tag(_:)` gave it — or, inside a `ForEach`, the element's id, as SwiftUI tags a
/// `ForEach`'s views implicitly — and the label `.tabItem(_:)` gave it.
struct SelectionOption {
    /// The option's tag (`nil`: untagged, never selected by value).
    var tag: AnyHashable?
    /// What the option draws.
    var view: AnyView
    /// Its tab bar item (`.tabItem { … }`, or a `Tab`'s title and image).
    var tabItem: AnyView?

    /// The options of a builder's `content`, in order.
    static func collect(_ content: Any) -> [SelectionOption] {
        var options: [SelectionOption] = []
        func visit(_ member: Any, implicitTag: AnyHashable?) {
            if let each = member as? IdentifiedMembersView {
                for (id, view) in each.identifiedMembers { visit(view, implicitTag: id) }
            } else if member is TaggedSymbolView || member is SelectionOptionProviding || member is ModifiedContentView {
                let (tag, item) = traits(of: member)
                guard let view = member as? any View else { return }
                options.append(SelectionOption(tag: tag ?? implicitTag, view: AnyView(view), tabItem: item))
            } else if let list = member as? SymbolListView {
                for inner in list.symbolMembers { visit(inner, implicitTag: implicitTag) }
            } else if let view = member as? any View {
                options.append(SelectionOption(tag: implicitTag, view: AnyView(view)))
            }
        }
        visit(content, implicitTag: nil)
        return options
    }

    /// The tag and tab item of a view, looking through the modifiers around them: in SwiftUI a
    /// tag is a trait that other modifiers pass on (`Text("Day").tag(0).padding()`).
    static func traits(of member: Any) -> (tag: AnyHashable?, tabItem: AnyView?) {
        var tag: AnyHashable?, item: AnyView?
        var current: Any? = member
        while let view = current {
            if let option = view as? SelectionOptionProviding {
                let made = option.selectionOption
                tag = tag ?? made.tag
                item = item ?? made.tabItem
                current = option.optionContent
            } else if let tagged = view as? TaggedSymbolView {
                tag = tag ?? tagged.symbolTag
                current = tagged.taggedContent
            } else if let modified = view as? ModifiedContentView {
                current = modified.modifiedContent
            } else {
                current = nil
            }
        }
        return (tag, item)
    }

    /// The index of the option tagged `selection`, if any.
    static func index(of selection: AnyHashable?, in options: [SelectionOption]) -> Int? {
        guard let selection else { return nil }
        return options.firstIndex { $0.tag == selection }
    }
}

/// A view that is one option with its own tag or tab item (`_TabItemView`, `Tab`).
protocol SelectionOptionProviding {
    var selectionOption: SelectionOption { get }
    /// The view inside, to look for more traits (`nil`: none).
    var optionContent: Any? { get }
}

/// A modified view, seen without its types: its content, to look for traits.
protocol ModifiedContentView {
    var modifiedContent: Any { get }
}

extension ModifiedContent: ModifiedContentView where Content: View {
    var modifiedContent: Any { content }
}

/// A `ForEach`'s views with the ids SwiftUI tags them with.
protocol IdentifiedMembersView {
    var identifiedMembers: [(AnyHashable, Any)] { get }
}

extension ForEach: IdentifiedMembersView where Content: View {
    var identifiedMembers: [(AnyHashable, Any)] { data.map { (AnyHashable(id($0)), content($0) as Any) } }
}
