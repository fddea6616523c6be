import Foundation

// Foundation's promised-item API (`NSURL+NSPromisedItems`): an iCloud file the system has not
// downloaded yet is "promised", and these calls answer for it without downloading. A widget's
// sandbox has no ubiquity container here, so every item is an ordinary file or folder and the
// calls answer as the plain ones do, which is what Apple documents for a non-promised item.
extension URL {
    /// Whether the item at this file URL, or the item it promises, can be reached — Foundation's
    /// `checkPromisedItemIsReachable()` (iOS 8). Throws, as `checkResourceIsReachable()` does, when
    /// nothing is at the path (Alamofire's `MultipartFormData` checks a body part's file so).
    public func checkPromisedItemIsReachable() throws -> Bool {
        try checkResourceIsReachable()
    }
}
