// App screens shared with the widget target that offer the share sheet, as WidgetWeaver's noise
// machine shares its log (`ShareLink(item: String) { Label }`, sweep 6, issue 20), and a model
// type that declares its transfer representations with Core Transferable.
import CoreTransferable
import SwiftUI
import UniformTypeIdentifiers

struct NoiseLogEntry: Codable, Transferable {
    var text: String
    var date: Date

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.text.utf8) }
        FileRepresentation(exportedContentType: .plainText) { entry in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("noise-log.txt")
            try Data(entry.text.utf8).write(to: url)
            return SentTransferredFile(url)
        }
        .suggestedFileName("noise-log.txt")
        ProxyRepresentation(exporting: \.text)
            .exportingCondition { !$0.text.isEmpty }
    }
}

struct NoiseLogShareButtons: View {
    var exportText: String
    var entries: [NoiseLogEntry]
    var supportURL: URL

    var body: some View {
        HStack(spacing: 12) {
            ShareLink(item: exportText) {
                Label("Share log", systemImage: "square.and.arrow.up")
            }
            .buttonStyle(.bordered)
            ShareLink(item: supportURL)
            ShareLink("Send link", item: supportURL, subject: Text("Noise machine"), message: Text("Try this"))
            ShareLink(items: entries) { entry in
                SharePreview(entry.text, image: Image(systemName: "waveform"))
            }
            ShareLink(item: Image(systemName: "waveform"), preview: SharePreview("Waveform", image: Image(systemName: "waveform")))
        }
    }
}
