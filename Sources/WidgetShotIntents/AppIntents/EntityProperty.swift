import Foundation

/// A property an entity exposes to Shortcuts and Siri — App Intents' `EntityProperty`, written
/// `@Property(title: "Count") var count: Int` inside an `AppEntity`
/// (https://developer.apple.com/documentation/appintents/entityproperty). The value is stored
/// here; the title is what the Shortcuts editor lists. Like Apple's, a property declared without
/// a value is set in the entity's initialiser; reading it before it is set stops the program with
/// the property's title.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private var value: Value?
    /// The name Shortcuts shows for the property.
    public let title: LocalizedStringResource

    /// A property with a title and no value yet (set it in the initialiser).
    public init(title: LocalizedStringResource) { self.title = title }
    /// A property with a title and an initial value (`@Property(title: "Name") var name = ""`).
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    /// The property's value.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let optional = Value.self as? ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? Value { return none }
            fatalError("EntityProperty '\(title.description)' was read before it was set: assign it in the entity's initialiser")
        }
        set { value = newValue }
    }

    /// `$count`: the property itself (its title).
    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// `@Property` inside an entity — App Intents' `AppEntity.Property`.
    public typealias Property<Value> = EntityProperty<Value>
}

/// An entity that lives only while an intent runs and is never looked up by identifier — App
/// Intents' `TransientAppEntity` (iOS 16, `protocol TransientAppEntity : AppEntity`,
/// https://developer.apple.com/documentation/appintents/transientappentity). The system creates
/// one with `init()` and fills its properties, so it needs no query: its `defaultQuery` finds
/// nothing.
public protocol TransientAppEntity: AppEntity {
    /// An empty entity the system then fills.
    init()
}

extension TransientAppEntity {
    /// No query: transient entities are not looked up.
    public static var defaultQuery: TransientEntityQuery<Self> { TransientEntityQuery() }
}

/// The query of a ``TransientAppEntity``: it finds and suggests nothing (Apple's transient
/// entities "are not meant to be queried").
public struct TransientEntityQuery<Entity: AppEntity>: EntityQuery {
    /// A query.
    public init() {}
    /// No entity has an identifier to be found by.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
