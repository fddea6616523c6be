import WidgetKit
import SwiftUI
import Network
import SystemConfiguration

// A quote widget that checks the network before fetching, as apps do: a path monitor, a
// reachability target, and a session of its own configuration (which the extension build writes
// as WidgetShot's offline session). All three must describe the same offline device.

struct QuoteEntry: TimelineEntry {
    let date: Date
    let status: String
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry { QuoteEntry(date: Date(), status: "…") }
    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let path = NWPathMonitor().currentPath.status == .satisfied ? "online" : "offline"
        var flags = SCNetworkReachabilityFlags()
        let reachable = SCNetworkReachabilityCreateWithName(nil, "quotes.example.com").map { SCNetworkReachabilityGetFlags($0, &flags) && flags.contains(.reachable) } ?? false
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        let session = URLSession(configuration: configuration, delegate: nil, delegateQueue: nil)
        session.dataTask(with: URL(string: "https://quotes.example.com/today")!) { _, _, error in
            let code = (error as? URLError)?.code.rawValue ?? 0
            let status = "path \(path) · reachable \(reachable) · session \(code)"
            completion(Timeline(entries: [QuoteEntry(date: Date(), status: status)], policy: .never))
        }.resume()
    }
}

@main
struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Quote", provider: QuoteProvider()) { entry in
            Text(entry.status)
                .font(.caption)
                .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}
