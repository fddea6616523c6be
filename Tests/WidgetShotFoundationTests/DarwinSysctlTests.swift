import Foundation
import Testing
import WidgetShotFoundation
#if canImport(Glibc)
import Glibc
#endif

/// `sysctlbyname` as an analytics SDK reads the model (TelemetryDeck's `hw.machine`): the size
/// first, then the value into a buffer of that size.
@Suite struct DarwinSysctlTests {
    @Test("hw.machine answers the default device's model identifier, size first")
    func machineName() {
        var size = 0
        #expect(sysctlbyname("hw.machine", nil, &size, nil, 0) == 0)
        #expect(size == "iPhone17,1".utf8.count + 1)
        var machine = [CChar](repeating: 0, count: size)
        #expect(sysctlbyname("hw.machine", &machine, &size, nil, 0) == 0)
        #expect(String(cString: machine) == "iPhone17,1")
    }

    @Test("unknown names, short buffers and writes fail with Darwin's errors")
    func failures() {
        var size = 0
        #expect(sysctlbyname("kern.nothing", nil, &size, nil, 0) == -1)
        #expect(errno == ENOENT)
        #expect(size == 0)
        var small = [CChar](repeating: 0, count: 4)
        size = 4
        #expect(sysctlbyname("hw.model", &small, &size, nil, 0) == -1)
        #expect(errno == ENOMEM)
        var value: Int32 = 1
        #expect(sysctlbyname("hw.model", nil, nil, &value, 4) == -1)
        #expect(errno == EPERM)
    }
}
