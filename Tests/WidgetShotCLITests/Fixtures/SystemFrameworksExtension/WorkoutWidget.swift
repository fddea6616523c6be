import WidgetKit
import SwiftUI
import StoreKit
import QuickLookThumbnailing
import MessageUI
import AuthenticationServices

/// The widest label in a row of stats, so the bars line up (a common PreferenceKey pattern).
struct StatLabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct BarBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct WorkoutEntry: TimelineEntry {
    let date: Date
    let summary: String
    let isPro: Bool
    let canShare: Bool
    let badge: UIImage?
}

struct WorkoutProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorkoutEntry {
        WorkoutEntry(date: Date(), summary: "–", isPro: false, canShare: false, badge: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (WorkoutEntry) -> Void) {
        Task { completion(await makeEntry()) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorkoutEntry>) -> Void) {
        Task {
            let entry = await makeEntry()
            completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(15 * 60))))
        }
    }

    @MainActor
    func makeEntry() async -> WorkoutEntry {
        var isPro = false
        for await result in StoreKit.Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil { isPro = true }
        }
        if let statuses = try? await Product.SubscriptionInfo.status(for: "21482456") {
            for status in statuses {
                guard case .verified(let renewal) = status.renewalInfo,
                      let transaction = try? status.transaction.payloadValue else { continue }
                isPro = isPro || (status.state == .subscribed && renewal.willAutoRenew && transaction.productID.hasPrefix("pro"))
            }
        }
        _ = await Storefront.current?.countryCode
        let request = QLThumbnailGenerator.Request(fileAt: URL(fileURLWithPath: "/tmp/route.gpx"),
                                                   size: CGSize(width: 40, height: 40), scale: 2, representationTypes: .thumbnail)
        let thumbnail = try? await QLThumbnailGenerator.shared.generateBestRepresentation(for: request)
        let renderer = ImageRenderer(content: Image(systemName: "figure.run").font(.title).foregroundStyle(.orange))
        renderer.scale = 2
        return WorkoutEntry(date: Date(), summary: WorkoutFormatting.summary(meters: 5230, celsius: 21), isPro: isPro,
                            canShare: MFMailComposeViewController.canSendMail() || MFMessageComposeViewController.canSendText(),
                            badge: thumbnail?.uiImage ?? renderer.uiImage)
    }
}

struct WorkoutWidgetView: View {
    var entry: WorkoutEntry
    @Environment(\.authorizationController) private var authorizationController
    @GestureState private var isPressed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                if let badge = entry.badge {
                    Image(uiImage: badge).resizable().frame(width: 20, height: 20)
                }
                TimelineView(.everyMinute) { context in
                    Text(context.date, style: .time)
                        .font(.caption)
                }
            }
            ForEach(["Run", "Ride"], id: \.self) { name in
                HStack {
                    Text(name)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: StatLabelWidthKey.self, value: proxy.size.width)
                        })
                    Capsule().fill(.orange).frame(height: 6)
                        .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                        .anchorPreference(key: BarBoundsKey.self, value: .bounds) { $0 }
                }
            }
            Text(entry.summary).font(.footnote)
                .accessibility(label: Text("Distance and temperature"))
                .accessibility(addTraits: .isStaticText)
            Text(entry.isPro ? "Pro" : "Free").font(.caption2)
            Text(entry.canShare ? "Share ready" : "No sharing").font(.caption2)
        }
        .overlayPreferenceValue(BarBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Circle().fill(.red).frame(width: 6, height: 6)
                        .position(x: proxy[anchor].maxX, y: proxy[anchor].midY)
                }
            }
        }
        .onPreferenceChange(StatLabelWidthKey.self) { _ in }
        .controlSize(.small)
        .onTapGesture { }
        .gesture(DragGesture(minimumDistance: 0).updating($isPressed) { _, state, _ in state = true }.onEnded { _ in })
        .simultaneousGesture(LongPressGesture().onEnded { _ in })
        .containerBackground(.background, for: .widget)
    }
}

struct WorkoutWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Workout", provider: WorkoutProvider()) { entry in
            WorkoutWidgetView(entry: entry)
        }
        .configurationDisplayName("Workout")
        .supportedFamilies([.systemSmall])
    }
}
