import Foundation
import Testing
import WidgetShot

// Foundation as Apple types it, where swift-corelibs-foundation differs: GRDB 6 stores an `NSURL`
// through `absoluteString?` (optional on Apple); delegate lists live in weak hash tables.

private protocol SdkNineDatabaseValue { var sdkNineText: String? { get } }

extension NSURL: SdkNineDatabaseValue {
    fileprivate var sdkNineText: String? { absoluteString?.lowercased() }
}

struct SdkNineFoundationTests {
    @Test func nsurlAbsoluteStringChainsAsOnApple() {
        let url = NSURL(string: "HTTPS://Example.com/A")!
        #expect(url.sdkNineText == "https://example.com/a")
        let plain: String = url.absoluteString   // corelibs' non-optional property still type-checks
        #expect(plain == "HTTPS://Example.com/A")
        #expect(type(of: url.absoluteString) == String.self)
    }

    @Test func weakHashTablesDropDeallocatedMembers() {
        final class Listener: NSObject {}
        let listeners = NSHashTable<Listener>.weakObjects()
        var first: Listener? = Listener()
        let second = Listener()
        listeners.add(first)
        listeners.add(second)
        listeners.add(second)
        #expect(listeners.count == 2)
        first = nil
        #expect(listeners.allObjects == [second])
        listeners.remove(second)
        #expect(listeners.anyObject == nil)
    }
}
