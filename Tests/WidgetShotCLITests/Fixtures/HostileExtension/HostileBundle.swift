//
//  HostileBundle.swift
//  HostileExtension
//
//  A fixture written for WidgetShot: an extension folder as an attacker (or a careless
//  repository) makes it — files named with quotes, `$()` and a leading dash, a `.stringsdict`
//  whose variable refers to itself, a string table with one bad entry, an asset catalog with one
//  broken image set, and widget code that reads the environment and writes into `$HOME` and the
//  working directory, in the bundle and in a view, and a bundle that can exit(0) or hang. Built unedited by ExtensionBuildTests
//  (`aHostileFolderBuildsAndRendersContained`), from a copy that adds a file whose name holds a
//  newline (git keeps none).
//

import Foundation
import SwiftUI
import WidgetKit

/// Leaves a file in the home folder and the working directory, and says where it wrote.
func leaveTrace(_ name: String) -> String {
    let home = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("\(name).trace")
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("\(name).trace")
    for url in [home, here] { FileManager.default.createFile(atPath: url.path, contents: Data(name.utf8)) }
    return here.path
}

@main
struct HostileBundle: WidgetBundle {
    init() {
        readSecret("the bundle")
        _ = leaveTrace("hostile-bundle")
        // What a bundle can do before any widget renders (the test picks one per run).
        switch ProcessInfo.processInfo.environment["WIDGETSHOT_HOSTILE_BUNDLE"] {
        case "exit": exit(0)
        case "hang": while true { Thread.sleep(forTimeInterval: 0.01) }
        default: break
        }
    }

    var body: some Widget {
        SecretWidget()
        PluralWidget()
        LogoWidget()
        DashWidget()
        QuotedWidget()
    }
}

struct HostileEntry: TimelineEntry {
    let date: Date
}

struct HostileProvider: TimelineProvider {
    func placeholder(in context: Context) -> HostileEntry { HostileEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (HostileEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HostileEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// Reads a CI secret (a crash when it can: the test's proof) and writes files beside itself.
func readSecret(_ place: String) {
    if let secret = ProcessInfo.processInfo.environment["HOSTILE_DEPLOY_TOKEN"] {
        fatalError("\(place) read the secret \(secret)")
    }
}

struct SecretView: View {
    var body: some View {
        let _ = readSecret("the view")
        let written = leaveTrace("hostile-view")
        Text(written)
    }
}

struct SecretWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.secret", provider: HostileProvider()) { _ in
            SecretView().containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// `String(format:)` over a plural whose variable refers to itself (a segmentation fault once).
struct PluralWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.plural", provider: HostileProvider()) { _ in
            VStack {
                Text(String(format: NSLocalizedString("items %lld", comment: ""), 3))
                Text("title")
            }
            .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Uses the catalog's good image; the catalog's other image set is broken.
struct LogoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.logo", provider: HostileProvider()) { _ in
            Image("logo").resizable().frame(width: 40, height: 40)
                .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
