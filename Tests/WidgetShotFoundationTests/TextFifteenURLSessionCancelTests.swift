import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShotFoundation

/// Bitkit's weather widget (`WeatherWidgetService.fetchFreshLatest`) starts three
/// `URLSession.shared.data(from:)` loads with `async let`; offline the first `try await` throws
/// and Swift cancels the other two. swift-corelibs-foundation's `URLSessionTask.cancel()` then
/// hung the render (10-s timeline timeouts) or trapped ("Trying to access a behaviour for a task
/// that in not in the registry", TaskRegistry.swift:118).
///
/// The limits guard against a hang, not slowness: in a full run on 2 cores, Swift Testing's
/// cooperative pool (one thread per core) can be held by two long synchronous tests (extension
/// builds) while these wait for a thread, so a one-minute limit ran out before a load began
/// (and the cancellation then made every later round throw `.cancelled`).
///
/// The loads go through a session made as the extension build makes them
/// (`URLSession(_widgetShotConfiguration:)`), not `URLSession.shared`: swift-corelibs-foundation's
/// shared session copies the registered protocols when it is first used, and in a full test run
/// another suite may use it before `WidgetShotOfflineNetwork.installed` (an extension process
/// registers the protocol before any widget code runs), so its loads reached DNS
/// (`.cannotFindHost`) instead of the offline device.
struct TextFifteenURLSessionCancelTests {
    static let session = URLSession(_widgetShotConfiguration: .default)

    @Test("sibling loads cancelled by a failed one end with an error, never a hang or a trap", .timeLimit(.minutes(20)))
    func cancelledSiblings() async throws {
        let urls = ["fees/recommended", "prices", "mining/blocks/fee-rates/3m"].map { URL(string: "https://mempool.space/api/v1/\($0)")! }
        for _ in 0..<60 {
            do {
                async let fees = Self.session.data(from: urls[0])
                async let prices = Self.session.data(from: urls[1])
                async let history = Self.session.data(from: urls[2])
                _ = try await fees
                _ = try await (prices, history)
                Issue.record("an outside host loaded on the offline device")
            } catch let error as URLError {
                #expect(error.code == .notConnectedToInternet, "\(error)")
            }
        }
    }

    @Test("a load whose task is cancelled first throws URLError(.cancelled) without starting it", .timeLimit(.minutes(20)))
    func cancelledBeforeStart() async throws {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Self.session.data(from: URL(string: "https://mempool.space/api/v1/prices")!)
        }
        do {
            _ = try await task.value
            Issue.record("loaded")
        } catch let error as URLError {
            #expect(error.code == .cancelled, "\(error)")
        }
    }
}
