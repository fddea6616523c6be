import Foundation

/// A file an item exports — Core Transferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public let file: URL
    /// Whether the receiver may open the file in place (else it gets a copy).
    public let allowAccessingOriginalFile: Bool

    /// A file to send; the receiver gets a copy unless `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item is imported from — Core Transferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The received file (a copy in the temporary folder unless ``isOriginalFile``).
    public let file: URL
    /// Whether ``file`` is the sender's own file.
    public let isOriginalFile: Bool
}

/// A representation that moves an item as a file on disk — Core Transferable's
/// `FileRepresentation`. Exporting reads the file the closure returns; importing writes the data
/// to a fresh temporary file and hands its URL to the closure.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation, Sendable {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?
    let openInPlace: Bool

    /// A representation that exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
        openInPlace = shouldAttemptToOpenInPlace
    }

    /// A representation that only exports files of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
        openInPlace = shouldAllowToOpenInPlace
    }

    /// A representation that only imports files of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
        openInPlace = shouldAttemptToOpenInPlace
    }

    var erasedEntries: Any {
        let exporting = exporting, importing = importing, type = contentType
        return [TransferEntry<Item>(
            contentType: contentType,
            export: exporting.map { export in { item in try Data(contentsOf: try await export(item).file) } },
            import: importing.map { importer in { data in
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TransferredFiles-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("file").appendingPathExtension(type.preferredFilenameExtension ?? "data")
                try data.write(to: file)
                return try await importer(ReceivedTransferredFile(file: file, isOriginalFile: false))
            } })]
    }

    /// A built-in representation has no body.
    public var body: Never { return fatalError("FileRepresentation is a primitive representation") }
}
