import Foundation

/// Builds a type's transfer representations from a list, the most preferred first — Core
/// Transferable's `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// One representation.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// Several representations, in order of preference.
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item, (repeat each R)> {
        var entries: [TransferEntry<Item>] = []
        for representation in repeat each content {
            entries += TransferEntries.entries(of: representation).compactMap { $0 as Any as? TransferEntry<Item> }
        }
        return TupleTransferRepresentation(entries: entries)
    }
    /// A representation under `if #available`.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> AnyTransferRepresentation<Item> where R.Item == Item {
        AnyTransferRepresentation(entries: TransferEntries.entries(of: content))
    }
    /// The representation of the first branch of an `if`/`else`.
    public static func buildEither<R1: TransferRepresentation, R2: TransferRepresentation>(first content: R1) -> ConditionalTransferRepresentation<Item, R1, R2> where R1.Item == Item, R2.Item == Item {
        ConditionalTransferRepresentation(entries: TransferEntries.entries(of: content))
    }
    /// The representation of the second branch of an `if`/`else`.
    public static func buildEither<R1: TransferRepresentation, R2: TransferRepresentation>(second content: R2) -> ConditionalTransferRepresentation<Item, R1, R2> where R1.Item == Item, R2.Item == Item {
        ConditionalTransferRepresentation(entries: TransferEntries.entries(of: content))
    }
    /// An optional representation (`if` without `else`).
    public static func buildOptional<R: TransferRepresentation>(_ content: R?) -> AnyTransferRepresentation<Item> where R.Item == Item {
        AnyTransferRepresentation(entries: content.map { TransferEntries.entries(of: $0) } ?? [])
    }
}

/// Several representations built from a list, in order of preference (what
/// ``TransferRepresentationBuilder`` makes of more than one line).
public struct TupleTransferRepresentation<Item: Transferable, Content>: TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable {
    let entries: [TransferEntry<Item>]
    var erasedEntries: Any { entries }
    /// A built-in representation has no body.
    public var body: Never { return fatalError("TupleTransferRepresentation is a primitive representation") }
}

/// The representation of one branch of an `if`/`else` in ``TransferRepresentationBuilder``.
public struct ConditionalTransferRepresentation<Item: Transferable, TrueContent, FalseContent>: TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable {
    let entries: [TransferEntry<Item>]
    var erasedEntries: Any { entries }
    /// A built-in representation has no body.
    public var body: Never { return fatalError("ConditionalTransferRepresentation is a primitive representation") }
}

/// A representation whose concrete type is erased (optional and availability-limited lines).
public struct AnyTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable {
    let entries: [TransferEntry<Item>]
    var erasedEntries: Any { entries }
    /// A built-in representation has no body.
    public var body: Never { return fatalError("AnyTransferRepresentation is a primitive representation") }
}

extension Never: Transferable {
    /// `Never` has no representation (the item type of ``SharePreview`` without an image).
    public static var transferRepresentation: Never { return fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    /// The item of the representation of a type that has none.
    public typealias Item = Never
    /// The representation of a type that has none.
    public var body: Never { return fatalError("Never has no transfer representation") }
}
