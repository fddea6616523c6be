import Foundation

/// The screen of the device a render is for — what `UIScreen.main` and `UIDevice.current`
/// answer while WidgetShot renders a widget (a task-local value, so parallel renders for
/// different devices do not see each other's screen).
///
/// `WidgetRenderer` binds it around the provider calls and the layout; outside a render,
/// `DeviceScreen.current` is `DeviceScreen.default`, the iPhone 16 Pro.
///
/// ```swift
/// DeviceScreen.$bound.withValue(DeviceScreen(size: CGSize(width: 393, height: 852), scale: 3)) {
///     UIScreen.main.bounds   // 0, 0, 393, 852
/// }
/// ```
public struct DeviceScreen: Hashable, Sendable {
    /// The interface idiom of the device.
    public enum Idiom: String, Hashable, Sendable { case phone, pad, watch }

    /// Portrait screen size in points (`UIScreen.bounds.size`).
    public var size: CGSize
    /// Points → pixels (`UIScreen.scale`).
    public var scale: CGFloat
    /// The panel's physical scale (`UIScreen.nativeScale`; differs from `scale` only on the
    /// 5.5-inch Plus phones, whose @3x canvas is downsampled to a 1080-pixel-wide panel).
    public var nativeScale: CGFloat
    /// Phone, pad or watch.
    public var idiom: Idiom
    /// The model's display name (`"iPhone 16 Pro"`).
    public var modelName: String

    /// A screen; `nativeScale` defaults to `scale`.
    public init(size: CGSize, scale: CGFloat, nativeScale: CGFloat? = nil, idiom: Idiom = .phone, modelName: String = "iPhone") {
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.nativeScale = nativeScale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? self.scale
        self.idiom = idiom
        self.modelName = modelName
    }

    /// The iPhone 16 Pro: 402×874 points at @3x (Apple's iPhone 16 Pro technical specifications:
    /// 2622×1206 pixels at 460 ppi, https://support.apple.com/en-us/121032 ; 2622 / 3 = 874,
    /// 1206 / 3 = 402).
    public static let `default` = DeviceScreen(size: CGSize(width: 402, height: 874), scale: 3, idiom: .phone, modelName: "iPhone 16 Pro")

    /// The screen bound by the render in progress, if any.
    @TaskLocal public static var bound: DeviceScreen?

    /// The screen of the render in progress, else `default`.
    public static var current: DeviceScreen { bound ?? .default }
}
