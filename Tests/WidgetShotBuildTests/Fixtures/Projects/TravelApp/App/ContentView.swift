//
//  ContentView.swift
//  TravelApp
//

import SwiftUI
import TravelKit
import TravelUI

struct ContentView: View {
    @State private var trips = TripStore(appGroup: AppConstants.appGroup).upcomingTrips(after: .now)

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                HStack {
                    Text(trip.destination)
                    Spacer()
                    CountdownBadge(text: TripFormatting.countdown(to: trip.departure, from: .now), tint: .blue)
                }
            }
            .navigationTitle("Trips")
        }
    }
}
