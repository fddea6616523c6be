import Foundation
import WidgetShotUI

/// The places a widget appears besides the Home Screen in full colour, and the iOS 26 glass
/// styles — each a `WidgetAppearance` usable wherever appearances are (CLI `--appearances`,
/// galleries, `assertWidgetSnapshots`). Sources and guesses: `WidgetDecisions.md`, "Places and modes".
extension WidgetAppearance {
    /// The Home Screen style of the accented rendering mode.
    public enum AccentedStyle: String, Hashable, Sendable {
        /// "Tinted": the background replaced by a tinted colour effect.
        case tinted
        /// "Clear" (iOS 26): the background replaced by Liquid Glass.
        case clear
    }

    /// iOS 26's clear Home Screen: the accented rendering mode, both groups white, on Liquid Glass
    /// over the wallpaper. "In a clear appearance, the system desaturates the widget and adds
    /// translucency, highlights, and the Liquid Glass material"
    /// (https://developer.apple.com/design/human-interface-guidelines/widgets#Appearances). It is
    /// drawn with the iOS 26 look whatever `osVersion` says (iOS 18 has no clear appearance).
    public static let clear: WidgetAppearance = {
        var a = WidgetAppearance(name: "clear", colorScheme: .dark, renderingMode: .accented, tint: RGBA(red: 1, green: 1, blue: 1))
        a.accentedStyle = .clear
        return a
    }()

    /// StandBy: the `systemSmall` widget "scaled up so they fill the Lock Screen", its background
    /// removed, on StandBy's black screen, in full colour
    /// (https://developer.apple.com/design/human-interface-guidelines/widgets#StandBy-and-CarPlay;
    /// https://developer.apple.com/documentation/widgetkit/preparing-widgets-for-additional-contexts-and-appearances).
    public static let standBy: WidgetAppearance = {
        var a = WidgetAppearance(name: "standby", colorScheme: .dark)
        a.location = .standBy
        return a
    }()

    /// StandBy in low light: "the system renders the widget with a monochromatic red tint", in the
    /// vibrant rendering mode (HIG Widgets, Appearances and the rendering-mode table).
    public static let standByNight: WidgetAppearance = {
        var a = WidgetAppearance(name: "standby-night", colorScheme: .dark, renderingMode: .vibrant)
        a.location = .standBy
        a.isNightMode = true
        return a
    }()

    /// The iPhone Lock Screen: accessory widgets in the vibrant rendering mode over the wallpaper
    /// (`WidgetRenderer.wallpaper`, or WidgetShot's default gradient). Unlike `.vibrant` (the bare
    /// widget on transparency), the wallpaper shows around and through the widget.
    public static let lockScreen: WidgetAppearance = {
        var a = WidgetAppearance(name: "lockscreen", colorScheme: .dark, renderingMode: .vibrant)
        a.location = .lockScreen
        return a
    }()

    /// The appearances that put a widget in another place or style (part of `all`).
    public static let places: [WidgetAppearance] = [.clear, .standBy, .standByNight, .lockScreen]

    /// Whether the system shows a widget of `family` on `device` in this appearance: StandBy only
    /// shows `systemSmall` on iPhone; the Lock Screen appearance is for accessory families. An
    /// Apple Watch has no light appearance (watchOS is always dark; `dark` and `placeholder` draw
    /// its full-colour faces), no vibrant mode (the HIG rendering-mode table lists full colour
    /// and accented for Apple Watch, `widgetkit-facts` §4.1), no Liquid Glass clear style, no
    /// StandBy and no Lock Screen.
    /// Every other appearance applies everywhere.
    public func isAvailable(for family: WidgetFamily, on device: Device) -> Bool {
        if device.idiom == .watch {
            return location == .homeScreen && renderingMode != .vibrant && accentedStyle != .clear && (colorScheme == .dark || isPlaceholder || renderingMode != .fullColor)
        }
        switch location {
        case .standBy: return family == .systemSmall && device.idiom == .phone
        case .lockScreen: return !family.isSystem
        default: return true
        }
    }

    /// Whether the system draws the widget's container background (only in full colour on the
    /// Home Screen: StandBy removes it — "In StandBy on iPhone, the system removes the background
    /// of your widget", https://developer.apple.com/documentation/widgetkit/preparing-widgets-for-additional-contexts-and-appearances).
    public func showsContainerBackground(for family: WidgetFamily) -> Bool {
        renderingMode == .fullColor && family.isSystem && location == .homeScreen
    }

    /// The content margins in this appearance. StandBy uses "smaller content margins" (same
    /// page) without a number: WidgetShot's guess is 8 pt.
    public func contentMargins(for family: WidgetFamily) -> EdgeInsets {
        location == .standBy ? EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) : WidgetChrome.margins(for: family)
    }
}

/// Why a widget cannot be shown in an appearance.
public struct WidgetAppearanceError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Device {
    /// How much StandBy scales a `systemSmall` widget up. Apple says only that StandBy "scales it
    /// to fit one half of the screen" (https://developer.apple.com/documentation/widgetkit/preparing-widgets-for-additional-contexts-and-appearances)
    /// and publishes no size. WidgetShot's guess: the largest square in half the landscape screen
    /// less 20 pt on each side — e.g. 393×852 pt: min(426, 393) − 40 = 353 pt, 2.23 × the 158-pt widget.
    public var standByScale: CGFloat {
        guard let small = canvasSizes[.systemSmall], small.width > 0 else { return 1 }
        let side = min(screenSize.height / 2, screenSize.width) - 40
        return max(1, side / small.width)
    }

    /// The factor from canvas points to on-screen points of `family` in `appearance` (iPad
    /// scaling, StandBy's enlargement).
    public func onScreenScale(for family: WidgetFamily, in appearance: WidgetAppearance) -> CGFloat {
        appearance.location == .standBy ? standByScale : deviceScale(for: family)
    }
}
