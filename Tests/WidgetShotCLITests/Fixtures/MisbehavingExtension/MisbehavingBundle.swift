//
//  MisbehavingBundle.swift
//  MisbehavingExtension
//
//  A fixture written for WidgetShot: widget code with the bugs real extensions ship (a force-
//  unwrapped Info.plist value, a fetch that never calls back, a view that calls exit(0), endless
//  recursion, a Live Activity view that force-unwraps) beside well-behaved widgets and a control. Built unedited by ExtensionBuildTests, which checks
//  that the gallery renders the good widgets and reports each bad one.
//

import WidgetKit
import SwiftUI

@main
struct MisbehavingBundle: WidgetBundle {
    var body: some Widget {
        ScoreWidget()
        QuoteWidget()
        LiveScoreWidget()
        SharedDefaultsWidget()
        SyncWidget()
        SessionWidget()
        StreakWidget()
        TipWidget()
        AccountWidget()
        DeliveryLiveActivity()
        RefreshControl()
    }
}
