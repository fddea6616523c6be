//
//  Trip.swift
//  TravelKit
//

import Foundation

public struct Trip: Identifiable, Codable, Hashable {
    public var id: UUID
    public var destination: String
    public var departure: Date
    public var nights: Int

    public init(id: UUID = UUID(), destination: String, departure: Date, nights: Int) {
        self.id = id
        self.destination = destination
        self.departure = departure
        self.nights = nights
    }

    /// Days from `date`'s day to the departure day.
    public func daysUntilDeparture(from date: Date) -> Int {
        DateMath.wholeDays(from: date, to: departure)
    }
}
