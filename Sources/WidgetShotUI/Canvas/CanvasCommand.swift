import Foundation

/// One recorded drawing command of a `GraphicsContext`, with the state it was drawn in.
struct CanvasCommand {
    enum Kind {
        /// A path in canvas space; `stroke` nil fills it.
        case path(Path, GraphicsContext.Shading, stroke: StrokeStyle?, eoFill: Bool)
        /// A text, its anchor point placed at `point` (canvas space).
        case text(Text, at: CGPoint, anchor: UnitPoint)
        /// A text wrapped in a rectangle (canvas space).
        case textIn(Text, CGRect)
        /// An image filling a rectangle (canvas space).
        case image(Image, CGRect)
        /// An image at its natural size, its anchor point placed at `point`.
        case imageAt(Image, at: CGPoint, anchor: UnitPoint)
        /// A layer (`drawLayer`): its commands, drawn as one isolated group.
        case layer([CanvasCommand])
        /// A symbol view at its ideal size, its anchor point placed at `point`.
        case view(AnyView, at: CGPoint, anchor: UnitPoint)
        /// A symbol view laid out in a rectangle (canvas space).
        case viewIn(AnyView, CGRect)
    }
    let kind: Kind
    let opacity: Double
    let blendMode: BlendMode
    let clips: [CanvasClip]
    var transform = CanvasTransform.identity
    /// The context's filters when the command was drawn (`addFilter`), first added first.
    var filters: [GraphicsContext.Filter] = []
}

/// A recorded path, drawn in the canvas's frame: its coordinates are the canvas's own, which is
/// the space `path(in:)` works in (`Shape.placedPath` moves it to the canvas's place).
struct CanvasPathShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}

extension CanvasCommand {
    /// The command as a view covering the canvas (`size`), placed from its top leading corner.
    func view(canvas size: CGSize) -> AnyView {
        var body: AnyView
        switch kind {
        case .path(let path, let shading, let stroke, let eoFill):
            if case .tiledImage(let image, let origin, let sourceRect, let scale) = shading.kind {
                let area = stroke.map { path.strokedPath($0) } ?? path
                body = TiledImagePaint(image: image, origin: transform.apply(origin), sourceRect: sourceRect, scale: scale * transform.lengthScale)
                    .view(filling: area, eoFill: stroke == nil && eoFill, canvas: size)
                break
            }
            let style = shading.shapeStyle(canvas: size, transform: transform)
            if let stroke {
                body = AnyView(CanvasPathShape(path: path).stroke(style, style: stroke))
            } else {
                body = AnyView(CanvasPathShape(path: path).fill(style, style: FillStyle(eoFill: eoFill)))
            }
        case .text(let text, let point, let anchor):
            body = AnyView(text.fixedSize()
                .alignmentGuide(.leading) { d in d.width * anchor.x - point.x }
                .alignmentGuide(.top) { d in d.height * anchor.y - point.y })
        case .textIn(let text, let rect):
            body = AnyView(text.frame(width: max(0, rect.width), height: max(0, rect.height), alignment: .topLeading)
                .alignmentGuide(.leading) { _ in -rect.minX }
                .alignmentGuide(.top) { _ in -rect.minY })
        case .image(let image, let rect):
            body = AnyView(image.resizable().frame(width: max(0, rect.width), height: max(0, rect.height))
                .alignmentGuide(.leading) { _ in -rect.minX }
                .alignmentGuide(.top) { _ in -rect.minY })
        case .layer(let commands):
            body = AnyView(CanvasCommand.stack(commands, canvas: size).modifier(IsolatedLayerModifier()))
        case .imageAt(let image, let point, let anchor):
            body = AnyView(image.fixedSize()
                .alignmentGuide(.leading) { d in d.width * anchor.x - point.x }
                .alignmentGuide(.top) { d in d.height * anchor.y - point.y })
        case .view(let view, let point, let anchor):
            body = AnyView(view.fixedSize()
                .alignmentGuide(.leading) { d in d.width * anchor.x - point.x }
                .alignmentGuide(.top) { d in d.height * anchor.y - point.y })
        case .viewIn(let view, let rect):
            body = AnyView(view.frame(width: max(0, rect.width), height: max(0, rect.height))
                .alignmentGuide(.leading) { _ in -rect.minX }
                .alignmentGuide(.top) { _ in -rect.minY })
        }
        for clip in clips { body = clip.apply(to: body, canvas: size) }
        for filter in filters { body = filter.apply(to: body) }
        if opacity < 1 { body = AnyView(body.opacity(opacity)) }
        if blendMode != .normal { body = AnyView(body.blendMode(blendMode)) }
        return body
    }
}

extension CanvasCommand {
    /// Commands drawn in order in the canvas's frame.
    static func stack(_ commands: [CanvasCommand], canvas size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(0..<commands.count, id: \.self) { index in
                commands[index].view(canvas: size)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// Whether a command (or one in its layer) uses a Porter–Duff mode that needs the canvas
    /// drawn as a layer of its own.
    var usesCanvasLayerModes: Bool {
        if blendMode.isCanvasLayerMode { return true }
        if case .layer(let commands) = kind { return commands.contains { $0.usesCanvasLayerModes } }
        return false
    }
}
