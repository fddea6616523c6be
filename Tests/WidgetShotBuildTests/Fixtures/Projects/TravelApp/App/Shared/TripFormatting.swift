//
//  TripFormatting.swift
//  TravelApp
//
//  Shared with the TravelWidgets extension (target membership: TravelApp, TravelWidgets).
//

import Foundation

enum TripFormatting {
    /// "in 5 days", "tomorrow", "today" — localized from Localizable.strings.
    static func countdown(to departure: Date, from now: Date) -> String {
        let calendar = Calendar(identifier: .gregorian)
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: departure)).day ?? 0
        switch days {
        case ..<1: return NSLocalizedString("countdown.today", comment: "The trip starts today")
        case 1: return NSLocalizedString("countdown.tomorrow", comment: "The trip starts tomorrow")
        default: return String(format: NSLocalizedString("countdown.days", comment: "Days until the trip"), days)
        }
    }
}
