//
//  TransitBoardBundle.swift
//  TransitBoardExtension
//
//  A fixture written for WidgetShot in the style of the hobby transit and Live Activity widgets
//  seen in public repositories (iOS 17/18 era): @MainActor helpers called from view bodies,
//  fill-then-stroke shapes, App Intents dependencies, a SwiftData @ModelActor, a Dynamic Island
//  built in helpers. Built unedited by ExtensionBuildTests.
//

import WidgetKit
import SwiftUI

@main
struct TransitBoardBundle: WidgetBundle {
    var body: some Widget {
        DeparturesWidget()
        NextBusWidget()
        TripLiveActivity()
    }
}
