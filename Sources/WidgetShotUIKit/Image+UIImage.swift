import Foundation
import WidgetShotUI

extension Image {
    /// A SwiftUI image of a UIKit image — SwiftUI's `Image(uiImage:)`.
    ///
    /// Bitmaps draw their pixels (at their size in points, `resizable()` as usual); template
    /// images (`withRenderingMode(.alwaysTemplate)`) are tinted by the foreground style. An SF
    /// Symbol image becomes `Image(systemName:)`, which follows `.font` and the foreground style —
    /// unless it was tinted with `withTintColor(_:)`, then it is drawn in that colour at its size.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .symbol(let name, _) where uiImage.tint == nil:
            self.init(systemName: name)
            if uiImage.renderingMode == .alwaysOriginal { self = self.renderingMode(.original) }
        default:
            self.init(bitmap: uiImage.bitmap)
            if uiImage.renderingMode == .alwaysTemplate { self = self.renderingMode(.template) }
        }
    }
}
