import Foundation
import Testing
import WidgetShotFoundation

/// Foundation as Apple ships it, for code met in the company-9 sweep (issue 20).
struct CompanyNineFoundationTests {
    @Test("CGFloat(truncating:) and CGFloat(exactly:) read an NSNumber, as Apple's bridging does")
    func cgFloatFromNSNumber() {
        let ratio = CGFloat(truncating: (Decimal(90) - Decimal(70)) / (Decimal(110) - Decimal(70)) as NSNumber)
        #expect(ratio == 0.5)
        #expect(CGFloat(truncating: NSNumber(value: 3)) == 3)
        #expect(CGFloat(exactly: NSNumber(value: 0.25)) == 0.25)
    }

    @Test("Progress's file and timing properties read and write its user info")
    func progressFileProperties() {
        let progress = Progress(totalUnitCount: 100)
        #expect(progress.fileTotalCount == nil && progress.fileOperationKind == nil)
        progress.kind = .file
        progress.fileOperationKind = .downloading
        progress.fileTotalCount = 1
        progress.fileCompletedCount = 0
        progress.throughput = 2_048
        progress.estimatedTimeRemaining = 42.5
        progress.fileURL = URL(fileURLWithPath: "/tmp/wikipedia.zim")
        #expect(progress.fileOperationKind == .downloading)
        #expect(progress.userInfo[.fileOperationKindKey] as? Progress.FileOperationKind == .downloading)
        #expect(progress.fileTotalCount == 1 && progress.fileCompletedCount == 0)
        #expect(progress.throughput == 2_048 && progress.estimatedTimeRemaining == 42.5)
        #expect(progress.fileURL?.lastPathComponent == "wikipedia.zim")
        progress.fileTotalCount = nil
        #expect(progress.fileTotalCount == nil)
    }
}
