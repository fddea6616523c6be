import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShotFoundation

/// What image loaders (Nuke 12) call from files that import only Foundation: an autorelease
/// pool, a memory-pressure source, `prefersIncrementalDelivery`, and the task-delegate callbacks
/// swift-corelibs-foundation lacks.
@Suite struct LeadThirteenImageLoaderTests {
    @Test("autoreleasepool runs its body and passes on its result and its error")
    func autoreleasepoolRunsItsBody() throws {
        struct Failed: Error {}
        #expect(autoreleasepool { 6 * 7 } == 42)
        #expect(throws: Failed.self) { try autoreleasepool { throw Failed() } }
    }

    @Test("a memory-pressure source never fires during a render; resume, cancel and its handlers work")
    func memoryPressureSource() {
        let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: DispatchQueue(label: "pressure"))
        let fired = DispatchSemaphore(value: 0), cancelled = DispatchSemaphore(value: 0)
        source.setEventHandler { fired.signal() }
        source.setCancelHandler { cancelled.signal() }
        source.resume()
        #expect(source.mask == [.warning, .critical])
        #expect(source.data.isEmpty)
        #expect(fired.wait(timeout: .now() + 0.2) == .timedOut)
        #expect(!source.isCancelled)
        source.cancel()
        #expect(cancelled.wait(timeout: .now() + 5) == .success)
        #expect(source.isCancelled)
        #expect(DispatchSource.MemoryPressureEvent.all == [.normal, .warning, .critical])
    }

    #if canImport(FoundationNetworking)
    @Test("prefersIncrementalDelivery: Apple's defaults, kept per task")
    func incrementalDelivery() throws {
        let session = URLSession(configuration: .ephemeral)
        let url = try #require(URL(string: "https://example.com/a.png"))
        let data = session.dataTask(with: url), download = session.downloadTask(with: url)
        #expect(data.prefersIncrementalDelivery)
        #expect(!download.prefersIncrementalDelivery)
        data.prefersIncrementalDelivery = false
        #expect(!data.prefersIncrementalDelivery)
        #expect(session.dataTask(with: url).prefersIncrementalDelivery, "another task keeps the default")
    }

    @Test("the task-delegate callbacks corelibs lacks can be called on any delegate")
    func missingDelegateCallbacks() throws {
        final class Delegate: NSObject, URLSessionTaskDelegate {}
        let session = URLSession(configuration: .ephemeral)
        let task = session.dataTask(with: try #require(URL(string: "https://example.com")))
        let delegate: URLSessionDelegate = Delegate()
        (delegate as? URLSessionTaskDelegate)?.urlSession(session, didCreateTask: task)
        (delegate as? URLSessionTaskDelegate)?.urlSession(session, taskIsWaitingForConnectivity: task)
        delegate.urlSessionDidFinishEvents(forBackgroundURLSession: session)
    }
    #endif
}
