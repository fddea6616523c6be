import Foundation

extension GraphicsContext {
    /// How a path is painted — SwiftUI's `GraphicsContext.Shading`. Gradient points are in the
    /// canvas's user space (points), as in SwiftUI.
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading
    public struct Shading {
        enum Kind {
            case style(AnyShapeStyle)
            case foreground
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
        }
        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        /// A colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Any shape style (a colour, a hierarchical style, a gradient in the canvas's frame).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// A linear gradient between two points of user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient around a point of user space.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// An image repeated over the plane from `origin` (user space): the part `sourceRect` (in
        /// unit coordinates of the image) of each tile, `scale` times the image's size in points
        /// (SwiftUI's `tiledImage(_:origin:sourceRect:scale:)`). Drawn as tiles for images
        /// with pixels in memory (`Image(uiImage:)`, `Image(decorative: cgImage, scale:)`,
        /// `Image(nsImage…)`); an image whose size is known only at layout (a named asset, a
        /// symbol, a file) fills the path's bounds once.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }
        /// A conic (angular) gradient around a point of user space.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
    }

    /// Gradient options (accepted; WidgetShot draws gradients without repetition).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

extension GraphicsContext.Shading {
    /// The shape style for a leaf covering the canvas (`size`), with gradient points mapped
    /// through the context's transform at the time of drawing.
    func shapeStyle(canvas size: CGSize, transform: CanvasTransform) -> AnyShapeStyle {
        func unit(_ p: CGPoint) -> UnitPoint {
            let q = transform.apply(p)
            return UnitPoint(x: size.width > 0 ? q.x / size.width : 0, y: size.height > 0 ? q.y / size.height : 0)
        }
        switch kind {
        case .style(let style): return style
        case .foreground: return AnyShapeStyle(ForegroundStyle())
        case .linear(let g, let a, let b): return AnyShapeStyle(LinearGradient(gradient: g, startPoint: unit(a), endPoint: unit(b)))
        case .radial(let g, let c, let r0, let r1):
            let s = transform.lengthScale
            return AnyShapeStyle(RadialGradient(gradient: g, center: unit(c), startRadius: r0 * s, endRadius: r1 * s))
        case .conic(let g, let c, let angle): return AnyShapeStyle(AngularGradient(gradient: g, center: unit(c), angle: angle))
        case .tiledImage: return AnyShapeStyle(Color.clear)   // drawn as tiles by `CanvasCommand.view`
        }
    }
}
