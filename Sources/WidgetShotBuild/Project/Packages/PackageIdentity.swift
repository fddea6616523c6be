import Foundation

/// SwiftPM's package identity of a URL or path: the last path component (a trailing `/`
/// dropped), without a `.git` suffix, lowercased — `PackageIdentityParser.computeDefaultName
/// (fromLocation:)` followed by `.lowercased()` in swift-package-manager's `PackageIdentity.swift`.
/// `.product(name:package:)` names a package by this identity, compared case-insensitively, so
/// ``PackageReference/identity`` and ``PackageProductReference/package`` hold it lowercased.
enum PackageIdentity {
    static func identity(of location: String) -> String {
        var text = Substring(location)
        if text.hasSuffix("/") { text = text.dropLast() }
        var last = text.split(separator: "/", omittingEmptySubsequences: false).last ?? text
        // scp-style `git@host:owner/repo.git` has a `/`; `git@host:repo.git` only a `:`.
        if !text.contains("/"), let colon = last.lastIndex(of: ":") { last = last[last.index(after: colon)...] }
        if last.hasSuffix(".git") { last = last.dropLast(4) }
        return String(last).lowercased()
    }
}
