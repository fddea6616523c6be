import Foundation
import Testing
import WidgetShotTesting

/// Issue 20: an app's settings screen compiled into a widget target draws as iOS draws it at
/// rest — a navigation bar with a large title and a trailing toolbar button, an inset grouped
/// form with headers, footers, a navigation link's chevron — and small capitals, synthesised
/// by Pango for the SF Pro stand-in (`Snapshots/AppScreenSnapshotTests/`).
@Suite(.serialized) struct AppScreenSnapshotTests {
    @Test func settingsScreen() {
        assertSnapshot(of: SettingsScreen(), size: CGSize(width: 320, height: 480), scale: 2)
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Show departures", isOn: .constant(true))
                    NavigationLink("Lines") { Text("All lines") }
                    Text("Small Caps Board").font(.body.smallCaps())
                } header: {
                    Text("Board")
                } footer: {
                    Text("Shown on the Home Screen and in StandBy.")
                }
                Section("About") {
                    Text("Version 2.1").font(.body.uppercaseSmallCaps())
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            }
        }
    }
}
