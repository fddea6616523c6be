import Foundation

/// A representation with a modifier applied (`exportingCondition`, `suggestedFileName`,
/// `visibility`): its entries with the change.
public struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable {
    let entries: [TransferEntry<Item>]
    var erasedEntries: Any { entries }
    /// A built-in representation has no body.
    public var body: Never { return fatalError("a modified representation is a primitive representation") }
}

extension TransferRepresentation {
    /// Exports the item with this representation only when `condition` holds for it.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ModifiedTransferRepresentation<Item> {
        modified { entry in
            let previous = entry.exportCondition
            entry.exportCondition = { item in (previous?(item) ?? true) && condition(item) }
        }
    }

    /// The file name a receiver gives the exported data.
    public func suggestedFileName(_ fileName: String) -> ModifiedTransferRepresentation<Item> {
        modified { $0.suggestedFileName = { _ in fileName } }
    }

    /// The file name a receiver gives the exported data, computed from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> ModifiedTransferRepresentation<Item> {
        modified { $0.suggestedFileName = fileName }
    }

    /// Who may receive this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> ModifiedTransferRepresentation<Item> {
        modified { $0.visibility = visibility }
    }

    func modified(_ change: (inout TransferEntry<Item>) -> Void) -> ModifiedTransferRepresentation<Item> {
        var entries = TransferEntries.entries(of: self).compactMap { $0 as Any as? TransferEntry<Item> }
        for index in entries.indices { change(&entries[index]) }
        return ModifiedTransferRepresentation(entries: entries)
    }
}

extension Transferable {
    /// The file name the first exporting representation suggests for this item, if any.
    func suggestedTransferFileName() -> String? {
        for entry in TransferEntries.entries(for: Self.self) where entry.export != nil {
            if let name = entry.suggestedFileName?(self) { return name }
        }
        return nil
    }
}
