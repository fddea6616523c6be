import SwiftUI
import WidgetKit

// A file whose name starts with a dash (an option to every tool that reads it unquoted).
struct DashWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.dash", provider: HostileProvider()) { _ in
            Text(dashTitle).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
