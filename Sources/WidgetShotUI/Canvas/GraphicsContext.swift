import Foundation

/// The drawing context a `Canvas` renderer draws into — SwiftUI's `GraphicsContext`.
/// https://developer.apple.com/documentation/swiftui/graphicscontext
///
/// WidgetShot records each drawing command (a filled or stroked path, a text, an image) with
/// the context's state at that moment (transform, opacity, blend mode, clip, filters), and the
/// canvas draws them in order as shapes, texts and images of its own frame, each with its
/// filters as the view modifiers of the same name. Symbols (`resolveSymbol(id:)`) are the canvas's
/// tagged `symbols:` views, drawn as views.
public struct GraphicsContext {
    final class Recorder {
        var commands: [CanvasCommand] = []
    }

    var recorder: Recorder
    /// The transform from the context's user space to the canvas (translate, scale, rotate).
    var matrix = CanvasTransform.identity
    var clips: [CanvasClip] = []
    /// The canvas size (for gradients given in points).
    let size: CGSize

    /// The opacity of what is drawn next (multiplied with the layer's).
    public var opacity: Double = 1
    /// The blend mode of what is drawn next.
    public var blendMode: BlendMode = .normal
    /// The filters added with `addFilter`, in order.
    var filters: [Filter] = []
    /// The canvas's environment (colour scheme, locale…).
    public var environment: EnvironmentValues
    /// The canvas's symbol views by tag (``resolveSymbol(id:)``).
    var symbols: [AnyHashable: AnyView] = [:]

    init(size: CGSize, environment: EnvironmentValues) {
        recorder = Recorder()
        self.size = size
        self.environment = environment
    }

    // MARK: Transform

    /// Moves the origin of user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { matrix = CanvasTransform(translationX: x, y: y).concatenating(matrix) }
    /// Scales user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { matrix = CanvasTransform(scaleX: x, y: y).concatenating(matrix) }
    /// Rotates user space around its origin.
    public mutating func rotate(by angle: Angle) { matrix = CanvasTransform(rotation: angle.radians).concatenating(matrix) }
    /// Appends `matrix` to the transform: it applies to user space first, as `translateBy` does.
    public mutating func concatenate(_ matrix: CGAffineTransform) { self.matrix = CanvasTransform(matrix).concatenating(self.matrix) }
    /// The transform from user space to the canvas.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: matrix.tx, ty: matrix.ty) }
        set { matrix = CanvasTransform(newValue) }
    }

    // MARK: Clipping

    /// Restricts what is drawn next to the inside of `path` (intersected with earlier clips), or
    /// with `.inverse` to its outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.path(matrix.apply(to: path), eoFill: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// Clip options: `.inverse` keeps what lies outside the clip shape or layer.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Adds a layer drawn by `content` to the clip: what is drawn next shows where the layer is
    /// opaque (its alpha times `opacity`), or with `.inverse` where it is transparent — SwiftUI's
    /// `clipToLayer(opacity:options:content:)`. The layer starts as `drawLayer`'s does (this
    /// context's transform and clips, opacity 1, the normal blend mode); filters it adds
    /// (`.luminanceToAlpha`) shape the mask.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        copy.recorder = Recorder()
        copy.opacity = 1
        copy.blendMode = .normal
        try content(&copy)
        clips.append(.layer(copy.recorder.commands, opacity: opacity, inverse: options.contains(.inverse)))
    }

    // MARK: Layers and filters

    /// Runs `content` with a copy of this context drawing into a new layer, then draws the layer
    /// into this context with this context's opacity and blend mode — SwiftUI's
    /// `drawLayer(content:)`. The layer is isolated: a `.destinationIn` inside it masks only what
    /// the layer drew. The copy starts with this context's transform and clips, opacity 1 and
    /// the normal blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        copy.recorder = Recorder()
        copy.opacity = 1
        copy.blendMode = .normal
        try content(&copy)
        record(.layer(copy.recorder.commands))
    }

    /// Blur options.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
    /// Shadow options.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
    /// "Adds a filter that applies to subsequent drawing operations"
    /// (https://developer.apple.com/documentation/swiftui/graphicscontext/addfilter(_:options:)):
    /// every command drawn after it, in this context and the layers made from it, is drawn with
    /// the filter (see `GraphicsContext.Filter`). `options` (linear colour) is not modelled.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { filters.append(filter) }
    /// Filter options.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    // MARK: Drawing paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.path(matrix.apply(to: path), shading, stroke: nil, eoFill: style.isEOFilled))
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= matrix.lengthScale
        record(.path(matrix.apply(to: path), shading, stroke: scaled, eoFill: false))
    }

    /// Strokes `path` with `shading` and a line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    func record(_ kind: CanvasCommand.Kind) {
        recorder.commands.append(CanvasCommand(kind: kind, opacity: opacity, blendMode: blendMode, clips: clips, transform: matrix, filters: filters))
    }
}
