import Foundation
import WidgetShotKit
import WidgetShotUI

/// Finds every `PreviewProvider` type linked into the process, without registration — what
/// Xcode's canvas (and Prefire or SnapshotPreviews) do on Apple platforms.
///
/// It walks the Swift runtime's protocol-conformance records of every loaded image
/// (`swift_enumerateAllMetadataSections`, the same entry point Swift Testing's discovery uses on
/// ELF platforms), keeps conformances to `WidgetShotPreviews.PreviewProvider` of non-generic
/// types, and asks each type's metadata accessor for the type. `#Preview` needs the extension
/// build's source transform (see the README); its previews are listed by that build.
public enum PreviewDiscovery {
    /// Every preview of every `PreviewProvider` in the process, sorted by type name.
    public static func all() -> [Preview] {
        providerTypes().sorted { "\($0)" < "\($1)" }.flatMap { type in previews(of: type) }
    }

    /// The `PreviewProvider` types in the process.
    public static func providerTypes() -> [any PreviewProvider.Type] {
        var found: [any PreviewProvider.Type] = []
        for type in ConformanceScanner.conformingTypes(protocolName: "PreviewProvider", module: "WidgetShotPreviews") {
            if let provider = type as? any PreviewProvider.Type { found.append(provider) }
        }
        return found
    }

    static func previews(of type: any PreviewProvider.Type) -> [Preview] {
        func open<P: PreviewProvider>(_ p: P.Type) -> [Preview] { Preview.previews(of: p) }
        return open(type)
    }
}
