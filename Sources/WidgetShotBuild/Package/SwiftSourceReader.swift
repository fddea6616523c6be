import Foundation

/// Reads a user's Swift file for the transform, refusing what is no Swift source with an error
/// naming the file: one larger than ``maximumSize``, one that is not UTF-8, one holding NUL bytes
/// (valid UTF-8, but never in a source: a binary or a disk image named `.swift`; a file encrypted
/// with git-crypt is named as such). Without these
/// checks a 200 MB binary named `.swift` was read whole, transformed and handed to the compiler,
/// which failed without naming it.
enum SwiftSourceReader {
    /// The largest Swift file read: 64 MiB. Generated sources (SwiftGen, protobuf, R.swift) reach a
    /// few MiB; the largest file of the Swift compiler's own test suite is under 2 MiB.
    static let maximumSize = 64 << 20

    /// The first bytes of a file git-crypt encrypted (`\0GITCRYPT\0`, then the nonce): a
    /// repository's secrets (API keys, paid data) kept out of the public checkout (2fas-ios
    /// encrypts its `Keys.swift` and service database this way).
    static let gitCryptHeader = Data([0]) + Data("GITCRYPT".utf8) + Data([0])

    /// The file's text.
    static func read(_ file: URL) throws -> String {
        let size: Int
        do {
            size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw ExtensionBuildError.unreadableSource(file.path, reason(error))
        }
        guard size <= maximumSize else {
            throw ExtensionBuildError.unreadableSource(file.path, "\(size / (1 << 20)) MiB, larger than any Swift source (the limit is \(maximumSize >> 20) MiB)")
        }
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw ExtensionBuildError.unreadableSource(file.path, reason(error)) }
        guard data.count <= maximumSize else {
            throw ExtensionBuildError.unreadableSource(file.path, "larger than any Swift source (the limit is \(maximumSize >> 20) MiB)")
        }
        if data.starts(with: gitCryptHeader) {
            throw ExtensionBuildError.unreadableSource(file.path, "encrypted with git-crypt: the repository keeps it secret, and its key is not public (`git-crypt unlock` needs it)")
        }
        if let nul = data.firstIndex(of: 0) {
            throw ExtensionBuildError.unreadableSource(file.path, "not a text file (a NUL byte at offset \(nul - data.startIndex))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ExtensionBuildError.unreadableSource(file.path, "not UTF-8 text (Swift sources are UTF-8)")
        }
        return text
    }

    /// Foundation's reason without its file name (the error names the file already).
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain, let message = strerror(Int32(posix.code)) {
            return String(cString: message)
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileReadNoSuchFileError: return "no such file (it disappeared during the build?)"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return ns.localizedDescription
    }
}
