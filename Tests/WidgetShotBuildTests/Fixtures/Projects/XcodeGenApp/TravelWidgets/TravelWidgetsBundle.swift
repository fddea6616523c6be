//
//  TravelWidgetsBundle.swift
//  TravelWidgets
//

import WidgetKit
import SwiftUI

@main
struct TravelWidgetsBundle: WidgetBundle {
    var body: some Widget {
        NextTripWidget()
    }
}
