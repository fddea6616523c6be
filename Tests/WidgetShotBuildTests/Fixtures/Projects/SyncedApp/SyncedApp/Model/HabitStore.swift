//
//  HabitStore.swift
//  SyncedApp
//

import Foundation

/// The app's persistence (app target only).
final class HabitStore {
    private(set) var habits = Habit.samples

    func complete(_ habit: Habit) {
        guard let index = habits.firstIndex(of: habit) else { return }
        habits[index] = Habit(id: habit.id, name: habit.name, streak: habit.streak + 1, symbol: habit.symbol)
    }
}
