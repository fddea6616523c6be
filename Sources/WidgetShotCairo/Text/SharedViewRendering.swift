import Foundation
import WidgetShotUI

extension SystemTypesetting {
    /// Lays out `view` at the size it picks for `proposal` and draws it with the process-wide fonts
    /// (`nil` if the bundled fonts cannot be loaded) — the work behind SwiftUI's `ImageRenderer`,
    /// which has no renderer at hand. Asset colours resolve through `AssetRegistry`, as
    /// `UIColor(named:)` does.
    public static func render<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat, environment: EnvironmentValues) throws -> RasterImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let shared else { return nil }
        var env = environment
        let images = ImageStore()
        let registered = AssetRegistry.shared.contents()
        images.adopt(catalogs: registered.catalogs, folders: registered.folders)
        env.namedColorResolver = { name, scheme in images.color(named: name, scheme: scheme) }
        let tree = try LayoutEngine(textMeasurer: shared.measurer, imageSizer: images).layout(view, proposal: proposal, scale: scale, environment: env)
        return try CairoRenderer(fonts: shared.fonts, images: images).render(tree)
    }
}
