//
//  Constants.swift
//  TravelWidgets
//

import Foundation

enum Constants {
    static let widgetKind = "NextTrip"

    /// The app group from Info.plist (`AppGroupIdentifier = $(APP_GROUP_ID)`).
    static let appGroup = Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String ?? "group.com.example.travel"

    #if WIDGET_EXTENSION && TRAVEL_WIDGETS
    static let debugLabel = "widget build"
    #else
    static let debugLabel = "app build"
    #endif
}
