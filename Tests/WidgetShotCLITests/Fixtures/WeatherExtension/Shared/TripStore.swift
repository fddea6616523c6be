import Foundation
import SwiftData
import os

/// The app's SwiftData model, shared with the widget (read-only there).
@Model
final class SavedCity {
    @Attribute(.unique) var name: String
    var addedAt: Date
    @Transient var isSelected = false

    init(name: String, addedAt: Date = .now) {
        self.name = name
        self.addedAt = addedAt
    }
}

enum CityStore {
    static let log = os.Logger(subsystem: "com.example.weather", category: "widget")

    /// The cities the app saved; the widget falls back to Cupertino when there are none.
    static func savedCityNames() -> [String] {
        do {
            let container = try ModelContainer(for: SavedCity.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let context = ModelContext(container)
            let names = try context.fetch(FetchDescriptor<SavedCity>()).map(\.name)
            log.debug("loaded \(names.count, privacy: .public) saved cities")
            return names
        } catch {
            log.error("cannot open the store: \(error.localizedDescription)")
            return []
        }
    }
}
