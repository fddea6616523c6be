import Foundation

/// The title and icon of a `Label` found in a view — what system chrome that takes a label apart
/// reads (a control's Label gives Control Center its title and its symbol, WidgetKit's
/// `ControlWidgetButton`/`ControlWidgetToggle`). Not SwiftUI API.
public struct _LabelParts {
    /// The label's title view.
    public var title: AnyView
    /// The label's icon view.
    public var icon: AnyView
    /// The title as plain text, when it is a `Text`.
    public var titleText: String?

    /// The first `Label` in `view`, looking through type erasure, modifiers and single-view lists
    /// (at most 16 levels); nil when there is none.
    public static func find(in view: any View) -> _LabelParts? {
        unwrap(view) { ($0 as? any _LabelPartsReadable)?._labelParts }
    }

    /// The plain text of `view` when it is (or wraps) a `Text`.
    public static func text(in view: any View) -> String? {
        unwrap(view) { ($0 as? Text)?.plainText }
    }

    /// The first non-nil `match` of `view` or the single view it wraps (through modifiers and
    /// one-element lists), at most 16 levels deep.
    static func unwrap<T>(_ view: any View, _ match: (any View) -> T?) -> T? {
        var current: any View = view
        for _ in 0..<16 {
            if let found = match(current) { return found }
            if let modified = current as? any _ModifiedViewContent {
                current = modified._wrappedContent
            } else if let children = _ViewList.children(of: current), children.count == 1 {
                current = children[0]
            } else {
                return nil
            }
        }
        return nil
    }
}

protocol _LabelPartsReadable { var _labelParts: _LabelParts { get } }

extension Label: _LabelPartsReadable {
    var _labelParts: _LabelParts {
        _LabelParts(title: AnyView(title), icon: AnyView(icon), titleText: _LabelParts.text(in: title))
    }
}

protocol _ModifiedViewContent { var _wrappedContent: any View { get } }

extension ModifiedContent: _ModifiedViewContent where Content: View {
    var _wrappedContent: any View { content }
}
