#if canImport(Glibc)
import Glibc

// BSD socket addresses carry their own length (`sa_len`, `sin_len`, `sin6_len`); Linux's do not,
// and take the length beside the address (`socklen_t`) instead. Reachability code written for
// iOS sets the field before `SCNetworkReachabilityCreateWithAddress`; here reading it gives the
// length of the address's family and setting it is accepted and changes nothing, since the
// structure has no such byte to hold it.

extension sockaddr {
    /// The address's length in bytes — BSD's `sa_len`: 16 for `AF_INET`, 28 for `AF_INET6`,
    /// `MemoryLayout<sockaddr>.size` otherwise. Setting it has no effect (see the file's note).
    public var sa_len: UInt8 {
        get {
            switch Int32(sa_family) {
            case AF_INET: return UInt8(MemoryLayout<sockaddr_in>.size)
            case AF_INET6: return UInt8(MemoryLayout<sockaddr_in6>.size)
            default: return UInt8(MemoryLayout<sockaddr>.size)
            }
        }
        set {}
    }
}

extension sockaddr_in {
    /// The address's length — BSD's `sin_len` (16). Setting it has no effect (see the file's note).
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// The address's length — BSD's `sin6_len` (28). Setting it has no effect (see the file's note).
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
#endif
