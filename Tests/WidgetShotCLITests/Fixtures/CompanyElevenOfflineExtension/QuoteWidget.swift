import WidgetKit
import SwiftUI
import Network
import SystemConfiguration

// A quote widget that checks the network before fetching, as apps do: a path monitor, a
// reachability target, and a session of its own configuration (which the extension build writes
// as WidgetShot's offline session). All three must describe the same offline device. The
// widget's client keeps `URLSession.shared` from the moment the bundle is built, before any
// render: it must be offline too.

final class QuoteClient {
    static let shared = QuoteClient()
    let session = URLSession.shared
}

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
            QuoteClient.shared.session.dataTask(with: URL(string: "https://quotes.example.com/yesterday")!) { _, _, error in
                let shared = (error as? URLError)?.code.rawValue ?? 0
                let status = "path \(path) · reachable \(reachable) · session \(code) · shared \(shared)"
                completion(Timeline(entries: [QuoteEntry(date: Date(), status: status)], policy: .never))
            }.resume()
        }.resume()
    }
}

@main
struct QuoteWidget: Widget {
    let client = QuoteClient.shared   // made while the bundle is built

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Quote", provider: QuoteProvider()) { entry in
            Text(entry.status)
                .font(.caption)
                .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}
