//
//  TripStore.swift
//  TravelKit
//

import Foundation

/// Trips the app saves into the app group's defaults for its widgets.
public struct TripStore {
    private let defaults: UserDefaults?

    public init(appGroup: String) {
        defaults = UserDefaults(suiteName: appGroup)
    }

    public func upcomingTrips(after date: Date) -> [Trip] {
        let saved = defaults?.data(forKey: KitConstants.tripsKey)
            .flatMap { try? JSONDecoder().decode([Trip].self, from: $0) } ?? Self.samples(from: date)
        return Array(saved.filter { $0.departure >= date }.sorted { $0.departure < $1.departure }.prefix(KitConstants.maximumTrips))
    }

    public static func samples(from date: Date) -> [Trip] {
        [
            Trip(destination: "Lisbon", departure: DateMath.adding(days: 5, to: date), nights: 4),
            Trip(destination: "Kyoto", departure: DateMath.adding(days: 41, to: date), nights: 10),
        ]
    }
}
