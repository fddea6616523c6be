import Foundation
import WidgetShotCairo
import WidgetShotUI

/// The result of rendering a view: its geometry, its pixels and any warnings.
public struct RenderResult {
    /// Every view's frame.
    public var tree: PlacedTree
    /// The pixels.
    public var image: RasterImage
    /// Problems that did not stop rendering (missing images, unknown symbols).
    public var warnings: [String]
}

/// Lays out and renders views with real text measurement and the hermetic fonts: the one object
/// a caller needs to turn a SwiftUI-style view into a PNG.
///
/// ```swift
/// let renderer = try ViewRenderer()
/// let result = try renderer.render(MyWidgetView(), size: CGSize(width: 170, height: 170), scale: 3)
/// try result.image.writePNG(to: URL(fileURLWithPath: "widget.png"))
/// ```
public final class ViewRenderer {
    public let fonts: FontSystem
    public let images: ImageStore
    private let cairo: CairoRenderer
    private let measurer: PangoTextMeasurer

    /// Creates a renderer over a fonts folder (the bundled `Fonts/` by default) and an image store.
    public init(fonts: FontSystem? = nil, images: ImageStore = ImageStore()) throws {
        self.fonts = try fonts ?? FontSystem()
        self.images = images
        cairo = CairoRenderer(fonts: self.fonts, images: images)
        measurer = PangoTextMeasurer(fonts: self.fonts)
    }

    /// The layout engine this renderer measures with (Pango text, real image sizes).
    public var layoutEngine: LayoutEngine { LayoutEngine(textMeasurer: measurer, imageSizer: images) }

    /// Lays out `view` on a canvas of `size` points and renders it at `scale`.
    public func render<V: View>(_ view: V, size: CGSize, scale: CGFloat, environment: EnvironmentValues = EnvironmentValues(),
                                mode: CairoRenderer.RenderingMode = .fullColor, backdrop: Paint? = nil, backdropShape: Path? = nil) throws -> RenderResult {
        var env = environment
        let images = self.images
        env.namedColorResolver = { name, scheme in images.color(named: name, scheme: scheme) }
        let tree = try layoutEngine.layout(view, in: size, scale: scale, environment: env)
        let image = try cairo.render(tree, mode: mode, backdrop: backdrop, backdropShape: backdropShape)
        return RenderResult(tree: tree, image: image, warnings: cairo.warnings)
    }
}
