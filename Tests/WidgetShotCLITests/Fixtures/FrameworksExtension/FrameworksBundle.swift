//
//  FrameworksBundle.swift
//  FrameworksExtension
//
//  A fixture written for WidgetShot, modelled on public widget extensions whose providers use
//  frameworks that draw nothing (HealthKit, AVFoundation, UserNotifications, TipKit, CloudKit,
//  StoreKit, WeatherKit, EventKit…) and an AlarmKit timer's Live Activity. Built unedited by
//  ExtensionBuildTests.
//

import WidgetKit
import SwiftUI

@main
struct FrameworksBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        SoundboardWidget()
        AgendaWidget()
        ForecastWidget()
        ProWidget()
        KitchenTimerActivity()
    }
}
