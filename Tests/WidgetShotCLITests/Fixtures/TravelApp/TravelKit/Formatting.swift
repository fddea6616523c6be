import Foundation

/// The app's framework: shared by the app and its widget extension.
public struct Trip {
    public var destination: String
    public var daysLeft: Int

    public init(destination: String, daysLeft: Int) {
        self.destination = destination
        self.daysLeft = daysLeft
    }

    /// "in 3 days": uses the framework's internal helper, which the extension cannot see.
    public var countdown: String { Formatting.countdown(daysLeft) }
}

/// Internal to TravelKit: the extension's own `Formatting` (Formatting.swift too) is another type.
enum Formatting {
    static func countdown(_ days: Int) -> String {
        #if TRAVEL_KIT_VERBOSE
        return "in \(days) days"
        #else
        return "TRAVEL_KIT_VERBOSE is not defined"
        #endif
    }
}
