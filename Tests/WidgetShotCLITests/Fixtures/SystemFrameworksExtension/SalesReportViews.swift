// The app's settings sheet and intent handler, compiled into the widget target as
// AppStore-Connect-Widget does (sweep 7): a close button with `.keyboardShortcut(.cancelAction)`
// and `INIntentError`s thrown from an options provider.
import Intents
import SwiftUI
import UIKit

struct ReportSettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationView {
            Text("API keys")
                .toolbar {
                    Button(action: { dismiss() }) {
                        Image(systemName: "xmark.circle.fill")
                            .symbolRenderingMode(.hierarchical)
                            .foregroundColor(.secondary)
                    }.keyboardShortcut(.cancelAction)
                }
        }
        .keyboardShortcut("r", modifiers: [.command, .shift])
    }
}

enum ReportOptions {
    static func keys(from stored: [String]?) throws -> [String] {
        guard let stored, !stored.isEmpty else { throw INIntentError(.missingInformation) }
        return stored
    }

    static func isTimeout(_ error: Error) -> Bool {
        (error as? INIntentError)?.code == .requestTimedOut
    }
}
