//
//  TravelApp.swift
//  TravelApp
//

import SwiftUI
import TravelKit

@main
struct TravelApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
