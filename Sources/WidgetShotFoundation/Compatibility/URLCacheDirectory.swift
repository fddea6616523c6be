import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// iOS 13's `URLCache(memoryCapacity:diskCapacity:directory:)`
// (https://developer.apple.com/documentation/foundation/urlcache/init(memorycapacity:diskcapacity:directory:)),
// which swift-corelibs-foundation spells with a `diskPath`.

extension URLCache {
    /// A cache with the given capacities, storing on disk in `directory` (`nil`: the default location).
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL?) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
