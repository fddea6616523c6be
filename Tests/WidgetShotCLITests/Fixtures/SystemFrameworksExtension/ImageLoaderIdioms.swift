// What image-loading packages compiled into widget targets write (Nuke 12's Cache, Log and
// DataLoader, in the style of that code, not a copy): a Foundation-only file with an
// autorelease pool and a memory-pressure source, signposts through `os`, and a URLSession
// delegate that forwards Apple's optional callbacks to the app's own delegate.
import Foundation
import os

final class PosterImageCache {
    private let memoryPressure: DispatchSourceMemoryPressure
    private let lock = NSLock()
    private var images: [String: Data] = [:]

    init() {
        memoryPressure = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .main)
        memoryPressure.setEventHandler { [weak self] in self?.removeAll() }
        memoryPressure.resume()
    }

    deinit { memoryPressure.cancel() }

    func store(_ data: Data, for key: String) {
        autoreleasepool { lock.withLock { images[key] = data } }
    }

    func removeAll() { lock.withLock { images.removeAll() } }

    var count: Int { lock.withLock { images.count } }
}

private let signposts = OSLog(subsystem: "com.example.thumbnails", category: "Image Loading")

func measured<T>(_ name: StaticString, _ work: () throws -> T) rethrows -> T {
    let id = OSSignpostID(log: signposts)
    os_signpost(.begin, log: signposts, name: name, signpostID: id)
    defer { os_signpost(.end, log: signposts, name: name, signpostID: id, "%{public}s", "done") }
    return try work()
}

final class PosterImageLoader: NSObject, URLSessionDataDelegate {
    weak var delegate: URLSessionDelegate?
    var prefersIncrementalDelivery = false

    func start(_ task: URLSessionDataTask, in session: URLSession) {
        task.prefersIncrementalDelivery = prefersIncrementalDelivery
        (delegate as? URLSessionTaskDelegate)?.urlSession?(session, didCreateTask: task)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        (delegate as? URLSessionDataDelegate)?.urlSession?(session, dataTask: dataTask, didReceive: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        (delegate as? URLSessionTaskDelegate)?.urlSession?(session, task: task, didCompleteWithError: error)
    }

    func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask) {
        (delegate as? URLSessionTaskDelegate)?.urlSession?(session, taskIsWaitingForConnectivity: task)
    }
}
