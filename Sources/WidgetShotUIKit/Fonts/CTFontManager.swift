import Foundation
import WidgetShotCairo

// Core Text's font manager: apps register font files shipped in their bundle at run time
// (`CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)`) and then use them by name
// (`Font.custom("Clock Hands", size: 40)`, `UIFont(name:size:)`). Registration adds the file to
// every font system of the process (``ProcessFonts``), so the render that follows draws with it.
// (`CFURL`, `CFArray` and `CFError` are `NSURL`, `NSArray` and `NSError`: WidgetShotCoreFoundation.)

/// Where a registration is visible — Core Text's `CTFontManagerScope` (raw values as Apple's).
/// A render is one process: every scope registers for this process.
public struct CTFontManagerScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Not registered.
    public static let none = CTFontManagerScope(rawValue: 0)
    /// This process.
    public static let process = CTFontManagerScope(rawValue: 1)
    /// Every process of the user, across launches.
    public static let persistent = CTFontManagerScope(rawValue: 2)
    /// The login session (macOS).
    public static let session = CTFontManagerScope(rawValue: 3)
    /// The user (macOS; Apple's alias of `.persistent`).
    public static let user = CTFontManagerScope(rawValue: 2)
}

/// Core Text's font-manager error codes (`CTFontManagerError`, raw values as Apple's).
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101, insufficientPermissions = 102, unrecognizedFormat = 103, invalidFontData = 104, alreadyRegistered = 105
    case notRegistered = 201, inUse = 202, systemRequired = 203
}

/// Core Text's error domain for font registration (`kCTFontManagerErrorDomain`).
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Registers the fonts of a file for `scope` (Core Text's `CTFontManagerRegisterFontsForURL`).
/// Returns false and sets `error` (domain `kCTFontManagerErrorDomain`) when the file is missing
/// (`fileNotFound`), cannot be loaded as a font (`invalidFontData`), or `scope` is `.none`.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: NSURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?) -> Bool {
    let url = fontURL as URL
    func fail(_ code: CTFontManagerError, _ reason: String) -> Bool {
        let nsError = NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue,
                              userInfo: [NSLocalizedDescriptionKey: reason, "CTFailedFontURL": url])
        error?.pointee = Unmanaged.passRetained(nsError)
        return false
    }
    guard scope != .none else { return fail(.invalidFontData, "no scope given for \(url.path)") }
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
        return fail(.fileNotFound, "the font file \(url.path) does not exist")
    }
    do {
        try ProcessFonts.register(url)
        return true
    } catch {
        return fail(.invalidFontData, "\(url.lastPathComponent) could not be loaded as a font: \(error)")
    }
}

/// Registers the fonts of several files (Core Text's `CTFontManagerRegisterFontURLs`, iOS 13);
/// the handler receives the errors of the files that failed (an empty array when all loaded)
/// and `done == true`.
public func CTFontManagerRegisterFontURLs(_ fontURLs: NSArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((NSArray, Bool) -> Bool)?) {
    var errors: [NSError] = []
    for item in fontURLs {
        guard let url = (item as? URL) ?? (item as? NSURL).map({ $0 as URL }) else { continue }
        var error: Unmanaged<NSError>?
        if !CTFontManagerRegisterFontsForURL(url as NSURL, scope, &error), let e = error?.takeRetainedValue() { errors.append(e) }
    }
    _ = registrationHandler?(errors as NSArray, true)
}
