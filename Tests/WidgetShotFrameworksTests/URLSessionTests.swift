import Foundation
import Testing
import WidgetShot

@Suite struct URLSessionTests {
    @Test("after import WidgetShot, URLSession's async data(from:) and dataTask load file:// URLs (once a WidgetRenderer exists)")
    func fileURLs() async throws {
        _ = frameworksRenderer   // registers file:// loading
        let url = try temporaryFile("data.txt", "hello")
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect(String(decoding: data, as: UTF8.self) == "hello" && response.url == url)

        let loaded: String? = await withCheckedContinuation { continuation in
            URLSession.shared.dataTask(with: url) { data, _, _ in continuation.resume(returning: data.map { String(decoding: $0, as: UTF8.self) }) }.resume()
        }
        #expect(loaded == "hello")

        let missing = url.deletingLastPathComponent().appendingPathComponent("missing.txt")
        await #expect(throws: URLError.self) { _ = try await URLSession.shared.data(from: missing) }
    }
}
