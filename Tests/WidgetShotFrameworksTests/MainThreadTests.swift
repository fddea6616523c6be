import Foundation
import WidgetShot
import XCTest

/// Renders on the process's main thread, as the `widgetshot` tool does (XCTest runs its tests
/// there; Swift Testing does not): providers answering through `DispatchQueue.main` complete
/// because the renderer keeps the main run loop turning while it waits.
final class MainThreadTests: XCTestCase {
    func testCombineProviderReceivingOnMainQueueCompletes() throws {
        XCTAssertTrue(Thread.isMainThread)
        let url = try temporaryFile("quote.json", CombineProviderTests.json)
        let renders = try renderWidget(QuoteWidget(provider: QuoteProvider(url: url)))
        XCTAssertEqual(renders[0].texts, ["Simple is hard.", "Ada"])
    }

    func testTimerPublishTicksOnTheMainRunLoop() {
        var ticks = 0
        let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        for _ in 0..<100 where ticks < 2 { RunLoop.main.run(until: Date().addingTimeInterval(0.02)) }
        timer.cancel()
        XCTAssertGreaterThanOrEqual(ticks, 2)
    }
}
