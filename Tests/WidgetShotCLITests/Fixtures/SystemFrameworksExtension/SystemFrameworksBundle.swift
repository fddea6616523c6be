//
//  SystemFrameworksBundle.swift
//  SystemFrameworksExtension
//
//  A fixture written for WidgetShot, modelled on widget extensions that import Apple frameworks
//  beyond SwiftUI/WidgetKit (map snapshots, VPN status, keychain tokens, hashed cache keys).
//  Built unedited by ExtensionBuildTests.
//

import WidgetKit
import SwiftUI

@main
struct SystemFrameworksBundle: WidgetBundle {
    var body: some Widget {
        ParkingMapWidget()
        VPNStatusWidget()
        AccountWidget()
        WorkoutWidget()
        TransitCardWidget()
        DeviceServicesWidget()
        SessionTimerWidget()
        ClockFaceWidget()
    }
}
