import Foundation
import WidgetShotUI

extension Image {
    /// A SwiftUI image of a UIKit image — SwiftUI's `Image(uiImage:)`.
    ///
    /// Bitmaps draw their pixels at their size in points (`resizable()` as usual); template
    /// images (`withRenderingMode(.alwaysTemplate)`, or a catalog set rendered as template) are
    /// tinted by the foreground style.
    ///
    /// An SF Symbol image is drawn as the UIImage it is: at its size (its symbol configuration's,
    /// else the body text style's, 17 pt) — `.font` does not resize it, unlike
    /// `Image(systemName:)` — and as a template tinted by the foreground style, unless it is
    /// `.alwaysOriginal` (then black, UIKit's default symbol colour) or has a tint colour from
    /// `withTintColor(_:)` (then that colour). It is rasterised at the current screen's scale.
    public init(uiImage: UIImage) {
        self.init(bitmap: uiImage.bitmap)
        let isTemplate = uiImage.renderingMode == .alwaysTemplate
            || (uiImage.isSymbolImage && uiImage.tint == nil && uiImage.renderingMode == .automatic)
        if isTemplate { self = self.renderingMode(.template) }
    }
}
