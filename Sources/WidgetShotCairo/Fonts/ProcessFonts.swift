import Foundation

/// Font files an app registers for its whole process at run time (Core Text's
/// `CTFontManagerRegisterFontsForURL(url, .process, &error)`): every ``FontSystem`` of the
/// process — those already made and those made later — loads them, so `Font.custom(name:size:)`
/// finds the family in the render that follows, as on iOS.
public enum ProcessFonts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var files: [URL] = []
    nonisolated(unsafe) private static var systems: [WeakFontSystem] = []
    private struct WeakFontSystem { weak var system: FontSystem? }

    /// Registers a font file for the process. Throws ``RasterError/fontFileUnreadable(_:)`` when
    /// fontconfig cannot load it, and registers nothing then. A file registered twice is kept once.
    public static func register(_ file: URL) throws {
        let file = file.standardizedFileURL
        lock.lock()
        defer { lock.unlock() }
        guard !files.contains(file) else { return }
        systems.removeAll { $0.system == nil }
        for entry in systems { try entry.system?.register(file) }
        if systems.isEmpty { try FontSystem.validate(file) }
        files.append(file)
    }

    /// The registered files, in registration order.
    public static var registered: [URL] { lock.lock(); defer { lock.unlock() }; return files }

    /// Called by every new font system: loads the files registered so far and follows later ones.
    static func attach(_ system: FontSystem) {
        lock.lock()
        defer { lock.unlock() }
        systems.append(WeakFontSystem(system: system))
        for file in files { try? system.register(file) }
    }
}
