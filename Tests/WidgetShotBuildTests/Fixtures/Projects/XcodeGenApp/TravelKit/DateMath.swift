//
//  DateMath.swift
//  TravelKit
//

import Foundation

/// Calendar arithmetic the framework's public types share (internal to TravelKit).
enum DateMath {
    static let calendar = Calendar(identifier: .gregorian)

    static func wholeDays(from start: Date, to end: Date) -> Int {
        calendar.dateComponents([.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end)).day ?? 0
    }

    static func adding(days: Int, to date: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: date) ?? date
    }
}
