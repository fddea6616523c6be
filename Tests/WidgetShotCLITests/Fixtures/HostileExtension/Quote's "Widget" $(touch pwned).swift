import SwiftUI
import WidgetKit

// A file whose name holds quotes and a command substitution.
struct QuotedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.quoted", provider: HostileProvider()) { _ in
            Text("Quoted \(#fileID.hasSuffix("$(touch pwned).swift") ? "name kept" : #fileID)")
                .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
