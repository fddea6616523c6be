import Foundation
import Testing
import WidgetShot

/// Signposts (`os_signpost`, `OSSignposter`): Instruments' points of interest, which a render
/// does not record — but identifiers, intervals and the work inside them behave as Apple documents.
@Suite struct LeadThirteenSignpostTests {
    @Test("signpost identifiers: new ones differ, an object's is stable, the constants are distinct")
    func identifiers() {
        let log = OSLog(subsystem: "com.example.widget", category: .pointsOfInterest)
        let a = OSSignpostID(log: log), b = OSSignpostID(log: log)
        #expect(a != b)
        let object = NSObject()
        #expect(OSSignpostID(log: log, object: object) == OSSignpostID(log: log, object: object))
        #expect(Set([OSSignpostID.exclusive, .invalid, .null]).count == 3)
        #expect(OSSignpostID(42).rawValue == 42)
        os_signpost(.begin, log: log, name: "timeline", signpostID: a)
        os_signpost(.end, log: log, name: "timeline", signpostID: a, "%{public}s", "done")
        os_signpost(.event, log: .disabled, name: "tap")
    }

    @Test("OSSignposter runs the work of an interval and hands back its state")
    func signposter() throws {
        let signposter = OSSignposter(subsystem: "com.example.widget", category: "Timeline")
        #expect(!signposter.isEnabled)
        let id = signposter.makeSignpostID()
        let state = signposter.beginInterval("load", id: id)
        #expect(state.signpostID == id)
        signposter.endInterval("load", state)
        signposter.emitEvent("tap")
        #expect(signposter.withIntervalSignpost("entries") { [1, 2, 3].count } == 3)
        struct Failed: Error {}
        #expect(throws: Failed.self) { try OSSignposter.disabled.withIntervalSignpost("fail") { throw Failed() } }
    }
}
