//
//  NewsWidget.swift
//  SweepThirteenOldFamilySwitch
//
//  A fixture written for WidgetShot (sweep-13): code for the iOS 14 SDK, whose switch over
//  WidgetFamily names the three families iOS 14 had and no `default`. Xcode 13 and later reject
//  it; WidgetShot stops too, with a note naming the families it lacks.
//

import WidgetKit
import SwiftUI

struct NewsEntry: TimelineEntry {
    let date: Date
}

struct NewsProvider: TimelineProvider {
    func placeholder(in context: Context) -> NewsEntry { NewsEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (NewsEntry) -> Void) { completion(NewsEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NewsEntry>) -> Void) {
        completion(Timeline(entries: [NewsEntry(date: Date())], policy: .atEnd))
    }
}

func headlineCount(_ family: WidgetFamily) -> Int {
    var count = 3
    switch family {
    case .systemSmall:
        count = 1
    case .systemMedium:
        count = 2
    case .systemLarge:
        count = 5
    }
    return count
}

@main
struct NewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "News", provider: NewsProvider()) { entry in
            Text("\(headlineCount(.systemSmall)) headlines")
        }
        .configurationDisplayName("News")
    }
}
