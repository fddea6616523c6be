import Foundation

/// One content type a representation moves, flattened out of the representation tree: how an
/// item becomes data of that type and how data of it becomes an item.
struct TransferEntry<Item: Transferable> {
    var contentType: UTType
    var export: (@Sendable (Item) async throws -> Data)?
    var `import`: (@Sendable (Data) async throws -> Item)?
    var exportCondition: (@Sendable (Item) -> Bool)?
    /// The file name a receiver gives the exported data (`suggestedFileName(_:)`).
    var suggestedFileName: (@Sendable (Item) -> String?)?
    var visibility: TransferRepresentationVisibility = .all
}

/// The built-in representations: they know their entries (composed ones are read through `body`).
protocol PrimitiveTransferRepresentation {
    /// `[TransferEntry<Item>]`, type-erased (a protocol without associated types can be cast to).
    var erasedEntries: Any { get }
}

/// Walks a representation tree into its entries, in order of preference.
enum TransferEntries {
    static func entries<R: TransferRepresentation>(of representation: R) -> [TransferEntry<R.Item>] {
        if let primitive = representation as? PrimitiveTransferRepresentation {
            return primitive.erasedEntries as? [TransferEntry<R.Item>] ?? []
        }
        if R.Body.self == Never.self { return [] }
        // A representation's `body` has the same item (Apple's builder is generic over it).
        return entries(of: representation.body).compactMap { $0 as Any as? TransferEntry<R.Item> }
    }

    /// A transferable type's entries (its representation's item is the type itself).
    static func entries<T: Transferable>(for type: T.Type) -> [TransferEntry<T>] {
        entries(of: T.transferRepresentation).compactMap { $0 as Any as? TransferEntry<T> }
    }
}

/// Who may receive a representation — Core Transferable's `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let level: Int
    /// Any process.
    public static let all = TransferRepresentationVisibility(level: 0)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(level: 1)
    /// Apps in the same App Group (iOS 17).
    public static let group = TransferRepresentationVisibility(level: 2)
    /// Only the app that exports it.
    public static let ownProcess = TransferRepresentationVisibility(level: 3)
}
