// `EntityQuery` refines `DynamicOptionsProvider` as on iOS: a query declared with both compiles
// with just `entities(for:)` and `suggestedEntities()` (seen in a stock-ticker widget), and one
// relying on the default `suggestedEntities()` still compiles.
import Foundation
import Testing
import WidgetShot

struct TickerSymbol: AppEntity {
    var id: String
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Symbol")
    static var defaultQuery = SymbolQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct SymbolQuery: DynamicOptionsProvider, EntityQuery {
    func entities(for identifiers: [TickerSymbol.ID]) async throws -> [TickerSymbol] { identifiers.map { TickerSymbol(id: $0) } }
    func suggestedEntities() async throws -> [TickerSymbol] { ["AAPL", "MSFT"].map { TickerSymbol(id: $0) } }
}

struct TickerFolder: AppEntity {
    var id: Int
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Folder")
    static var defaultQuery = FolderQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct FolderQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [TickerFolder] { identifiers.map { TickerFolder(id: $0) } }
    func defaultResult() async -> TickerFolder? { TickerFolder(id: 7) }
}

struct TickerIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Ticker"
    @Parameter(title: "Symbol", optionsProvider: SymbolQuery()) var symbolName: TickerSymbol?
    @Parameter(title: "Folder") var folder: TickerFolder?
}

struct EntityQueryOptionsTests {
    /// Options through the `DynamicOptionsProvider` requirement, not the concrete type.
    func options<P: DynamicOptionsProvider>(_ provider: P) async throws -> [Any] { try await provider.results()._items }
    func defaultOption<P: DynamicOptionsProvider>(_ provider: P) async -> P.DefaultValue? { await provider.defaultResult() }

    @Test func anEntityQueryIsADynamicOptionsProviderWhoseResultsAreItsSuggestions() async throws {
        #expect(try await options(SymbolQuery()).compactMap { ($0 as? TickerSymbol)?.id } == ["AAPL", "MSFT"])
        #expect(try await options(FolderQuery()).isEmpty, "the default suggestedEntities() is empty")
        #expect(await defaultOption(FolderQuery())?.id == 7)
        #expect(await defaultOption(SymbolQuery()) == nil)
    }
}
