import Foundation

/// A view that draws with immediate-mode commands — SwiftUI's `Canvas`.
/// https://developer.apple.com/documentation/swiftui/canvas
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// ```
/// The canvas takes the size proposed to it (as a shape does); the renderer runs once with
/// that size and its commands are drawn in order (see ``GraphicsContext``). The `symbols` views,
/// each tagged with `.tag(_:)`, are drawn where the renderer draws `context.resolveSymbol(id:)`.
public struct Canvas<Symbols: View>: View {
    var opaque: Bool
    var colorMode: ColorRenderingMode
    var rendersAsynchronously: Bool
    var renderer: (inout GraphicsContext, CGSize) -> Void
    var symbols: Symbols
    @Environment(\.self) private var environment

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.opaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: some View {
        GeometryReader { proxy in
            let size = CGSize(width: max(0, proxy.size.width.isFinite ? proxy.size.width : 0),
                              height: max(0, proxy.size.height.isFinite ? proxy.size.height : 0))
            let commands = Self.record(size: size, environment: environment, symbols: CanvasSymbols.collect(symbols), renderer: renderer)
            // A canvas masking or clearing its own drawing (`.destinationIn`, `.clear`…) is drawn
            // as one layer, as iOS draws every canvas, so what lies behind it is untouched.
            if commands.contains(where: { $0.usesCanvasLayerModes }) {
                CanvasCommand.stack(commands, canvas: size).modifier(IsolatedLayerModifier())
            } else {
                CanvasCommand.stack(commands, canvas: size)
            }
        }
    }

    /// Runs the renderer and returns what it drew.
    static func record(size: CGSize, environment: EnvironmentValues, symbols: [AnyHashable: AnyView] = [:],
                       renderer: (inout GraphicsContext, CGSize) -> Void) -> [CanvasCommand] {
        var context = GraphicsContext(size: size, environment: environment)
        context.symbols = symbols
        renderer(&context, size)
        return context.recorder.commands
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}

/// The colour space a canvas composites in — SwiftUI's `ColorRenderingMode` (accepted; WidgetShot
/// composites in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
