import Foundation
import Testing
import WidgetShot
@testable import WidgetShotPersonalData
import WidgetShotUniformTypeIdentifiers

/// PhotosUI's `PHPickerResult` as Kingfisher 7's `PHPickerResultImageDataProvider` reads it: the
/// asset identifier names the cache key, and `itemProvider.loadDataRepresentation(forTypeIdentifier:
/// UTType.image.identifier)` loads the picked photo.
@Suite struct SdkFourteenPickerResultTests {
    @Test("a picked JPEG loads as public.image through the result's item provider")
    func kingfishersRead() async {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xDB, 9, 9, 0xFF, 0xD9])
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .jpeg) { done in done(jpeg, nil); return nil }
        let result = PHPickerResult(itemProvider: provider, assetIdentifier: "ABC-123/L0/001")
        #expect(result.assetIdentifier == "ABC-123/L0/001")
        #expect(result == PHPickerResult(itemProvider: provider, assetIdentifier: "ABC-123/L0/001"))
        #expect(result != PHPickerResult(itemProvider: NSItemProvider(), assetIdentifier: "ABC-123/L0/001"))
        let loaded: Data? = await withCheckedContinuation { continuation in
            result.itemProvider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { data, _ in continuation.resume(returning: data) }
        }
        #expect(loaded == jpeg)
    }

    @Test("a picker delegate receives results (PhotosUI's one required method)")
    func delegate() {
        final class Picked: PHPickerViewControllerDelegate {
            var count = -1
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { count = results.count }
        }
        let picked = Picked()
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        picker.delegate = picked
        picker.delegate?.picker(picker, didFinishPicking: [])
        #expect(picked.count == 0)
    }
}
