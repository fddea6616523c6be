import Foundation
import WidgetShotUI

// SwiftUI's `Image` is `Transferable` (iOS 16): it exports PNG data. The conformance lives here,
// where WidgetShot can draw an image (ImageRenderer), rather than in WidgetShotUI.
extension Image: Transferable {
    /// PNG (`public.png`): exported as drawn at the main screen's scale; imported from PNG data
    /// (or any image data UIImage reads).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png,
                           exporting: { image in
                               let data = await MainActor.run { () -> Data? in
                                   let renderer = ImageRenderer(content: image)
                                   renderer.scale = UIScreen.main.scale
                                   return renderer.uiImage?.pngData()
                               }
                               guard let data else { throw CocoaError(.fileWriteUnknown) }
                               return data
                           },
                           importing: { data in
                               guard let image = UIImage(data: data) else { throw CocoaError(.fileReadCorruptFile) }
                               return await MainActor.run { Image(uiImage: image) }
                           })
    }
}
