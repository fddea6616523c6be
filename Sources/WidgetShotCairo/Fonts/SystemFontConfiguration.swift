import CCairo
import Foundation

/// When the machine's own fontconfig configuration is loaded: only when a library that draws
/// with it is opened (poppler-glib for PDF images, librsvg for SVG images), not at start-up.
///
/// Every Pango font map starts a thread that calls `FcInit()`, and the first text measurement
/// waits for it. `FcInit()` loads the system configuration (`/etc/fonts`, every installed font
/// directory's cache): about 26 M instructions in a one-shot `widgetshot render` (issue 21), for
/// a configuration WidgetShot never uses — its font maps have their own (``FontSystem``). When a
/// process's first font system makes its configuration fontconfig's current one before creating
/// its font map, `FcInit()` finds a current configuration and returns at once.
///
/// poppler-glib and librsvg find fonts through the current configuration (a PDF's missing fonts,
/// an SVG's `<text>`); ``loadSystem()`` makes the system's current before either is opened, so
/// they see the installed fonts as before. `WIDGETSHOT_SYSTEM_FONTCONFIG=start` restores the
/// system configuration's loading at start-up (to compare the two in one binary).
enum SystemFontConfiguration {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var state = State.untouched
    private enum State { case untouched, deferred, system }

    /// Called by a font system before it creates its Pango font map: the first one's
    /// configuration becomes fontconfig's current configuration, unless the system's is loaded.
    static func deferSystemLoad(to config: OpaquePointer) {
        lock.lock()
        defer { lock.unlock() }
        guard state == .untouched,
              ProcessInfo.processInfo.environment["WIDGETSHOT_SYSTEM_FONTCONFIG"] != "start",
              FcConfigSetCurrent(config) != 0 else { return }
        state = .deferred
    }

    /// Loads the system configuration and makes it current (once; before a library that finds
    /// fonts through it is opened). Font systems keep their own configurations.
    static func loadSystem() {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .system:
            return
        case .untouched:
            // No configuration of ours is current: FcInit loads the system's unless Pango's thread has.
            _ = FcInit()
        case .deferred:
            guard let config = FcInitLoadConfigAndFonts() else { break }
            _ = FcConfigSetCurrent(config)
            FcConfigDestroy(config)   // the current configuration holds its own reference
        }
        state = .system
    }
}
