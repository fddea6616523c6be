import Foundation

/// A dynamic property that makes a unique namespace for `matchedGeometryEffect` identifiers —
/// SwiftUI's `Namespace`. Each `@Namespace` gets its own ``Namespace/ID``.
///
/// ```swift
/// @Namespace private var animation
/// Capsule().matchedGeometryEffect(id: "selected", in: animation)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity — SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let id: ID

    /// A new namespace.
    public init() { id = ID(value: NamespaceCounter.next()) }

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { id }
}

/// Hands out namespace identities, process-wide and thread-safe.
private enum NamespaceCounter {
    nonisolated(unsafe) private static var last = 0
    private static let lock = NSLock()

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// Which parts of a view's geometry `matchedGeometryEffect` shares — SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position (its anchor point).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares this view's geometry with the other views of the same `id` in `namespace`, so
    /// that a change of state animates one into the other — SwiftUI's `matchedGeometryEffect`.
    /// A widget is one moment without the animation, and the usual source view (`isSource: true`,
    /// the default) keeps its own frame, so it is drawn where it is laid out. A view with
    /// `isSource: false` is also drawn at its own frame (WidgetShot does not move it onto its
    /// source's), noted as a static-render approximation.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MotionModifier(note: isSource ? nil : "matchedGeometryEffect(isSource: false): drawn at its own frame, not its source's"))
    }
}
