import Foundation
import WidgetShotCairo
import WidgetShotKit
import WidgetShotUI

/// The two colours of the accented rendering mode on the Home Screen. Apple: "the system
/// divides the widget's view hierarchy into an accent group and a default group, applying a
/// different color to each group" (https://developer.apple.com/documentation/widgetkit/widgetrenderingmode/accented).
public struct AccentedPalette: Hashable, Sendable {
    /// The colour of the `widgetAccentable()` group.
    public var accent: RGBA
    /// The colour of every other view (the default, or primary, group).
    public var primary: RGBA

    /// iOS 18's tinted Home Screen: "the system desaturates the widget and its content, then
    /// applies a person's selected tint color" (https://developer.apple.com/design/human-interface-guidelines/widgets#Appearances).
    /// The accent group takes the tint; Apple does not give the default group's colour (third
    /// parties describe it as "typically lighter"), so WidgetShot's guess is the tint 60% of the
    /// way to white.
    public static func iOS18(tint: RGBA) -> AccentedPalette {
        func lighter(_ c: Double) -> Double { c + (1 - c) * 0.6 }
        return AccentedPalette(accent: RGBA(red: tint.red, green: tint.green, blue: tint.blue),
                               primary: RGBA(red: lighter(tint.red), green: lighter(tint.green), blue: lighter(tint.blue)))
    }

    /// iOS 26 (tinted and clear): "Tints primary and accented content white in iOS and macOS"
    /// (https://developer.apple.com/documentation/widgetkit/optimizing-your-widget-for-accented-rendering-mode-and-liquid-glass).
    public static let iOS26 = AccentedPalette(accent: RGBA(red: 1, green: 1, blue: 1), primary: RGBA(red: 1, green: 1, blue: 1))
}

/// How one appearance is drawn: the Cairo mode and backdrop, what goes under the widget (StandBy's
/// black screen, the wallpaper, Liquid Glass) and what is done to the pixels afterwards (night
/// mode's red). Numbers that Apple does not publish are WidgetShot's guesses, listed in
/// `WidgetDecisions.md` ("Places and modes").
struct AppearanceLook {
    var appearance: WidgetAppearance
    var family: WidgetFamily
    var osVersion: OSVersion

    /// Whether the iOS 26 glass look applies (the clear appearance, or tinted on iOS 26).
    var usesGlass: Bool { appearance.renderingMode == .accented && (appearance.accentedStyle == .clear || osVersion == .iOS26) }

    /// Throws when the system would not show this widget here.
    func check(_ widget: WidgetDefinition, device: Device) throws {
        guard appearance.isAvailable(for: family, on: device) else {
            let place = appearance.location == .standBy ? "StandBy shows only systemSmall widgets on iPhone" : "the Lock Screen appearance is for accessory families"
            throw WidgetAppearanceError("appearance '\(appearance.name)' does not apply to \(family.description) on \(device.name): \(place)")
        }
        if appearance.location == .standBy && !widget.containerBackgroundRemovable {
            // "Marking a background as nonremovable excludes your widget from … StandBy" (preparing-widgets… page).
            throw WidgetAppearanceError("widget '\(widget.kind)' sets containerBackgroundRemovable(false), which excludes it from StandBy")
        }
    }

    /// The Cairo rendering mode.
    var mode: CairoRenderer.RenderingMode {
        switch appearance.renderingMode {
        case .fullColor: return .fullColor
        case .vibrant: return .vibrant
        case .accented:
            let palette = usesGlass ? AccentedPalette.iOS26 : .iOS18(tint: appearance.tint)
            return .accented(tint: palette.accent, primary: palette.primary, desaturatesImages: !usesGlass)
        }
    }

