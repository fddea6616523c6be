import SwiftUI
import CoreMotion
import UIKit

// Sweep 8 (compile-only): an iOS 17 widget's empty state (PerfectYellow/Some-Widgets' stock
// widget), a favicon loaded from the web in a view the widget shares with the app
// (IsThisTheCrustyCrab-was-taken/WebAppify), and a pedometer check of the app's manager.

struct SweepEightEmptyStocks: View {
    var body: some View {
        ContentUnavailableView("No Stocks", systemImage: "chart.line.downtrend.xyaxis",
                               description: Text("Add a symbol in the app."))
    }
}

struct SweepEightFavicon: View {
    let thumbnailURL: URL?

    var body: some View {
        if let thumbnailURL {
            AsyncImage(url: thumbnailURL) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                Image(systemName: "globe")
            }
        } else {
            AsyncImage(url: nil) { phase in
                if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.gray }
            }
        }
    }
}

enum SweepEightPedometer {
    static var isAvailable: Bool {
        CMPedometer.isPedometerEventTrackingAvailable() && CMPedometer.isDistanceAvailable() && CMPedometer.isStepCountingAvailable()
    }
}

// A map snapshot's traits made from the widget's colour scheme (Some-Widgets' FamousPlace provider).
enum SweepEightSnapshotTraits {
    static func traits(for colorScheme: ColorScheme) -> UITraitCollection {
        UITraitCollection().modifyingTraits { mutableTraits in
            mutableTraits.userInterfaceStyle = UIUserInterfaceStyle(colorScheme)
        }
    }

    static let dark = UITraitCollection(mutations: { $0.userInterfaceStyle = .dark })
}
