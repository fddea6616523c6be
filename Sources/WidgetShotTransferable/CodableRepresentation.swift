import Foundation
import OpenCombine
import OpenCombineFoundation

/// A representation that encodes a `Codable` item (JSON by default) — Core Transferable's
/// `CodableRepresentation`. The encoder and decoder are Combine's `TopLevelEncoder` and
/// `TopLevelDecoder`, as on iOS.
///
/// ```swift
/// CodableRepresentation(contentType: .todo)
/// ```
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable
where Item: Transferable, Item: Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// A representation of `contentType` written by `encoder` and read by `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    var erasedEntries: Any {
        let encoder = UncheckedBox(encoder), decoder = UncheckedBox(decoder)
        return [TransferEntry<Item>(contentType: contentType,
                                    export: { try encoder.value.encode($0) },
                                    import: { try decoder.value.decode(Item.self, from: $0) })]
    }

    /// A built-in representation has no body.
    public var body: Never { return fatalError("CodableRepresentation is a primitive representation") }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// A representation of `contentType` in JSON (`JSONEncoder`/`JSONDecoder` with their defaults).
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// Carries a non-Sendable encoder into a `@Sendable` closure (encoders are used one call at a time).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
