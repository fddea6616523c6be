//
//  ChartsBundle.swift
//  ChartsExtension
//
//  A fixture written for WidgetShot on the patterns of public chart widgets (fitness, finance,
//  budgeting): `import Charts`, bars with a goal rule, a gradient area under a line on dates, a
//  donut of categories. Built unedited by ExtensionBuildTests.
//

import WidgetKit
import SwiftUI

@main
struct ChartsBundle: WidgetBundle {
    var body: some Widget {
        WeeklyStepsWidget()
        PriceWidget()
        SpendingWidget()
    }
}
