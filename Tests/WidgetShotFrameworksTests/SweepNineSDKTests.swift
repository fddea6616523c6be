import Foundation
import Testing
import WidgetShot

/// Sweep 9: Apple APIs that stopped real widget targets from compiling, each used as the app does.
@Suite(.serialized) struct SweepNineSDKTests {
    /// ifbear/Widget's widget target compiles the app's editing screen, a `UITextView` set up in code.
    @Test func aTextViewKeepsItsTextAndFrame() {
        let textView: UITextView = .init(frame: .zero)
        textView.text = "Buy milk"
        textView.frame = .init(x: 0, y: 0, width: 320, height: 200)
        #expect(textView.text == "Buy milk")
        #expect(textView.frame.maxY == 200)
        textView.text = nil
        #expect(textView.text == "")
        #expect(textView.isEditable && !textView.isEditing)
    }

    /// Zed-Rustam/Pixel.Null reads a pixel through `CFDataGetBytePtr` and checks the colour model.
    @Test func coreFoundationDataAndColourModels() throws {
        let data = Data([10, 20, 30, 40]) as NSData
        let bytes = try #require(CFDataGetBytePtr(data))
        #expect(bytes[2] == 30)
        #expect(CFDataGetLength(data) == 4)
        #expect(CFDataGetBytePtr(NSData()) == nil)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpaceModel.rgb.rawValue == 1)
    }

    /// jtbandes/SpacePOD caches its picture in the app group through `NSFileCoordinator`, wrapped
    /// in a `throws` helper over the `error:` pointer version.
    @Test func coordinatedWritesAndReadsHappenAtOnce() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sweep9-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let coordinator = NSFileCoordinator(filePresenter: nil)
        try coordinator.coordinateThrowing(writingItemAt: url, options: .forReplacing) { try Data("apod".utf8).write(to: $0) }
        let text = try coordinator.coordinateThrowing(readingItemAt: url) { try String(contentsOf: $0, encoding: .utf8) }
        #expect(text == "apod")
    }

    /// angelicaameira/DateCounter opens its iCloud-synced store in the widget too.
    @Test func aCloudKitStoreDescriptionLoadsAsAStore() throws {
        let container = NSPersistentCloudKitContainer(name: "DateCounter-\(UUID().uuidString)")
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.example.DateCounter")
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        #expect(container.persistentStoreDescriptions.first?.cloudKitContainerOptions?.containerIdentifier == "iCloud.com.example.DateCounter")
    }
}

private enum CoordinationFailed: Error { case never }

extension NSFileCoordinator {
    /// A `throws` wrapper in SpacePOD's style.
    func coordinateThrowing<T>(readingItemAt url: URL, options: NSFileCoordinator.ReadingOptions = [], byAccessor reader: (URL) throws -> T) throws -> T {
        var coordinationError: NSError?
        var result: Result<T, Error> = .failure(CoordinationFailed.never)
        coordinate(readingItemAt: url, options: options, error: &coordinationError) { newURL in result = Result { try reader(newURL) } }
        if let coordinationError { throw coordinationError }
        return try result.get()
    }

    /// The writing counterpart.
    func coordinateThrowing<T>(writingItemAt url: URL, options: NSFileCoordinator.WritingOptions = [], byAccessor writer: (URL) throws -> T) throws -> T {
        var coordinationError: NSError?
        var result: Result<T, Error> = .failure(CoordinationFailed.never)
        coordinate(writingItemAt: url, options: options, error: &coordinationError) { newURL in result = Result { try writer(newURL) } }
        if let coordinationError { throw coordinationError }
        return try result.get()
    }
}
