import Foundation
import Testing
import WidgetShotFoundation
import WidgetShotUniformTypeIdentifiers

/// Foundation's `NSItemProvider` in memory: what Kingfisher 7's `PHPickerResultImageDataProvider`
/// does with a picked photo (`loadDataRepresentation(forTypeIdentifier: UTType.image.identifier)`
/// on a provider registered as `public.jpeg`), and the rest of the loading API.
struct SdkFourteenItemProviderTests {
    /// Waits for an asynchronous handler (Apple's run on an arbitrary queue; so do these).
    func wait<T: Sendable>(_ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
        await withCheckedContinuation { continuation in start { continuation.resume(returning: $0) } }
    }

    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 0xFF, 0xD9])

    func photoProvider() -> NSItemProvider {
        let provider = NSItemProvider()
        let jpeg = self.jpeg
        provider.registerDataRepresentation(forTypeIdentifier: "public.jpeg", visibility: .all) { done in done(jpeg, nil); return nil }
        provider.suggestedName = "IMG_0001"
        return provider
    }

    @Test("a JPEG representation answers for public.image and public.data, not for text")
    func conformance() async {
        let provider = photoProvider()
        #expect(provider.registeredTypeIdentifiers == ["public.jpeg"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(provider.registeredContentTypes == [.jpeg])
        #expect(provider.registeredContentTypes(conformingTo: .image) == [.jpeg])
        let (data, error) = await wait { done in _ = provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { done(($0, $1.map { "\($0)" })) } }
        #expect(data == jpeg && error == nil)
        let (none, failure) = await wait { done in _ = provider.loadDataRepresentation(for: .plainText) { done(($0, $1 as NSError?)) } }
        #expect(none == nil)
        #expect(failure?.domain == NSItemProvider.errorDomain && failure?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test("a data representation loads as a temporary file named by suggestedName, removed after the handler")
    func fileFromData() async throws {
        let provider = photoProvider()
        let (path, contents) = await wait { done in
            _ = provider.loadFileRepresentation(forTypeIdentifier: "public.image") { url, _ in done((url?.lastPathComponent, url.flatMap { try? Data(contentsOf: $0) })) }
        }
        #expect(path == "IMG_0001.jpeg")
        #expect(contents == jpeg)
        let (url, inPlace) = await wait { done in _ = provider.loadFileRepresentation(for: .jpeg, openInPlace: true) { url, inPlace, _ in done((url, inPlace)) } }
        #expect(inPlace == false, "a data representation is never in place")
        #expect(url.map { FileManager.default.fileExists(atPath: $0.path) } == false, "the copy is gone once the handler returned")
    }

    @Test("a file provider loads its file as data, and in place when registered so")
    func fileProvider() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SdkFourteenItemProvider-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: file)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.suggestedName == "notes")
        let data = await wait { done in _ = provider.loadDataRepresentation(forTypeIdentifier: "public.text") { data, _ in done(data) } }
        #expect(data == Data("hello".utf8))
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.txt")) == nil)

        let inPlace = NSItemProvider(contentsOf: file, contentType: .plainText, openInPlace: true)
        #expect(inPlace.registeredContentTypesForOpenInPlace == [.plainText])
        let (url, isInPlace) = await wait { done in _ = inPlace.loadFileRepresentation(for: .text, openInPlace: true) { url, inPlace, _ in done((url, inPlace)) } }
        #expect(url == file && isInPlace)
    }

    /// A reader and writer class, as NSString and UIImage are on iOS.
    final class Note: NSItemProviderReading, NSItemProviderWriting, @unchecked Sendable {
        let text: String
        init(_ text: String) { self.text = text }
        static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
        static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
        static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
            guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadCorruptFile) }
            return Self(text)
        }
        func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
            completionHandler(Data(text.utf8), nil)
            return nil
        }
    }

    @Test("objects written by NSItemProviderWriting load back through NSItemProviderReading")
    func objects() async {
        let provider = NSItemProvider(object: Note("Buy oat milk"))
        #expect(provider.canLoadObject(ofClass: Note.self))
        #expect(!photoProvider().canLoadObject(ofClass: Note.self))
        let text = await wait { done in _ = provider.loadObject(ofClass: Note.self) { object, _ in done((object as? Note)?.text) } }
        #expect(text == "Buy oat milk")
        let item = NSItemProvider(item: NSString(string: "plain"), typeIdentifier: nil)
        #expect(item.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        let copy = item.copy() as? NSItemProvider
        #expect(copy?.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    }
}
