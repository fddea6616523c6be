import WidgetKit
import SwiftUI
import NetworkExtension
import Network

struct VPNEntry: TimelineEntry {
    let date: Date
    let status: NEVPNStatus
    let online: Bool
}

struct VPNProvider: TimelineProvider {
    func placeholder(in context: Context) -> VPNEntry { VPNEntry(date: Date(), status: .disconnected, online: true) }
    func getSnapshot(in context: Context, completion: @escaping (VPNEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<VPNEntry>) -> Void) {
        let online = NWPathMonitor().currentPath.status == .satisfied
        NETunnelProviderManager.loadAllFromPreferences { managers, error in
            let status = managers?.first?.connection.status ?? .invalid
            completion(Timeline(entries: [VPNEntry(date: Date(), status: status, online: online)], policy: .never))
        }
    }
}

extension NEVPNStatus {
    var label: String {
        switch self {
        case .connected: return "Connected"
        case .connecting, .reasserting: return "Connecting…"
        case .disconnecting: return "Disconnecting…"
        case .disconnected: return "Off"
        case .invalid: return "Not set up"
        @unknown default: return "Unknown"
        }
    }
}

struct VPNStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "VPNStatus", provider: VPNProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: entry.status == .connected ? "lock.shield.fill" : "lock.shield")
                Text("VPN: \(entry.status.label)")
                    .font(.headline)
                Text(entry.online ? "Online" : "Offline")
                    .font(.caption)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("VPN")
        .supportedFamilies([.systemSmall])
    }
}
