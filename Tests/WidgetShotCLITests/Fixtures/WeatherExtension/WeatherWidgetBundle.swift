//
//  WeatherWidgetBundle.swift
//  WeatherWidgetExtension
//
//  A fixture written for WidgetShot's tests as an iOS team writes a widget extension: Apple
//  imports, an @main bundle, #Preview and PreviewProvider previews, platform conditions, asset
//  symbols. Nothing in this folder may mention WidgetShot: it must build as it is.
//

import WidgetKit
import SwiftUI

@main
struct WeatherWidgetBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        RainCountdownWidget()
        CityWeatherWidget()
        #if os(iOS)
        StormAlertLiveActivity()
        #endif
        PickupTimerLiveActivity()
        if #available(iOS 18.0, *) {
            UmbrellaAlertControl()
            OpenRadarControl()
        }
    }
}
