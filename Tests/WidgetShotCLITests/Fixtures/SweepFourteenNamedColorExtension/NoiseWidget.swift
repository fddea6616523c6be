//
//  NoiseWidget.swift
//  SweepFourteenNamedColorExtension
//
//  A fixture written for WidgetShot (sweep-14), in the style of davidalbers/whitenoise-ios's
//  widget: the provider reads a colour set of the extension's asset catalog with
//  `UIColor(named:)` in a stored property, made when the widget's configuration is built —
//  before anything renders. On iOS the catalog is there from launch; WidgetShot registered it
//  only afterwards, so the fallback colour (black) was drawn. Built unedited by
//  SweepFourteenExtensionTests.
//

import WidgetKit
import SwiftUI

struct NoiseEntry: TimelineEntry {
    let date: Date
    let color: Color
}

struct NoiseProvider: TimelineProvider {
    let teal = Color(UIColor(named: "widgetTeal") ?? UIColor.black)

    func placeholder(in context: Context) -> NoiseEntry { NoiseEntry(date: Date(), color: teal) }
    func getSnapshot(in context: Context, completion: @escaping (NoiseEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoiseEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NoiseView: View {
    let entry: NoiseEntry
    var body: some View {
        Text("White noise")
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
            .containerBackground(entry.color, for: .widget)
    }
}

@main
struct NoiseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Noise", provider: NoiseProvider()) { entry in
            NoiseView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}
