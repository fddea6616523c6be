import PDFKit
import SwiftUI
import WidgetKit

/// A course-handout widget in the style of an LMS app's file widgets: the provider opens the
/// latest handout with PDFKit, counts its pages, measures the first one and draws its thumbnail
/// (as Canvas's `FilePreviewProvider.pdf()` does: `page(at: 0)`, `bounds(for: .mediaBox)`,
/// `thumbnail(of:for:)`). The handout is a two-page PDF written here (a download in the app).
struct HandoutEntry: TimelineEntry {
    let date: Date
    let summary: String
    let thumbnail: UIImage?
}

enum Handout {
    /// A two-page PDF: a US Letter page with a black bar and a line of text, and a 200 × 100 page.
    static var data: Data {
        let streams = ["0 0 0 rg 100 600 200 100 re f BT /F1 24 Tf 72 500 Td (Week 3 reading) Tj ET", ""]
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 6 0 R >>"]
        objects += streams.map { "<< /Length \($0.utf8.count) >>\nstream\n\($0)\nendstream" }
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        var pdf = "%PDF-1.4\n", offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        pdf += offsets.map { String(repeating: "0", count: 10 - String($0).count) + "\($0) 00000 n \n" }.joined()
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(pdf.utf8)
    }

    static func entry() -> HandoutEntry {
        guard let document = PDFDocument(data: data), let page = document.page(at: 0) else {
            return HandoutEntry(date: Date(), summary: "no handout", thumbnail: nil)
        }
        let box = page.bounds(for: .mediaBox)
        let text = page.string?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        let summary = "\(document.pageCount) pages · \(Int(box.width))×\(Int(box.height)) · \(text)"
        return HandoutEntry(date: Date(), summary: summary,
                            thumbnail: page.thumbnail(of: CGSize(width: box.width / 6, height: box.height / 6), for: .mediaBox))
    }
}

struct HandoutProvider: TimelineProvider {
    func placeholder(in context: Context) -> HandoutEntry { Handout.entry() }
    func getSnapshot(in context: Context, completion: @escaping (HandoutEntry) -> Void) { completion(Handout.entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HandoutEntry>) -> Void) {
        completion(Timeline(entries: [Handout.entry()], policy: .never))
    }
}

struct HandoutWidgetView: View {
    let entry: HandoutEntry
    var body: some View {
        HStack(spacing: 12) {
            if let thumbnail = entry.thumbnail {
                Image(uiImage: thumbnail)
                    .border(Color.gray)
            }
            Text(entry.summary).font(.caption)
        }
        .containerBackground(Color(white: 0.9), for: .widget)
    }
}

@main
struct HandoutWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Handout", provider: HandoutProvider()) { HandoutWidgetView(entry: $0) }
            .configurationDisplayName("Handout")
            .supportedFamilies([.systemMedium])
    }
}
