//
//  SimpleEntry.swift
//  TravelWidgets
//
//  The template's entry, replaced by TripEntry; removed from the target but not deleted.
//

import WidgetKit

struct SimpleEntry: TimelineEntry {
    let date: Date
    let emoji: String
}
