// The app's shared framework `AppCore` (the extension imports it; `--include` points at it).
import AppIntents
import SwiftUI

public struct HabitEntity: AppEntity {
    public let id: String
    public let name: String
    public let seed: Int
    public var tint: Color { id == "run" ? .orange : .green }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    public static var defaultQuery = HabitQuery()
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    public init(id: String, name: String, seed: Int) {
        self.id = id
        self.name = name
        self.seed = seed
    }
}

/// The habits offered in the widget editor.
public struct HabitQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [HabitEntity] {
        HabitStore.all.filter { identifiers.contains($0.id) }
    }
    public func suggestedEntities() async throws -> [HabitEntity] { HabitStore.all }
    public func defaultResult() async -> HabitEntity? { HabitStore.sample }
}

public enum HabitStore {
    public static let all = [HabitEntity(id: "run", name: "Morning run", seed: 7), HabitEntity(id: "read", name: "Reading", seed: 3)]
    public static var sample: HabitEntity { all[0] }

    /// A deterministic pattern of levels 0…4.
    public static func levels(seed: Int, count: Int) -> [Int] {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % 5)
        }
    }
}
