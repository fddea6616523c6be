import WidgetShotUI

extension UIImage {
    /// The image of a generated asset symbol — UIKit's `UIImage(resource:)` (Xcode 15+).
    public convenience init(resource: ImageResource) {
        // A missing asset is an empty image, as UIKit gives when the catalog lacks it.
        let named = UIImage(named: resource.name) ?? UIImage()
        self.init(content: named.content, renderingMode: named.renderingMode)
    }
}

extension UIColor {
    /// The colour of a generated asset symbol — UIKit's `UIColor(resource:)` (Xcode 15+). A
    /// colour set that is not in any registered catalog is clear, as a missing asset draws.
    public convenience init(resource: ColorResource) {
        self.init(dynamicProvider: { traits in
            UIColor(named: resource.name, in: nil, compatibleWith: traits) ?? .clear
        })
    }
}
