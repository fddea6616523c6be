import Foundation

/// A clip of a `GraphicsContext`, kept with each command drawn after it: a path (`clip(to:)`) or
/// a layer's alpha (`clipToLayer`), either of them inverted by `.inverse`.
enum CanvasClip {
    /// A path in canvas space.
    case path(Path, eoFill: Bool, inverse: Bool)
    /// The commands of a layer whose alpha (times `opacity`) is the mask.
    case layer([CanvasCommand], opacity: Double, inverse: Bool)

    /// `body` (a command covering the canvas) clipped.
    func apply(to body: AnyView, canvas size: CGSize) -> AnyView {
        let framed = body.frame(width: size.width, height: size.height, alignment: .topLeading)
        switch self {
        case .path(let path, false, inverse: false):
            return AnyView(framed.clipShape(CanvasPathShape(path: path)))
        case .path(let path, let eoFill, let inverse):
            let shape = AnyView(CanvasPathShape(path: path).fill(Color.black, style: FillStyle(eoFill: eoFill)))
            return AnyView(framed.mask(Self.mask(shape, inverse: inverse, canvas: size)))
        case .layer(let commands, let opacity, let inverse):
            var layer = AnyView(CanvasCommand.stack(commands, canvas: size).modifier(IsolatedLayerModifier()))
            if opacity < 1 { layer = AnyView(layer.opacity(max(0, opacity))) }
            return AnyView(framed.mask(Self.mask(layer, inverse: inverse, canvas: size)))
        }
    }

    /// The mask: the content's alpha, or its complement (an opaque canvas with the content cut out).
    private static func mask(_ content: AnyView, inverse: Bool, canvas size: CGSize) -> AnyView {
        guard inverse else { return AnyView(content.frame(width: size.width, height: size.height, alignment: .topLeading)) }
        return AnyView(ZStack(alignment: .topLeading) {
            Color.black
            content.blendMode(.destinationOut)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .modifier(IsolatedLayerModifier()))
    }
}
