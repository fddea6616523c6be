import Foundation

/// A representation that moves an item as another transferable type — Core Transferable's
/// `ProxyRepresentation`. The item takes every content type of the proxy's own representations.
///
/// ```swift
/// ProxyRepresentation(exporting: \.text)   // a to-do pastes as its text
/// ```
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation, Sendable {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// A representation that exports the item as its proxy and imports it from one.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// A representation that only exports the item as its proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// A representation that only imports the item from a proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    var erasedEntries: Any {
        let exporting = exporting, importing = importing
        return TransferEntries.entries(for: ProxyRepresentation.self).map { entry -> TransferEntry<Item> in
            let proxyExport = entry.export, proxyImport = entry.import
            var mapped = TransferEntry<Item>(contentType: entry.contentType)
            if let exporting, let proxyExport {
                mapped.export = { item in try await proxyExport(try await exporting(item)) }
            }
            if let importing, let proxyImport {
                mapped.import = { data in try await importing(try await proxyImport(data)) }
            }
            mapped.visibility = entry.visibility
            return mapped
        }
    }

    /// A built-in representation has no body.
    public var body: Never { return fatalError("ProxyRepresentation is a primitive representation") }
}
