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
struct TextFifteenURLSessionCancelTests {
    @Test("sibling loads cancelled by a failed one end with an error, never a hang or a trap", .timeLimit(.minutes(20)))
    func cancelledSiblings() async throws {
        _ = WidgetShotOfflineNetwork.installed
        let urls = ["fees/recommended", "prices", "mining/blocks/fee-rates/3m"].map { URL(string: "https://mempool.space/api/v1/\($0)")! }
        for _ in 0..<60 {
            do {
                async let fees = URLSession.shared.data(from: urls[0])
                async let prices = URLSession.shared.data(from: urls[1])
                async let history = URLSession.shared.data(from: urls[2])
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
        _ = WidgetShotOfflineNetwork.installed
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await URLSession.shared.data(from: URL(string: "https://mempool.space/api/v1/prices")!)
        }
        do {
            _ = try await task.value
            Issue.record("loaded")
        } catch let error as URLError {
            #expect(error.code == .cancelled, "\(error)")
        }
    }
}
