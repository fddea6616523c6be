//
//  AgendaWidget.swift
//  A calendar widget that also schedules a reminder notification and reads a contact.
//

import WidgetKit
import SwiftUI
import EventKit
import Contacts
import Photos
import UserNotifications

struct AgendaEntry: TimelineEntry {
    let date: Date
    let lines: [String]
}

struct AgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> AgendaEntry { AgendaEntry(date: .now, lines: ["Stand-up 9:00"]) }
    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        let store = EKEventStore()
        var lines: [String] = []
        switch EKEventStore.authorizationStatus(for: .event) {
        case .fullAccess, .authorized:
            let start = Calendar.current.startOfDay(for: .now)
            let end = Calendar.current.date(byAdding: .day, value: 1, to: start)!
            let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
            lines = store.events(matching: predicate).compactMap { $0.title }
        case .notDetermined:
            lines.append("Calendar access needed")
        default:
            lines.append("No calendar access")
        }
        do {
            _ = try CNContactStore().unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Anna"),
                                                     keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        } catch {
            lines.append("Contacts: \((error as NSError).code)")
        }
        lines.append("Photos: \(PHAsset.fetchAssets(with: .image, options: nil).count)")

        let content = UNMutableNotificationContent()
        content.title = "Next event"
        content.body = lines.first ?? ""
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60 * 15, repeats: false)
        let request = UNNotificationRequest(identifier: "agenda-next", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            UNUserNotificationCenter.current().getNotificationSettings { settings in
                UNUserNotificationCenter.current().getPendingNotificationRequests { pending in
                    lines.append("Notifications: \(settings.authorizationStatus == .notDetermined ? "not asked" : "asked"), \(pending.count) pending")
                    completion(Timeline(entries: [AgendaEntry(date: .now, lines: lines)], policy: .atEnd))
                }
            }
        }
    }
}

struct AgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Agenda", provider: AgendaProvider()) { entry in
            VStack(alignment: .leading) {
                ForEach(entry.lines, id: \.self) { Text($0).font(.caption) }
            }
            .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}
