//
//  ContentView.swift
//  SyncedApp
//

import SwiftUI

struct ContentView: View {
    var body: some View {
        List(Habit.samples) { habit in
            Label("\(habit.name): \(habit.streak)", systemImage: habit.symbol)
        }
    }
}

#Preview {
    ContentView()
}
