import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `--wallpaper PATH`: the image behind Lock Screen widgets (appearance `lockscreen`) and iOS 26
/// glass widgets (`clear`, and `accented` with `--os 26`); WidgetShot's default gradient without it.
struct WallpaperOption: ParsableArguments {
    @Option(help: "A PNG or JPEG wallpaper behind the lockscreen and clear appearances (default: a built-in gradient).")
    var wallpaper: String?

    /// Checks the file and makes it the renders' wallpaper (ArgumentParser calls this after parsing).
    func validate() throws {
        guard let wallpaper else { return }
        let url = URL(fileURLWithPath: wallpaper)
        guard FileManager.default.fileExists(atPath: url.path) else { throw ValidationError("--wallpaper '\(wallpaper)' does not exist") }
        guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else {
            throw ValidationError("--wallpaper '\(wallpaper)' must be a .png, .jpg or .jpeg file")
        }
        CLIContext.shared.wallpaper = url
    }
}
