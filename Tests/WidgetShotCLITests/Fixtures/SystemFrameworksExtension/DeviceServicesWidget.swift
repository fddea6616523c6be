// A "device services" widget of the kind utility apps ship: it reports what the phone offers
// (a paired watch, haptics, the carrier's radio, Spotlight, background refresh, tracking
// consent) and runs small on-device computations (language detection, averages, a Core ML
// classifier), each through the Apple framework widget code calls for it. On a fresh device
// nothing is paired, authorised or downloaded.
import WidgetKit
import SwiftUI
import os
import OSLog
import AVKit
import AudioToolbox
import CoreMedia
import ContactsUI
import EventKitUI
import PhotosUI
import CoreData
import CoreML
import NaturalLanguage
import Vision
import Accelerate
import ImageIO
import MobileCoreServices
import SystemConfiguration
import WebKit
import SafariServices
import LinkPresentation
import QuickLook
import BackgroundTasks
import WatchConnectivity
import CoreSpotlight
import CoreTelephony
import AdSupport
import AppTrackingTransparency
import GameKit
import CoreHaptics

private let log = Logger(subsystem: "com.example.services", category: "widget")

struct ServicesEntry: TimelineEntry {
    let date: Date
    let lines: [String]
}

struct ServicesProvider: TimelineProvider {
    func placeholder(in context: Context) -> ServicesEntry { ServicesEntry(date: Date(), lines: ["…"]) }
    func getSnapshot(in context: Context, completion: @escaping (ServicesEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ServicesEntry>) -> Void) {
        Task {
            completion(Timeline(entries: [ServicesEntry(date: Date(), lines: await Self.survey())], policy: .after(Date(timeIntervalSinceNow: 3600))))
        }
    }

    static func survey() async -> [String] {
        var lines: [String] = []
        // NaturalLanguage, Accelerate, Core ML, Vision: computed on the device.
        let language = NLLanguageRecognizer.dominantLanguage(for: "Das Wetter ist schön und die Sonne scheint")?.rawValue ?? "?"
        let average = vDSP.mean([4.0, 6.0, 8.0])
        let modelURL = Bundle.main.url(forResource: "Mood", withExtension: "mlmodelc") ?? URL(fileURLWithPath: "/missing/Mood.mlmodelc")
        let model = (try? MLModel(contentsOf: modelURL)) != nil ? "model" : "no model"
        var texts = -1
        let request = VNRecognizeTextRequest { request, _ in texts = request.results?.count ?? -1 }
        try? VNImageRequestHandler(data: Data()).perform([request])
        lines.append("lang \(language) avg \(Int(average)) \(model) text \(texts)")
        // Watch, haptics, radio, advertising, tracking, Game Center.
        let watch = WCSession.isSupported() && WCSession.default.isPaired ? "watch" : "no watch"
        let haptics = CHHapticEngine.capabilitiesForHardware().supportsHaptics ? "haptics" : "no haptics"
        let radio = CTTelephonyNetworkInfo().serviceCurrentRadioAccessTechnology?.values.first ?? "no radio"
        let tracking = ATTrackingManager.trackingAuthorizationStatus == .notDetermined ? "ATT not asked" : "ATT asked"
        let idfa = ASIdentifierManager.shared().advertisingIdentifier.uuidString.prefix(8)
        let player = GKLocalPlayer.local.isAuthenticated ? "GC" : "no GC"
        lines.append("\(watch), \(haptics), \(radio), \(tracking) \(idfa), \(player)")
        // Background refresh, Spotlight, link previews, Quick Look.
        let refresh = BGAppRefreshTaskRequest(identifier: "com.example.services.refresh")
        refresh.earliestBeginDate = Date(timeIntervalSinceNow: 900)
        let scheduled = (try? BGTaskScheduler.shared.submit(refresh)) != nil ? "refresh scheduled" : "no refresh"
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Services"
        let indexed = (try? await CSSearchableIndex.default().indexSearchableItems([CSSearchableItem(uniqueIdentifier: "s", domainIdentifier: "w", attributeSet: attributes)])) != nil
        let preview: String
        do {
            _ = try await LPMetadataProvider().startFetchingMetadata(for: URL(string: "https://example.com")!)
            preview = "preview"
        } catch {
            preview = "no preview"
        }
        lines.append("\(scheduled), \(indexed ? "indexed" : "not indexed"), \(preview)")
        // Media time, file types, image sources.
        let clip = CMTime(seconds: 90, preferredTimescale: 600)
        let jpeg = UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassFilenameExtension)?.takeRetainedValue() as String? ?? "?"
        let image = CGImageSourceCreateWithData(Data() as CFData, nil) == nil ? "no image" : "image"
        lines.append("clip \(Int(clip.seconds))s, .\(jpeg), \(image)")
        log.info("survey done: \(lines.count) lines")
        return lines
    }
}

/// App views the shared code declares (compile-only in a widget: nothing presents them).
struct ServicesLinks {
    func safari(_ url: URL) -> SFSafariViewController { SFSafariViewController(url: url) }
    func web() -> WKWebView { WKWebView(frame: .zero, configuration: WKWebViewConfiguration()) }
    func player() -> AVPlayerViewController { AVPlayerViewController() }
    func playClick() { AudioServicesPlaySystemSound(1104) }
    func quickLook() -> QLPreviewController { QLPreviewController() }
    func contactPicker() -> CNContactPickerViewController { CNContactPickerViewController() }
    func eventEditor() -> EKEventEditViewController { EKEventEditViewController() }
    func photoPicker() -> PHPickerViewController { PHPickerViewController(configuration: PHPickerConfiguration()) }
    func reachable() -> Bool {
        guard let reachability = SCNetworkReachabilityCreateWithName(nil, "example.com") else { return false }
        var flags = SCNetworkReachabilityFlags()
        return SCNetworkReachabilityGetFlags(reachability, &flags) && flags.contains(.reachable)
    }
    func cache() -> NSPersistentContainer { NSPersistentContainer(name: "Services") }
}

struct DeviceServicesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DeviceServices", provider: ServicesProvider()) { entry in
            VStack(alignment: .leading, spacing: 2) {
                ForEach(entry.lines, id: \.self) { Text($0).font(.caption2) }
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Device services")
        .supportedFamilies([.systemMedium])
    }
}
