//
//  DestinationCatalog.swift
//  TravelWidgets
//

import Foundation

/// Destination emoji shipped with the extension (destinations.json in its bundle).
struct DestinationCatalog {
    static let shared = DestinationCatalog()

    private let emojiByName: [String: String]

    init(bundle: Bundle = .main) {
        guard let url = bundle.url(forResource: "destinations", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let entries = try? JSONDecoder().decode([String: String].self, from: data) else {
            emojiByName = [:]
            return
        }
        emojiByName = entries
    }

    func emoji(for destination: String) -> String {
        emojiByName[destination] ?? "✈️"
    }
}
