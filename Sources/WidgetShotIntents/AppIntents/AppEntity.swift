import Foundation

/// A value an intent parameter can hold that the app looks up by identifier — App Intents'
/// `AppEntity`. Its `defaultQuery` finds entities by id (WidgetShot uses it for JSON
/// configurations: `--intent '{"team": "<id>"}'`) and suggests them.
public protocol AppEntity: Identifiable, DisplayRepresentable where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query the system uses.
    static var defaultQuery: DefaultQuery { get }
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// An identifier that converts to and from a string — App Intents' `EntityIdentifierConvertible`.
public protocol EntityIdentifierConvertible: Hashable {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier from a string (`nil` when it is not one).
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}
extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for s: String) -> String? { s }
}
extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for s: String) -> Int? { Int(s) }
}
extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for s: String) -> UUID? { UUID(uuidString: s) }
}

/// Finds entities — App Intents' `EntityQuery`. As on iOS it refines `DynamicOptionsProvider`
/// (`protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable`,
/// https://developer.apple.com/documentation/appintents/entityquery), so a query also declared
/// `DynamicOptionsProvider` compiles with just `entities(for:)` and `suggestedEntities()`: its
/// `results()` are its suggested entities and its `defaultResult()` an entity.
public protocol EntityQuery: DynamicOptionsProvider where DefaultValue == Entity {
    /// The entity type.
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` returns: an array or an `IntentItemCollection`.
    associatedtype Result: ResultsCollection = [Entity]
    /// The entities with these identifiers (unknown ones are left out).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered in the editor.
    func suggestedEntities() async throws -> Result
    /// A query.
    init()
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions (a query that only looks entities up by identifier).
    public func suggestedEntities() async throws -> [Entity] { [] }
}
extension EntityQuery {
    /// The options a query offers: its suggested entities.
    public func results() async throws -> Result { try await suggestedEntities() }
}

/// A query that also searches by text — App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// Entities matching the text the user typed.
    func entities(matching string: String) async throws -> Result
}

/// A query over a small, fixed set of entities — App Intents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The entity type (restated so it is inferred from `allEntities()`).
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
}
extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}
extension EnumerableEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A parameter value with a fixed set of cases — App Intents' `AppEnum`. In JSON
/// configurations a case is given by its raw value.
public protocol AppEnum: RawRepresentable, StaticDisplayRepresentable {
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// Options for a parameter computed at run time — App Intents' `DynamicOptionsProvider`.
public protocol DynamicOptionsProvider {
    /// What `results()` returns: an array or an `IntentItemCollection`.
    associatedtype Result: ResultsCollection
    /// The default value's type.
    associatedtype DefaultValue = Result.Element
    /// The options.
    func results() async throws -> Result
    /// The value a new configuration starts with.
    func defaultResult() async -> DefaultValue?
}
extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// A list of options — App Intents' `ResultsCollection` (arrays and `IntentItemCollection`).
public protocol ResultsCollection {
    /// The element type.
    associatedtype Element
    /// The options, flattened.
    var _items: [Any] { get }
}
extension Array: ResultsCollection {
    public var _items: [Any] { map { $0 as Any } }
}

/// Options in sections — App Intents' `IntentItemCollection`.
public struct IntentItemCollection<Element>: ResultsCollection, ExpressibleByArrayLiteral {
    /// The sections.
    public var sections: [IntentItemSection<Element>]
    /// The prompt shown above the options.
    public var promptLabel: LocalizedStringResource?
    /// Options without sections.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Element>]) {
        sections = [IntentItemSection(items: items)]
        self.promptLabel = promptLabel
    }
    /// Options without sections, from plain values (entities, strings…), each shown as itself.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Element]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }
    /// Options in sections.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Element>]) {
        self.sections = sections
        self.promptLabel = promptLabel
    }
    /// Options from plain values.
    public init(arrayLiteral elements: Element...) { sections = [IntentItemSection(items: elements.map { IntentItem($0) })] }
    public var _items: [Any] { sections.flatMap { $0.items.map { $0.value as Any } } }
}

/// A section of options — App Intents' `IntentItemSection`.
public struct IntentItemSection<Element> {
    /// The title.
    public var title: LocalizedStringResource?
    /// The options.
    public var items: [IntentItem<Element>]
    // Apple's initialisers (developer.apple.com/documentation/appintents/intentitemsection): an
    // untitled section takes items only, so `IntentItemSection(items: [])` names one initialiser
    // (ChinChangYang/KataGo's options provider returns that when loading fails).
    /// A section of items, untitled.
    public init(items: [IntentItem<Element>]) {
        self.title = nil
        self.items = items
    }
    /// A titled section of items.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Element>]) {
        self.title = title
        self.items = items
    }
    /// A titled section of items (iOS 16's spelling).
    public init(title: LocalizedStringResource, items: [IntentItem<Element>]) { self.init(title, items: items) }
    /// A titled section of plain values, each shown as itself.
    public init(_ title: LocalizedStringResource, items: [Element]) { self.init(title, items: items.map { IntentItem($0) }) }
}

/// One option — App Intents' `IntentItem`.
public struct IntentItem<Element> {
    /// The value.
    public var value: Element
    /// How it is shown (defaults to the value's own representation).
    public var displayRepresentation: DisplayRepresentation?
    /// An option.
    public init(_ value: Element, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        displayRepresentation = title.map { DisplayRepresentation(title: $0, subtitle: subtitle, image: image) }
    }
}
