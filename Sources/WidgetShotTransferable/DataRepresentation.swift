import Foundation

/// A representation that turns an item into data in memory and back — Core Transferable's
/// `DataRepresentation`.
///
/// ```swift
/// DataRepresentation(exportedContentType: .png) { layer in layer.pngData() }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation, Sendable {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// A representation that exports and imports `contentType`.
    public init(contentType: UTType,
                exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// A representation that only exports `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    /// A representation that only imports `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    var erasedEntries: Any { [TransferEntry<Item>(contentType: contentType, export: exporting, import: importing)] }

    /// A built-in representation has no body.
    public var body: Never { return fatalError("DataRepresentation is a primitive representation") }
}
