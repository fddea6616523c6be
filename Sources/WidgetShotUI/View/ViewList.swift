import Foundation

/// The top-level views of a view list — what SwiftUI would lay out as separate subviews, and
/// what Xcode shows as separate previews: the statements of a `@ViewBuilder` block, a `Group`'s
/// members, a `ForEach`'s elements, the taken branch of an `if`/`switch`, an `AnyView`'s view.
public enum _ViewList {
    /// The children of `view` when it is a list, nil when it is a single view.
    public static func children(of view: any View) -> [any View]? {
        switch view {
        case let list as any _ViewListConvertible: return list._listChildren
        default: return nil
        }
    }
}

/// A view that is a list of views.
protocol _ViewListConvertible {
    var _listChildren: [any View] { get }
}

extension EmptyView: _ViewListConvertible {
    var _listChildren: [any View] { [] }
}

extension AnyView: _ViewListConvertible {
    var _listChildren: [any View] { _ViewList.children(of: view) ?? [view] }
}

extension Group: _ViewListConvertible {
    var _listChildren: [any View] { _ViewList.children(of: content) ?? [content] }
}

extension ForEach: _ViewListConvertible where Content: View {
    var _listChildren: [any View] { data.flatMap { element -> [any View] in let v = content(element); return _ViewList.children(of: v) ?? [v] } }
}

extension TupleView: _ViewListConvertible {
    var _listChildren: [any View] {
        if let single = value as? any View { return _ViewList.children(of: single) ?? [single] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return [] }
        return mirror.children.flatMap { child -> [any View] in
            guard let v = child.value as? any View else { return [] }
            return _ViewList.children(of: v) ?? [v]
        }
    }
}

extension _ConditionalContent: _ViewListConvertible {
    var _listChildren: [any View] {
        switch storage {
        case .trueContent(let v): return _ViewList.children(of: v) ?? [v]
        case .falseContent(let v): return _ViewList.children(of: v) ?? [v]
        }
    }
}

extension Optional: _ViewListConvertible where Wrapped: View {
    var _listChildren: [any View] { map { _ViewList.children(of: $0) ?? [$0] } ?? [] }
}
