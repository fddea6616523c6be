import Foundation

// The conformances Core Transferable gives Swift and Foundation types (Apple's documentation:
// String, Data and URL are `Transferable`; SwiftUI adds `Image`, in WidgetShotUIKit here).

extension String: Transferable {
    /// Plain text: exported as UTF-8 (`public.utf8-plain-text`, which conforms to
    /// `public.plain-text`), imported from UTF-8 or any plain text (read as UTF-8).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: decodeText)
        DataRepresentation(importedContentType: .plainText, importing: decodeText)
    }

    @Sendable static func decodeText(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return text
    }
}

extension Data: Transferable {
    /// The bytes themselves (`public.data`).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL (`public.url`), as its absolute string's UTF-8 bytes.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url,
                           exporting: { Data($0.absoluteString.utf8) },
                           importing: { data in
                               guard let text = String(data: data, encoding: .utf8),
                                     let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                                   throw URLError(.badURL)
                               }
                               return url
                           })
    }
}
