import Foundation

// `ProcessInfo`'s platform flags (https://developer.apple.com/documentation/foundation/processinfo/isiosapponmac):
// the render is an iPhone, so the process is neither an iOS app on a Mac nor a Mac Catalyst app.

extension ProcessInfo {
    /// Whether an iPhone or iPad app runs on a Mac: no.
    public var isiOSAppOnMac: Bool { false }
    /// Whether a Mac Catalyst app runs: no.
    public var isMacCatalystApp: Bool { false }
}
