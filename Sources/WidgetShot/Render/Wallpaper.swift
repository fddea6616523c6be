import Foundation
import WidgetShotKit
import WidgetShotUI

/// The wallpaper behind Lock Screen widgets and iOS 26 glass widgets: a user's image
/// (`WidgetRenderer.wallpaper`, CLI `--wallpaper PATH`) filling the widget's canvas, or
/// WidgetShot's default — a diagonal blue → purple → orange gradient standing in for an iOS
/// wallpaper (Apple's wallpapers are not redistributable; the colours are WidgetShot's choice).
enum Wallpaper {
    /// The default gradient's colours, top leading to bottom trailing.
    static let defaultColors: [Color] = [
        Color(red: 0.12, green: 0.23, blue: 0.54), Color(red: 0.49, green: 0.23, blue: 0.93), Color(red: 0.98, green: 0.45, blue: 0.09),
    ]

    /// The wallpaper filling `size` (an image is scaled to fill and cropped, centred).
    static func view(_ url: URL?, size: CGSize) -> AnyView {
        if let url {
            return AnyView(Image(fileURL: url).resizable().scaledToFill().frame(width: size.width, height: size.height).clipped())
        }
        return AnyView(LinearGradient(colors: defaultColors, startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(width: size.width, height: size.height))
    }

    /// Checks a wallpaper file: it must exist and be a PNG or JPEG.
    static func validate(_ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw WidgetAppearanceError("wallpaper '\(url.path)' does not exist")
        }
        guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else {
            throw WidgetAppearanceError("wallpaper '\(url.path)' is not a PNG or JPEG file")
        }
    }
}
