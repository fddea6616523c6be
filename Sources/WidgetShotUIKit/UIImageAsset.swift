import Foundation

/// Variants of one image for different traits (appearance, scale) — UIKit's `UIImageAsset`.
/// Code registers a dark variant beside an image it drew (`image.imageAsset?.register(dark, with:
/// UITraitCollection(userInterfaceStyle: .dark))`) and asks the asset for the variant of a trait
/// collection, as on iOS.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []

    /// An empty asset.
    public override init() { super.init() }

    /// Registers an image for a trait collection (replacing one registered for the same traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        variants.removeAll { Self.same($0.traits, traitCollection) }
        variants.append((traitCollection, image))
        image.asset = self
    }
    /// Removes the image registered for a trait collection.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        variants.removeAll { Self.same($0.traits, traitCollection) }
    }
    /// The image for a trait collection: the registered variant whose specified traits all match
    /// it, preferring the most specific; the unspecified one otherwise (UIKit's matching).
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let matching = variants.filter { Self.matches($0.traits, traitCollection) }
        let best = matching.max { Self.specificity($0.traits) < Self.specificity($1.traits) }
        return best?.image ?? variants.first?.image ?? UIImage()
    }

    private static func matches(_ variant: UITraitCollection, _ wanted: UITraitCollection) -> Bool {
        (variant.userInterfaceStyle == .unspecified || variant.userInterfaceStyle == wanted.userInterfaceStyle)
            && (variant.displayScale == 0 || variant.displayScale == wanted.displayScale)
    }
    private static func specificity(_ traits: UITraitCollection) -> Int {
        (traits.userInterfaceStyle == .unspecified ? 0 : 1) + (traits.displayScale == 0 ? 0 : 1)
    }
    private static func same(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
    }
}

extension UIImage {
    /// The asset of the image's trait variants: made on first use with this image as its
    /// unspecified variant (so a dark variant can be registered beside a drawn image, as on iOS).
    /// Drawing an image with SwiftUI's `Image(uiImage:)` draws this image; code picks a variant
    /// with `imageAsset?.image(with:)`.
    public var imageAsset: UIImageAsset? {
        if let asset { return asset }
        let made = UIImageAsset()
        made.register(self, with: UITraitCollection(traitsFrom: []))
        return made
    }
}
