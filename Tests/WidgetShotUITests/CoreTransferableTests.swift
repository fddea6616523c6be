import Foundation
import Testing
@testable import WidgetShotUI
@testable import WidgetShotTransferable

/// Core Transferable (issue 20, WidgetWeaver's `ShareLink(item: String)`): representations are
/// read in order of preference, proxies and Codable items export and import, and `ShareLink` is
/// drawn as iOS draws it — a button labelled "Share" with the share symbol unless given a label.
@Suite struct CoreTransferableTests {
    struct Todo: Codable, Transferable, Equatable {
        var text: String
        var isDone = false
        static let todoType = UTType(exportedAs: "com.example.todo")
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: todoType)
            ProxyRepresentation(exporting: \.text)
        }
    }

    struct Layer: Transferable, Equatable {
        var bytes: [UInt8]
        var secret = false
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(contentType: .png) { Data($0.bytes) } importing: { Layer(bytes: Array($0)) }
                .exportingCondition { !$0.secret }
            FileRepresentation(exportedContentType: .data) { layer in
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("layer-\(UUID().uuidString).bin")
                try Data(layer.bytes.reversed()).write(to: url)
                return SentTransferredFile(url)
            }
            .suggestedFileName("Layer.bin")
        }
    }

    @Test func representationsAreReadInOrderOfPreference() async throws {
        let todo = Todo(text: "Buy milk", isDone: true)
        #expect(Todo.exportedContentTypes == [Todo.todoType, .utf8PlainText])
        let json = try await todo.exported(as: Todo.todoType)
        #expect(try JSONDecoder().decode(Todo.self, from: json) == todo)
        // Plain text comes from the proxy: the string's UTF-8 representation conforms to plain text.
        #expect(String(decoding: try await todo.exported(as: .plainText), as: UTF8.self) == "Buy milk")
        #expect(try await Todo(importing: json, contentType: Todo.todoType) == todo)
        await #expect(throws: TransferableContentTypeError.self) { try await todo.exported(as: .png) }
        // The proxy exports only: plain text cannot be imported as a to-do.
        #expect(Todo.importedContentTypes == [Todo.todoType])
    }

    @Test func conditionsFilesAndFileNamesApply() async throws {
        let layer = Layer(bytes: [1, 2, 3])
        #expect(Array(try await layer.exported(as: .png)) == [1, 2, 3])
        // A file representation: the data is the file's; `public.png` conforms to `public.data`, so the
        // first representation answers `.data` until its condition excludes the item.
        #expect(Array(try await layer.exported(as: .data)) == [1, 2, 3])
        let secret = Layer(bytes: [1, 2, 3], secret: true)
        #expect(Array(try await secret.exported(as: .data)) == [3, 2, 1])
        await #expect(throws: TransferableContentTypeError.self) { try await secret.exported(as: .png) }
        #expect(secret.suggestedTransferFileName() == "Layer.bin")
        #expect(try await Layer(importing: Data([9]), contentType: .png) == Layer(bytes: [9]))
    }

    @Test func builtInTypesTransfer() async throws {
        #expect(String(decoding: try await "héllo".exported(as: .utf8PlainText), as: UTF8.self) == "héllo")
        #expect(try await String(importing: Data("x".utf8), contentType: .plainText) == "x")
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(try await URL(importing: try await url.exported(as: .url), contentType: .url) == url)
        #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
    }

    private func texts(_ tree: PlacedTree) -> [String] {
        (tree.root?.allNodes ?? []).compactMap { node in
            if case .text(let t) = node.content { return t.string }
            return nil
        }
    }

    private func frames(_ tree: PlacedTree) -> [CGRect] { (tree.root?.allNodes ?? []).map(\.frame) }

    @Test func shareLinkIsAButtonWithTheShareLabel() throws {
        let url = try #require(URL(string: "https://example.com"))
        let link = try place(ShareLink(item: url), 300, 100)
        let reference = try place(Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }, 300, 100)
        #expect(texts(link) == ["Share"])
        #expect(frames(link) == frames(reference))
        // A title replaces "Share"; a custom label is drawn as given; styles apply as to a button.
        #expect(texts(try place(ShareLink("Export log", item: "log"), 300, 100)) == ["Export log"])
        let custom = ShareLink(item: "log text") { Label("Share log", systemImage: "square.and.arrow.up") }.buttonStyle(.bordered)
        let customReference = Button(action: {}) { Label("Share log", systemImage: "square.and.arrow.up") }.buttonStyle(.bordered)
        #expect(frames(try place(custom, 300, 100)) == frames(try place(customReference, 300, 100)))
        let todos = [Todo(text: "a"), Todo(text: "b")]
        let many = ShareLink(items: todos) { SharePreview($0.text) }
        #expect(many.items.count == 2 && many.preview?(todos[1]).title == Text(todos[1].text))
    }
}
