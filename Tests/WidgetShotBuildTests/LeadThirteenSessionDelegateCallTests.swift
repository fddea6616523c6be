import Foundation
import Testing
@testable import WidgetShotBuild

/// URLSession delegate callbacks are `@objc optional` on Apple platforms; image loaders forward
/// them to the app's delegate through a cast (`(delegate as? URLSessionTaskDelegate)?.urlSession?(…)`,
/// Nuke's DataLoader). swift-corelibs-foundation declares them with default implementations, so
/// the `?` after the name goes; an app's own `urlSession` closure keeps its `?`.
struct LeadThirteenSessionDelegateCallTests {
    let source = """
    import Foundation
    final class Loader: NSObject, URLSessionDataDelegate {
        weak var delegate: URLSessionDelegate?
        var urlSession: ((URLSession) -> Void)?
        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            (delegate as? URLSessionDataDelegate)?.urlSession?(session, dataTask: dataTask, didReceive: data)
            (delegate as! URLSessionTaskDelegate).urlSession?(session, didCreateTask: dataTask)
            sessionDelegate?.urlSessionDidFinishEvents?(forBackgroundURLSession: session)
            urlSession?(session)
        }
        weak var sessionDelegate: URLSessionDelegate?
    }
    """

    @Test func forwardedCallbacksLoseTheirOptionalCall() {
        let text = SourceTransform(originalPath: "/src/Loader.swift", fileIndex: 0).transform(source).text
        #expect(text.contains("(delegate as? URLSessionDataDelegate)?.urlSession(session, dataTask: dataTask, didReceive: data)"), "\(text)")
        #expect(text.contains("(delegate as! URLSessionTaskDelegate).urlSession(session, didCreateTask: dataTask)"), "\(text)")
        #expect(text.contains("sessionDelegate?.urlSessionDidFinishEvents(forBackgroundURLSession: session)"), "\(text)")
        #expect(text.contains("\n        urlSession?(session)"), "\(text)")
    }
}
