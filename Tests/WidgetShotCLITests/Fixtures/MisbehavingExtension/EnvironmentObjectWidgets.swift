import WidgetKit
import SwiftUI

// A view copied from the app declares the app's shared model and never reads it (Quote
// Droplet's widget does): iOS draws it. A view that reads a model no ancestor supplies stops
// the extension, as on iOS: its variant fails with SwiftUI's message.
final class AccountModel: ObservableObject {
    @Published var name = "Ana"
}

struct TipView: View {
    @EnvironmentObject var account: AccountModel
    var body: some View {
        Text("Drink water").font(.headline)
    }
}

struct TipWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.tip", provider: SimpleProvider()) { _ in
            TipView().containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct AccountView: View {
    @EnvironmentObject var account: AccountModel
    var body: some View {
        Text("Hello, \(account.name)")
    }
}

struct AccountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.account", provider: SimpleProvider()) { _ in
            AccountView().containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
