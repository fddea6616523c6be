import WidgetShotKit
import WidgetShotUI

/// A view carrying preview traits; it draws its content unchanged.
public struct PreviewTraitView<Content: View>: View {
    let content: Content
    let traits: PreviewTraits
    public var body: Content { content }
}

extension View {
    /// Shows this preview in a context, such as a widget family — SwiftUI's `previewContext(_:)`.
    public func previewContext<C: PreviewContext>(_ context: C) -> PreviewTraitView<Self> {
        withPreviewTraits { if let widget = context as? WidgetPreviewContext { $0.family = widget.family } }
    }

    /// Names this preview — SwiftUI's `previewDisplayName(_:)`.
    public func previewDisplayName(_ name: String?) -> PreviewTraitView<Self> { withPreviewTraits { $0.displayName = name } }

    /// Sizes this preview — SwiftUI's `previewLayout(_:)`.
    public func previewLayout(_ layout: PreviewLayout) -> PreviewTraitView<Self> { withPreviewTraits { $0.layout = layout } }

    /// Shows this preview on a device — SwiftUI's `previewDevice(_:)`. WidgetShot matches the
    /// name against its device catalogue ("iPhone 15 Pro" → `iPhone15Pro`).
    public func previewDevice(_ device: PreviewDevice?) -> PreviewTraitView<Self> { withPreviewTraits { $0.device = device } }

    /// The device orientation of this preview — SwiftUI's `previewInterfaceOrientation(_:)`.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> PreviewTraitView<Self> {
        withPreviewTraits { $0.orientation = orientation }
    }

    func withPreviewTraits(_ set: (inout PreviewTraits) -> Void) -> PreviewTraitView<Self> {
        var traits = PreviewTraits()
        set(&traits)
        return PreviewTraitView(content: self, traits: traits)
    }
}

/// Reads preview traits out of a view: through trait views and other modifiers' content.
protocol _PreviewTraitReadable {
    var _previewTraits: PreviewTraits { get }
    var _traitContent: any View { get }
}

extension PreviewTraitView: _PreviewTraitReadable {
    var _previewTraits: PreviewTraits { traits }
    var _traitContent: any View { content }
}

/// A modified view whose content may carry traits or be a list of previews.
protocol _ModifiedPreview {
    var _modifiedContent: any View { get }
    /// The same modifier applied to another view.
    func _rewrap(_ view: any View) -> AnyView
}

extension ModifiedContent: _ModifiedPreview where Content: View, Modifier: ViewModifier {
    var _modifiedContent: any View { content }
    func _rewrap(_ view: any View) -> AnyView { AnyView(ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: view), modifier: modifier)) }
}

/// Splits a `previews` body into the separate previews Xcode shows, each with its traits.
enum PreviewSplitter {
    static func split(_ view: any View, inherited: PreviewTraits = PreviewTraits()) -> [(view: AnyView, traits: PreviewTraits)] {
        if let carrier = view as? any _PreviewTraitReadable {
            return split(carrier._traitContent, inherited: inherited.merged(with: carrier._previewTraits))
        }
        if let modified = view as? any _ModifiedPreview {
            // A modifier over a list applies to each member; over one view, it stays on it while
            // the traits inside are read.
            let inner = split(modified._modifiedContent, inherited: inherited)
            return inner.map { (modified._rewrap($0.view), $0.traits) }
        }
        if let children = _ViewList.children(of: view) {
            return children.flatMap { split($0, inherited: inherited) }
        }
        return [(AnyView(erasing: view), inherited)]
    }
}
