//
//  HabitHeatmapBundle.swift
//  HabitHeatmapExtension
//
//  A fixture written for WidgetShot, modelled on the patterns of public widget extensions
//  (heatmap and countdown widgets). Built unedited by ExtensionBuildTests.
//

import WidgetKit
import SwiftUI

@main
struct HabitHeatmapBundle: WidgetBundle {
    var body: some Widget {
        HabitHeatmapWidget()
        GoalCountdownWidget()
    }
}
