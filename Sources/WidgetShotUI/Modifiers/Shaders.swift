import Foundation

/// A library of Metal shader functions — SwiftUI's `ShaderLibrary` (iOS 17):
/// `ShaderLibrary.wave(.float(t))` calls the function `wave` of the app's default library.
///
/// Metal does not run on Linux: a view with a shader effect (``View/colorEffect(_:isEnabled:)``,
/// ``View/distortionEffect(_:maxSampleOffset:isEnabled:)``, ``View/layerEffect(_:maxSampleOffset:isEnabled:)``)
/// is drawn without it, and the lints name the function ("unsupportedView").
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    /// Where the library comes from (for descriptions).
    let source: String

    /// The app's default library (`default.metallib` of the main bundle).
    public static let `default` = ShaderLibrary(source: "default")
    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: "bundle") }
    /// A library read from a `.metallib` file.
    public init(url: URL) { source = url.lastPathComponent }
    /// A library from `.metallib` data.
    public init(data: Data) { source = "data" }
    init(source: String) { self.source = source }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A function of a ``ShaderLibrary``, called with its arguments to make a ``Shader`` —
/// SwiftUI's `ShaderFunction`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String
    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) { self.library = library; self.name = name }
    /// A shader calling the function with `args`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader { Shader(function: self, arguments: args) }
}

/// A shader function with its arguments — SwiftUI's `Shader`. Not run (see ``ShaderLibrary``).
public struct Shader: Equatable, Sendable {
    /// One argument passed to a shader function — SwiftUI's `Shader.Argument`.
    public struct Argument: Equatable, @unchecked Sendable {
        let summary: String
        /// A `float`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(summary: "float(\(Double(x)))") }
        /// A `float2`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(summary: "float2") }
        /// A `float2` from a point.
        public static func float2(_ point: CGPoint) -> Argument { Argument(summary: "float2") }
        /// A `float2` from a size.
        public static func float2(_ size: CGSize) -> Argument { Argument(summary: "float2") }
        /// A `float3`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(summary: "float3") }
        /// A `float4`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(summary: "float4") }
        /// A `half4` colour.
        public static func color(_ color: Color) -> Argument { Argument(summary: "color") }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(summary: "colorArray") }
        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(summary: "floatArray") }
        /// A texture.
        public static func image(_ image: Image) -> Argument { Argument(summary: "image") }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(summary: "data") }
        /// The bounding rectangle of the shaded view, as a `float4`.
        public static var boundingRect: Argument { Argument(summary: "boundingRect") }
    }

    /// The function called.
    public var function: ShaderFunction
    /// Its arguments.
    public var arguments: [Argument]
    /// Whether the output is dithered (no effect here).
    public var dithersColor = false

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) { self.function = function; self.arguments = arguments }
}

/// Draws the content as it is and records, for the lints, the shader effect left out.
struct ShaderEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: String
    let shader: Shader
    let isEnabled: Bool
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard isEnabled else { return nodes }
        for node in nodes {
            node.noteStatic("\(effect)(ShaderLibrary.\(shader.function.name)): Metal shaders do not run on Linux; drawn without the effect")
        }
        return nodes
    }
}

extension View {
    /// Recolours each pixel of this view with a Metal shader — SwiftUI's `colorEffect(_:isEnabled:)`
    /// (iOS 17). Drawn without the effect (see ``ShaderLibrary``).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(effect: "colorEffect", shader: shader, isEnabled: isEnabled))
    }
    /// Moves each pixel of this view with a Metal shader — SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)` (iOS 17). Drawn without the effect.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(effect: "distortionEffect", shader: shader, isEnabled: isEnabled))
    }
    /// Redraws this view's layer with a Metal shader — SwiftUI's
    /// `layerEffect(_:maxSampleOffset:isEnabled:)` (iOS 17). Drawn without the effect.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(effect: "layerEffect", shader: shader, isEnabled: isEnabled))
    }
}
