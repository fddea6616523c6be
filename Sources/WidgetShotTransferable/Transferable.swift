import Foundation
@_exported import WidgetShotUniformTypeIdentifiers

/// A type that describes how it moves through sharing, drag and drop and copy and paste — Core
/// Transferable's `Transferable`.
///
/// A type lists its representations from the most to the least preferred; WidgetShot reads them
/// as iOS does: ``exported(as:)`` takes the first representation that exports the content type
/// (or a type conforming to it), ``init(importing:contentType:)`` the first that imports it.
///
/// ```swift
/// extension Note: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .note)
///         ProxyRepresentation(exporting: \.body)
///     }
/// }
/// ```
@preconcurrency
public protocol Transferable: Sendable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation
    /// The representations of the item, the most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way to turn an item into data of a content type and back — Core Transferable's
/// `TransferRepresentation`. Compose the built-in ones (``DataRepresentation``,
/// ``FileRepresentation``, ``CodableRepresentation``, ``ProxyRepresentation``) in `body`.
@preconcurrency
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// The error Core Transferable reports when no representation exports or imports a content type.
public struct TransferableContentTypeError: Error, CustomStringConvertible, Sendable {
    /// The content type that was asked for.
    public let contentType: UTType
    /// Whether the request was an export (else an import).
    public let exporting: Bool
    /// The item's type, named in the message.
    public let itemType: String

    public var description: String {
        "\(itemType) has no transfer representation that \(exporting ? "exports" : "imports") \(contentType.identifier)"
    }
}

extension Transferable {
    /// The content types the item exports, in order of preference (each representation's type).
    static var exportedContentTypes: [UTType] {
        TransferEntries.entries(for: Self.self).filter { $0.export != nil }.map(\.contentType)
    }

    /// The content types the item imports, in order of preference.
    static var importedContentTypes: [UTType] {
        TransferEntries.entries(for: Self.self).filter { $0.import != nil }.map(\.contentType)
    }

    /// The item's data in `contentType`, from the first representation that exports that type or
    /// one conforming to it (`public.plain-text` is answered by a `public.utf8-plain-text`
    /// representation). Throws when none does.
    public func exported(as contentType: UTType) async throws -> Data {
        for entry in TransferEntries.entries(for: Self.self) {
            guard let export = entry.export, entry.contentType.conforms(to: contentType) else { continue }
            if let condition = entry.exportCondition, !condition(self) { continue }
            return try await export(self)
        }
        throw TransferableContentTypeError(contentType: contentType, exporting: true, itemType: String(describing: Self.self))
    }

    /// Makes an item from data of `contentType`, with the first representation that imports that
    /// type (or a type it conforms to). Throws when none does.
    public init(importing data: Data, contentType: UTType?) async throws {
        for entry in TransferEntries.entries(for: Self.self) {
            guard let importer = entry.import else { continue }
            if let contentType, !contentType.conforms(to: entry.contentType) { continue }
            self = try await importer(data)
            return
        }
        throw TransferableContentTypeError(contentType: contentType ?? .data, exporting: false, itemType: String(describing: Self.self))
    }
}
