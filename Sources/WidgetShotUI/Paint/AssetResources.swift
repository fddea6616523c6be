import Foundation

/// An image in an asset catalog, as Xcode 15+ generates symbols for them — DeveloperToolsSupport's
/// `ImageResource`. Extension builds generate `ImageResource.logo` for every image set, so
/// `Image(.logo)` compiles as written.
public struct ImageResource: Hashable {
    /// The asset's name in its catalog ("logo", or "Icons/star" in a namespace).
    public let name: String
    /// The bundle (ignored: WidgetShot looks assets up in the catalogs it was given).
    public let bundle: Bundle?

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour in an asset catalog — DeveloperToolsSupport's `ColorResource` (`Color(.brandBlue)`).
public struct ColorResource: Hashable {
    /// The colour set's name in its catalog.
    public let name: String
    /// The bundle (ignored, as for images).
    public let bundle: Bundle?

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// An image from a generated asset symbol: `Image(.logo)`.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    /// A colour from a generated asset symbol: `Color(.brandBlue)`.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
