import Foundation

// App Intents' display-representation protocols (iOS 16,
// https://developer.apple.com/documentation/appintents/casedisplayrepresentable and its
// siblings). `AppEnum` refines `StaticDisplayRepresentable` and `AppEntity` refines
// `DisplayRepresentable`, as in App Intents, so an enum that restates one of these
// conformances (`enum Page: String, AppEnum, CaseDisplayRepresentable`) compiles.

/// A type with a localized name — App Intents' `TypeDisplayRepresentable`.
public protocol TypeDisplayRepresentable {
    /// A short, localized, human-readable name for the type.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// An iterable set of values, each with a visual representation — App Intents' `CaseDisplayRepresentable`.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    /// A dictionary that maps each value to the visual elements that represent it.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A type with a static name and per-case representations — App Intents' `StaticDisplayRepresentable`.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// An instance with a visual representation — App Intents' `InstanceDisplayRepresentable`.
public protocol InstanceDisplayRepresentable {
    /// The visual elements to display when presenting the instance.
    var displayRepresentation: DisplayRepresentation { get }
}

/// A type and its instances with visual representations — App Intents' `DisplayRepresentable`.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}