    /// The paint under the widget's content, and the shape it fills (`nil`: the widget's shape).
    var backdrop: (paint: Paint, fillsCanvas: Bool)? {
        if appearance.location == .standBy { return (.color(RGBA(red: 0, green: 0, blue: 0)), true) }   // StandBy's black screen
        if appearance.location == .lockScreen || usesGlass { return nil }                               // drawn by `underlay`
        switch appearance.renderingMode {
        case .fullColor: return nil
        case .accented:
            let t = appearance.tint
            return (.color(RGBA(red: t.red * 0.25, green: t.green * 0.25, blue: t.blue * 0.25)), false)
        case .vibrant:
            return family == .accessoryCircular || family == .accessoryRectangular ? (.color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.14)), false) : nil
        }
    }

    /// What shows under a widget with no opaque background of its own: the wallpaper on the Lock
    /// Screen (around the widget too), blurred under each `AccessoryWidgetBackground` (`materials`:
    /// their outlines in canvas points), and on the iOS 26 Home Screen the wallpaper through Liquid
    /// Glass — a film (clear: 15% black; tinted: the tint at 55%) and a 1-pt 40%-white rim, inside
    /// the widget's shape. `nil` when nothing does.
    func underlay(shape: Path, canvas: CGSize, wallpaper: URL?, materials: [Path] = []) -> AnyView? {
        if appearance.location == .lockScreen {
            return AnyView(ZStack {
                Wallpaper.view(wallpaper, size: canvas)
                ForEach(materials.indices, id: \.self) { i in
                    Wallpaper.view(wallpaper, size: canvas)
                        .blur(radius: Self.lockScreenMaterialBlur)
                        .clipShape(FixedPath(path: materials[i]))
                }
            }.frame(width: canvas.width, height: canvas.height))
        }
        guard usesGlass else { return nil }
        let t = appearance.tint
        let film = appearance.accentedStyle == .clear ? RGBA(red: 0, green: 0, blue: 0, alpha: 0.15) : RGBA(red: t.red, green: t.green, blue: t.blue, alpha: 0.55)
        return AnyView(ZStack {
            Wallpaper.view(wallpaper, size: canvas)
            shape.fill(Color(red: film.red, green: film.green, blue: film.blue, opacity: film.alpha))
            shape.stroke(Color.white.opacity(0.4), lineWidth: 1)
        }
        .frame(width: canvas.width, height: canvas.height)
        .clipShape(shape))
    }

    /// The blur of the Lock Screen material under `AccessoryWidgetBackground`, as a `.blur(radius:)`
    /// (σ = 10 pt). **Guess**: Apple publishes neither the material nor its blur; on Lock Screen
    /// screenshots the wallpaper's detail is gone under the disc of a 72-pt circular widget while
    /// its colours stay, which a σ of about a seventh of the disc gives.
    static let lockScreenMaterialBlur: CGFloat = 20

    /// The pixels after drawing: night mode's red.
    func finish(_ image: RasterImage) -> RasterImage {
        appearance.isNightMode ? image.nightModeRed() : image
    }
}

extension RasterImage {
    /// This image composited over `below` (same size; premultiplied "over").
    func composited(over below: RasterImage) -> RasterImage {
        guard below.width == width, below.height == height, below.stride == stride else { return self }
        var out = self
        out.bytes.withUnsafeMutableBufferPointer { top in
            below.bytes.withUnsafeBufferPointer { under in
                for y in 0..<height {
                    var i = y * stride
                    for _ in 0..<width {
                        let keep = 255 - Int(top[i + 3])
                        if keep == 255, top[i] | top[i + 1] | top[i + 2] == 0 {   // nothing on top: the pixel below, as the sum gives
                            for c in 0..<4 { top[i + c] = under[i + c] }
                        } else if keep > 0 {
                            for c in 0..<4 { top[i + c] = UInt8(min(255, Int(top[i + c]) + (Int(under[i + c]) * keep + 127) / 255)) }
                        }
                        i += 4
                    }
                }
            }
        }
        return out
    }
}

/// A shape that is one path in absolute (canvas) coordinates, whatever frame it is laid in.
struct FixedPath: Shape {
    var path: Path
    func path(in rect: CGRect) -> Path { path }
}
