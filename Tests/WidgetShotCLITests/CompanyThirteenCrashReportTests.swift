import Foundation
import Testing
@testable import WidgetShotCLI

/// A variant that traps in the app's code (rainbow-me/rainbow's PriceWidget force-unwraps a token
/// that its offline price fetch left nil) says where: with `SWIFT_BACKTRACE=enable=yes` the
/// backtracer's failure and the app's first frame are read; without it, the report says to set it.
struct CompanyThirteenCrashReportTests {
    static let backtrace = """
        *** Signal 4: Backtracing from 0x56074061dc98... done ***
        *** Swift runtime failure: force unwrapped a nil value ***
        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))
        Thread 0 "ExtPriceWidgetE":
          0  0x00007f169a2a3f16 __futex_abstimed_wait_common + 198 in libc.so.6
        ...
        Thread 7 crashed:
          0 [inlined] [system] 0x000056074061dc98 Swift runtime failure: force unwrapped a nil value in ExtPriceWidgetExtension_50543aab9897f3b9 at //<compiler-generated>
          1                    0x000056074061dc98 PriceWidgetEntryView.body.getter + 1128 in ExtPriceWidgetExtension_50543aab9897f3b9 at /repos/rainbow/ios/PriceWidget/PriceWidget.swift:178:104
          2 [ra] [thunk]       0x0000560740615d97 protocol witness for View.body.getter in conformance PriceWidgetEntryView + 54 in ExtPriceWidgetExtension_50543aab9897f3b9 at //<compiler-generated>
        Registers:
        rax 0x0000000000000000  0
        """

    @Test func theBacktracersFailureAndTheAppsFrameAreReported() {
        let report = CrashReport(ending: .signaled(SIGILL), standardError: Self.backtrace)
        #expect(report.message == "force unwrapped a nil value")
        #expect(report.location == "/repos/rainbow/ios/PriceWidget/PriceWidget.swift:178")
        #expect(report.description == "crashed (SIGILL): force unwrapped a nil value at /repos/rainbow/ios/PriceWidget/PriceWidget.swift:178")
    }

    @Test func widgetShotsOwnFramesAreSkipped() {
        let text = """
            *** Swift runtime failure: Index out of range ***
            Thread 2 crashed:
              0 [inlined] [system] 0x1 Swift runtime failure: Index out of range in Ext at //<compiler-generated>
              1 0x2 Array.subscript.getter in libswiftCore.so at /home/build/swift/stdlib/public/core/Array.swift:1000:5
              2 0x3 ForEach.makeNodes in Ext at /work/wt/Sources/WidgetShotUI/Views/ForEach.swift:40:9
              3 0x4 RowView.body.getter in Ext at /app/Widgets/Row.swift:12:30
            """
        let report = CrashReport(ending: .signaled(SIGILL), standardError: text)
        #expect(report.message == "Index out of range" && report.location == "/app/Widgets/Row.swift:12")
        let noFrame = CrashReport(ending: .signaled(SIGILL), standardError: "*** Swift runtime failure: arithmetic overflow ***\n")
        #expect(noFrame.description == "crashed (SIGILL): arithmetic overflow")
    }

    @Test func withoutABacktraceTheReportSaysHowToGetOne() {
        let trap = CrashReport(ending: .signaled(SIGILL), standardError: "")
        #expect(trap.description.hasSuffix("; run again with SWIFT_BACKTRACE=enable=yes to see where"), "\(trap.description)")
        #expect(!CrashReport(ending: .signaled(SIGABRT), standardError: "").description.contains("SWIFT_BACKTRACE"))
    }
}
