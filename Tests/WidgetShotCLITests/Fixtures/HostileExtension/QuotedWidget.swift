import SwiftUI
import WidgetKit

// Copied by `hostileCopy()` under a name that holds quotes and a command substitution:
// `Quote's "Widget" $(touch pwned).swift` (committed under a plain name, as odd names break checkouts).
struct QuotedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.quoted", provider: HostileProvider()) { _ in
            Text("Quoted \(#fileID.hasSuffix("$(touch pwned).swift") ? "name kept" : #fileID)")
                .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
