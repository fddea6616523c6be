//
//  Habit.swift
//  SyncedApp
//
//  Also in the HabitWidgetExtension target (File inspector → Target Membership).
//

import Foundation

struct Habit: Identifiable, Hashable {
    let id: String
    let name: String
    let streak: Int
    let symbol: String

    static let samples = [
        Habit(id: "read", name: "Read", streak: 12, symbol: "book.fill"),
        Habit(id: "run", name: "Run", streak: 4, symbol: "figure.run"),
        Habit(id: "water", name: "Water", streak: 27, symbol: "drop.fill"),
    ]
}
