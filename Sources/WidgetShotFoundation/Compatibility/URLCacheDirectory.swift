import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// iOS 13's `URLCache(memoryCapacity:diskCapacity:directory:)`
// (https://developer.apple.com/documentation/foundation/urlcache/init(memorycapacity:diskcapacity:directory:)),
// which swift-corelibs-foundation spells with a `diskPath`.

extension URLCache {
    /// A cache with the given capacities, storing on disk in `directory` (`nil`, the default: the
    /// default location; `URLCache(memoryCapacity:diskCapacity:)` calls this, as on iOS 13).
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
